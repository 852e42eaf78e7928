/**
 * Play along (docs/product/pickem.md) on a phone (390 px) and a laptop (1366 px): a member picks a match that
 * starts a few seconds later, sees the pick lock at the start (the server's clock), sees the crowd's split,
 * and after staff record the result sees the points on the week's leaderboard and in their history; then
 * picks a match from its card on the schedule.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../apps/api/src/demo-league/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();

const api = b.api;

const adminToken = async () =>
  (
    await api('/api/users/login', {
      method: 'POST',
      body: { username: 'demo_admin', password: DEMO_PASSWORD },
    })
  ).token as string;

/** A match of this week's season between two of its teams, starting `seconds` from now. */
async function matchSoon(token: string, label: string, seconds: number) {
  const [season] = await api('/api/seasons');
  const teams: { name: string }[] = await api(`/api/teams?seasonNumber=${season.seasonNumber}&limit=2`);
  const [home, away] = teams.length >= 2 ? teams : [{ name: 'Home Side' }, { name: 'Away Side' }];
  const match = await api('/api/matches', {
    method: 'POST',
    token,
    body: {
      matchNumber: `Pick'em ${label}`,
      status: 'scheduled',
      round: `Pick'em test ${label}`,
      phase: 'qualifiers',
      region: 'na',
      date: new Date(Date.now() + seconds * 1000).toISOString(),
      seasonId: season.id,
      team1Name: home!.name,
      team2Name: away!.name,
    },
  });
  // The set scores a pick may name follow the season's format (the demo's current season plays best of 3).
  const week = await api('/api/pickem/week');
  const sets: string = week.matches.find((m: { id: number }) => m.id === match.id).setScores[0];
  return { id: match.id as number, home: home!.name, away: away!.name, start: Date.parse(match.date), sets };
}

describe.each([
  { width: 390, height: 844, member: 'demo_user' },
  { width: 1366, height: 900, member: 'demo_user' },
])("pick'em at $width px", ({ width, height, member }) => {
  it('makes a pick, sees it lock at the start, then the split and the points after the result', async () => {
    const token = await adminToken();
    // A label of this attempt's own (a retry finds the first attempt's match already locked), and a start
    // far enough off for a loaded machine to log in and pick before it.
    const label = `${width} ${Date.now() % 100_000}`;
    const match = await matchSoon(token, label, 45);
    const { page, context, errors } = await b.newPage({ width, height });
    await b.logIn(page, member);
    await page.goto('/pickem');
    await page.getByRole('heading', { level: 1, name: "Pick'em" }).waitFor();
    const card = page
      .getByTestId('pick-card')
      .filter({ has: page.getByRole('heading', { name: `${match.home} vs ${match.away}` }) })
      .filter({ hasText: `Pick'em test ${label}` });
    await card.getByText('Open').waitFor();
    await card.getByRole('radio', { name: match.home }).check();
    await card.getByRole('radio', { name: match.sets }).check();
    await card.getByRole('button', { name: 'Save pick' }).click();
    await card
      .getByRole('status')
      .filter({ hasText: `Picked ${match.home} ${match.sets}` })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The lock comes from the server's clock, without a reload.
    await card.getByText('Locked').waitFor({ timeout: Math.max(5000, match.start - Date.now() + 5000) });
    expect(await card.getByRole('button', { name: /pick/i }).count()).toBe(0);
    await page.reload();
    await card.getByText(`Your pick: ${match.home} ${match.sets}`).waitFor();
    await card.getByText(/% picked /).waitFor();

    await api(`/api/matches/${match.id}`, {
      method: 'PATCH',
      token,
      body: {
        status: 'completed',
        team1Score: Number(match.sets.split('-')[0]),
        team2Score: Number(match.sets.split('-')[1]),
      },
    });
    await page.reload();
    await card.getByText('5 pts').waitFor();
    const board = page.getByTestId('pickem-board');
    await board.getByRole('rowheader', { name: member }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/play-pickem-${width}.png`, fullPage: false });

    await page.goto('/profile');
    await page.getByRole('heading', { name: "Pick'em" }).waitFor();
    await page
      .getByRole('rowheader', { name: new RegExp(`${match.home} vs ${match.away}`) })
      .first()
      .waitFor();

    // The schedule's match cards take a member's pick too.
    await page.goto('/schedules');
    const open = page
      .locator('main article')
      .filter({ has: page.getByLabel("Pick'em") })
      .first();
    const select = open.getByLabel("Pick'em");
    await select.waitFor();
    await select.selectOption({ index: 1 });
    await open.getByRole('button', { name: 'Pick', exact: true }).click();
    await open.getByText('Saved').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
