/**
 * Users and tokens for route tests. A test sends as a role through its league's clients
 * (helpers/league-app.ts: `t.as('admin').post(url, body)`); these are what the clients are made of, and
 * what a test about accounts and tokens themselves uses directly:
 *   const user = await createUser(t.db, { role: 'admin', password: 'a long password 1' });
 *   const headers = authHeader(await tokenFor(t.app, user));
 */
import type { Role } from '@league/shared/domain/league';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/features/users/password.ts';
import { authPlugin } from '../../src/lib/auth-plugin.ts';
import { installErrorHandling } from '../../src/lib/error-handler.ts';

export interface TestUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  /** The plain password, to log in through the API. */
  password: string;
}

let counter = 0;
// Hashing is the slow part of creating a user; most tests never log in with the password.
const hashes = new Map<string, Promise<string>>();

export async function createUser(
  db: Db,
  options: { username?: string; role?: Role; password?: string; email?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const username = options.username ?? `${options.role ?? 'user'}_${process.pid}_${counter}`;
  const password = options.password ?? 'correct horse battery';
  const email = options.email ?? `${username.toLowerCase()}@example.test`;
  const role = options.role ?? 'user';
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  const [row] = await db
    .insert(users)
    .values({ username, email, role, passwordHash: await hash })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return { id: row.id, username, email, role, password };
}

export function tokenFor(app: FastifyInstance, user: { id: number }): Promise<string> {
  return app.tokens.sign(user.id);
}

export function authHeader(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * A bare app with only what a route's guards stand on (the zod compilers, the error replies, the auth plugin)
 * over the test league's database and config, for a test to declare its own routes on.
 */
export async function appWithAuthOnly(t: { db: Db; config: ServerConfig }) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  app.decorate('config', t.config);
  app.decorate('db', t.db);
  await app.register(authPlugin);
  return app;
}
