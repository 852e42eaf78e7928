import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();
const query = (page: Page) => new URL(page.url()).searchParams;

async function rowsLoaded(page: Page) {
  await page.locator('tbody tr a[href^="/players/"]').first().waitFor();
}

/** The number of ranked players in 'Showing 1-25 of N players'. */
async function rankedCount(page: Page): Promise<number> {
  const text = await page.getByText(/^Showing \d+-\d+ of \d+ players$/).textContent();
  return Number(text?.match(/of (\d+) players/)?.[1]);
}

describe('trustworthy rates (/stats)', () => {
  it('states the qualification rule above a per-set table, switches it off and keeps that in the URL', async () => {
    const { page, context, errors } = await b.newPage();
    await page.goto('/stats?mode=perSet');
    await rowsLoaded(page);
    const rule = page.getByText(
      /^Qualified: at least \d+ sets \(30% of the most sets played in this view, \d+\)\./,
    );
    await rule.waitFor();
    const [, min] = (await rule.textContent())?.match(/at least (\d+) sets/) ?? [];
    // Games and Sets columns show the sample; every ranked row has at least the minimum of sets.
    await page.getByRole('columnheader', { name: 'Games' }).waitFor();
    const setsIndex = await page
      .locator('thead th')
      .evaluateAll((ths) => ths.findIndex((th) => th.textContent?.trim() === 'Sets'));
    const sets = await page
      .locator(`tbody > tr > :nth-child(${setsIndex + 1})`)
      .evaluateAll((cells) => cells.map((cell) => Number(cell.textContent)));
    expect(sets.length).toBeGreaterThan(0);
    for (const value of sets) expect(value).toBeGreaterThanOrEqual(Number(min));
    // Per-set rates carry two decimals.
    const kills = await page.locator('tbody > tr').first().locator('td').last().textContent();
    expect(kills).toMatch(/^\d+\.\d{2}$/);
    const qualified = await rankedCount(page);

    const toggle = page.getByRole('checkbox', { name: 'Qualified only' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await expect.poll(() => query(page).get('qualify')).toBe('off');
    await page.getByText(/^All players are ranked, however few sets they played/).waitFor();
    await expect.poll(() => rankedCount(page)).toBeGreaterThan(qualified);

    await page.reload();
    await rowsLoaded(page);
    expect(await page.getByRole('checkbox', { name: 'Qualified only' }).isChecked()).toBe(false);
    expect(query(page).get('mode')).toBe('perSet');
    await page.getByRole('checkbox', { name: 'Qualified only' }).check();
    await expect.poll(() => query(page).has('qualify')).toBe(false);
    await rule.waitFor();

    // Totals sorted by a count state no rule; sorted by a percentage they add the attempts behind it.
    await page.goto('/stats');
    await rowsLoaded(page);
    expect(await page.getByRole('checkbox', { name: 'Qualified only' }).count()).toBe(0);
    await page.goto('/stats?sort=totalSpikePct');
    await page.getByText(/and \d+ total attempts \(30% of the most, \d+\)\./).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a new filter as a draft that changes nothing until it is applied', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/stats?season=11');
    await rowsLoaded(page);
    const before = await rankedCount(page);
    await page.getByRole('button', { name: /Advanced Filters/ }).click();
    await page.getByRole('button', { name: '+ Add Filter' }).click();
    await page.getByText('Not applied yet: Total Kills > 0').waitFor();
    // Writing the draft moves nothing: the URL and the rows stay as they were.
    await page.getByLabel('New filter stat').selectOption('blocks');
    await page.getByLabel('New filter value').fill('3');
    await page.getByText('Not applied yet: Blocks > 3').waitFor();
    expect(query(page).getAll('f')).toEqual([]);
    expect(await rankedCount(page)).toBe(before);
    expect(await page.getByRole('button', { name: '+ Add Filter' }).isDisabled()).toBe(true);
    // Cancel drops it; applying one adds it to the URL and narrows the rows.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('No filters applied. Click "Add Filter" to start filtering.').waitFor();
    await page.getByRole('button', { name: '+ Add Filter' }).click();
    await page.getByLabel('New filter stat').selectOption('blocks');
    await page.getByLabel('New filter value').fill('3');
    await page.getByRole('button', { name: 'Apply filter' }).click();
    await expect.poll(() => query(page).getAll('f')).toEqual(['blocks.gt.3']);
    await page.getByText('1 active condition').waitFor();
    expect(await page.getByLabel('Filter 1 stat').inputValue()).toBe('blocks');
    await expect.poll(() => rankedCount(page)).toBeLessThan(before);
    await context.close();
  });

  // With the system's reduced motion too: every change became a transition there, and the panel, still hidden
  // in the frame it was shown, could not take the focus.
  it.for(['no-preference', 'reduce'] as const)(
    'opens a header definition by keyboard, closes it with Escape back on its button, and links to the glossary (motion: %s)',
    async (reducedMotion) => {
      const { page, context } = await b.newPage({ reducedMotion });
      await page.goto('/stats');
      await rowsLoaded(page);
      // Definitions are buttons, never native tooltips.
      expect(await page.locator('thead [title]').count()).toBe(0);
      const info = page.getByRole('button', { name: 'What is Total Kills?' });
      expect(await info.getAttribute('aria-expanded')).toBe('false');
      await info.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Total Kills' });
      await dialog.getByText('Spike Kills + Ape Kills').waitFor();
      expect(await info.getAttribute('aria-expanded')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
      // Opening a definition is not a sort.
      expect(query(page).has('sort')).toBe(false);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await info.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'What is Total Kills?',
      );
      // Space opens it again; Tab reaches its glossary link, Enter follows it.
      await page.keyboard.press('Space');
      await dialog.waitFor();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Total Kills in the glossary',
      );
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/glossary#totalKills$/);
      await page.getByRole('heading', { level: 1, name: 'Stat Glossary' }).waitFor();
      const entry = page.locator('#totalKills');
      await entry.getByText('Spike Kills + Ape Kills').waitFor();
      // The efficiency says what it does without an ape error counter.
      await page
        .locator('#totalEfficiency')
        .getByText(/Ape shots have no error counter/)
        .waitFor();
      expect(await page.locator('#totalEfficiency code').textContent()).toBe(
        '(Total Kills − Spiking Errors) / Total Attempts',
      );
      expect(await page.title()).toContain('Stat Glossary');
      await context.close();
    },
  );

  it('opens definitions by tap on a phone, on the leaderboard and on the player page', async () => {
    const context = await b.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      baseURL: b.baseUrl,
    });
    const page = await context.newPage();
    await page.goto('/stats?mode=perSet');
    await rowsLoaded(page);
    const sets = page.getByRole('button', { name: 'What is Sets?' });
    await sets.tap();
    const dialog = page.getByRole('dialog', { name: 'Sets' });
    await dialog.getByText(/the divisor of Per Set rates/).waitFor();
    expect(await sets.getAttribute('aria-expanded')).toBe('true');
    // A tap elsewhere closes it.
    await page.getByRole('heading', { level: 1 }).tap();
    await dialog.waitFor({ state: 'detached' });
    expect(await sets.getAttribute('aria-expanded')).toBe('false');

    const player = await page.locator('tbody tr a[href^="/players/"]').first().getAttribute('href');
    await page.goto(player ?? '/players');
    const efficiency = page.getByRole('button', { name: 'What is Total Eff%?' }).first();
    await efficiency.tap();
    await page
      .getByRole('dialog', { name: 'Total Eff%' })
      .getByRole('link', { name: 'Total Eff% in the glossary' })
      .waitFor();
    await context.close();
  });
});
