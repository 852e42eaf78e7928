import type { SignInProvider } from '@league/shared/domain/sign-in-providers';
import type { LinkedAccount } from '@league/shared/schemas/sign-in';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { linkedAccounts, users } from '../../db/schema.ts';

type LinkedAccountRow = typeof linkedAccounts.$inferSelect;

export function toLinkedAccount(row: LinkedAccountRow): LinkedAccount {
  return {
    provider: row.provider as SignInProvider,
    username: row.username,
    linkedAt: row.linkedAt.toISOString(),
  };
}

export function listLinkedAccounts(db: Db | Tx, userId: number): Promise<LinkedAccountRow[]> {
  return db
    .select()
    .from(linkedAccounts)
    .where(eq(linkedAccounts.userId, userId))
    .orderBy(asc(linkedAccounts.provider));
}

/** The link of one outside account, whoever holds it. */
export async function findLinkByAccount(
  db: Db | Tx,
  provider: SignInProvider,
  providerUserId: string,
): Promise<LinkedAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.provider, provider), eq(linkedAccounts.providerUserId, providerUserId)))
    .limit(1);
  return row;
}

/** The member's account of that provider, if they linked one. */
export async function findLinkOfUser(
  db: Db | Tx,
  userId: number,
  provider: SignInProvider,
): Promise<LinkedAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.provider, provider)))
    .limit(1);
  return row;
}

export async function insertLink(
  tx: Tx,
  values: { userId: number; provider: SignInProvider; providerUserId: string; username: string },
): Promise<LinkedAccountRow> {
  const [row] = await tx.insert(linkedAccounts).values(values).returning();
  if (!row) throw new Error('insert into linked_accounts returned no row');
  return row;
}

/** The provider's username changes (Discord's and Roblox's can be renamed): kept as of the last sign-in. */
export async function updateLinkUsername(tx: Tx, id: number, username: string): Promise<void> {
  await tx.update(linkedAccounts).set({ username }).where(eq(linkedAccounts.id, id));
}

export async function deleteLink(tx: Tx, userId: number, provider: SignInProvider): Promise<number> {
  const rows = await tx
    .delete(linkedAccounts)
    .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.provider, provider)))
    .returning({ id: linkedAccounts.id });
  return rows.length;
}

/** Lower-cased usernames that start with `prefix` (ignoring case): the names a new username must avoid. */
export async function usernamesStartingWith(db: Db | Tx, prefix: string): Promise<Set<string>> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ name: sql<string>`lower(${users.username})` })
    .from(users)
    .where(sql`lower(${users.username}) like ${pattern}`);
  return new Set(rows.map((r) => r.name));
}

/** A member who joined with an outside account: no e-mail, no password, role `user`. */
export async function insertMemberWithoutPassword(tx: Tx, username: string) {
  const [row] = await tx
    .insert(users)
    .values({ username, email: null, passwordHash: null, role: 'user' })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}
