import type { Role } from '@league/shared/domain/league';
import { explainRoleChangeRefusal } from '@league/shared/domain/permissions';
import { USER_LIST_EXPORT_COLUMNS } from '@league/shared/domain/portal-exports';
import type { SignInProvider } from '@league/shared/domain/sign-in-providers';
import { type ExportFormat, exportFilename } from '@league/shared/domain/table-export';
import type {
  LoginBody,
  LoginResponse,
  Profile,
  RegisterBody,
  SessionUser,
  UserListQuery,
  UserSummary,
} from '@league/shared/schemas/users';
import type { Db } from '../../db/client.ts';
import type { TokenSigner } from '../../lib/auth-token.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { everyPage, type TableExport } from '../../lib/export-reply.ts';
import { forbidden } from '../../lib/guards.ts';
import { staffWrite, write } from '../../lib/writes/unit-of-work.ts';
import { findLinkOfUser } from './linked-account-queries.ts';
import { readSignInMethods } from './linked-account-service.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  listArticlesOfUser,
  listUsers,
  toSessionUser,
  toUserSummary,
  updatePasswordHash,
  updateUser,
} from './queries.ts';

export const BAD_CREDENTIALS = 'Invalid username or password';
const USERNAME_TAKEN = 'Username is already taken';
const EMAIL_TAKEN = 'Email is already registered';

/** PostgreSQL unique violation, possibly wrapped by Drizzle; answers the index name when there is one. */
function uniqueViolation(err: unknown): string | null {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as never
  ) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}

/** Always creates role `user`, whatever the body says (docs/product/accounts.md#rules-and-constants). */
export async function registerUser(db: Db, body: RegisterBody): Promise<SessionUser> {
  if (await findUserByUsername(db, body.username)) throw conflict(USERNAME_TAKEN);
  if (await findUserByEmail(db, body.email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(body.password);
  try {
    const row = await write(db, (tx) => insertUser(tx, { ...body, passwordHash, role: 'user' }));
    return toSessionUser(row);
  } catch (err) {
    // Two registrations racing for the same name: the unique index decides.
    const index = uniqueViolation(err);
    if (index === null) throw err;
    throw conflict(index.includes('email') ? EMAIL_TAKEN : USERNAME_TAKEN);
  }
}

/** Hashes for accounts written in bulk (the demo league's): one password, a fresh salt each. */
export function hashPasswords(password: string, count: number): Promise<string[]> {
  // scrypt is slow on purpose; the hashes run side by side on the thread pool.
  return Promise.all(Array.from({ length: count }, () => hashPassword(password)));
}

// Unknown usernames still pay for one hash comparison, so response times do not reveal which names exist.
let decoyHash: Promise<string> | undefined;

export async function logIn(db: Db, tokens: TokenSigner, body: LoginBody) {
  const row = await findUserByUsername(db, body.username);
  decoyHash ??= hashPassword('decoy password, never matches');
  // A member who joined with an outside account has no password: nothing the form sends can match.
  const ok = await verifyPassword(body.password, row?.passwordHash ?? (await decoyHash));
  if (!row?.passwordHash || !ok) throw new AppError('UNAUTHORIZED', BAD_CREDENTIALS);
  // A member imported with the previous site's bcrypt hash gets our own hash now that we know the password.
  if (needsRehash(row.passwordHash)) {
    await updatePasswordHash(db, row.id, row.passwordHash, await hashPassword(body.password));
  }
  return { token: await tokens.sign(row.id), user: toSessionUser(row), message: 'Login successful' };
}

export async function readProfile(db: Db, userId: number): Promise<Profile> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', 'You must be logged in');
  const [articles, methods] = await Promise.all([
    listArticlesOfUser(db, userId),
    readSignInMethods(db, userId),
  ]);
  return { ...toSessionUser(row), articles, ...methods };
}

/** A session for a member (after a sign-in with an outside account): the login's answer. */
export async function openSession(db: Db, tokens: TokenSigner, userId: number): Promise<LoginResponse> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', 'You must be logged in');
  return { token: await tokens.sign(row.id), user: toSessionUser(row), message: 'Login successful' };
}

/**
 * The username of the member's linked account of `provider`, or null: a Roblox account is what a claim of
 * a player page is judged by (docs/product/players.md#claimed-player-pages).
 */
export async function findLinkedUsername(
  db: Db,
  userId: number,
  provider: SignInProvider,
): Promise<string | null> {
  return (await findLinkOfUser(db, userId, provider))?.username ?? null;
}

/**
 * docs/product/accounts.md#role-changes; the refusal says why, so the portal can show it. Logged as a role
 * change, which only superadmins read (docs/product/activity.md#permissions).
 */
export async function changeRole(
  db: Db,
  actor: AuthUser,
  targetId: number,
  newRole: Role,
): Promise<UserSummary> {
  return staffWrite(db, actor, async (tx) => {
    const target = await findUserById(tx, targetId);
    if (!target) throw notFound('User');
    const refusal = explainRoleChangeRefusal(actor, {
      targetUserId: target.id,
      currentRole: target.role as Role,
      newRole,
    });
    if (refusal) throw forbidden(refusal);
    const updated = target.role === newRole ? target : await updateUser(tx, target.id, { role: newRole });
    if (!updated) throw notFound('User');
    return {
      result: toUserSummary(updated),
      activity: {
        kind: 'role-change',
        entityType: 'user',
        entityId: target.id,
        entityLabel: target.username,
        before: { role: target.role },
        after: { role: newRole },
      },
    };
  });
}

/**
 * Creates the account, or resets the role (and the password and e-mail when given) of an existing one: the
 * recovery path of the command-line tool (docs/product/accounts.md#command-line-admin-tool), which may also
 * set superadmins.
 */
export async function upsertAccount(
  db: Db,
  account: { username: string; password?: string | undefined; email?: string | undefined; role: Role },
): Promise<{ created: boolean; user: SessionUser }> {
  const existing = await findUserByUsername(db, account.username);
  const passwordHash = account.password === undefined ? undefined : await hashPassword(account.password);
  if (existing) {
    const updated = await updateUser(db, existing.id, {
      role: account.role,
      ...(passwordHash ? { passwordHash } : {}),
      ...(account.email ? { email: account.email } : {}),
    });
    return { created: false, user: toSessionUser(updated ?? existing) };
  }
  if (!passwordHash) throw new AppError('BAD_REQUEST', 'A password is needed to create an account');
  const email = account.email ?? `${account.username.toLowerCase()}@localhost`;
  if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN);
  const row = await insertUser(db, { username: account.username, email, passwordHash, role: account.role });
  return { created: true, user: toSessionUser(row) };
}

/** Users searchable by name and role, with the total for X-Total-Count (staff list). */
export function listUserPage(db: Db, query: UserListQuery): Promise<{ rows: UserSummary[]; total: number }> {
  return listUsers(db, query);
}

/** The portal's users table as a file (docs/product/portal.md#exports): every account of its search. */
export function readUserListExport(
  db: Db,
  filter: Pick<UserListQuery, 'q' | 'role'>,
  siteName: string,
  format: ExportFormat,
): TableExport<UserSummary> {
  return {
    filename: exportFilename([siteName, 'users', filter.q, filter.role], format),
    columns: USER_LIST_EXPORT_COLUMNS,
    rows: everyPage(async (page) => {
      const { rows, total } = await listUserPage(db, { ...filter, ...page });
      return { items: rows, total };
    }),
  };
}
