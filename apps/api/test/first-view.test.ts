/**
 * The server's first view of a page (docs/product/site.md#first-view), against a web build whose
 * renderer (dist/.server/entry-server.js) draws a marker of the address it was asked for, fails for
 * one address and declines another.
 */
import { brotliDecompressSync } from 'node:zlib';
import { APP_CODE_STARTER } from '@league/shared/app-code';
import { describe, expect, it } from 'vitest';
import { noticeChange } from '../src/lib/writes/unit-of-work.ts';
import { FIRST_VIEW_DIR, PARTIAL_VIEW_TTL_MS } from '../src/web/first-view.ts';
import { MANIFEST_PATH } from '../src/web/vite-manifest.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const ENTRY_CSS = '._bar_1{color:red}';
const PAGE_CSS = '._lead_2{margin:0}';
const RENDERER = `
globalThis.firstViewCalls = globalThis.firstViewCalls ?? [];
globalThis.firstViewWaits = globalThis.firstViewWaits ?? [];
export async function renderFirstView(url, settings, read, options) {
  globalThis.firstViewCalls.push(url);
  globalThis.firstViewWaits.push(options?.dataWaitMs);
  const { pathname } = new URL(url);
  if (pathname === '/games') throw new Error('render failed');
  if (pathname === '/seasons') return null;
  if (pathname === '/awards') {
    // A read the renderer stopped waiting for: the page is drawn with a placeholder where it goes.
    read('/api/seasons');
    return { rootHtml: '<main data-drawn="partial"></main>', afterRoot: '' };
  }
  if (pathname === '/articles') {
    const answer = await read('/api/seasons');
    const refused = await read('/api/seasons', { method: 'POST' }).then(() => 'sent', () => 'refused');
    return { rootHtml: '<main data-read="' + answer.status + ' ' + (await answer.text()) + ' ' + refused + '"></main>', afterRoot: '' };
  }
  return { rootHtml: '<main data-drawn="' + url + '">' + settings.siteName + '</main>', afterRoot: '<script type="application/json" id="router-state">{}</script>' };
}
`;

const calls = () => (globalThis as { firstViewCalls?: string[] }).firstViewCalls ?? [];

const t = useLeagueApp({
  env: { PUBLIC_URL: 'https://league.example', SITE_NAME: 'Spike Society', FIRST_VIEW_DATA_WAIT_MS: '2500' },
  webBuild: {
    'index.html':
      '<!doctype html><html><head><meta charset="utf-8"><title>Volley League</title>' +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/page-abc.css">' +
      '</head><body><div id="root"></div></body></html>',
    'assets/index-abc.js': 'export {};',
    [MANIFEST_PATH]: JSON.stringify({
      'index.html': { file: 'assets/index-abc.js', name: 'index', isEntry: true, imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-abc.js' },
      'src/start-app-code.ts': {
        file: 'assets/start-app-code-abc.js',
        name: APP_CODE_STARTER,
        isEntry: true,
      },
    }),
    'assets/index-abc.css': ENTRY_CSS,
    'assets/page-abc.css': PAGE_CSS,
    [`${FIRST_VIEW_DIR}/entry-server.js`]: RENDERER,
  },
});

const undrawn = (html: string) => html.includes('<div id="root"></div>');

describe('first view drawn by the server', () => {
  it('draws a public page inside #root, with the router state after it and the league settings', async () => {
    const res = await t.app.inject('/stats?season=3');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root"><main data-drawn="https://league.example/stats?season=3">Spike Society</main></div>' +
        '<script type="application/json" id="router-state">{}</script>',
    );
  });

  it('writes the stylesheets into the page, keeping each address as a disabled link, in order', async () => {
    const html = (await t.app.inject('/records')).body;
    expect(html).toContain(
      `<style>${ENTRY_CSS}</style><link rel="stylesheet" href="/assets/index-abc.css" disabled>` +
        `<style>${PAGE_CSS}</style><link rel="stylesheet" href="/assets/page-abc.css" disabled>`,
    );
    expect(html).not.toContain('<link rel="stylesheet" crossorigin');
  });

  it('lists the code for the starter on a drawn page, and asks for it in the HTML on an undrawn one', async () => {
    const drawn = (await t.app.inject('/')).body;
    expect(drawn).toContain(
      '<script type="application/json" id="app-code">' +
        '{"entry":"/assets/index-abc.js","modules":["/assets/runtime-abc.js"]}</script>' +
        '<script type="module" crossorigin src="/assets/start-app-code-abc.js"></script>',
    );
    expect(drawn).not.toContain('src="/assets/index-abc.js"');
    expect(drawn).not.toContain('modulepreload');
    const personal = (await t.app.inject('/profile')).body;
    expect(personal).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(personal).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">');
    expect(personal).not.toContain('app-code');
    expect(personal).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });

  it('leaves personal pages, the portal and redirecting addresses to the browser', async () => {
    const before = calls().length;
    for (const path of ['/profile', '/portal/games', '/help']) {
      const res = await t.app.inject(path);
      expect(undrawn(res.body), path).toBe(true);
    }
    expect(calls().length).toBe(before);
    // The daily puzzle is everyone's: drawn with it, each visitor's play left to the browser.
    expect(undrawn((await t.app.inject('/trivia/daily')).body)).toBe(false);
    // So is new article's form, every member's: who may write is the browser's to tell (ADR 67).
    expect(undrawn((await t.app.inject('/articles/create')).body)).toBe(false);
  });

  it('draws the not-found page of an unknown address, answered 404', async () => {
    const res = await t.app.inject('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('data-drawn="https://league.example/no-such-page"');
  });

  it('sends the page undrawn when the renderer fails or declines, never an error', async () => {
    const failed = await t.app.inject('/games');
    expect(failed.statusCode).toBe(200);
    expect(undrawn(failed.body)).toBe(true);
    expect(failed.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    const declined = await t.app.inject('/seasons');
    expect(declined.statusCode).toBe(200);
    expect(undrawn(declined.body)).toBe(true);
  });

  it('draws an address once and answers it from memory after that', async () => {
    await t.app.inject('/teams?page=2');
    await t.app.inject('/teams?page=2');
    await t.app.inject('/teams?page=3');
    const teams = calls().filter((url) => url.includes('/teams'));
    expect(teams).toEqual(['https://league.example/teams?page=2', 'https://league.example/teams?page=3']);
  });

  it("tells the renderer how long to wait for a page's reads (FIRST_VIEW_DATA_WAIT_MS)", async () => {
    await t.app.inject('/teams?page=9');
    const waits = (globalThis as { firstViewWaits?: unknown[] }).firstViewWaits ?? [];
    expect(waits.length).toBeGreaterThan(0);
    expect(new Set(waits)).toEqual(new Set([2500]));
  });

  it('keeps a page drawn before all its reads answered only a few seconds, a whole one a minute', async () => {
    const drawings = (path: string) => calls().filter((url) => url.endsWith(path)).length;
    for (const path of ['/awards', '/glossary']) await t.app.inject(path);
    await t.app.inject('/awards');
    expect(drawings('/awards')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, PARTIAL_VIEW_TTL_MS + 200));
    for (const path of ['/awards', '/glossary']) await t.app.inject(path);
    expect(drawings('/awards')).toBe(2);
    expect(drawings('/glossary')).toBe(1);
  });

  it('lets the renderer read public API answers in process, and draws again after a data change', async () => {
    const drawn = (await t.app.inject('/articles')).body;
    // The seasons list of an empty league, read without a request leaving the server; writes refused.
    expect(drawn).toContain('<main data-read="200 [] refused">');
    await t.app.inject('/articles');
    const drawings = () => calls().filter((url) => url.endsWith('/articles')).length;
    expect(drawings()).toBe(1);
    await noticeChange(t.db);
    await t.app.inject('/articles');
    expect(drawings()).toBe(2);
  });

  it("writes the visitor's theme choice into the page, and nothing for another cookie", async () => {
    const light = await t.app.inject({ url: '/', headers: { cookie: 'a=1; theme=light' } });
    expect(light.body).toContain('<html data-theme="light">');
    const personal = await t.app.inject({ url: '/profile', headers: { cookie: 'theme=dark' } });
    expect(personal.body).toContain('<html data-theme="dark">');
    const other = await t.app.inject({ url: '/', headers: { cookie: 'theme=blue' } });
    expect(other.body).toContain('<html>');
    expect(other.body).not.toContain('data-theme');
    expect(light.headers.vary).toContain('Cookie');
  });

  it('compresses the page for a browser that accepts it', async () => {
    const res = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html).toContain('data-drawn="https://league.example/about"');
    const plain = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });
});
