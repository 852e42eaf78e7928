/**
 * Creates a staff account, or resets the role or password of an existing one, on the configured database
 * (DATABASE_URL, else the embedded one in DATA_DIR). The only way to make or demote a superadmin, since the
 * API never changes one (docs/product/accounts.md#role-changes,
 * docs/product/accounts.md#command-line-admin-tool).
 *
 *   npm run create-admin -w apps/api -- --username alice --password 's3cret!' [--email a@b.c] [--role superadmin|admin|user]
 */
import { parseArgs } from 'node:util';
import { ROLES } from '@league/shared/domain/league';
import { RegisterBodySchema, RoleSchema } from '@league/shared/schemas/users';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { upsertAccount } from '../features/users/service.ts';

const USAGE = `Usage: npm run create-admin -w apps/api -- --username NAME --password PASSWORD [--email EMAIL] [--role ${ROLES.join('|')}]
Creates the account (role superadmin unless --role says otherwise) or, when the username exists,
sets its role and, when given, its password and e-mail.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

function readArguments() {
  try {
    const { values } = parseArgs({
      options: {
        username: { type: 'string' },
        password: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string', default: 'superadmin' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
    return values;
  } catch (err) {
    return fail((err as Error).message);
  }
}

async function main(): Promise<void> {
  const args = readArguments();
  if (args.help) {
    console.log(USAGE);
    return;
  }
  if (!args.username) fail('--username is required');
  const role = RoleSchema.safeParse(args.role);
  if (!role.success) fail(`--role must be one of ${ROLES.join(', ')}`);
  // The same rules as registration, so the account can log in through the site.
  const checks = RegisterBodySchema.safeParse({
    username: args.username,
    email: args.email ?? 'placeholder@example.com',
    password: args.password ?? 'placeholder',
  });
  if (!checks.success) fail(checks.error.issues.map((i) => i.message).join('; '));

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
  try {
    await migrateDatabase(database);
    const { created, user } = await upsertAccount(database.db, {
      username: checks.data.username,
      password: args.password,
      email: args.email === undefined ? undefined : checks.data.email,
      role: role.data,
    });
    console.log(
      `${created ? 'Created' : 'Updated'} ${user.username} (id ${user.id}) with role ${user.role}.`,
    );
  } catch (err) {
    // Not fail(): exiting here would skip closing the database.
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
