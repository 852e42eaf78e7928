/**
 * The schedule on a phone (390×844) and a desktop (1366×900): it opens at today (or the next match day)
 * with the filters collapsed behind one button on the phone; a match card leads to its teams' pages for
 * that season and, once the game is recorded, to the game's page.
 * The home page shows tonight's matches or the next match day.
 */
import type { Match } from '@league/shared/schemas/matches';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { adopted, useBrowser, VIEWPORTS } from '../support/browser.ts';

const b = useBrowser();

/** The calendar day of an instant in the league's zone (the schedule's default). */
const leagueDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(iso));

describe.each(VIEWPORTS)('schedule opening ($name)', ({ name, width, height }) => {
  it('opens at today or the next match day, filters collapsed on the phone only', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await b.newContext({
        viewport: { width, height },
        baseURL: b.baseUrl,
        colorScheme: scheme,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/schedules');
      const days = page.locator('main section[data-day]');
      await days.first().waitFor();
      const shown = await days.evaluateAll((sections) =>
        sections.map((s) => s.getAttribute('data-day') ?? ''),
      );
      const today = leagueDay(new Date().toISOString());
      const target = shown.find((day) => day >= today);
      expect(target).toBeDefined();
      const heading = page.locator(`main section[data-day="${target}"] h2`);
      // Its heading is on the first screen, below the sticky site header: the app scrolls there once it has
      // adopted the drawn page (its code may take a while on a loaded machine, as on a slow phone).
      await adopted(page);
      await expect
        .poll(
          async () => {
            const box = await heading.boundingBox();
            // Below the sticky header (65 px on a phone, 110 px from 768 px) and on the first screen.
            const headerBottom = width < 768 ? 65 : 110;
            return box !== null && box.y >= headerBottom && box.y + box.height <= height;
          },
          { timeout: 60_000 },
        )
        .toBe(true);

      const filters = page.getByRole('button', { name: /^Filters/ });
      const search = page.getByLabel('Search', { exact: true });
      if (name === 'phone') {
        expect(await filters.getAttribute('aria-expanded')).toBe('false');
        expect(await search.isVisible()).toBe(false);
        // The placeholders wait below the schedule.
        const watch = page.getByRole('button', { name: /^WATCH/ });
        expect((await watch.boundingBox())?.y ?? 0).toBeGreaterThan((await heading.boundingBox())?.y ?? 0);
        await filters.click();
        expect(await filters.getAttribute('aria-expanded')).toBe('true');
        expect(await search.isVisible()).toBe(true);
      } else {
        expect(await filters.isVisible()).toBe(false);
        expect(await search.isVisible()).toBe(true);
      }
      expect(await seriousViolations(page)).toEqual([]);

      // An explicit day opens at the top; the button names how many filters are active.
      await page.goto('/schedules?date=2020-01-05&round=Round%202&q=zzz');
      await page.getByRole('heading', { level: 1, name: 'Schedules & Results' }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      if (name === 'phone') {
        expect(await page.getByRole('button', { name: /^Filters/ }).textContent()).toContain('2');
        await page.getByRole('button', { name: /^Filters\s*2\s*active$/ }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe.each(VIEWPORTS)('schedule match cards ($name)', ({ width, height }) => {
  it('link each team to its season page and a completed match to its recorded game', async () => {
    const res = await fetch(`${b.baseUrl}/api/matches?status=completed&limit=200`);
    const completed = (await res.json()) as Match[];
    const recorded = completed.find((m) => m.gameId !== null);
    expect(recorded).toBeDefined();
    if (!recorded?.gameId) return;

    const { page, context, errors } = await b.newPage({ width, height });
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
    const teamLink = card.getByRole('link', { name: recorded.team1Name, exact: true });
    // A team name reads as a link at rest, not only on hover (issue 34, item 11).
    expect(await teamLink.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
    await teamLink.click();
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

describe.each(VIEWPORTS)('home page tonight / next up ($name)', ({ width, height }) => {
  it("shows tonight's matches or the next match day, linking to the schedule", async () => {
    const { page, context, errors } = await b.newPage({ width, height });
    const announced: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/matches') announced.push(url.pathname + url.search);
    });
    await page.goto('/');
    const block = page.getByRole('region', { name: /^(Tonight|Next up)$/ });
    const first = block.getByRole('listitem').first();
    await first.waitFor();
    // The demo league plays on several evenings a week: the block names today or a day with a countdown
    // (which shows once the app has adopted the page).
    const heading = (await block.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const when = () => block.locator('p').first().textContent();
    if (heading === 'Tonight') expect(await when()).toBe('Today');
    else await expect.poll(when).toMatch(/^\w+day, \w+ \d+ · (in \d+ (min|h|days)|tomorrow)$/);
    expect(await first.textContent()).toMatch(/ vs .*(Scheduled|Live|Completed)/);
    // Seen without scrolling: its heading is on the first screen (docs/product/home.md#pages).
    const headingBox = await block.getByRole('heading', { level: 2 }).boundingBox();
    expect(headingBox && headingBox.y + headingBox.height <= height).toBe(true);
    // The page came drawn with its matches (docs/product/site.md#first-view): the app asked for none.
    expect(announced).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await block.getByRole('link', { name: 'Full schedule' }).click();
    await page.waitForURL((url) => url.pathname === '/schedules');
    expect(errors).toEqual([]);
    await context.close();
  });
});
