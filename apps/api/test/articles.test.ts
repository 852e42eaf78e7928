/**
 * Articles: creation (always pending, author from the token), visibility of unapproved ones, likes,
 * moderation and deletion (docs/product/articles.md#permissions, docs/product/articles.md#writing-an-article
 * and docs/product/articles.md#errors).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articleLikes, articles } from '../src/db/schema.ts';
import { type Client, useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp();
const guest = t.as('guest');
const author = t.another('user', { username: 'writer' });
const other = t.as('user');
const admin = t.as('admin');
const superadmin = t.as('superadmin');

const validArticle = (title = 'Storm Crows take the title') => ({
  title,
  summary: 'A five-set thriller decided the season fourteen championship on Sunday night.',
  content: 'The final went the distance. '.repeat(12),
  imageUrl: 'https://images.example.com/final.png',
});

async function writeArticle(as: Client, body: object = validArticle()) {
  const res = await as.post('/api/articles', body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; approved: boolean | null; likes: number };
}

const moderate = (id: number, approved: boolean | null) => admin.patch(`/api/articles/${id}`, { approved });

describe('creating an article', () => {
  it('starts pending with the author from the token, ignoring the legacy fields of the body', async () => {
    const [writer, reader] = [await author.user(), await other.user()];
    const res = await author.post('/api/articles', {
      ...validArticle(),
      userId: reader.id,
      approved: true,
      createdAt: '2001-01-01T00:00:00Z',
      likes: 99,
    });
    expect(res.statusCode).toBe(201);
    const article = res.json();
    expect(article).toMatchObject({
      approved: null,
      likes: 0,
      userId: writer.id,
      author: { id: writer.id, username: 'writer' },
    });
    expect(article.createdAt.startsWith('2001')).toBe(false);
    expect(Object.keys(article.author).sort()).toEqual(['id', 'username']);
  });

  it('stores HTML as given (rendering it as text is the web app’s job)', async () => {
    const html = validArticle('<b>Bold</b> <script>alert(1)</script>');
    const article = await writeArticle(author, html);
    const [row] = await t.db.select().from(articles).where(eq(articles.id, article.id));
    expect(row?.title).toBe('<b>Bold</b> <script>alert(1)</script>');
  });

  it('answers 400 with the documented messages, word for word', async () => {
    const res = await author.post('/api/articles', {
      title: '',
      summary: 'too short',
      content: 'also short',
      imageUrl: 'not a url',
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
    const js = await author.post('/api/articles', { ...validArticle(), imageUrl: 'javascript:alert(1)' });
    expect(js.json().errors).toEqual([{ path: 'imageUrl', message: 'Please enter a valid URL' }]);
    const empty = await author.post('/api/articles', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'title',
      'summary',
      'content',
      'imageUrl',
    ]);
  });

  it('needs a login', async () => {
    const res = await guest.post('/api/articles', validArticle());
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('You must be logged in');
  });
});

describe('visibility', () => {
  let pendingId: number;
  let approvedId: number;
  let rejectedId: number;
  beforeAll(async () => {
    pendingId = (await writeArticle(author, validArticle('Pending piece'))).id;
    approvedId = (await writeArticle(author, validArticle('Approved piece'))).id;
    rejectedId = (await writeArticle(author, validArticle('Rejected piece'))).id;
    expect((await moderate(approvedId, true)).statusCode).toBe(200);
    expect((await moderate(rejectedId, false)).json().approved).toBe(false);
  });

  const detail = (id: number, as: Client = guest) => as.get(`/api/articles/${id}`);

  it('hides a pending article from guests and other users, shows it to its author and admins', async () => {
    expect((await detail(pendingId)).statusCode).toBe(404);
    expect((await detail(pendingId, other)).statusCode).toBe(404);
    expect((await detail(pendingId, author)).statusCode).toBe(200);
    expect((await detail(pendingId, admin)).statusCode).toBe(200);
    expect((await detail(pendingId, superadmin)).json().title).toBe('Pending piece');
    expect((await detail(rejectedId, other)).statusCode).toBe(404);
    expect((await detail(approvedId)).statusCode).toBe(200);
  });

  it('lists approved articles only to everyone, newest id first, with X-Total-Count', async () => {
    const newer = await writeArticle(other, validArticle('Approved later'));
    await moderate(newer.id, true);
    for (const as of [guest, author, admin]) {
      const res = await as.get('/api/articles');
      expect(res.statusCode).toBe(200);
      expect(res.json().map((a: { title: string }) => a.title)).toEqual(['Approved later', 'Approved piece']);
      expect(res.headers['x-total-count']).toBe('2');
    }
    const paged = await guest.get('/api/articles?limit=1&offset=1&refresh=3');
    expect(paged.json().map((a: { id: number }) => a.id)).toEqual([approvedId]);
    expect(paged.headers['x-total-count']).toBe('2');
    const search = await guest.get('/api/articles?q=LATER');
    expect(search.json().map((a: { id: number }) => a.id)).toEqual([newer.id]);
  });

  it('lets admins list by status, and no one else', async () => {
    const pending = await admin.get('/api/articles?status=pending');
    expect(pending.json().every((a: { approved: unknown }) => a.approved === null)).toBe(true);
    expect(pending.json().map((a: { id: number }) => a.id)).toContain(pendingId);
    const rejected = await admin.get('/api/articles?status=rejected');
    expect(rejected.json().map((a: { id: number }) => a.id)).toEqual([rejectedId]);
    const all = await admin.get('/api/articles?status=all');
    expect(Number(all.headers['x-total-count'])).toBe(all.json().length);
    expect(all.json().length).toBeGreaterThan(3);
    expect((await guest.get('/api/articles?status=pending')).statusCode).toBe(401);
    expect((await author.get('/api/articles?status=all')).statusCode).toBe(403);
  });

  it("shows the author's articles with their state on the profile", async () => {
    const res = await author.get('/api/users/profile');
    const byTitle = Object.fromEntries(
      res.json().articles.map((a: { title: string; approved: boolean | null }) => [a.title, a.approved]),
    );
    expect(byTitle).toMatchObject({ 'Pending piece': null, 'Approved piece': true, 'Rejected piece': false });
  });
});

describe('likes', () => {
  let id: number;
  beforeAll(async () => {
    id = (await writeArticle(author, validArticle('Likeable'))).id;
    await moderate(id, true);
  });
  // As the previous site's client sends them: a JSON content type with an empty body.
  const like = (method: 'POST' | 'DELETE', as: Client) =>
    as.inject({ method, url: `/api/articles/${id}/like`, headers: { 'content-type': 'application/json' } });
  const status = async (as: Client) => (await as.get(`/api/articles/${id}/like-status`)).json().hasLiked;
  const counter = async () => (await t.db.select().from(articles).where(eq(articles.id, id)))[0]?.likes;

  it('likes once, answers 409 the second time, and keeps the counter equal to the like rows', async () => {
    expect(await status(other)).toBe(false);
    const first = await like('POST', other);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ likes: 1, hasLiked: true });
    const second = await like('POST', other);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already liked this article');
    expect(await status(other)).toBe(true);
    await like('POST', admin);
    expect(await counter()).toBe(2);
    const rows = await t.db.select().from(articleLikes).where(eq(articleLikes.articleId, id));
    expect(rows).toHaveLength(2);
  });

  it('unlikes once and answers 409 when not liked', async () => {
    expect((await like('DELETE', other)).json()).toMatchObject({ likes: 1, hasLiked: false });
    const again = await like('DELETE', other);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have not liked this article');
    expect(await counter()).toBe(1);
  });

  it('needs a login and a visible article', async () => {
    expect((await guest.post(`/api/articles/${id}/like`)).statusCode).toBe(401);
    expect((await guest.get(`/api/articles/${id}/like-status`)).statusCode).toBe(401);
    const pending = await writeArticle(author, validArticle('Not yet'));
    const res = await other.post(`/api/articles/${pending.id}/like`);
    expect(res.statusCode).toBe(404);
    expect((await other.post('/api/articles/99999/like')).statusCode).toBe(404);
  });
});

describe('moderation and deletion', () => {
  it('lets admins approve, reject and edit; users get 403', async () => {
    const { id } = await writeArticle(author, validArticle('To moderate'));
    const byUser = await author.patch(`/api/articles/${id}`, { approved: true });
    expect(byUser.statusCode).toBe(403);
    expect(byUser.json().message).toBe('You do not have permission to do this');
    expect((await moderate(id, true)).json().approved).toBe(true);
    expect((await moderate(id, false)).json().approved).toBe(false);
    const edit = await admin.patch(`/api/articles/${id}`, { title: 'Fixed title' });
    expect(edit.json()).toMatchObject({ title: 'Fixed title', approved: false });
    const bad = await admin.patch(`/api/articles/${id}`, { summary: 'short' });
    expect(bad.json().errors).toEqual([
      { path: 'summary', message: 'Summary must be at least 50 characters' },
    ]);
    expect((await moderate(424242, true)).statusCode).toBe(404);
  });

  it("lets a user delete their own pending article, not an approved one nor someone else's", async () => {
    const mine = await writeArticle(author, validArticle('Mine, pending'));
    const approved = await writeArticle(author, validArticle('Mine, approved'));
    await moderate(approved.id, true);
    const del = (articleId: number, as: Client) => as.delete(`/api/articles/${articleId}`);
    expect((await del(mine.id, other)).statusCode).toBe(404);
    expect((await del(approved.id, other)).statusCode).toBe(403);
    expect((await del(approved.id, author)).statusCode).toBe(403);
    expect((await del(mine.id, author)).statusCode).toBe(200);
    expect((await author.get(`/api/articles/${mine.id}`)).statusCode).toBe(404);
    expect((await del(approved.id, admin)).statusCode).toBe(200);
  });
});

describe('privacy', () => {
  it('never sends an e-mail or a password hash in article responses', async () => {
    const res = await admin.get('/api/articles?status=all');
    expect(res.body).not.toContain('@example.test');
    expect(res.body).not.toContain('scrypt');
    expect(res.body).not.toMatch(/password|email/i);
  });
});
