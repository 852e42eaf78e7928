/**
 * Articles: creation (always pending, author from the token), visibility of unapproved ones, likes,
 * moderation and deletion (docs/product/articles.md#permissions, docs/product/articles.md#writing-an-article
 * and docs/product/articles.md#errors).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleLikes, articles } from '../src/db/schema.ts';
import { authHeader, createUser, type TestUser, tokenFor } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let author: TestUser;
let other: TestUser;
let admin: TestUser;
const headers: Record<'author' | 'other' | 'admin' | 'superadmin', { authorization: string }> = {} as never;

const validArticle = (title = 'Storm Crows take the title') => ({
  title,
  summary: 'A five-set thriller decided the season fourteen championship on Sunday night.',
  content: 'The final went the distance. '.repeat(12),
  imageUrl: 'https://images.example.com/final.png',
});

async function writeArticle(as: { authorization: string }, body: object = validArticle()) {
  const res = await t.app.inject({ method: 'POST', url: '/api/articles', headers: as, payload: body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; approved: boolean | null; likes: number };
}

const moderate = (id: number, approved: boolean | null) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/articles/${id}`,
    headers: headers.admin,
    payload: { approved },
  });

beforeAll(async () => {
  t = await createTestApp();
  author = await createUser(t.db, { username: 'writer' });
  other = await createUser(t.db, { username: 'reader' });
  admin = await createUser(t.db, { username: 'editor', role: 'admin' });
  const superadmin = await createUser(t.db, { role: 'superadmin' });
  headers.author = authHeader(await tokenFor(t.app, author));
  headers.other = authHeader(await tokenFor(t.app, other));
  headers.admin = authHeader(await tokenFor(t.app, admin));
  headers.superadmin = authHeader(await tokenFor(t.app, superadmin));
});
afterAll(() => t.close());

describe('creating an article', () => {
  it('starts pending with the author from the token, ignoring the legacy fields of the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: headers.author,
      payload: {
        ...validArticle(),
        userId: other.id,
        approved: true,
        createdAt: '2001-01-01T00:00:00Z',
        likes: 99,
      },
    });
    expect(res.statusCode).toBe(201);
    const article = res.json();
    expect(article).toMatchObject({
      approved: null,
      likes: 0,
      userId: author.id,
      author: { id: author.id, username: 'writer' },
    });
    expect(article.createdAt.startsWith('2001')).toBe(false);
    expect(Object.keys(article.author).sort()).toEqual(['id', 'username']);
  });

  it('stores HTML as given (rendering it as text is the web app’s job)', async () => {
    const html = validArticle('<b>Bold</b> <script>alert(1)</script>');
    const article = await writeArticle(headers.author, html);
    const [row] = await t.db.select().from(articles).where(eq(articles.id, article.id));
    expect(row?.title).toBe('<b>Bold</b> <script>alert(1)</script>');
  });

  it('answers 400 with the documented messages, word for word', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: headers.author,
      payload: { title: '', summary: 'too short', content: 'also short', imageUrl: 'not a url' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Validation failed');
    expect(res.json().errors).toEqual([
      { path: 'title', message: 'Title must be at least 1 character' },
      { path: 'summary', message: 'Summary must be at least 50 characters' },
      { path: 'content', message: 'Content must be at least 240 characters' },
      { path: 'imageUrl', message: 'Please enter a valid URL' },
    ]);
  });

  it('rejects image links that are not web addresses and missing fields', async () => {
    const js = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: headers.author,
      payload: { ...validArticle(), imageUrl: 'javascript:alert(1)' },
    });
    expect(js.json().errors).toEqual([{ path: 'imageUrl', message: 'Please enter a valid URL' }]);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: headers.author,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'title',
      'summary',
      'content',
      'imageUrl',
    ]);
  });

  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/articles', payload: validArticle() });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('You must be logged in');
  });
});

describe('visibility', () => {
  let pendingId: number;
  let approvedId: number;
  let rejectedId: number;
  beforeAll(async () => {
    pendingId = (await writeArticle(headers.author, validArticle('Pending piece'))).id;
    approvedId = (await writeArticle(headers.author, validArticle('Approved piece'))).id;
    rejectedId = (await writeArticle(headers.author, validArticle('Rejected piece'))).id;
    expect((await moderate(approvedId, true)).statusCode).toBe(200);
    expect((await moderate(rejectedId, false)).json().approved).toBe(false);
  });

  const detail = (id: number, as?: { authorization: string }) =>
    t.app.inject({ url: `/api/articles/${id}`, ...(as ? { headers: as } : {}) });

  it('hides a pending article from guests and other users, shows it to its author and admins', async () => {
    expect((await detail(pendingId)).statusCode).toBe(404);
    expect((await detail(pendingId, headers.other)).statusCode).toBe(404);
    expect((await detail(pendingId, headers.author)).statusCode).toBe(200);
    expect((await detail(pendingId, headers.admin)).statusCode).toBe(200);
    expect((await detail(pendingId, headers.superadmin)).json().title).toBe('Pending piece');
    expect((await detail(rejectedId, headers.other)).statusCode).toBe(404);
    expect((await detail(approvedId)).statusCode).toBe(200);
  });

  it('lists approved articles only to everyone, newest id first, with X-Total-Count', async () => {
    const newer = await writeArticle(headers.other, validArticle('Approved later'));
    await moderate(newer.id, true);
    for (const as of [undefined, headers.author, headers.admin]) {
      const res = await t.app.inject({ url: '/api/articles', ...(as ? { headers: as } : {}) });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((a: { title: string }) => a.title)).toEqual(['Approved later', 'Approved piece']);
      expect(res.headers['x-total-count']).toBe('2');
    }
    const paged = await t.app.inject('/api/articles?limit=1&offset=1&refresh=3');
    expect(paged.json().map((a: { id: number }) => a.id)).toEqual([approvedId]);
    expect(paged.headers['x-total-count']).toBe('2');
    const search = await t.app.inject('/api/articles?q=LATER');
    expect(search.json().map((a: { id: number }) => a.id)).toEqual([newer.id]);
  });

  it('lets admins list by status, and no one else', async () => {
    const pending = await t.app.inject({ url: '/api/articles?status=pending', headers: headers.admin });
    expect(pending.json().every((a: { approved: unknown }) => a.approved === null)).toBe(true);
    expect(pending.json().map((a: { id: number }) => a.id)).toContain(pendingId);
    const rejected = await t.app.inject({ url: '/api/articles?status=rejected', headers: headers.admin });
    expect(rejected.json().map((a: { id: number }) => a.id)).toEqual([rejectedId]);
    const all = await t.app.inject({ url: '/api/articles?status=all', headers: headers.admin });
    expect(Number(all.headers['x-total-count'])).toBe(all.json().length);
    expect(all.json().length).toBeGreaterThan(3);
    expect((await t.app.inject('/api/articles?status=pending')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/articles?status=all', headers: headers.author })).statusCode,
    ).toBe(403);
  });

  it("shows the author's articles with their state on the profile", async () => {
    const res = await t.app.inject({ url: '/api/users/profile', headers: headers.author });
    const byTitle = Object.fromEntries(
      res.json().articles.map((a: { title: string; approved: boolean | null }) => [a.title, a.approved]),
    );
    expect(byTitle).toMatchObject({ 'Pending piece': null, 'Approved piece': true, 'Rejected piece': false });
  });
});

describe('likes', () => {
  let id: number;
  beforeAll(async () => {
    id = (await writeArticle(headers.author, validArticle('Likeable'))).id;
    await moderate(id, true);
  });
  const like = (method: 'POST' | 'DELETE', as: { authorization: string }) =>
    t.app.inject({
      method,
      url: `/api/articles/${id}/like`,
      headers: { ...as, 'content-type': 'application/json' },
    });
  const status = async (as: { authorization: string }) =>
    (await t.app.inject({ url: `/api/articles/${id}/like-status`, headers: as })).json().hasLiked;
  const counter = async () => (await t.db.select().from(articles).where(eq(articles.id, id)))[0]?.likes;

  it('likes once, answers 409 the second time, and keeps the counter equal to the like rows', async () => {
    expect(await status(headers.other)).toBe(false);
    const first = await like('POST', headers.other);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ likes: 1, hasLiked: true });
    const second = await like('POST', headers.other);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already liked this article');
    expect(await status(headers.other)).toBe(true);
    await like('POST', headers.admin);
    expect(await counter()).toBe(2);
    const rows = await t.db.select().from(articleLikes).where(eq(articleLikes.articleId, id));
    expect(rows).toHaveLength(2);
  });

  it('unlikes once and answers 409 when not liked', async () => {
    expect((await like('DELETE', headers.other)).json()).toMatchObject({ likes: 1, hasLiked: false });
    const again = await like('DELETE', headers.other);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have not liked this article');
    expect(await counter()).toBe(1);
  });

  it('needs a login and a visible article', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/articles/${id}/like` })).statusCode).toBe(401);
    expect((await t.app.inject(`/api/articles/${id}/like-status`)).statusCode).toBe(401);
    const pending = await writeArticle(headers.author, validArticle('Not yet'));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/articles/${pending.id}/like`,
      headers: headers.other,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/articles/99999/like', headers: headers.other }))
        .statusCode,
    ).toBe(404);
  });
});

describe('moderation and deletion', () => {
  it('lets admins approve, reject and edit; users get 403', async () => {
    const { id } = await writeArticle(headers.author, validArticle('To moderate'));
    const byUser = await t.app.inject({
      method: 'PATCH',
      url: `/api/articles/${id}`,
      headers: headers.author,
      payload: { approved: true },
    });
    expect(byUser.statusCode).toBe(403);
    expect(byUser.json().message).toBe('You do not have permission to do this');
    expect((await moderate(id, true)).json().approved).toBe(true);
    expect((await moderate(id, false)).json().approved).toBe(false);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/articles/${id}`,
      headers: headers.admin,
      payload: { title: 'Fixed title' },
    });
    expect(edit.json()).toMatchObject({ title: 'Fixed title', approved: false });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/articles/${id}`,
      headers: headers.admin,
      payload: { summary: 'short' },
    });
    expect(bad.json().errors).toEqual([
      { path: 'summary', message: 'Summary must be at least 50 characters' },
    ]);
    expect((await moderate(424242, true)).statusCode).toBe(404);
  });

  it("lets a user delete their own pending article, not an approved one nor someone else's", async () => {
    const mine = await writeArticle(headers.author, validArticle('Mine, pending'));
    const approved = await writeArticle(headers.author, validArticle('Mine, approved'));
    await moderate(approved.id, true);
    const del = (articleId: number, as: { authorization: string }) =>
      t.app.inject({ method: 'DELETE', url: `/api/articles/${articleId}`, headers: as });
    expect((await del(mine.id, headers.other)).statusCode).toBe(404);
    expect((await del(approved.id, headers.other)).statusCode).toBe(403);
    expect((await del(approved.id, headers.author)).statusCode).toBe(403);
    expect((await del(mine.id, headers.author)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/articles/${mine.id}`, headers: headers.author })).statusCode,
    ).toBe(404);
    expect((await del(approved.id, headers.admin)).statusCode).toBe(200);
  });
});

describe('privacy', () => {
  it('never sends an e-mail or a password hash in article responses', async () => {
    const res = await t.app.inject({ url: '/api/articles?status=all', headers: headers.admin });
    expect(res.body).not.toContain('@example.test');
    expect(res.body).not.toContain('scrypt');
    expect(res.body).not.toMatch(/password|email/i);
  });
});
