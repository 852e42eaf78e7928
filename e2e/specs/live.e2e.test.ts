/**
 * A match night, live (docs/product/live.md): a match played through the results API by the simulator (as a
 * game server would) moves on an open schedule and home page without a reload, with a Live badge, on a phone
 * (390) and a desktop (1366); then a staff member approves its final box score on a phone, and the game page
 * and the leaderboard show it.
 */
import type { Match } from '@league/shared/schemas/matches';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../apps/api/src/demo-league/accounts.ts';
import { DEMO_LEAGUE_KEY } from '../../apps/api/src/demo-league/match-night.ts';
import { simulateMatch } from '../../apps/api/src/simulator/match-simulator.ts';
import { useBrowser, VIEWPORTS } from '../support/browser.ts';

const b = useBrowser();

async function adminToken(): Promise<string> {
  const res = await fetch(`${b.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo_admin', password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** A scheduled match of the demo league, moved to right now, so home's Tonight lists it too. */
async function matchTonight(): Promise<Match> {
  const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const list = (await (await fetch(`${b.baseUrl}/api/matches?from=${from}`)).json()) as Match[];
  const match = list.find((m) => m.status === 'scheduled');
  if (!match) throw new Error('no scheduled match left in the demo league');
  const res = await fetch(`${b.baseUrl}/api/matches/${match.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ date: new Date(Date.now() - 60_000).toISOString() }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Match;
}

let seed = 11;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

const cardOf = (page: import('playwright-core').Page, match: Match) =>
  page.getByRole('article', { name: `${match.team1Name} vs ${match.team2Name}, ${match.matchNumber}` });

describe.each(VIEWPORTS)('a simulated match on open pages ($name)', ({ name, width, height }) => {
  it('moves on the schedule and home without a reload, with a Live badge', async () => {
    const match = await matchTonight();
    const context = await b.newContext({ viewport: { width, height }, baseURL: b.baseUrl });
    const schedule = await context.newPage();
    const home = await context.newPage();
    const errors: string[] = [];
    for (const page of [schedule, home]) page.on('pageerror', (e) => errors.push(e.message));
    await schedule.goto('/schedules');
    await home.goto('/');
    const card = cardOf(schedule, match);
    await card.waitFor();
    const tonight = home.locator('section[aria-labelledby="next-up-heading"]');
    await tonight.getByText(match.team1Name).first().waitFor();
    // A reload would lose this mark.
    for (const page of [schedule, home])
      await page.evaluate(() => Object.assign(window, { stillHere: true }));
    // Let both pages open their streams before the first point.
    await schedule.waitForTimeout(1500);

    const played = await simulateMatch({
      baseUrl: b.baseUrl,
      key: DEMO_LEAGUE_KEY,
      matchId: match.id,
      paceMs: 0,
      random,
      maxRallies: 30,
    });
    expect(played.calls).toBe(30);
    const latest = (await (await fetch(`${b.baseUrl}/api/matches/${match.id}`)).json()) as Match;
    expect(latest.status).toBe('live');
    const setText = latest.currentSet
      ? `Set ${latest.currentSet.number} · ${latest.currentSet.team1Points}-${latest.currentSet.team2Points}`
      : 'Between sets';
    // Within 2 s of the last update, both pages show the match live as it is now.
    await card.getByText('Live', { exact: true }).waitFor({ timeout: 2000 });
    await card.getByText(setText).waitFor({ timeout: 2000 });
    await tonight.getByText(setText).waitFor({ timeout: 2000 });
    for (const page of [schedule, home])
      expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    await schedule.screenshot({ path: `/tmp/live-e2e-schedule-${name}.png` });
    await home.screenshot({ path: `/tmp/live-e2e-home-${name}.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('approval on a phone', () => {
  it('publishes the simulated match: the game page and the leaderboard show it', async () => {
    const match = await matchTonight();
    const played = await simulateMatch({
      baseUrl: b.baseUrl,
      key: DEMO_LEAGUE_KEY,
      matchId: match.id,
      paceMs: 0,
      random,
    });
    const final = played.final!;
    expect(final.missingPlayers).toEqual([]);
    const someone = match.team1Name;
    const board = async (player: string) => {
      const res = await fetch(
        `${b.baseUrl}/api/leaderboard?view=players&season=${match.season.seasonNumber}&q=${encodeURIComponent(player)}`,
      );
      const rows = ((await res.json()) as { rows: { name: string; gamesPlayed: number }[] }).rows;
      return rows.find((r) => r.name === player)?.gamesPlayed ?? 0;
    };
    const result = (await (
      await fetch(`${b.baseUrl}/api/results/${final.resultId}`, {
        headers: { authorization: `Bearer ${await adminToken()}` },
      })
    ).json()) as { lines: { playerName: string }[] };
    const player = result.lines[0]!.playerName;
    const gamesBefore = await board(player);

    const { page, context } = await b.newPage({ width: 390, height: 844 });
    await b.logIn(page, 'demo_admin');
    await page.goto('/portal/results');
    const card = page.getByRole('article', {
      name: `Result ${final.resultId}: ${match.team1Name} vs ${match.team2Name}`,
    });
    await card.getByText('Every check passes: ready to approve.').waitFor();
    const approve = card.getByRole('button', { name: 'Approve' });
    const box = await approve.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(40);
    await page.screenshot({ path: '/tmp/live-e2e-results-phone.png', fullPage: false });
    await approve.click();
    await page.getByText(`Result ${final.resultId} approved`).waitFor();

    const approved = (await (await fetch(`${b.baseUrl}/api/matches/${match.id}`)).json()) as Match;
    expect(approved.status).toBe('completed');
    expect(approved.gameId).not.toBeNull();
    await page.goto(`/games/${approved.gameId}`);
    await page.getByRole('heading', { name: 'Player statistics' }).waitFor();
    await page.getByRole('link', { name: player }).first().waitFor();
    expect(await page.getByText(someone).count()).toBeGreaterThan(0);
    expect(await board(player)).toBe(gamesBefore + 1);
    await page.goto(`/stats?season=${match.season.seasonNumber}&q=${encodeURIComponent(player)}`);
    await page.getByRole('link', { name: player }).first().waitFor();
    await context.close();
  });
});
