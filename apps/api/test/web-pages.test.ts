import { isEntityPage, isRedirectPage, staticPageMeta } from '@league/shared/page-match';
import { PAGE_IDS } from '@league/shared/pages';
import { describe, expect, it } from 'vitest';
import { articles, players, seasons, teams, users } from '../src/db/schema.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({
  env: { PUBLIC_URL: 'https://league.example', SITE_NAME: 'Volley League' },
  webBuild: {
    'index.html':
      '<!doctype html><html><head><meta charset="utf-8"><title>Volley League</title></head><body><div id="root"></div></body></html>',
    'service-worker.js': 'self.skipWaiting();',
    'assets/index-abc123.js': 'export {};',
  },
  setUp: async ({ db }) => {
    await db
      .insert(seasons)
      .values({ id: 70, seasonNumber: 7, theme: 'Sunset Cup', startDate: '2025-06-01' });
    await db.insert(teams).values({ name: 'Storm Crows', seasonId: 70, placement: '1st Place' });
    await db.insert(players).values([
      { id: 5, name: 'nightowl_77', position: 'Spiker' },
      { id: 6, name: 'spikeking42', position: 'Setter' },
    ]);
    const [author] = await db
      .insert(users)
      .values({ username: 'writer', email: 'w@example.test', passwordHash: 'x' })
      .returning();
    await db.insert(articles).values([
      {
        id: 1,
        title: 'Finals </script><script>alert(1)</script>',
        summary: 'A recap of a wild final night in the league.',
        content: 'c',
        imageUrl: 'https://img.example/a.png',
        approved: true,
        userId: author!.id,
      },
      {
        id: 2,
        title: 'Secret pending draft',
        summary: 'Not yet approved by the staff of the league.',
        content: 'c',
        imageUrl: 'https://img.example/b.png',
        approved: null,
        userId: author!.id,
      },
    ]);
  },
});

describe('server-rendered page metadata', () => {
  it('puts a player page title, description, Open Graph tags and Person JSON-LD into the HTML', async () => {
    const res = await t.app.inject('/players/5');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title data-server-meta>nightowl_77 | Volley League</title>');
    expect(html.match(/<title/g)).toHaveLength(1);
    // The player's own share card, drawn by the server, at its size.
    expect(html).toContain(
      '<meta property="og:image" content="https://league.example/api/share-images/players/5" data-server-meta>',
    );
    expect(html).toContain('<meta property="og:image:width" content="1200"');
    expect(html).toContain(
      '<meta name="twitter:image" content="https://league.example/api/share-images/players/5"',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).toContain('"@type":"Person","name":"nightowl_77"');
    expect(html).toContain('<div id="root"></div>');
  });

  it('finds teams by slug and seasons by id', async () => {
    expect((await t.app.inject('/teams/storm-crows')).body).toContain('"@type":"SportsTeam"');
    const season = await t.app.inject('/seasons/70');
    expect(season.body).toContain('Season 7: Sunset Cup | Volley League');
    expect(season.body).toContain('"@type":"SportsEvent"');
  });

  it('moves a season page addressed by its number to its id, keeping the query (docs/product/seasons.md#a-season-by-its-number)', async () => {
    const byNumber = await t.app.inject('/seasons/7?tab=bracket');
    expect(byNumber.statusCode).toBe(308);
    expect(byNumber.headers.location).toBe('/seasons/70?tab=bracket');
    // A number no season has is still not found.
    const unknown = await t.app.inject('/seasons/8');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('noindex');
  });

  it('escapes member text so it cannot break out of the tags', async () => {
    const html = (await t.app.inject('/articles/1')).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('"@type":"NewsArticle"');
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it('answers 404 pages for unknown entities, unapproved articles and unknown paths, still with the app', async () => {
    for (const path of [
      '/players/999',
      '/players/abc',
      '/articles/2',
      '/no/such/page',
      '/teams/100%25-effort',
    ]) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('<div id="root"></div>');
      expect(res.body, path).toContain('noindex');
      expect(res.body, path).not.toContain('Secret pending draft');
    }
  });

  it('answers a malformed address with 400, not a server error', async () => {
    expect((await t.app.inject('/teams/%E0%A4%A')).statusCode).toBe(400);
  });

  it('hands the app its effective league settings', async () => {
    const html = (await t.app.inject('/about')).body;
    const content = /<meta name="league-settings" content="([^"]*)">/.exec(html)?.[1] ?? '';
    const settings = JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    expect(settings).toMatchObject({
      siteName: 'Volley League',
      publicUrl: 'https://league.example',
      currentSeason: 14,
    });
  });

  it('serves static pages with their own titles and keeps the API JSON', async () => {
    expect((await t.app.inject('/stats')).body).toContain('Statistics Leaderboard | Volley League');
    expect((await t.app.inject('/')).body).toContain('"@type":"SportsOrganization"');
    const api = await t.app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('names a leaderboard view in its title and description, as the page does', async () => {
    const html = (await t.app.inject('/stats?season=12&mode=perSet&sort=blocks&stage=R6')).body;
    expect(html).toContain(
      '<title data-server-meta>Season 12 · R6 Grand Finals · Per Set · Blocks | Volley League</title>',
    );
    expect(html).toContain(
      'content="Players of the Volley League ranked by Blocks per set, in season 12 (round R6 Grand Finals)."',
    );
    expect(html).toContain(
      'property="og:title" content="Season 12 · R6 Grand Finals · Per Set · Blocks | Volley League"',
    );
    // The opening board keeps the catalogue's title.
    expect((await t.app.inject('/stats?page=2')).body).toContain('Statistics Leaderboard | Volley League');
  });

  it('unfurls a comparison with the names of its players (issue 34, item 7)', async () => {
    const html = (await t.app.inject('/compare?players=6,5&season=12')).body;
    expect(html).toContain(
      'property="og:title" content="spikeking42 vs nightowl_77 · Season 12 | Volley League"',
    );
    expect(html).toContain('spikeking42, nightowl_77 side by side in the Volley League, Season 12');
    // Without players, or with none that exists, it keeps the catalogue's title.
    expect((await t.app.inject('/compare')).body).toContain('Compare players | Volley League');
    expect((await t.app.inject('/compare?players=998')).body).toContain('Compare players | Volley League');
  });

  it("tells crawlers every fixed page's catalogue title, description and robots rule", async () => {
    const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    for (const id of PAGE_IDS) {
      if (isRedirectPage(id) || isEntityPage(id)) continue;
      const meta = staticPageMeta(id, 'Volley League');
      const res = await t.app.inject(meta.path);
      expect(res.statusCode, id).toBe(200);
      expect(res.body, id).toContain(
        `<title data-server-meta>${attribute(meta.title)} | Volley League</title>`,
      );
      expect(res.body, id).toContain(`<meta name="description" content="${attribute(meta.description)}"`);
      expect(res.body.includes('content="noindex'), id).toBe(meta.noindex);
    }
  });

  it('answers the old help address as before: the app sends it on to the FAQ', async () => {
    const res = await t.app.inject('/help');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('publishes robots.txt and a sitemap of every public page', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://league.example/sitemap.xml');
    // Every page kept out of search engines (the catalogue's noindex), and the API; no public page.
    const disallowed = robots.body.match(/^Disallow: .*$/gm)?.map((line) => line.slice('Disallow: '.length));
    expect(disallowed?.sort()).toEqual(
      [
        '/api/',
        '/articles/create',
        '/login',
        '/players/*/games',
        '/portal',
        '/profile',
        '/search',
        '/signup',
      ].sort(),
    );
    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    for (const loc of ['/stats', '/players/5', '/teams/storm-crows', '/seasons/70', '/articles/1']) {
      expect(sitemap).toContain(`<loc>https://league.example${loc}</loc>`);
    }
    expect(sitemap).not.toContain('/articles/2<');
    expect(sitemap).not.toContain('/login<');
    expect(sitemap).not.toContain('/portal');
    expect(sitemap.match(/<loc>https:\/\/league\.example\/teams\/storm-crows<\/loc>/g)).toHaveLength(1);
  });

  it("serves the installable app: the manifest in the league's name, the service worker never cached", async () => {
    const manifest = await t.app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const body = manifest.json() as { name: string; start_url: string; display: string; icons: unknown[] };
    expect(body).toMatchObject({ name: 'Volley League', start_url: '/', display: 'standalone' });
    expect(body.icons).toContainEqual(expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }));
    const worker = await t.app.inject('/service-worker.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
