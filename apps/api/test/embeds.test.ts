/**
 * Embeds, framing and link previews (docs/product/feeds-and-embeds.md): each embed is a small themed page
 * that any site may frame, every other answer refuses framing, oEmbed answers for each page kind that
 * unfurls, and the server's HTML announces the feeds, the oEmbed answer and the OpenSearch description.
 */
import { describe, expect, it } from 'vitest';
import { matches } from '../src/db/schema.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const ORIGIN = 'https://league.example';
const MAX_EMBED_BYTES = 30 * 1024;

const t = useLeagueApp({
  fixtures: true,
  webBuild: {
    'index.html':
      '<!doctype html><html><head><meta charset="utf-8"><title>Volley League</title></head><body><div id="root"></div></body></html>',
  },
  env: { PUBLIC_URL: ORIGIN, SITE_NAME: 'Volley League', CURRENT_SEASON: '3', MAX_SEASON: '3' },
  setUp: async ({ db }) => {
    // A busy fortnight with long names: the schedule embed stays small however many matches there are.
    const now = Date.now();
    await db.insert(matches).values(
      Array.from({ length: 40 }, (_, i) => ({
        matchNumber: `Round 9 - Match ${i + 1}`,
        round: 'Round 9',
        date: new Date(now + (i - 20) * 3_600_000),
        team1Name: `The Extraordinarily Long Team Name Number ${i}`,
        team2Name: `Another Remarkably Long Team Name Number ${i}`,
        seasonId: FX.seasons.s3.id,
      })),
    );
  },
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

const EMBEDS = [
  '/embed/schedule',
  '/embed/standings',
  '/embed/bracket?season=1',
  '/embed/leaderboard?season=1',
  `/embed/match/${FX.matches.r1m1}`,
];

describe('embeds', () => {
  it.each(EMBEDS)('%s: a page under 30 KB that any site may frame, linking back to the site', async (url) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Buffer.byteLength(res.body)).toBeLessThanOrEqual(MAX_EMBED_BYTES);
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toContain(`href="${ORIGIN}/`);
    expect(res.body).toContain('View on Volley League');
    expect(res.body).not.toContain('<script');
  });

  it('draws the schedule with at most 24 matches, one being played marked and refreshed every 30 s', async () => {
    const { body } = await get('/embed/schedule');
    expect(body.match(/class="match"/g)?.length).toBe(24);
    expect(body).toContain('UNDER WAY');
    expect(body).toContain('<meta http-equiv="refresh" content="30">');
  });

  it('shows a completed match with its score and sets, and links to its page', async () => {
    const { body } = await get(`/embed/match/${FX.matches.r1m1}`);
    expect(body).toContain('storm crows vs TIDAL WAVE');
    expect(body).toContain('<span class="score">2</span>');
    expect(body).toContain('Sets 25-20, 25-22');
    expect(body).not.toContain('http-equiv="refresh"');
  });

  it("shows the season's bracket, leaderboard and standings", async () => {
    expect((await get('/embed/bracket?season=1')).body).toContain('Winners Bracket');
    const leaders = (await get('/embed/leaderboard?season=1')).body;
    expect(leaders).toContain('nightowl_77');
    expect(leaders).toContain('Total Kills');
    const table = (await get('/embed/standings')).body;
    expect(table).toContain('Season 3');
    expect(table).toContain('Spike-O-Rama');
    // The standings feature's own table, linking to its page.
    expect(table).toContain(`href="${ORIGIN}/standings?season=3"`);
    expect((await get('/embed/standings?season=99')).statusCode).toBe(404);
  });

  it('takes a light theme and the league colours from the query, and ignores anything but a hex colour', async () => {
    const light = (await get('/embed/standings?theme=light&accent=FF0066&bg=fafafa')).body;
    expect(light).toContain('data-theme="light"');
    expect(light).toContain('--accent:#ff0066');
    expect(light).toContain('--bg:#fafafa');
    const hostile = (await get('/embed/standings?accent=red;}body{display:none')).body;
    expect(hostile).not.toContain('display:none');
    expect(hostile).toContain('data-theme="dark"');
  });

  it('answers 404 for an unknown match or season and 400 for a malformed one', async () => {
    expect((await get('/embed/match/999999')).statusCode).toBe(404);
    expect((await get('/embed/bracket?season=99')).statusCode).toBe(404);
    expect((await get('/embed/leaderboard?season=abc')).statusCode).toBe(400);
  });
});

describe('framing elsewhere', () => {
  it.each(['/', '/standings-not-a-page', '/players/201', '/api/health', '/feeds/articles.rss'])(
    '%s refuses to be framed',
    async (url) => {
      const res = await get(url);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );
});

describe('GET /api/oembed', () => {
  const oembed = (url: string, extra = '') =>
    get(`/api/oembed?url=${encodeURIComponent(ORIGIN + url)}${extra}`);

  it.each([
    [`/games/${FX.games.final1}`, 'link', `${ORIGIN}/api/share-images/games/${FX.games.final1}`],
    [`/players/${FX.players.nightowl}`, 'link', `${ORIGIN}/api/share-images/players/${FX.players.nightowl}`],
    // A team with its own logo previews with it.
    ['/teams/storm-crows?season=1', 'link', 'https://img.example/crows-1.png'],
    [`/seasons/${FX.seasons.s1.id}`, 'link', `${ORIGIN}/og-image.png`],
    ['/stats?season=1', 'rich', `${ORIGIN}/api/share-images/leaderboard?`],
    ['/standings?season=1', 'rich', `${ORIGIN}/api/share-images/standings?`],
  ])('%s answers a %s with the title, the summary and the share image', async (url, type, image) => {
    const res = await oembed(url);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      version: '1.0',
      type,
      provider_name: 'Volley League',
      provider_url: ORIGIN,
    });
    expect(answer.title.length).toBeGreaterThan(3);
    expect(answer.description.length).toBeGreaterThan(10);
    expect(answer.thumbnail_url).toContain(image);
    if (type === 'rich') {
      const embed = url.startsWith('/standings') ? 'standings' : 'leaderboard';
      expect(answer.html).toContain(`<iframe src="${ORIGIN}/embed/${embed}?season=1"`);
      expect(answer.width).toBe(640);
    }
  });

  it('keeps a rich answer within maxwidth and maxheight', async () => {
    const answer = (await oembed('/stats?season=1', '&maxwidth=300&maxheight=200')).json();
    expect([answer.width, answer.height]).toEqual([300, 200]);
  });

  it("answers 404 for another site's address, a page without a preview or an unknown player; 501 for xml", async () => {
    expect(
      (await get(`/api/oembed?url=${encodeURIComponent('https://elsewhere.example/games/1')}`)).statusCode,
    ).toBe(404);
    expect((await oembed('/about')).statusCode).toBe(404);
    expect((await oembed('/players/999999')).statusCode).toBe(404);
    expect((await oembed(`/games/${FX.games.final1}`, '&format=xml')).statusCode).toBe(501);
  });
});

describe("the pages' head", () => {
  it('names the oEmbed answer on a page that unfurls', async () => {
    const { body } = await get(`/games/${FX.games.final1}`);
    const href = `${ORIGIN}/api/oembed?url=${encodeURIComponent(`${ORIGIN}/games/${FX.games.final1}`)}&amp;format=json`;
    expect(body).toContain(
      `<link rel="alternate" type="application/json+oembed" title="Volley League" href="${href}"`,
    );
  });

  it('names the feeds: articles and calendar on home, results and calendar on a team page', async () => {
    const home = (await get('/')).body;
    for (const href of [
      '/feeds/articles.rss',
      '/feeds/articles.atom',
      '/feeds/articles.json',
      '/calendar.ics',
    ])
      expect(home).toContain(`href="${ORIGIN}${href}"`);
    expect(home).toContain('type="application/rss+xml"');
    const team = (await get('/teams/storm-crows')).body;
    expect(team).toContain(`href="${ORIGIN}/feeds/teams/storm-crows.atom"`);
    expect(team).toContain(`href="${ORIGIN}/calendar/teams/storm-crows.ics"`);
    expect((await get('/about')).body).not.toContain('rel="alternate"');
  });

  it('names the OpenSearch description on every page', async () => {
    expect((await get('/about')).body).toContain(
      '<link rel="search" type="application/opensearchdescription+xml" title="Volley League" href="/opensearch.xml">',
    );
  });
});
