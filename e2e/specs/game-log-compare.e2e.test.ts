/**
 * The player's game log and the compare page (docs/product/players.md#game-log, docs/product/compare.md)
 * on a phone and a desktop: the log's filter and sort live in the URL and survive a reload, compare is
 * reached from the player page and from the leaderboard, and a bad players list says what is wrong.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adopted, useBrowser, VIEWPORTS } from '../support/browser.ts';

const b = useBrowser();

interface Leader {
  id: number;
  name: string;
}

async function leaders(): Promise<Leader[]> {
  const board = (await (await fetch(`${b.baseUrl}/api/leaderboard?limit=3`)).json()) as { rows: Leader[] };
  return board.rows;
}

function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
}

/** The texts of one column of the first table, by its header's text. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const heads = await page.locator('table').first().locator('thead th').allInnerTexts();
  const index = heads.findIndex(
    (text) => text.replace(/\s+/g, ' ').trim().toLowerCase() === header.toLowerCase(),
  );
  expect(index, `column ${header} in ${heads.join('|')}`).toBeGreaterThanOrEqual(0);
  return page
    .locator('table')
    .first()
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();
}

describe.each(VIEWPORTS)('game log and compare at $width px', ({ width, height }) => {
  it('the player page shows the last five games; the full log filters and sorts in the URL', async () => {
    const [top] = await leaders();
    if (!top) throw new Error('no leaderboard rows');
    const newest = (await (await fetch(`${b.baseUrl}/api/players/${top.id}/games?limit=1`)).json()) as {
      seasonNumber: number;
    }[];
    const season = newest[0]?.seasonNumber;
    const { page, context } = await b.newPage({ width, height });

    await page.goto(`/players/${top.id}`);
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Game log' }) });
    await section.locator('tbody tr td a').first().waitFor();
    expect(await section.locator('tbody tr').count()).toBe(5);
    expect((await section.locator('tbody tr').first().innerText()).trim()).toMatch(/\b[WL]\b[\s\S]*\d–\d/);
    await section.getByRole('link', { name: 'Full game log' }).click();
    await page.waitForURL(`${b.baseUrl}/players/${top.id}/games`);
    await page.getByRole('heading', { name: top.name }).waitFor();

    await page.getByLabel('Season').selectOption(String(season));
    await page.waitForURL(/season=/);
    await page
      .getByRole('columnheader', { name: /Total Kills/ })
      .getByRole('button')
      .click();
    await page.waitForURL(/sort=totalKills/);
    const url = new URL(page.url());
    expect(url.searchParams.get('season')).toBe(String(season));
    // One click on a new column sorts it descending, which is the default direction (left out of the URL).
    expect(url.searchParams.get('dir')).toBeNull();

    const check = async () => {
      await page.locator('tbody tr td a').first().waitFor();
      await page.waitForLoadState('networkidle');
      // The season's rows replace the others once its read answers (polled: a busy machine answers late).
      await expect
        .poll(async () => new Set(await columnTexts(page, 'Season')), { timeout: 60_000 })
        .toEqual(new Set([String(season)]));
      const kills = (await columnTexts(page, 'Total Kills')).map(Number);
      expect(kills).toEqual([...kills].sort((x, y) => y - x));
      expect(await page.getByRole('columnheader', { name: /Total Kills/ }).getAttribute('aria-sort')).toBe(
        'descending',
      );
      expect(await page.getByLabel('Season').inputValue()).toBe(String(season));
    };
    await check();
    await page.reload();
    await check();
    // Clicking again flips the sort, in the URL too.
    await page
      .getByRole('columnheader', { name: /Total Kills/ })
      .getByRole('button')
      .click();
    await page.waitForURL(/dir=asc/);
    expect(await pageOverflow(page)).toBe(0);
    await context.close();
  });

  it('compare opens from the player page and from the leaderboard, and explains a bad list', async () => {
    const [first, second, third] = await leaders();
    if (!first || !second || !third) throw new Error('not enough leaderboard rows');
    const { page, context } = await b.newPage({ width, height });

    // From the player page: Compare with…, pick a player by name.
    await page.goto(`/players/${first.id}`);
    // The server draws the player page: its buttons answer taps once the app has adopted it.
    await adopted(page);
    await page.getByRole('button', { name: 'Compare with…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox', { name: 'Player' }).fill(second.name);
    await dialog.getByRole('button', { name: new RegExp(`^${second.name}`) }).click();
    await page.waitForURL(`${b.baseUrl}/compare?players=${first.id},${second.id}`);
    const table = page.getByRole('table').first();
    await table.getByRole('columnheader', { name: second.name }).waitFor();
    expect(await table.getByText('(best)').count()).toBeGreaterThan(0);
    // The name field's box ends with the field: no empty band between it and the filters.
    const bandUnder = await page
      .getByRole('searchbox', { name: 'Add player' })
      .evaluate(
        (input) =>
          (input.parentElement?.parentElement?.getBoundingClientRect().bottom ?? 0) -
          input.getBoundingClientRect().bottom,
      );
    expect(bandUnder).toBeLessThan(2);
    await page.getByLabel('Stat-Type').selectOption('perSet');
    await page.waitForURL(/mode=perSet/);
    await page
      .getByRole('img', { name: /Per-set profiles/ })
      .or(page.getByText('Per-set profiles, career'))
      .first()
      .waitFor();
    expect(await pageOverflow(page)).toBe(0);

    // From the leaderboard: tick two players, then Compare.
    await page.goto('/stats');
    await page.getByRole('checkbox', { name: `Compare ${first.name}` }).check();
    await page.getByRole('checkbox', { name: `Compare ${third.name}` }).check();
    await page.getByRole('link', { name: 'Compare (2)' }).click();
    await page.waitForURL(`${b.baseUrl}/compare?players=${first.id},${third.id}`);
    await page.getByRole('table').first().getByRole('columnheader', { name: third.name }).waitFor();

    // Bad lists: a repeated id, more than four, an unknown id (removable).
    await page.goto(`/compare?players=${first.id},${first.id}`);
    await page.getByText(`Player ${first.id} is listed more than once.`).waitFor();
    await page.goto('/compare?players=1,2,3,4,5');
    await page.getByText('Compare at most 4 players at a time.').waitFor();
    await page.goto(`/compare?players=${first.id},2147483000`);
    await page.getByText('No player has id 2147483000.').waitFor();
    await page.getByRole('button', { name: 'Remove the unknown id' }).click();
    await page.waitForURL(`${b.baseUrl}/compare?players=${first.id}`);
    await page.getByRole('table').first().getByRole('columnheader', { name: first.name }).waitFor();
    await context.close();
  });
});
