/**
 * The preload hints the server writes into each page's HTML from the web build's manifest: the page's
 * chunks and stylesheets (found by page id through the build's page map) and its API reads, and nothing
 * without a manifest.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { readUrls, upcomingMatchesFrom } from '@league/shared/page-urls';
import { PAGE_IDS } from '@league/shared/pages';
import { DEFAULT_SETTINGS } from '@league/shared/settings';
import { describe, expect, it } from 'vitest';
import { players } from '../src/db/schema.ts';
import { FIRST_VIEW_DIR } from '../src/web/first-view.ts';
import { pagePreloads } from '../src/web/page-preloads.ts';
import {
  PageAssetResolver,
  type PageModules,
  readPageModules,
  readViteManifest,
  type ViteManifest,
} from '../src/web/vite-manifest.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const PLAYER_PAGE = 'src/features/players/components/player-page.tsx';
const NOT_FOUND_PAGE = 'src/app/not-found-page.tsx';
const INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>Volley League</title>' +
  '<script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body></html>';

/** A build in Vite's manifest format: the entry, a shared chunk, a table chunk and a few pages. */
const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_jsx-runtime.js'],
    css: ['assets/index.css'],
  },
  '_jsx-runtime.js': { file: 'assets/jsx-runtime.js' },
  '_shared.js': {
    file: 'assets/shared.js',
    imports: ['index.html', '_jsx-runtime.js'],
    css: ['assets/shared.css'],
  },
  '_data-table.js': { file: 'assets/data-table.js', imports: ['_shared.js'], css: ['assets/data-table.css'] },
  [PLAYER_PAGE]: {
    file: 'assets/player-page.js',
    src: PLAYER_PAGE,
    imports: ['index.html', '_shared.js', '_data-table.js'],
    css: ['assets/player-page.css'],
  },
  'src/features/players/components/player-charts.tsx': {
    file: 'assets/player-charts.js',
    imports: ['_shared.js'],
  },
  'src/features/home/components/home-page.tsx': { file: 'assets/home-page.js', imports: ['_shared.js'] },
  'src/features/leaderboard/components/leaderboard-page.tsx': {
    file: 'assets/leaderboard-page.js',
    imports: ['_shared.js', '_data-table.js'],
  },
  [NOT_FOUND_PAGE]: { file: 'assets/not-found-page.js', imports: ['index.html'] },
};

/** The build's page map for that manifest: page id → module. */
const PAGE_MODULES: PageModules = {
  player: PLAYER_PAGE,
  home: 'src/features/home/components/home-page.tsx',
  stats: 'src/features/leaderboard/components/leaderboard-page.tsx',
  notFound: NOT_FOUND_PAGE,
};

const linkTags = (html: string) =>
  html.match(/<link rel="(?:preload|modulepreload|stylesheet)"[^>]*>/g) ?? [];

describe('page assets from the Vite manifest', () => {
  const assets = new PageAssetResolver(MANIFEST, PAGE_MODULES);

  it('lists a page chunk and its static imports, leaving out the entry and lazy imports', () => {
    expect(assets.assetsOf('player')).toEqual({
      scripts: ['/assets/player-page.js', '/assets/shared.js', '/assets/data-table.js'],
      // Imports' stylesheets before the page's own, as the app's preload helper adds them.
      styles: ['/assets/shared.css', '/assets/data-table.css', '/assets/player-page.css'],
    });
  });

  it('knows nothing of a page the build has no module for', () => {
    expect(assets.assetsOf('about')).toBeUndefined();
    expect(new PageAssetResolver(MANIFEST, { about: 'src/nope.tsx' }).assetsOf('about')).toBeUndefined();
  });

  it('reads no manifest from a build without one or with a broken one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'league-manifest-'));
    try {
      expect(readViteManifest(dir)).toBeUndefined();
      mkdirSync(join(dir, '.vite'));
      writeFileSync(join(dir, '.vite/manifest.json'), '{"index.html": ');
      expect(readViteManifest(dir)).toBeUndefined();
      writeFileSync(join(dir, '.vite/manifest.json'), '{"index.html": {"src": "index.html"}}');
      expect(readViteManifest(dir)).toBeUndefined();
      writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
      expect(readViteManifest(dir)).toEqual(MANIFEST);
      expect(readPageModules(dir)).toBeUndefined();
      writeFileSync(join(dir, '.vite/pages.json'), '{"home": 3}');
      expect(readPageModules(dir)).toBeUndefined();
      writeFileSync(join(dir, '.vite/pages.json'), JSON.stringify(PAGE_MODULES));
      expect(readPageModules(dir)).toEqual(PAGE_MODULES);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the reads announced for a page', () => {
  // The catalogue's reads (packages/shared/src/pages.ts), which the web app's route loaders request.
  it.each([
    ['/', '', ['/api/articles', readUrls.upcomingMatches(upcomingMatchesFrom(new Date()))]],
    ['/players/5', '', ['/api/pages/players/5', '/api/ratings/players/5']],
    ['/players/007', '', ['/api/pages/players/7', '/api/ratings/players/7']],
    ['/players/5', 'season=2', ['/api/pages/players/5', '/api/ratings/players/5?seasonNumber=2']],
    ['/players/0', '', []],
    ['/stats', '', ['/api/leaderboard?view=players&stage=all']],
    [
      '/stats',
      'view=team&season=3&stage=r2&mode=perGame',
      ['/api/leaderboard?view=teams&stage=R2&seasonNumber=3&mode=perGame'],
    ],
    ['/stats', 'season=99&stage=R9', ['/api/leaderboard?view=players&stage=all']],
    ['/seasons/3', '', ['/api/pages/seasons/3']],
    ['/schedules', 'date=2026-11-25', ['/api/matches?from=2026-11-21&to=2026-12-06', '/api/ratings/matches']],
    ['/standings', 'season=12&division=D1', ['/api/standings?seasonNumber=12&division=D1']],
    ['/ratings', '', ['/api/ratings/backtest', '/api/ratings/players']],
    ['/about', '', []],
    ['/portal/users', '', []],
    ['/help', '', []],
  ])('reads of %s?%s', (path, query, reads) => {
    const preloads = pagePreloads(
      new PageAssetResolver(
        Object.fromEntries(PAGE_IDS.map((id) => [`src/${id}.tsx`, { file: `assets/${id}.js` }])),
        Object.fromEntries(PAGE_IDS.map((id) => [id, `src/${id}.tsx`])),
      ),
      DEFAULT_SETTINGS,
      path,
      new URLSearchParams(query),
      200,
    );
    expect(preloads.reads).toEqual(reads);
  });
});

describe('preload hints in the served pages', () => {
  const APP_JS = `export const big = '${'x'.repeat(4000)}';`;
  /** A build with the page map of `manifest` (none without one), and a first-view renderer if given. */
  const buildOf = (manifest?: ViteManifest, renderer?: string) => ({
    'index.html': INDEX_HTML,
    'assets/app.js': APP_JS,
    'assets/app.js.br': brotliCompressSync(APP_JS),
    ...(manifest && {
      '.vite/manifest.json': JSON.stringify(manifest),
      '.vite/pages.json': JSON.stringify(PAGE_MODULES),
    }),
    ...(renderer && { [`${FIRST_VIEW_DIR}/entry-server.js`]: renderer }),
  });
  const appOn = (webBuild: ReturnType<typeof buildOf>) =>
    useLeagueApp({
      env: { PUBLIC_URL: 'https://league.example' },
      webBuild,
      setUp: ({ db }) => db.insert(players).values({ id: 5, name: 'nightowl_77', position: 'Spiker' }),
    });

  const withManifest = appOn(buildOf(MANIFEST));
  const withoutManifest = appOn(buildOf());
  // A first-view renderer that draws a player's page from the page's reads (the player, their rating card),
  // as the web build's does.
  const drawing = appOn(
    buildOf(
      MANIFEST,
      `export async function renderFirstView(url, settings, read) {
        const id = new URL(url).pathname.split('/')[2];
        await read('/api/ratings/players/' + id);
        const answer = await read('/api/pages/players/' + id);
        return { rootHtml: '<main>' + (await answer.json()).name + '</main>', afterRoot: '' };
      }`,
    ),
  );

  it("preloads a player page's read, chunks and stylesheets, after the entry's stylesheet", async () => {
    const res = await withManifest.app.inject('/players/5');
    expect(res.statusCode).toBe(200);
    expect(linkTags(res.body)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      '<link rel="preload" as="fetch" crossorigin href="/api/pages/players/5">',
      '<link rel="preload" as="fetch" crossorigin href="/api/ratings/players/5">',
      '<link rel="modulepreload" crossorigin href="/assets/player-page.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">',
      '<link rel="modulepreload" crossorigin href="/assets/data-table.js">',
      '<link rel="stylesheet" crossorigin href="/assets/shared.css">',
      '<link rel="stylesheet" crossorigin href="/assets/data-table.css">',
      '<link rel="stylesheet" crossorigin href="/assets/player-page.css">',
    ]);
    expect(res.body).not.toContain('player-charts');
    expect(res.body).toContain('<title data-server-meta>nightowl_77 | Volley League</title>');
  });

  it('preloads no read a drawn page came with, and still its code', async () => {
    const res = await drawing.app.inject('/players/5');
    expect(res.body).toContain('<div id="root"><main>nightowl_77</main></div>');
    expect(res.body).not.toContain('as="fetch"');
    expect(res.body).toContain('href="/assets/player-page.js"');
  });

  it("preloads the stats page's leaderboard for the view in its address", async () => {
    const res = await withManifest.app.inject('/stats?view=team&season=3');
    expect(res.body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/leaderboard?view=teams&amp;stage=all&amp;seasonNumber=3">',
    );
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/leaderboard-page.js">');
  });

  it('preloads the chunk but no read for a missing player, and the not-found page for an unknown path', async () => {
    const missing = await withManifest.app.inject('/players/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('href="/assets/player-page.js"');
    expect(missing.body).not.toContain('as="fetch"');

    const unknown = await withManifest.app.inject('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<link rel="modulepreload" crossorigin href="/assets/not-found-page.js">');
    const portal = await withManifest.app.inject('/portal/users');
    expect(linkTags(portal.body)).toEqual(['<link rel="stylesheet" crossorigin href="/assets/index.css">']);
  });

  it("sends the build's precompressed copy of a file to a browser that takes it", async () => {
    const br = await withManifest.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("export const big = 'xxx");
    const plain = await withManifest.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain("export const big = 'xxx");
  });

  it('does not serve the manifest or the page map', async () => {
    const res = await withManifest.app.inject('/.vite/manifest.json');
    expect(res.body).not.toContain('"isEntry"');
    const pages = await withManifest.app.inject('/.vite/pages.json');
    expect(pages.body).not.toContain('player-page.tsx');
  });

  it('serves pages without hints when the build has no manifest', async () => {
    const res = await withoutManifest.app.inject('/players/5');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title data-server-meta>nightowl_77 | Volley League</title>');
    expect(linkTags(res.body)).toEqual(['<link rel="stylesheet" crossorigin href="/assets/index.css">']);
  });
});
