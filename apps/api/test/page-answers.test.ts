/**
 * Pages' answers kept whole (web/page-answers.ts, docs/product/site.md#first-view): written and compressed
 * once per address, theme and data change, then answered to a brotli, a gzip and a plain client alike,
 * with ETag and Vary, and fresh again after any data change. The renderer draws the edition of the data
 * the test sets (globalThis.pageEdition) and counts its drawings.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { noticeChange } from '../src/lib/writes/unit-of-work.ts';
import { FIRST_VIEW_DIR } from '../src/web/first-view.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const RENDERER = `
globalThis.pageDrawings = globalThis.pageDrawings ?? [];
export async function renderFirstView(url) {
  const { pathname } = new URL(url);
  globalThis.pageDrawings.push(pathname);
  if (pathname === '/records' && globalThis.pageDrawings.filter((p) => p === pathname).length === 1) {
    throw new Error('render failed once');
  }
  return { rootHtml: '<main data-edition="' + globalThis.pageEdition + '">' + pathname + '</main>', afterRoot: '' };
}
`;

const state = globalThis as { pageDrawings?: string[]; pageEdition?: number };
const drawings = (path: string) => (state.pageDrawings ?? []).filter((p) => p === path).length;

const t = useLeagueApp({
  env: { PUBLIC_URL: 'https://league.example' },
  webBuild: {
    'index.html':
      '<!doctype html><html><head><title>League</title></head><body><div id="root"></div></body></html>',
    [`${FIRST_VIEW_DIR}/entry-server.js`]: RENDERER,
  },
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The page as each kind of client gets it, decoded. */
async function asEveryClient(url: string) {
  const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
  const gzip = await get(url, { 'accept-encoding': 'gzip' });
  const plain = await get(url, { 'accept-encoding': 'identity' });
  return {
    responses: { br, gzip, plain },
    html: {
      br: brotliDecompressSync(br.rawPayload).toString('utf8'),
      gzip: gunzipSync(gzip.rawPayload).toString('utf8'),
      plain: plain.body,
    },
  };
}

describe("pages' kept answers", () => {
  it('draws a page once and answers a brotli, a gzip and a plain client with it, with its headers', async () => {
    state.pageEdition = 1;
    const { responses, html } = await asEveryClient('/stats');
    expect(drawings('/stats')).toBe(1);
    expect(html.br).toContain('<main data-edition="1">/stats</main>');
    expect(html.gzip).toBe(html.br);
    expect(html.plain).toBe(html.br);
    expect(responses.br.headers['content-encoding']).toBe('br');
    expect(responses.gzip.headers['content-encoding']).toBe('gzip');
    expect(responses.plain.headers['content-encoding']).toBeUndefined();
    for (const res of Object.values(responses)) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(res.headers.etag).toMatch(/^W\/"/);
      expect(res.headers.etag).toBe(responses.br.headers.etag);
      // The site's security headers still go with a kept page.
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('makes all three fresh after a data change, and not before', async () => {
    state.pageEdition = 2;
    const before = await asEveryClient('/stats');
    expect(before.html.br).toContain('data-edition="1"');
    await noticeChange(t.db);
    const after = await asEveryClient('/stats');
    for (const html of Object.values(after.html))
      expect(html).toContain('<main data-edition="2">/stats</main>');
    expect(after.responses.br.headers.etag).not.toBe(before.responses.br.headers.etag);
    expect(drawings('/stats')).toBe(2);
  });

  it('answers 304 without a body to a browser whose copy matches, and the page to one whose copy is old', async () => {
    const first = await get('/about', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    const again = await get('/about', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    state.pageEdition = 3;
    await noticeChange(t.db);
    const changed = await get('/about', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(brotliDecompressSync(changed.rawPayload).toString('utf8')).toContain('data-edition="3"');
  });

  it("keeps each theme's page apart, and gives a member's request the page a guest gets", async () => {
    const dark = await get('/teams', { cookie: 'theme=dark' });
    const none = await get('/teams');
    const light = await get('/teams', { cookie: 'theme=light' });
    expect(dark.body).toContain('<html data-theme="dark">');
    expect(light.body).toContain('<html data-theme="light">');
    expect(none.body).toContain('<html>');
    // One drawing of the view serves the three themes.
    expect(drawings('/teams')).toBe(1);
    const member = await t.as('user').inject({ method: 'GET', url: '/teams' });
    expect(member.body).toBe(none.body);
  });

  it('keeps no page whose drawing failed: the next request draws it', async () => {
    const failed = await get('/records');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    const next = await get('/records');
    expect(next.body).toContain('<main data-edition="3">/records</main>');
    expect(drawings('/records')).toBe(2);
  });

  it('answers a HEAD like a GET without the body, and other methods and API paths with a JSON 404', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/games' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
    const post = await t.app.inject({ method: 'POST', url: '/games' });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toContain('application/json');
    const api = await get('/api/no-such-read');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});
