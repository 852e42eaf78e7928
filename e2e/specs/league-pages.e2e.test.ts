/**
 * Games, seasons, awards and the schedule on the seeded demo league: each route renders its key content,
 * the main journeys work, and axe finds no serious or critical problem.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { adopted, useBrowser } from '../support/browser.ts';

const b = useBrowser();
const query = (page: Page) => new URL(page.url()).searchParams;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe('games (/games, /games/{id})', () => {
  it('filters by stage in the URL, then opens a game with both team sections', async () => {
    const { page, context } = await b.newPage();
    const errors = collectErrors(page);
    expect((await page.goto('/games'))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Games' }).waitFor();
    const cards = page.locator('main article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10); // page size 10
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Stage').selectOption('Grand Finals');
    await page.waitForURL((url) => url.searchParams.get('stage') === 'Grand Finals');
    await page.getByText(/of \d+ games?$/).waitFor();
    await expect
      .poll(async () => (await cards.allTextContents()).every((t) => t.includes('Grand Finals')))
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Clear Filters' }).count()).toBeGreaterThan(0);

    await cards.first().getByRole('link').click();
    await page.waitForURL(/\/games\/\d+$/);
    await page.getByRole('heading', { level: 2, name: 'Player statistics' }).waitFor();
    expect(await page.getByText('Total sets played').count()).toBe(1);
    expect(await page.getByText('Grand Finals', { exact: true }).count()).toBeGreaterThan(0);

    // The scoreboard's two teams each open a section of the statistics table (each name is a link; the
    // follow star beside it is one too, for a guest: "Log in to follow …").
    const board = page.getByRole('region', { name: 'Scoreboard' });
    expect(await board.getByRole('link', { name: /^Log in to follow / }).count()).toBe(2);
    const teamNames = await board.locator('p > a').allTextContents();
    expect(teamNames).toHaveLength(2);
    const table = page.locator('table');
    for (const name of teamNames) {
      expect(await table.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    expect(await table.getByText('Team total').count()).toBe(2);
    const percents = await table.locator('tbody td:nth-child(4)').allTextContents();
    expect(percents.filter(Boolean).every((text) => /^\d+\.\d%$/.test(text))).toBe(true);
    const jsonLd = await page.locator('script[type="application/ld+json"]').last().textContent();
    expect(JSON.parse(jsonLd ?? '{}')['@type']).toBe('SportsEvent');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a game's score on a phone's first screen, before its facts (issue 34, item 11)", async () => {
    const games = (await (await fetch(`${b.baseUrl}/api/games?limit=1`)).json()) as { id: number }[];
    const { page, context } = await b.newPage({ width: 390, height: 844 });
    await page.goto(`/games/${games[0]?.id}`);
    const board = page.getByRole('region', { name: 'Scoreboard' });
    await board.waitFor();
    const boardBox = await board.boundingBox();
    const factsTop = await page
      .getByText('Total sets played')
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(boardBox).not.toBeNull();
    expect((boardBox?.y ?? 0) + (boardBox?.height ?? 0)).toBeLessThanOrEqual(844);
    expect(boardBox?.y ?? 0).toBeLessThan(factsTop);
    await context.close();
  });

  it("says 'Game not found.' for an unknown game", async () => {
    const { page, context } = await b.newPage();
    await page.goto('/games/999999');
    await page.getByText('Game not found.').waitFor();
    await context.close();
  });
});

describe('seasons (/seasons, /seasons/{id})', () => {
  it('lists seasons newest first, opens one and follows View Awards', async () => {
    const { page, context } = await b.newPage();
    const errors = collectErrors(page);
    expect((await page.goto('/seasons'))?.status()).toBe(200);
    const titles = page.locator('main article h2');
    await titles.first().waitFor();
    const names = await titles.allTextContents();
    const numbers = names.map((name) => Number(name.replace('Season ', '')));
    // The demo's newest is 14; specs that ran before on the same site may have added later ones.
    expect(numbers).toContain(14);
    expect(numbers).toEqual([...numbers].sort((x, y) => y - x));
    expect(await page.getByText(/– Present$/).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Season 13', exact: true }).click();
    await page.waitForURL(/\/seasons\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Season 13' }).waitFor();
    expect(await page.getByText('End date').count()).toBe(1);
    // The teams' list, not the playoff bracket's lists of game links below it.
    const teamLinks = page.locator('main section[aria-labelledby="season-teams-heading"] ol a');
    await teamLinks.first().waitFor();
    const hrefs = await teamLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(1);
    expect(hrefs.every((href) => /^\/teams\/[^/?]+\?season=13$/.test(href))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'View Awards' }).click();
    await page.waitForURL((url) => url.pathname === '/awards' && url.searchParams.get('season') === '13');
    // The awards page itself, not the season page still on screen while it comes.
    await page.getByRole('heading', { level: 1, name: 'Awards' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Season' }).inputValue()).toBe('13');
    const items = page.locator('main ul article');
    await items.first().waitFor();
    expect((await items.allTextContents()).every((text) => text.includes('Season 13'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'TBD' for the running season's end and 'Season not found' for an unknown one", async () => {
    const { page, context } = await b.newPage();
    await page.goto('/seasons');
    await page.getByRole('link', { name: 'Season 14', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Season 14' }).waitFor();
    expect(await page.getByText('TBD', { exact: true }).count()).toBeGreaterThan(0);
    await page.goto('/seasons/999999');
    await page.getByText('Season not found', { exact: true }).waitFor();
    await context.close();
  });
});

describe('awards (/awards, /awards/{id})', () => {
  it('filters by type in the URL and opens an award with its recipients', async () => {
    const { page, context } = await b.newPage();
    const errors = collectErrors(page);
    expect((await page.goto('/awards'))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Awards' }).waitFor();
    const items = page.locator('main ul article');
    await items.first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Type').selectOption('Best Setter');
    await page.waitForURL((url) => url.searchParams.get('type') === 'Best Setter');
    await expect
      .poll(async () => (await items.locator('h2').allTextContents()).every((t) => t === 'Best Setter'))
      .toBe(true);
    // Each item links its season and its first winner.
    const first = items.first();
    expect(await first.locator('a[href^="/seasons/"]').count()).toBe(1);
    expect(await first.locator('a[href^="/players/"]').count()).toBe(1);

    await first.getByRole('link', { name: 'Best Setter' }).click();
    await page.waitForURL(/\/awards\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Best Setter' }).waitFor();
    await page.getByText('ran the offence best', { exact: false }).first().waitFor();
    expect(await page.getByText('Awarded on').count()).toBe(1);
    expect(await page.locator('main a[href^="/players/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main img[src]').first().getAttribute('src')).toBeTruthy();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'No award found.' for an unknown award", async () => {
    const { page, context } = await b.newPage();
    await page.goto('/awards/999999');
    await page.getByText('No award found.').waitFor();
    await context.close();
  });
});

describe('schedules (/schedules)', () => {
  it('moves the window, returns to today, collapses a day and shows local times', async () => {
    // A browser far from the league's zone, so local times differ visibly from New York's.
    const context = await b.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: b.baseUrl,
      timezoneId: 'Asia/Tokyo',
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const matchCalls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/matches') matchCalls.push(url);
    });

    expect((await page.goto('/schedules'))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Schedules & Results' }).waitFor();
    // The presses below check each answer at once: they are made on the adopted page.
    await adopted(page);
    const dayButtons = page.locator('main section h2 button');
    await dayButtons.first().waitFor();
    // The first window came drawn with the page.
    expect(matchCalls).toEqual([]);

    // The placeholders are there, visibly disabled.
    for (const name of ['WATCH', 'SHOP']) {
      const button = page.getByRole('button', { name: new RegExp(`^${name}`) });
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      expect(await button.getAttribute('title')).toBe('Coming soon');
    }
    // Phase, region and division are real filters (e2e/specs/standings.e2e.test.ts uses them).
    for (const label of ['Phase', 'Region', 'Division'])
      expect(await page.getByLabel(label, { exact: true }).isDisabled()).toBe(false);

    // SYNC TO CALENDAR: subscribe to the league or a team (webcal), or download the feed.
    const sync = page.getByRole('button', { name: /^SYNC TO CALENDAR/ });
    await sync.click();
    expect(await sync.getAttribute('aria-expanded')).toBe('true');
    const origin = new URL(page.url()).host;
    const league = page.getByRole('link', { name: 'Subscribe to the league schedule' });
    expect(await league.getAttribute('href')).toBe(`webcal://${origin}/calendar.ics`);
    const teamSelect = page.getByLabel('Subscribe to a team');
    const firstTeam = await teamSelect.locator('option').nth(1).getAttribute('value');
    await teamSelect.selectOption(firstTeam ?? '');
    const teamLink = page.getByRole('link', { name: 'Subscribe', exact: true });
    expect(await teamLink.getAttribute('href')).toMatch(
      new RegExp(`^webcal://${origin}/calendar/teams/.+\\.ics$`),
    );
    const feed = await page.request.get(
      (await teamLink.getAttribute('href'))?.replace(/^webcal:/, new URL(page.url()).protocol) ?? '',
    );
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VEVENT');
    expect(await page.getByRole('link', { name: 'Download the schedule (.ics)' }).getAttribute('href')).toBe(
      '/calendar.ics',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await sync.getAttribute('aria-expanded')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);

    // Back and forth by 14 days, each window starting on a Sunday.
    const range = page.getByRole('navigation', { name: 'Schedule dates' }).locator('p');
    const todayRange = await range.textContent();
    await page.getByRole('button', { name: 'Previous two weeks' }).click();
    await page.waitForURL((url) => url.searchParams.has('date'));
    const previous = query(page).get('date') ?? '';
    expect(new Date(`${previous}T12:00:00Z`).getUTCDay()).toBe(0);
    // Only the window is fetched, never the whole table.
    await expect.poll(() => matchCalls.length).toBeGreaterThan(0);
    expect(matchCalls.every((url) => url.searchParams.has('from') && url.searchParams.has('to'))).toBe(true);
    await expect.poll(() => range.textContent()).not.toBe(todayRange);
    const fourWeeksLater = new Date(Date.parse(`${previous}T12:00:00Z`) + 28 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await page.getByRole('button', { name: 'Next two weeks' }).click();
    await page.waitForURL((url) => url.searchParams.get('date') !== previous);
    await page.getByRole('button', { name: 'Next two weeks' }).click();
    await page.waitForURL((url) => url.searchParams.get('date') === fourWeeksLater);
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('date'));
    await expect.poll(() => range.textContent()).toBe(todayRange);

    // Collapse the first day and open it again.
    const firstDay = dayButtons.first();
    await firstDay.waitFor();
    const panel = page.locator(`[id="${await firstDay.getAttribute('aria-controls')}"]`);
    expect(await firstDay.getAttribute('aria-expanded')).toBe('true');
    await firstDay.click();
    expect(await firstDay.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isHidden()).toBe(true);
    await firstDay.click();
    expect(await panel.isVisible()).toBe(true);

    // League time by default; the browser's zone with the toggle, kept in the URL.
    const times = page.locator('main article time');
    await times.first().waitFor();
    expect((await times.allTextContents()).every((text) => /E[SD]T$/.test(text))).toBe(true);
    await page.getByRole('switch', { name: 'Show local match time' }).check();
    await page.waitForURL((url) => url.searchParams.get('local') === '1');
    await page.getByText('Times are shown in your time zone (Asia/Tokyo).').waitFor();
    await times.first().waitFor();
    expect((await times.allTextContents()).every((text) => text.endsWith('GMT+9'))).toBe(true);
    await page.reload();
    expect(await page.getByRole('switch', { name: 'Show local match time' }).isChecked()).toBe(true);

    // A search with no match gives the empty text and a way back.
    await page.getByLabel('Search', { exact: true }).fill('no such team anywhere');
    await page.getByText('No matches found for the selected criteria.').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await dayButtons.first().waitFor();
    expect(query(page).has('q')).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
