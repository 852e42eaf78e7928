/**
 * The table on the site (docs/product/standings.md#pages, docs/product/ratings.md#pages), on the seeded demo
 * league (its current season plays its regular phase in divisions D1 and D2): the standings on the season
 * page, home and /standings at 390 and 1366 px in both themes, the table scrolling inside itself on a
 * phone; a tied position explains itself when tapped; the schedule's phase, region and division filters
 * choose the matches (and lead to the table); a match card shows each side's chance.
 */
import type { Match } from '@league/shared/schemas/matches';
import type { MatchForecastRead } from '@league/shared/schemas/ratings';
import type { StandingsRead } from '@league/shared/schemas/standings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { adopted, THEMES, useBrowser, VIEWPORTS } from '../support/browser.ts';

const b = useBrowser();

const api = b.api;

/** The page itself never scrolls sideways; a wide table scrolls in its own frame. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The division tables of a page, each with its rows' team names as the API orders them. */
async function expectDivisionTables(page: Page, compact: boolean) {
  for (const division of ['D1', 'D2']) {
    const read = await api<StandingsRead>(`/api/standings?division=${division}`);
    const table = page.getByRole('table', {
      name: `Season ${read.season.seasonNumber} standings, ${division}`,
    });
    await table.waitFor();
    const teams = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.flatMap((row) => {
        const link = row.querySelector('a[href^="/teams/"]');
        return link ? [link.textContent ?? ''] : [];
      }),
    );
    expect(teams).toEqual(read.rows.map((r) => r.team));
    const headers = await table.locator('thead th').allInnerTexts();
    expect(headers.some((h) => h.includes('SW'))).toBe(!compact);
  }
}

describe.each(VIEWPORTS)('the standings ($name)', ({ width, height }) => {
  it.each(THEMES)('shows the table on /standings, the season page and home (%s)', async (theme) => {
    const { page, context, errors } = await b.newPage({ width, height, theme });
    const whole = await api<StandingsRead>('/api/standings');

    await page.goto('/standings');
    await page.getByRole('heading', { level: 1, name: 'Standings' }).waitFor();
    await expectDivisionTables(page, false);
    // The rules under the table are the applied ones, and the deduction is said with its reason.
    await page.getByText(whole.rules.scheme).first().waitFor();
    for (const line of whole.rules.adjustments) await page.getByText(line).first().waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.goto(`/seasons/${whole.season.id}`);
    await page.getByRole('heading', { level: 2, name: 'Standings' }).waitFor();
    await expectDivisionTables(page, false);
    await page.getByRole('heading', { level: 2, name: 'Power rankings' }).waitFor();
    await page.getByRole('table', { name: /^Power rankings, week of/ }).waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: 'Standings' }).waitFor();
    await expectDivisionTables(page, true);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains a tied position when it is tapped', async () => {
    const { page, context } = await b.newPage({ width, height, theme: 'dark' });
    const read = await api<StandingsRead>('/api/standings?division=D1');
    const tiedRows = read.rows.filter((r) => r.tie !== null);
    const readD2 = await api<StandingsRead>('/api/standings?division=D2');
    // The demo league always has a tie in one of its tables (its seed test checks every day of the week).
    const row = tiedRows[0] ?? readD2.rows.find((r) => r.tie !== null);
    expect(row).toBeDefined();
    await page.goto('/standings');
    const position = `${row!.position}${row!.tied ? '=' : ''}`;
    const button = page.getByRole('button', { name: `Position ${position}, ${row!.team}: why?` });
    await button.scrollIntoViewIfNeeded();
    await button.tap().catch(() => button.click());
    const panel = page.getByRole('dialog', { name: `Position ${position}: ${row!.team}` });
    await panel.waitFor();
    expect(await panel.innerText()).toContain(row!.tie!.sentence);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('the schedule chooses the matches and the table', () => {
  it('filters by phase, region and division, and its Standings link carries them', async () => {
    const { page, context, errors } = await b.newPage({ width: 1366, height: 900, theme: 'light' });
    await page.goto('/schedules');
    const cards = page.locator('main article');
    await cards.first().waitFor();
    // The filters answer once the app has adopted the drawn page.
    await adopted(page);

    // The window's matches, as the API has them (found by their cards' names), for the counts the filters
    // must give.
    const labels = new Set(await cards.evaluateAll((list) => list.map((a) => a.getAttribute('aria-label'))));
    const all = (await api<Match[]>('/api/matches?limit=1000')).filter((m) =>
      labels.has(`${m.team1Name} vs ${m.team2Name}, ${m.matchNumber}`),
    );
    expect(all.length).toBe(labels.size);
    const shown = async () => (await page.locator('main article').count()) as number;

    await page.getByLabel('Division', { exact: true }).selectOption('D2');
    await expect.poll(() => new URL(page.url()).searchParams.get('division')).toBe('D2');
    await expect.poll(shown).toBe(all.filter((m) => m.division === 'D2').length);
    const link = page.locator('main').getByRole('link', { name: 'Standings', exact: true });
    expect(await link.getAttribute('href')).toBe('/standings?division=D2');

    await page.getByLabel('Region', { exact: true }).selectOption('na');
    await expect.poll(shown).toBe(all.filter((m) => m.division === 'D2' && m.region === 'na').length);

    // The playoffs come after the regular phase: two weeks on, only they are left.
    await page.getByLabel('Phase', { exact: true }).selectOption('qualifiers');
    await expect.poll(shown).toBe(all.filter((m) => m.division === 'D2' && m.phase === 'qualifiers').length);
    await link.click();
    await page.waitForURL(/\/standings\?/);
    const target = new URL(page.url());
    expect(Object.fromEntries(target.searchParams)).toEqual({
      phase: 'qualifiers',
      region: 'na',
      division: 'D2',
    });
    await page.getByRole('table', { name: /standings, D2, NA, qualifiers$/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the playoff matches under the Playoffs phase', async () => {
    const { page, context } = await b.newPage({ width: 390, height: 844, theme: 'dark' });
    const matches = await api<Match[]>('/api/matches?limit=1000');
    const playoffs = matches.filter((m) => m.phase === 'playoffs');
    expect(playoffs.length).toBeGreaterThan(0);
    const day = playoffs[0]!.date.slice(0, 10);
    await page.goto(`/schedules?date=${day}&phase=playoffs`);
    await page.locator('main article').first().waitFor();
    const tags = await page.locator('main article header').allTextContents();
    expect(tags.length).toBeGreaterThan(0);
    for (const text of tags) expect(text).toContain('Playoffs');
    await context.close();
  });
});

describe('match cards', () => {
  it.each(VIEWPORTS)(
    "show each side's chance, and what the model said of a played match ($name)",
    async ({ width, height }) => {
      const { page, context } = await b.newPage({ width, height, theme: 'light' });
      const forecasts = await api<MatchForecastRead[]>('/api/ratings/matches');
      const matches = await api<Match[]>('/api/matches?limit=1000');
      const byId = new Map(forecasts.map((f) => [f.matchId, f]));
      const upcoming = matches.find(
        (m) => m.status === 'scheduled' && byId.get(m.id)?.team1Probability != null,
      );
      const played = matches
        .filter((m) => m.status === 'completed' && byId.get(m.id)?.team1Probability != null)
        .at(-1);
      for (const [match, label] of [
        [upcoming, 'Win probability'],
        [played, 'The model said before the match'],
      ] as const) {
        expect(match).toBeDefined();
        await page.goto(`/schedules?date=${match!.date.slice(0, 10)}`);
        const card = page.getByRole('article', {
          name: `${match!.team1Name} vs ${match!.team2Name}, ${match!.matchNumber}`,
        });
        await card.waitFor();
        await card.getByText(label).waitFor();
        const p = byId.get(match!.id)!.team1Probability!;
        const text = await card.innerText();
        expect(text).toContain(`${Math.round(p * 100)}%`);
        expect(text).toContain(`${Math.round((1 - p) * 100)}%`);
      }
      await context.close();
    },
  );
});

describe('the standings settings in the portal', () => {
  it('reorders the chain, changes the playoff spots and saves, and the table follows', async () => {
    const { page, context } = await b.newPage({ width: 1366, height: 900, theme: 'light' });
    await b.logIn(page, 'demo_admin');
    const before = await api<StandingsRead>('/api/standings?division=D1');
    const url = `/api/seasons/${before.season.id}/standings-settings`;
    const stored = await api<{ playoffSpots: number; tieBreakers: string[] }>(url);
    await page.goto('/portal/seasons');
    await page
      .getByRole('button', { name: `Standings settings of season ${before.season.seasonNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Season ${before.season.seasonNumber} standings` });
    await dialog.waitFor();
    await dialog.getByLabel('Playoff spots').fill('2');
    await dialog.getByRole('button', { name: 'Move Matches won down' }).click();
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText(`Season ${before.season.seasonNumber} standings settings saved`).waitFor();
    const saved = await api<{ playoffSpots: number; tieBreakers: string[] }>(url);
    expect(saved.playoffSpots).toBe(2);
    expect(saved.tieBreakers.slice(0, 3)).toEqual([
      stored.tieBreakers[0],
      stored.tieBreakers[2],
      stored.tieBreakers[1],
    ]);
    const after = await api<StandingsRead>('/api/standings?division=D1');
    expect(after.rules.playoffs).toContain('The top 2 reach the playoffs.');

    // A refused value is said on its field, and nothing is sent.
    await page
      .getByRole('button', { name: `Standings settings of season ${before.season.seasonNumber}` })
      .click();
    await dialog.getByLabel('Playoff spots').fill('65');
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await dialog.getByText('Playoff spots must be a whole number from 0 to 64').waitFor();
    // Put the league back as it was for the other specs.
    await dialog.getByLabel('Playoff spots').fill(String(stored.playoffSpots));
    await dialog.getByRole('button', { name: 'Move Matches won up' }).click();
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(async () => (await api<{ playoffSpots: number }>(url)).playoffSpots)
      .toBe(stored.playoffSpots);
    expect((await api<{ tieBreakers: string[] }>(url)).tieBreakers).toEqual(stored.tieBreakers);
    await context.close();
  });
});
