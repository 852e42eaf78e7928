/**
 * The schedule on a phone (390×844) and a desktop (1366×900): a match card leads to its teams' pages for
 * that season and, once the game is recorded, to the game's page.
 */
import type { Match } from '@league/shared/schemas/matches';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** The calendar day of an instant in the league's zone (the schedule's default). */
const leagueDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(iso));

describe.each(WIDTHS)('schedule match cards ($name)', ({ width, height }) => {
  it('link each team to its season page and a completed match to its recorded game', async () => {
    const res = await fetch(`${b.baseUrl}/api/matches?status=completed&limit=200`);
    const completed = (await res.json()) as Match[];
    const recorded = completed.find((m) => m.gameId !== null);
    expect(recorded).toBeDefined();
    if (!recorded?.gameId) return;

    const { page, context } = await b.newPage({ width, height });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/schedules?date=${leagueDay(recorded.date)}`);
    const card = page.getByRole('article', {
      name: `${recorded.team1Name} vs ${recorded.team2Name}, ${recorded.matchNumber}`,
    });
    await card.waitFor();
    // The label says the round once.
    expect(await card.locator('header p').textContent()).not.toMatch(/(Round \d+).*\1/);

    await card.getByRole('link', { name: /^Game details/ }).click();
    await page.waitForURL((url) => url.pathname === `/games/${recorded.gameId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.goBack();
    await card.waitFor();
    await card.getByRole('link', { name: recorded.team1Name, exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.pathname.startsWith('/teams/') &&
        url.searchParams.get('season') === String(recorded.season.seasonNumber),
    );
    await page.getByRole('heading', { level: 1, name: new RegExp(recorded.team1Name, 'i') }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
