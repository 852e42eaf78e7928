import type { Role } from '@league/shared/domain/league';
import type { SessionUser, UserListQuery, UserSummary } from '@league/shared/schemas/users';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role as Role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toUserSummary(
  row: Pick<UserRow, 'id' | 'username' | 'role' | 'createdAt' | 'updatedAt'>,
): UserSummary {
  return {
    id: row.id,
    username: row.username,
    role: row.role as Role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Usernames and e-mails are unique regardless of case (the indexes are on lower()). */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(
  db: Db,
  values: { username: string; email: string; passwordHash: string; role: Role },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<{ role: Role; passwordHash: string; email: string }>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Replaces a password hash only if it is still `previous` (two logins racing both rehash; either result
 * is valid). Leaves updatedAt alone: the member changed nothing.
 */
export async function updatePasswordHash(db: Db, id: number, previous: string, next: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: next })
    .where(and(eq(users.id, id), eq(users.passwordHash, previous)));
}

/** The author's own articles, newest first, for the profile page. */
export function listArticlesOfUser(db: Db, userId: number) {
  return db
    .select({ id: articles.id, title: articles.title, approved: articles.approved })
    .from(articles)
    .where(eq(articles.userId, userId))
    .orderBy(desc(articles.id));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listUsers(
  db: Db,
  query: UserListQuery,
): Promise<{ rows: UserSummary[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(users.username, `%${escapeLike(query.q)}%`));
  if (query.role) conditions.push(eq(users.role, query.role));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const columns = {
    id: users.id,
    username: users.username,
    role: users.role,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
  };
  let select = db.select(columns).from(users).where(where).orderBy(asc(users.id)).$dynamic();
  if (query.limit !== undefined) select = select.limit(query.limit);
  if (query.offset !== undefined) select = select.offset(query.offset);
  const [rows, [totalRow]] = await Promise.all([select, db.select({ n: count() }).from(users).where(where)]);
  return { rows: rows.map(toUserSummary), total: totalRow?.n ?? 0 };
}
