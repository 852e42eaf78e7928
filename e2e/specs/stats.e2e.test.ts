import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../apps/api/src/demo-league/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { adopted, openInApp, useBrowser } from '../support/browser.ts';

const b = useBrowser();
const query = (page: Page) => new URL(page.url()).searchParams;

/** Waits until the leaderboard shows linked rows (not the skeleton) of players or teams. */
async function rowsLoaded(page: Page, view: 'players' | 'teams' = 'players') {
  await page.locator(`tbody tr a[href^="/${view}/"]`).first().waitFor();
}

async function logInAsAdmin(page: Page) {
  const res = await fetch(`${b.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo_admin', password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('authToken_v2', t as string);
      localStorage.setItem('currentUser', u as string);
    },
    [token, JSON.stringify(user)],
  );
}

describe('stats leaderboard (/stats)', () => {
  it('keeps view, sort, season, round and filters in the URL across a reload', async () => {
    const { page, context, errors } = await b.newPage();
    expect((await page.goto('/stats'))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Statistics Leaderboard' }).waitFor();
    expect(await page.title()).toContain('Statistics Leaderboard');
    expect(await page.getByRole('link', { name: 'View Stat Records' }).getAttribute('href')).toBe('/records');
    await rowsLoaded(page);
    // Default: totalKills, descending; 25 rows a page.
    const kills = page.getByRole('columnheader', { name: /Total Kills/ });
    await expect.poll(() => kills.getAttribute('aria-sort')).toBe('descending');
    expect(await page.locator('tbody > tr').count()).toBe(25);

    // Teams and back.
    await page.getByLabel('View').selectOption('Teams');
    await page.getByRole('columnheader', { name: /Team Name/ }).waitFor();
    await page.getByPlaceholder('Search Teams...').waitFor();
    await rowsLoaded(page, 'teams');
    await expect.poll(() => query(page).get('view')).toBe('teams');
    await page.getByLabel('View').selectOption('Players');
    await page.getByRole('columnheader', { name: /Player Name/ }).waitFor();
    await rowsLoaded(page);

    // A new column starts descending; a second click flips it.
    const blocks = page.getByRole('columnheader', { name: /Blocks/ });
    await blocks.getByRole('button', { name: 'Blocks', exact: true }).click();
    await expect.poll(() => blocks.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => query(page).get('sort')).toBe('blocks');
    await blocks.getByRole('button', { name: 'Blocks', exact: true }).click();
    await expect.poll(() => blocks.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => query(page).get('dir')).toBe('asc');

    // Page 2, then a season change goes back to page 1.
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => query(page).get('page')).toBe('2');
    await page.getByLabel('Season').selectOption('11');
    await rowsLoaded(page);
    await expect.poll(() => query(page).get('season')).toBe('11');
    await expect.poll(() => query(page).has('page')).toBe(false);
    await page.getByRole('columnheader', { name: 'Team', exact: true }).waitFor();
    await page.getByLabel('Round').selectOption('R2');
    await rowsLoaded(page);
    await expect.poll(() => query(page).get('stage')).toBe('R2');

    // An advanced filter: totalKills > 0 by default, a draft until applied.
    await page.getByRole('button', { name: /Advanced Filters/ }).click();
    await page.getByText('No filters applied. Click "Add Filter" to start filtering.').waitFor();
    await page.getByRole('button', { name: '+ Add Filter' }).click();
    await page.getByText('Not applied yet: Total Kills > 0').waitFor();
    expect(await page.getByLabel('New filter stat').inputValue()).toBe('totalKills');
    await page.getByText('0 active conditions').waitFor();
    expect(query(page).getAll('f')).toEqual([]);
    await page.getByRole('button', { name: 'Apply filter' }).click();
    await page.getByText('1 active condition').waitFor();
    await expect.poll(() => query(page).getAll('f')).toEqual(['totalKills.gt.0']);
    await page.getByLabel('Filter 1 value').fill('5');
    await page.waitForFunction(() => location.search.includes('totalKills.gt.5'));

    await page.reload();
    await rowsLoaded(page);
    expect(await page.getByLabel('Season').inputValue()).toBe('11');
    expect(await page.getByLabel('Round').inputValue()).toBe('R2');
    expect(await page.getByLabel('View').inputValue()).toBe('players');
    expect(await page.getByRole('columnheader', { name: /Blocks/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(await page.getByLabel('Filter 1 value').inputValue()).toBe('5');
    expect(await page.getByLabel('Filter 1 stat').inputValue()).toBe('totalKills');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('expands a player row into its radar profile, and passes an axe scan', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/stats');
    await rowsLoaded(page);
    // A click on a row's cell is the app's (a press on its toggle button would be kept until then).
    await adopted(page);
    const first = page.locator('tbody > tr').first();
    const toggle = first.getByRole('button', { name: /^Per-set profile of / });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    // A click anywhere on the row (not on its links) opens the visualisation row.
    await first.locator('td').nth(3).click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page
      .getByText(/per set vs league average/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: /'s profile$/ }).waitFor();
    // Keyboard: Enter on the row's toggle closes it, Space opens it again.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Space');
    await page
      .getByText(/per set vs league average/)
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the skeleton of 15 rows while the leaderboard loads', async () => {
    const { page, context } = await b.newPage();
    // The answer is held until the skeleton has been seen, however long the app takes on a busy machine.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/leaderboard**', async (route) => {
      await held;
      await route.continue();
    });
    await openInApp(page, 'Stats');
    await page.locator('table[aria-busy="true"]').waitFor();
    expect(await page.locator('tbody > tr').count()).toBe(15);
    expect(await page.locator('tbody > tr').first().locator('td').count()).toBeLessThanOrEqual(8);
    release();
    await rowsLoaded(page);
    await context.close();
  });
});

describe('load failures', () => {
  it("reads 'Error: {message}' on the leaderboard and 'Error Loading Records' on the records page", async () => {
    const { page, context } = await b.newPage();
    const failure = {
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Database unavailable"}',
    };
    await page.route('**/api/leaderboard**', (route) => route.fulfill(failure));
    await page.route('**/api/records**', (route) => route.fulfill(failure));
    await openInApp(page, 'Stats');
    await page.getByText('Error: Database unavailable').waitFor();
    // Opened by its address, the records page comes drawn with its records: the app reads them itself here.
    await openInApp(page, 'Records');
    await page.getByRole('heading', { name: 'Error Loading Records' }).waitFor();
    await page.getByText('Database unavailable').waitFor();
    await context.close();
  });
});

describe('records (/records)', () => {
  it('switches tabs through the URL and links each record to its game', async () => {
    const { page, context, errors } = await b.newPage();
    expect((await page.goto('/records'))?.status()).toBe(200);
    const gameTab = page.getByRole('tab', { name: 'Single Game Records' });
    await gameTab.waitFor();
    await expect.poll(() => gameTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Most Spike Kills' }).waitFor();
    await page.getByRole('link', { name: 'View Game' }).first().waitFor();
    // No re-calculation for guests.
    expect(await page.getByRole('button', { name: 'Re-calculate Records' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Season Records' }).click();
    await expect.poll(() => query(page).get('tab')).toBe('season');
    await page.getByRole('columnheader', { name: 'Season' }).first().waitFor();
    expect(await page.getByRole('link', { name: /^S\d+$/ }).count()).toBeGreaterThan(0);
    await page.reload();
    expect(await page.getByRole('tab', { name: 'Season Records' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    await page.getByRole('tab', { name: 'Single Game Records' }).click();
    const viewGame = page.getByRole('link', { name: 'View Game' }).first();
    const href = await viewGame.getAttribute('href');
    expect(href).toMatch(/^\/games\/\d+$/);
    await viewGame.click();
    await page.waitForURL(`**${href}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets staff re-calculate, and shows a failure in the Error modal', async () => {
    const { page, context } = await b.newPage();
    await logInAsAdmin(page);
    await page.goto('/records');
    const button = page.getByRole('button', { name: 'Re-calculate Records' });
    await button.waitFor();
    const refetch = page.waitForResponse((r) => r.url().includes('/api/records?refresh=1'));
    await button.click();
    await refetch;
    await page.getByRole('button', { name: 'Re-calculate Records' }).waitFor();

    await page.route('**/api/records/calculate', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Records are busy"}' }),
    );
    await page.getByRole('button', { name: 'Re-calculate Records' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await dialog.waitFor();
    await dialog.getByText('Records are busy').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });
});
