/**
 * The site search (docs/product/search.md), on the embedded database and, in the PostgreSQL pass, on a real
 * server: typos, accents and case, ranking (whole word before prefix before typo, a newer season's team
 * first), kinds and limits, bad input, and freshness after a write through the API.
 */
import type { SearchAnswer } from '@league/shared/schemas/search';
import { describe, expect, it } from 'vitest';
import { players } from '../src/db/schema.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({
  fixtures: true,
  setUp: async ({ db }) => {
    await db.insert(players).values([
      { name: 'frozenotter9', position: 'Setter' },
      { name: 'José Ñúñez', position: 'Libero' },
      { name: 'nightowl_77x', position: 'Spiker' },
    ]);
  },
});

async function search(query: string): Promise<SearchAnswer> {
  const res = await t.as('guest').get(`/api/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchAnswer;
}

const titles = (answer: SearchAnswer) => answer.hits.map((h) => `${h.kind}:${h.title}`);

describe('GET /api/search', () => {
  it('finds a player through a typo', async () => {
    const { hits } = await search('q=frozenoter');
    expect(hits[0]).toMatchObject({ kind: 'player', title: 'frozenotter9' });
    expect(hits[0]?.url).toMatch(/^\/players\/\d+$/);
  });

  it('ignores accents and case, either way round', async () => {
    expect(titles(await search('q=jose%20nunez'))[0]).toBe('player:José Ñúñez');
    expect(titles(await search(`q=${encodeURIComponent('NÚÑEZ')}`))[0]).toBe('player:José Ñúñez');
  });

  it('ranks a whole-word match before a longer name that only starts with it', async () => {
    const names = titles(await search('q=nightowl&kind=player'));
    expect(names.slice(0, 2)).toEqual(['player:nightowl_77', 'player:nightowl_77x']);
  });

  it("finds every season's team of a name, the newest season first, with its page for that season", async () => {
    const { hits } = await search('q=storm%20crows&kind=team');
    expect(hits.map((h) => h.detail)).toEqual([
      'Season 3 · TBD',
      'Season 2 · Top 4 (D2)',
      'Season 1 · 1st Place',
    ]);
    expect(hits[0]?.url).toBe('/teams/storm-crows?season=3');
  });

  it('finds seasons, approved articles and pages, grouped kinds in one answer', async () => {
    expect(titles(await search('q=season%203'))).toContain('season:Season 3');
    expect(titles(await search('q=glossary'))).toContain('page:Stat Glossary');
  });

  it('finds approved articles and keeps pending ones out', async () => {
    expect(titles(await search('q=preview&kind=article'))).toEqual(['article:Season 3 preview']);
    expect(titles(await search('q=pending%20thoughts'))).not.toContain('article:Pending thoughts');
  });

  it('answers at most `limit` hits', async () => {
    expect((await search('q=s&limit=2')).hits.length).toBeLessThanOrEqual(2);
  });

  it('refuses a blank or overlong query and an unknown kind, with the reason', async () => {
    for (const [query, message] of [
      ['q=%20', 'Type something to search for'],
      [`q=${'x'.repeat(101)}`, 'A search is at most 100 characters'],
      ['q=crows&kind=moon', 'kind must be one of player, team, season, article, page'],
      ['q=crows&limit=51', 'limit must be a whole number from 1 to 50'],
    ] as const) {
      const res = await t.as('guest').get(`/api/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(message);
    }
  });

  it('finds a renamed player at once after the write, and no longer by the old name', async () => {
    const before = await search('q=zed_blocker');
    expect(titles(before)[0]).toBe('player:Zed_Blocker');
    const res = await t.as('admin').patch(`/api/players/${FX.players.zed}`, { name: 'Zoë Wallblock' });
    expect(res.statusCode, res.body).toBe(200);
    // Player names are kept in lower case (docs/product/players.md).
    expect(titles(await search('q=zoe%20wallblock'))[0]).toBe('player:zoë wallblock');
    expect(titles(await search('q=zed_blocker&kind=player'))).not.toContain('player:Zed_Blocker');
  });
});

describe('GET /api/search/suggestions', () => {
  it('answers the OpenSearch suggestions shape with absolute addresses', async () => {
    const res = await t.as('guest').get('/api/search/suggestions?q=frozenoter');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-suggestions+json');
    const [q, names, details, urls] = res.json() as [string, string[], string[], string[]];
    expect(q).toBe('frozenoter');
    expect(names[0]).toBe('frozenotter9');
    expect(details[0]).toBe('Setter');
    expect(urls[0]).toMatch(/^http:\/\/localhost:\d+\/players\/\d+$/);
  });
});

describe('GET /opensearch.xml', () => {
  it('describes the site as a search engine sending queries to /search', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/opensearch.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/opensearchdescription+xml');
    expect(res.body).toContain('template="http://localhost:3000/search?q={searchTerms}"');
    expect(res.body).toContain('/api/search/suggestions?q={searchTerms}');
  });
});
