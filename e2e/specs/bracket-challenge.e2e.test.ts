/**
 * The bracket challenge (docs/product/pickem.md#bracket-challenge) on a phone (390 px) and a laptop (1366 px):
 * staff draw a season's playoffs (four teams, double elimination) whose first match starts a few seconds
 * later; a member taps a winner for every match, round after round, and saves; the bracket locks at the first
 * match's start on the server's clock, the split shows, and after staff record results the member's points
 * show on the board. The demo league's last finished season shows its members' brackets scored.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../apps/api/src/demo-league/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();

const api = b.api;

const TEAMS = ['Aces', 'Blocks', 'Cats', 'Digs'].map((t) => `Bracket ${t}`);
const [ACES, BLOCKS, CATS, DIGS] = TEAMS as [string, string, string, string];

/** A season of its own whose playoffs start `seconds` from now; answers its number and its first match's id. */
async function playoffsSoon(token: string, width: number, seconds: number) {
  // A number of its own, clear of the demo's seasons and of the other width's run.
  const seasonNumber = 8000 + (Date.now() % 1000) * 2 + (width < 1000 ? 0 : 1);
  const season = await api('/api/seasons', {
    method: 'POST',
    token,
    body: { seasonNumber, theme: `Bracket test ${width}`, startDate: '2026-01-01' },
  });
  const start = Date.now() + seconds * 1000;
  const match = (round: string, minutes: number, team1Name: string, team2Name: string) =>
    api('/api/matches', {
      method: 'POST',
      token,
      body: {
        matchNumber: `${round} ${team1Name}`,
        status: 'scheduled',
        round,
        phase: 'playoffs',
        region: 'na',
        date: new Date(start + minutes * 60_000).toISOString(),
        seasonId: season.id,
        team1Name,
        team2Name,
      },
    });
  const first = await match('Round 1', 0, ACES, BLOCKS);
  await match('Round 1', 60, CATS, DIGS);
  await match('Round 2', 24 * 60, 'Winner 1', 'Winner 2');
  await match('Losers Round 1', 25 * 60, 'Loser 1', 'Loser 2');
  return { seasonNumber, firstId: first.id as number, start };
}

describe.each([
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
])('bracket challenge at $width px', ({ width, height }) => {
  it('fills a bracket by taps, sees it lock, then the split and the points', async () => {
    const { token } = await api('/api/users/login', {
      method: 'POST',
      body: { username: 'demo_admin', password: DEMO_PASSWORD },
    });
    const { seasonNumber, firstId, start } = await playoffsSoon(token, width, 50);
    const { page, context, errors } = await b.newPage({ width, height });
    await b.logIn(page, 'demo_user');
    await page.goto(`/bracket-challenge?season=${seasonNumber}`);
    await page.getByRole('heading', { level: 1, name: 'Bracket challenge' }).waitFor();
    await page.getByText('Open', { exact: true }).waitFor();

    // Round after round: each tap fills the next round's teams from the member's own picks.
    const slot = (name: string) => page.getByRole('group', { name, exact: true });
    const tap = (name: string, team: string) => slot(name).getByRole('button', { name: team }).click();
    await tap('Winners Bracket Semifinals match 1', ACES);
    await tap('Winners Bracket Semifinals match 2', CATS);
    await tap('Losers Bracket Semifinals', BLOCKS);
    await tap('Winners Bracket Finals', ACES);
    await tap('Losers Bracket Finals', BLOCKS);
    await tap('Grand Finals', ACES);
    await page.getByText("Played only if the losers' side wins the Grand Finals.").waitFor();
    expect(
      await slot('Winners Bracket Finals').getByRole('button', { name: ACES }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByRole('button', { name: 'Save bracket' }).click();
    await page.getByRole('status').filter({ hasText: 'Bracket saved' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/bracket-open-${width}.png`, fullPage: false });

    // The lock comes from the server's clock, without a reload.
    await page
      .getByText('Locked', { exact: true })
      .waitFor({ timeout: Math.max(5000, start - Date.now() + 5000) });
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    await page.reload();
    await page
      .getByText(/% picked /)
      .first()
      .waitFor();

    await api(`/api/matches/${firstId}`, {
      method: 'PATCH',
      token,
      body: { status: 'completed', team1Score: 3, team2Score: 1 },
    });
    await page.reload();
    await page.getByText('+1 pt').first().waitFor();
    await page.getByTestId('bracket-board').getByRole('rowheader', { name: 'demo_user' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/bracket-locked-${width}.png`, fullPage: false });
    // Nothing on the page is wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Pick'em leads here.
    await page.goto('/pickem');
    await page.getByRole('link', { name: 'Bracket challenge' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bracket challenge' }).waitFor();
    // The demo's current season waits for its playoff teams; the season before shows its scored brackets.
    await page.getByRole('link', { name: /^Season \d+'s bracket challenge$/ }).click();
    await page.getByTestId('bracket-board').getByRole('rowheader', { name: 'demo_user' }).waitFor();
    await page.getByText(/Your bracket: \d+ pts? from \d+ matches right/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);
});
