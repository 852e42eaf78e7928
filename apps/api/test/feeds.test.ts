/**
 * The news and results feeds (docs/product/feeds-and-embeds.md#feeds), read back with a real feed parser
 * (feedsmith) in each format: the elements each format requires, approved articles only, a team's results
 * newest first with their scores, one id per entry for life, and a team no one has is a 404.
 */
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from 'feedsmith';
import { describe, expect, it } from 'vitest';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({
  fixtures: true,
  env: { PUBLIC_URL: 'https://league.example', SITE_NAME: 'Volley League' },
});

async function read(url: string, type: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(`${type}; charset=utf-8`);
  return res.body;
}

describe('article feeds', () => {
  it('RSS 2.0: a channel with its title, link and description, and the approved article as an item', async () => {
    const feed = parseRssFeed(await read('/feeds/articles.rss', 'application/rss+xml'));
    expect(feed.title).toBe('Volley League articles');
    expect(feed.link).toBe('https://league.example/articles');
    expect(feed.description).toBeTruthy();
    expect(feed.items?.map((i) => i.title)).toEqual(['Season 3 preview']);
    const [item] = feed.items ?? [];
    expect(item?.link).toMatch(/^https:\/\/league\.example\/articles\/\d+$/);
    expect(item?.guid?.value).toBe(item?.link);
    expect(Number.isNaN(Date.parse(item?.pubDate ?? ''))).toBe(false);
    expect(item?.description).toBeTruthy();
  });

  it('Atom: a feed with id, title and updated, each entry with id, title, updated and its link', async () => {
    const feed = parseAtomFeed(await read('/feeds/articles.atom', 'application/atom+xml'));
    expect(feed.id).toBe('https://league.example/feeds/articles.atom');
    expect(feed.title?.value).toBe('Volley League articles');
    expect(Number.isNaN(Date.parse(feed.updated ?? ''))).toBe(false);
    expect(feed.links?.map((l) => l.href)).toContain('https://league.example/feeds/articles.atom');
    const [entry] = feed.entries ?? [];
    expect(entry?.title?.value).toBe('Season 3 preview');
    expect(entry?.id).toMatch(/^https:\/\/league\.example\/articles\/\d+$/);
    expect(Number.isNaN(Date.parse(entry?.updated ?? ''))).toBe(false);
    expect(entry?.links?.[0]?.href).toBe(entry?.id);
    expect(feed.entries).toHaveLength(1);
  });

  it('JSON Feed 1: version, title, home and feed addresses, items with id, url and text', async () => {
    const text = await read('/feeds/articles.json', 'application/feed+json');
    const feed = parseJsonFeed(JSON.parse(text));
    expect(JSON.parse(text).version).toBe('https://jsonfeed.org/version/1');
    expect(feed.title).toBe('Volley League articles');
    expect(feed.home_page_url).toBe('https://league.example/articles');
    expect(feed.feed_url).toBe('https://league.example/feeds/articles.json');
    expect(feed.items?.map((i) => i.title)).toEqual(['Season 3 preview']);
    expect(feed.items?.[0]?.id).toMatch(/^https:\/\/league\.example\/articles\/\d+$/);
    expect(feed.items?.[0]?.content_html ?? feed.items?.[0]?.content_text).toBeTruthy();
  });
});

describe("a team's results feeds", () => {
  it("lists every season's completed matches of the team, newest first, with the score in the title", async () => {
    const feed = parseRssFeed(await read('/feeds/teams/storm-crows.rss', 'application/rss+xml'));
    expect(feed.title).toBe('Storm Crows results · Volley League');
    expect(feed.items?.map((i) => i.title)).toEqual([
      'storm crows 2–0 TIDAL WAVE',
      'Night Owls 1–3 Storm Crows',
    ]);
    expect(feed.items?.[0]?.guid?.value).toBe(`https://league.example/matches/${FX.matches.r1m1}`);
    expect(feed.items?.[0]?.description).toContain('Sets: 25-20, 25-22');
  });

  it('is the same list in Atom and JSON Feed', async () => {
    const atom = parseAtomFeed(await read('/feeds/teams/storm-crows.atom', 'application/atom+xml'));
    const json = parseJsonFeed(
      JSON.parse(await read('/feeds/teams/storm-crows.json', 'application/feed+json')),
    );
    expect(atom.entries?.map((e) => e.title?.value)).toEqual(json.items?.map((i) => i.title));
    expect(atom.entries).toHaveLength(2);
  });

  it('answers 404 for a team no season has, and 400 for another ending', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/feeds/teams/nobody.rss' })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: '/feeds/teams/storm-crows.txt' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("A team feed's address ends in one of .rss, .atom, .json");
  });
});
