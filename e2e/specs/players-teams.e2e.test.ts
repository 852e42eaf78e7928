import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();
const api = b.api;

interface TeamRef {
  name: string;
  season: { seasonNumber: number };
}
interface PlayerListItem {
  id: number;
  name: string;
  teams: TeamRef[];
}
interface PlayerDetail extends PlayerListItem {
  stats: { gameId: number; game: { seasonNumber: number } }[];
}

/** A demo player with several teams, stats in at least two seasons and more than five games. */
async function findVeteran(): Promise<PlayerDetail> {
  const players = await api<PlayerListItem[]>('/api/players/medium?limit=200');
  const candidates = players.filter((p) => p.teams.length >= 3).slice(0, 20);
  for (const candidate of candidates) {
    const player = await api<PlayerDetail>(`/api/players/${candidate.id}`);
    const seasons = new Set(player.stats.map((line) => line.game.seasonNumber));
    const games = new Set(player.stats.map((line) => line.gameId));
    if (seasons.size >= 2 && games.size > 5) return player;
  }
  throw new Error('the demo league has no player with stats in two seasons and more than five games');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe('players list (/players)', () => {
  it('filters by name, expands a card on its teams and leads to the profile', async () => {
    const veteran = await findVeteran();
    const { page, context } = await b.newPage();
    const errors = watchErrors(page);
    await page.goto('/players');
    await page.getByRole('heading', { level: 1, name: 'Players' }).waitFor();
    await page.getByText(/^Showing 1–25 of \d+ players$/).waitFor();
    expect(await page.getByRole('option', { name: 'N/A' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Clear Filters' }).count()).toBe(0);

    // Case-insensitive name filter, kept in the URL.
    await page.getByLabel('Player name', { exact: true }).fill(veteran.name.toUpperCase());
    await page.waitForURL(/[?&]q=/);
    const res = await fetch(`${b.baseUrl}/api/players/medium?q=${encodeURIComponent(veteran.name)}&limit=1`);
    const total = Number(res.headers.get('x-total-count'));
    await page.getByText(new RegExp(`^Showing 1–\\d+ of ${total} players?$`)).waitFor();
    const card = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(veteran.name)}\\b`) });
    await card.waitFor();
    for (const name of await page.locator('main li button[aria-expanded]').allInnerTexts()) {
      expect(name.toLowerCase()).toContain(veteran.name.toLowerCase());
    }
    expect(await page.getByRole('button', { name: 'Clear Filters' }).count()).toBe(1);

    // Expand: team links sorted by season, each to its season's team page; collapse again.
    await card.click();
    expect(await card.getAttribute('aria-expanded')).toBe('true');
    const teamLinks = page.locator('main a[href^="/teams/"]');
    expect(await teamLinks.count()).toBe(veteran.teams.length);
    const hrefs = await teamLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const seasons = hrefs.map((href) => Number(new URL(href, 'http://x').searchParams.get('season')));
    expect(seasons).toEqual([...seasons].sort((x, y) => x - y));
    await card.click();
    expect(await card.getAttribute('aria-expanded')).toBe('false');
    expect(await teamLinks.count()).toBe(0);

    await card.click();
    await page.getByRole('link', { name: /See More/ }).click();
    await page.waitForURL(new RegExp(`/players/${veteran.id}$`));
    await page.getByRole('heading', { level: 1, name: veteran.name }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by season and position from the URL and clears them', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/players?season=14&position=Setter');
    await page.getByText(/^Showing 1–\d+ of \d+ players?$/).waitFor();
    expect(await page.getByLabel('Season', { exact: true }).inputValue()).toBe('14');
    expect(await page.getByLabel('Position', { exact: true }).inputValue()).toBe('Setter');
    const positions = await page.locator('main li button[aria-expanded]').allInnerTexts();
    expect(positions.length).toBeGreaterThan(0);
    for (const text of positions) expect(text).toContain('Setter');
    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByLabel('Position', { exact: true }).inputValue()).toBe('');
    await context.close();
  });
});

/**
 * The player page's charts, drawn once their section comes near the screen (their code and data are not
 * needed before): a visitor scrolls to them, and so does the test.
 */
async function chartsInView(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Visualisation' }).scrollIntoViewIfNeeded();
  await page.getByRole('figure', { name: 'Season-by-season comparison' }).waitFor();
}

describe('player profile (/players/{id})', () => {
  it('switches Career → a season → Career, toggles the games list and shows the Hall of Fame bar', async () => {
    const veteran = await findVeteran();
    const season = Math.max(...veteran.stats.map((line) => line.game.seasonNumber));
    const { page, context } = await b.newPage();
    const errors = watchErrors(page);
    await page.goto(`/players/${veteran.id}`);
    await page.getByRole('heading', { level: 1, name: veteran.name }).waitFor();
    expect(await page.title()).toContain(veteran.name);
    for (const label of ['Current team', 'Most recent team', 'Total teams', 'Possible games played']) {
      await page.getByText(label, { exact: true }).waitFor();
    }

    const bar = page.getByRole('progressbar', { name: 'Hall of Fame' });
    const barText = await bar.getAttribute('aria-valuetext');
    expect(barText).toMatch(
      /^(\d+% to Hall of Fame|Hall of Fame Inducted! \(\+[\d.]+ points\)|G\.O\.A\.T\. - Hall of Fame Inducted!)$/,
    );
    await page.getByText(barText ?? '', { exact: true }).waitFor();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(100);

    await page.getByRole('heading', { name: 'Career statistics' }).waitFor();
    await chartsInView(page);
    await page.getByRole('table', { name: /career totals and per-game averages/ }).waitFor();

    await page.getByLabel('Season', { exact: true }).selectOption(String(season));
    await page.waitForURL(new RegExp(`[?&]season=${season}$`));
    await page.getByRole('heading', { name: `Season ${season} statistics` }).waitFor();
    await page.getByRole('figure', { name: /^Team PRF/ }).waitFor();
    await page.getByRole('table', { name: new RegExp(`season ${season} totals`) }).waitFor();

    await page.getByLabel('Season', { exact: true }).selectOption('');
    await page.waitForURL(new RegExp(`/players/${veteran.id}$`));
    await page.getByRole('heading', { name: 'Career statistics' }).waitFor();

    const games = page.getByRole('region', { name: /^Games/ }).locator('a[href^="/games/"]');
    expect(await games.count()).toBe(5);
    await page.getByRole('button', { name: 'See More Games' }).click();
    expect(await games.count()).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Show Less' }).click();
    expect(await games.count()).toBe(5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so for an unknown player and an unreadable id', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/players/999999');
    await page.getByText('No player found.').waitFor();
    await page.goto('/players/not-a-number');
    await page.getByText('URL ID is undefined').waitFor();
    await context.close();
  });
});

describe('teams (/teams, /teams/{teamName})', () => {
  it('filters the list by placement, ignoring division suffixes', async () => {
    const { page, context } = await b.newPage();
    const errors = watchErrors(page);
    await page.goto('/teams');
    await page.getByText(/^Showing 1–12 of \d+ teams$/).waitFor();
    await page.getByLabel('Placement', { exact: true }).selectOption('Top 8');
    await page.waitForURL(/[?&]placement=Top\+8/);
    const res = await fetch(`${b.baseUrl}/api/teams/medium?placement=Top%208&limit=1`);
    const total = Number(res.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(0);
    await page.getByText(new RegExp(`^Showing 1–\\d+ of ${total} teams?$`)).waitFor();
    const badges = await page
      .locator('main li:has(a[href^="/teams/"]) span[class*="badge"]')
      .allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) expect(badge).toMatch(/^Top 8( \(D[123]\))?$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a team from its card and toggles Players, Games and Team Totals', async () => {
    const { page, context } = await b.newPage();
    const errors = watchErrors(page);
    await page.goto('/teams?season=13');
    const first = page.locator('main li a[href^="/teams/"]').first();
    const name = ((await first.textContent()) ?? '').trim();
    await first.click();
    await page.waitForURL(/\/teams\/[^/?]+\?season=13$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Playoff games played').waitFor();

    const toggles = ['Players', 'Games', 'Team Totals'].map((label) =>
      page.getByRole('button', { name: label, exact: true }),
    );
    for (const toggle of toggles) expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('table').count()).toBe(0);

    await toggles[0]?.click();
    await page.getByRole('table', { name: /player stat totals/ }).waitFor();
    await toggles[1]?.click();
    expect(await page.locator('main a[href^="/games/"]').count()).toBeGreaterThan(0);
    await toggles[2]?.click();
    await page.getByRole('table', { name: /team totals and per-game averages/ }).waitFor();
    for (const toggle of toggles) expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    await toggles[0]?.click();
    expect(await page.getByRole('table', { name: /player stat totals/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a team's Subscribe on a phone within the screen, and the page does not scroll sideways", async () => {
    const { page, context } = await b.newPage({ width: 390, height: 844 });
    const errors = watchErrors(page);
    await page.goto('/teams?season=13');
    await page.locator('main li a[href^="/teams/"]').first().click();
    await page.waitForURL(/\/teams\/[^/?]+\?season=13$/);
    // Tapped as soon as it shows: the menu's code may still be on its way (a late part keeps the tap).
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const panel = page
      .locator('[id]', { has: page.getByRole('link', { name: /^Add to Google Calendar/ }) })
      .last();
    await panel.waitFor();
    const box = await panel.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'Team not found.' for an unknown name", async () => {
    const { page, context } = await b.newPage();
    await page.goto('/teams/no-such-team-anywhere');
    await page.getByText('Team not found.').waitFor();
    await context.close();
  });
});

describe('accessibility of the players and teams pages', () => {
  it('has no serious or critical axe violations', async () => {
    const veteran = await findVeteran();
    const team = veteran.teams[veteran.teams.length - 1];
    const teamUrl = `/teams/${encodeURIComponent((team?.name ?? '').toLowerCase().replace(/\s+/g, '-'))}?season=${team?.season.seasonNumber}`;
    const { page, context } = await b.newPage();
    const pages: [string, () => Promise<unknown>][] = [
      ['/players', () => page.getByText(/^Showing 1–25/).waitFor()],
      [`/players/${veteran.id}`, () => chartsInView(page)],
      ['/teams', () => page.getByText(/^Showing 1–12/).waitFor()],
      [teamUrl, () => page.getByRole('button', { name: 'Team Totals', exact: true }).waitFor()],
    ];
    for (const [url, ready] of pages) {
      await page.goto(url);
      await ready();
      expect({ url, violations: await seriousViolations(page) }).toEqual({ url, violations: [] });
    }
    // The opened sections too (tables and game links).
    for (const label of ['Players', 'Games', 'Team Totals']) {
      await page.getByRole('button', { name: label, exact: true }).click();
    }
    expect(await seriousViolations(page)).toEqual([]);

    // The dark theme (the default for most visitors) with the charts of a selected season.
    await page.emulateMedia({ colorScheme: 'dark' });
    const season = Math.max(...veteran.stats.map((line) => line.game.seasonNumber));
    await page.goto(`/players/${veteran.id}?season=${season}`);
    await page.getByRole('heading', { name: 'Visualisation' }).scrollIntoViewIfNeeded();
    await page.getByRole('figure', { name: /^Team PRF/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
