/**
 * The league's members and their articles and likes from the legacy database
 * (docs/decisions/0011-importing-the-previous-site.md). A password hash is never printed or answered.
 */
import { ROLES, type Role } from '@league/shared/domain/league';
import { blank, type MappedLeague, type Mapping, quote } from './mapping.ts';
import type { LegacyData } from './read-legacy.ts';

/** `$2a$`/`$2b$`/`$2y$`, a two-digit cost, then 53 characters of salt and hash (bcryptjs's output). */
export const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/** Members: usernames and e-mails unique ignoring case, roles among the league's, hashes kept as they were. */
export function mapUsers(data: LegacyData, m: Mapping): MappedLeague['users'] {
  const users: MappedLeague['users'] = [];
  const userByName = new Map<string, number>();
  const userByEmail = new Map<string, number>();
  for (const u of data.users) {
    const row = `#${u.id} ${quote(u.username)}`;
    if (blank(u.username)) {
      m.note('blocked', 'user', row, 'the account has no username');
      continue;
    }
    const sameName = userByName.get(u.username.toLowerCase());
    const sameEmail = userByEmail.get(u.email.toLowerCase());
    if (sameName !== undefined) {
      m.note(
        'blocked',
        'user',
        row,
        `username is the same as #${sameName}'s once lower-cased (usernames log in ignoring case): rename one of them in the old database`,
      );
      continue;
    }
    if (sameEmail !== undefined) {
      m.note(
        'blocked',
        'user',
        row,
        `e-mail is the same as #${sameEmail}'s once lower-cased: change one of them in the old database`,
      );
      continue;
    }
    userByName.set(u.username.toLowerCase(), u.id);
    userByEmail.set(u.email.toLowerCase(), u.id);
    let role = u.role as Role;
    if (!(ROLES as readonly string[]).includes(u.role)) {
      role = 'user';
      m.note(
        'changed',
        'user',
        row,
        `role ${quote(u.role)} is not one of ${ROLES.join(', ')}: imported as user`,
      );
    }
    // Never the hash itself in the report: only whether it can be verified.
    if (!BCRYPT_HASH.test(u.password)) {
      m.note(
        'kept',
        'user',
        row,
        'the stored password is not a bcrypt hash: this member cannot log in until staff set a new password (npm run create-admin)',
      );
    }
    m.userIds.add(u.id);
    users.push({
      id: u.id,
      username: u.username,
      email: u.email,
      passwordHash: u.password,
      role,
      createdAt: u.createdAt,
      updatedAt: u.updatedAt,
    });
  }
  return users;
}

/** Articles and their likes: the rows say who liked what; the counter follows them. */
export function mapArticles(data: LegacyData, m: Mapping): Pick<MappedLeague, 'articles' | 'article_likes'> {
  const article_likes: MappedLeague['article_likes'] = [];
  const articleIds = new Set(data.articles.map((a) => a.id));
  // The old site kept no time for a like: the later of the article's posting and the member's joining is
  // the earliest it can have happened, and the same on every run (so two imports give the same rows).
  const postedAt = new Map(data.articles.map((a) => [a.id, a.createdAt.getTime()]));
  const joinedAt = new Map(data.users.map((u) => [u.id, u.createdAt.getTime()]));
  const likeRows = new Map<number, number>();
  for (const l of data.articleLikes) {
    const row = `article #${l.articleId}, user #${l.userId}`;
    if (!articleIds.has(l.articleId) || !m.userIds.has(l.userId)) {
      const missing = !articleIds.has(l.articleId) ? `article #${l.articleId}` : `user #${l.userId}`;
      m.note('skipped', 'article_likes', row, `orphan: ${missing} is not imported`);
      continue;
    }
    likeRows.set(l.articleId, (likeRows.get(l.articleId) ?? 0) + 1);
    const createdAt = new Date(Math.max(postedAt.get(l.articleId) ?? 0, joinedAt.get(l.userId) ?? 0));
    article_likes.push({ articleId: l.articleId, userId: l.userId, createdAt });
  }
  const articles: MappedLeague['articles'] = [];
  for (const a of data.articles) {
    const row = `#${a.id} ${quote(a.title)}`;
    let userId: number | null = a.authorId;
    if (!m.userIds.has(a.authorId)) {
      userId = null;
      m.note('changed', 'article', row, `author #${a.authorId} is not imported: kept without an author`);
    }
    const likes = likeRows.get(a.id) ?? 0;
    if (likes !== a.likes) {
      m.note(
        'changed',
        'article',
        row,
        `likes counter ${a.likes} but ${likes} like rows: stored ${likes} (the rows say who liked it)`,
      );
    }
    articles.push({
      id: a.id,
      title: a.title,
      summary: a.summary,
      content: a.content,
      imageUrl: a.imageUrl,
      approved: a.approved,
      likes,
      userId,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
    });
  }
  return { articles, article_likes };
}
