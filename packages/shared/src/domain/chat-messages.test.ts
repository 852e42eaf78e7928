import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  chatEventKey,
  leagueDay,
  type MatchFacts,
  maskWebhookUrl,
  normalizeWebhookUrl,
  renderChatMessage,
  retryAfterMs,
  topPerformers,
} from './chat-messages.ts';

const match: MatchFacts = {
  id: 7,
  matchNumber: 'Round 1 - Match 2',
  round: 'Round 1',
  phase: 'qualifiers',
  date: '2026-11-24T20:00:00.000Z',
  team1Name: 'Aces',
  team2Name: 'Blockers',
  team1Score: 3,
  team2Score: 1,
  setScores: ['25-20', '23-25', '25-18', '25-22'],
};
const site = { siteName: 'Volley League', publicUrl: 'https://league.example' };

describe('maskWebhookUrl', () => {
  it('keeps the origin and path but only the last 4 characters of the token, and drops the query', () => {
    expect(maskWebhookUrl('https://discord.com/api/webhooks/1187/3vQk-secret-wxyz?wait=true')).toBe(
      'https://discord.com/api/webhooks/1187/••••wxyz',
    );
    expect(maskWebhookUrl('https://example.com/short')).toBe('https://example.com/••••');
    expect(maskWebhookUrl('not a url')).toBe('••••');
  });

  it.each([
    ['a trailing /', 'https://discord.com/api/webhooks/1187/3vQk-secret-wxyz/'],
    ["Discord's /slack suffix", 'https://discord.com/api/webhooks/1187/3vQk-secret-wxyz/slack'],
    ["Discord's /github suffix", 'https://discord.com/api/webhooks/1187/3vQk-secret-wxyz/github/'],
    ['a query and a fragment', 'https://discord.com/api/webhooks/1187/3vQk-secret-wxyz//?wait=true#x'],
    ['credentials', 'https://user:pass@discord.com/api/webhooks/1187/3vQk-secret-wxyz'],
  ])('masks the token of an address with %s', (_label, url) => {
    expect(normalizeWebhookUrl(url)).toBe('https://discord.com/api/webhooks/1187/3vQk-secret-wxyz');
    expect(maskWebhookUrl(url)).toBe('https://discord.com/api/webhooks/1187/••••wxyz');
  });

  it('keeps a path segment named slack that is not a suffix of a Discord webhook, and an address without a path', () => {
    expect(normalizeWebhookUrl('https://example.com/hooks/slack')).toBe('https://example.com/hooks/slack');
    expect(maskWebhookUrl('https://example.com/')).toBe('https://example.com/••••');
    expect(maskWebhookUrl('https://example.com/abcdefghi')).toBe('https://example.com/••••fghi');
    expect(maskWebhookUrl('https://example.com/abcdefgh')).toBe('https://example.com/••••');
  });
});

describe('retryAfterMs and backoffDelay', () => {
  it("takes the longer of Discord's body retry_after and the Retry-After header, in ms", () => {
    expect(retryAfterMs({ retry_after: 1.25 }, null)).toBe(1250);
    expect(retryAfterMs({ retry_after: 1.25 }, '3')).toBe(3000);
    expect(retryAfterMs({}, '0.5')).toBe(500);
    expect(retryAfterMs('garbage', 'soon')).toBeUndefined();
  });

  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 10].map((n) => backoffDelay(n, 5000, 60_000))).toEqual([
      5000, 10_000, 20_000, 40_000, 60_000,
    ]);
  });
});

describe('messages', () => {
  it('a result: final score, sets, a link back to the schedule; without scores it says completed', () => {
    const message = renderChatMessage({ kind: 'match-completed', match }, site);
    expect(message.embeds[0]).toMatchObject({
      title: 'Final: Aces 3–1 Blockers',
      url: 'https://league.example/schedules?date=2026-11-24',
      fields: expect.arrayContaining([{ name: 'Sets', value: '25-20, 23-25, 25-18, 25-22' }]),
    });
    expect(message.allowed_mentions).toEqual({ parse: [] });
    const unscored = { ...match, team1Score: null, team2Score: null, setScores: [] };
    expect(renderChatMessage({ kind: 'match-completed', match: unscored }, site).embeds[0]?.title).toBe(
      'Completed: Aces vs Blockers',
    );
  });

  it('names the round once, the phase in words, and links to the game once recorded (issue 34, item 12)', () => {
    const playoff = { ...match, phase: 'playoffs', round: 'Semifinals', matchNumber: 'Semifinals - Match 1' };
    const fields = renderChatMessage({ kind: 'match-completed', match: playoff }, site).embeds[0]?.fields;
    expect(fields?.slice(0, 2)).toEqual([
      { name: 'Match', value: 'Semifinals - Match 1', inline: true },
      { name: 'Phase', value: 'Playoffs', inline: true },
    ]);
    expect(
      renderChatMessage({ kind: 'match-completed', match: { ...match, gameId: 31 } }, site).embeds[0]?.url,
    ).toBe('https://league.example/games/31');
  });

  it("lists tonight's matches at Discord timestamps, each reader in their own zone, linking the day", () => {
    const message = renderChatMessage(
      {
        kind: 'tonights-matches',
        day: '2026-11-24',
        matches: [{ ...match, team1Score: null, team2Score: null }],
      },
      site,
      'America/New_York',
    );
    const embed = message.embeds[0];
    expect(embed?.url).toBe('https://league.example/schedules?date=2026-11-24');
    const unix = Date.parse(match.date) / 1000;
    expect(embed?.fields[0]?.value).toBe(
      `<t:${unix}:t> (<t:${unix}:R>) · [Round 1 - Match 2](https://league.example/schedules?date=2026-11-24)`,
    );
  });

  it('takes an image address when one is given (the hook for share images)', () => {
    const message = renderChatMessage(
      { kind: 'match-completed', match },
      { ...site, imageUrl: 'https://img.example/r.png' },
    );
    expect(message.embeds[0]?.image).toEqual({ url: 'https://img.example/r.png' });
  });

  it('keys an event so that the same result is posted once and a corrected one again', () => {
    expect(chatEventKey({ kind: 'match-completed', match })).toBe('match-completed:7:3–1');
    expect(chatEventKey({ kind: 'match-completed', match: { ...match, team2Score: 2 } })).toBe(
      'match-completed:7:3–2',
    );
  });

  it('ranks performers by kills, then digs, blocks, aces, then name', () => {
    const line = (name: string, kills: number, digs = 0) => ({
      playerId: 1,
      name,
      kills,
      digs,
      blocks: 0,
      aces: 0,
      assists: 0,
    });
    expect(
      topPerformers([line('b', 5), line('a', 5), line('c', 9), line('d', 5, 3)]).map((p) => p.name),
    ).toEqual(['c', 'd', 'a']);
  });

  it("finds the league's day in its time zone", () => {
    expect(leagueDay(new Date('2026-11-25T03:00:00Z'), 'America/New_York')).toBe('2026-11-24');
    expect(leagueDay(new Date('2026-11-25T03:00:00Z'), 'UTC')).toBe('2026-11-25');
  });
});

describe('role pings', () => {
  const match = {
    id: 1,
    matchNumber: 'M1',
    round: 'Round 1',
    phase: 'qualifiers',
    date: '2026-11-24T20:00:00.000Z',
    team1Name: 'Storm Crows',
    team2Name: 'Tidal Wave',
    team1Score: 3,
    team2Score: 1,
    setScores: [],
  };
  const pings = [
    { team: 'storm-crows', roleId: '11111111111111111' },
    { team: 'Night Owls', roleId: '22222222222222222' },
  ];
  const options = { siteName: 'League', publicUrl: 'https://league.example', rolePings: pings };

  it("mentions the roles of a match post's teams, and lets nothing else ping", () => {
    const message = renderChatMessage({ kind: 'match-completed', match }, options);
    expect(message.content).toBe('<@&11111111111111111>');
    expect(message.allowed_mentions).toEqual({ parse: [], roles: ['11111111111111111'] });
  });

  it('pings nobody without a listed team, and never on other posts', () => {
    const other = renderChatMessage(
      { kind: 'match-completed', match: { ...match, team1Name: 'Aces' } },
      options,
    );
    expect(other.content).toBeUndefined();
    expect(other.allowed_mentions).toEqual({ parse: [] });
    const article = renderChatMessage(
      {
        kind: 'article-approved',
        article: { id: 1, title: 'Storm Crows win', summary: 's', author: null, imageUrl: null },
      },
      options,
    );
    expect(article.allowed_mentions).toEqual({ parse: [] });
  });
});
