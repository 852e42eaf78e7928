/**
 * Issue 34's frictions at the widths they concern: each check here failed before its fix.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();
const api = b.api;

const pageWidth = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

describe('season page on a phone (items 2 and 3)', () => {
  it('Season 12’s bracket scrolls inside its box, never the page, and a jump link reaches it', async () => {
    const seasons = await api<{ id: number; seasonNumber: number }[]>('/api/seasons/skinny');
    const twelve = seasons.find((s) => s.seasonNumber === 12);
    if (!twelve) throw new Error('the demo league has no Season 12');
    const { page, context } = await b.newPage({ width: 390, height: 844 });
    await page.goto(`/seasons/${twelve.id}`);
    await page.getByRole('heading', { name: 'Playoff bracket' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Jump to the playoff bracket' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: 'Playoff bracket' })
          .evaluate((el) => el.getBoundingClientRect().top),
      )
      .toBeLessThan(844);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await context.close();
  });
});

describe('phone tables (item 5)', () => {
  it('the stats table’s header row stays on screen while the page scrolls, and its name column leaves room', async () => {
    const { page, context } = await b.newPage({ width: 390, height: 844 });
    await page.goto('/stats');
    const table = page.locator('main table').first();
    await table.locator('tbody tr a').nth(10).waitFor();
    await page.screenshot({ path: '/tmp/shots/stats-390-before-scroll.png' });
    const frame = await table.evaluate((el) => el.parentElement?.getBoundingClientRect().width ?? 0);
    const nameWidth = await table
      .locator('tbody tr')
      .first()
      .locator('td')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => getComputedStyle(cell).position === 'sticky')
          .reduce((sum, cell) => sum + cell.getBoundingClientRect().width, 0),
      );
    // A third of the frame at most, so the numbers show beside the names.
    expect(nameWidth).toBeLessThanOrEqual(frame / 3 + 1);
    // Scroll the page (not a box inside it) well into the table.
    const tableTop = await table.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), tableTop + 600);
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/shots/stats-390-scrolled.png' });
    const head = await table.locator('thead').evaluate((el) => el.getBoundingClientRect().top);
    expect(head).toBeGreaterThanOrEqual(0);
    expect(head).toBeLessThan(200);
    await context.close();
  });

  it('Records keeps each value beside its player while the table scrolls sideways, dates whole', async () => {
    const { page, context } = await b.newPage({ width: 390, height: 844 });
    await page.goto('/records');
    const table = page.locator('main table').first();
    await table.locator('tbody tr a').first().waitFor();
    const scroller = table.locator('xpath=..');
    await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    await page.waitForTimeout(100);
    await page.screenshot({ path: '/tmp/shots/records-390-scrolled.png' });
    const box = await scroller.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    const cells = table.locator('tbody tr').first().locator('td');
    const rect = async (index: number) =>
      cells.nth(index).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    const [player, value] = [await rect(1), await rect(2)];
    // The value shows right after the frozen player, inside the frame.
    expect(value.left).toBeGreaterThanOrEqual(player.right - 1);
    expect(value.right).toBeLessThanOrEqual(box.right + 1);
    const dates = await table
      .locator('tbody tr td:nth-child(4)')
      .evaluateAll((cells) => cells.map((cell) => cell.scrollWidth <= cell.clientWidth));
    expect(dates.every(Boolean)).toBe(true);
    await context.close();
  });
});

describe('the leaderboard on a laptop (item 10)', () => {
  it('shows the default view at 1366 px without sideways scroll, its column chooser saying what it chooses', async () => {
    const { page, context } = await b.newPage({ width: 1366, height: 900 });
    await page.goto('/stats');
    const table = page.locator('main table').first();
    await table.locator('tbody tr a').nth(5).waitFor();
    await page.screenshot({ path: '/tmp/shots/stats-1366.png' });
    const overflow = await table.evaluate((el) => {
      const frame = el.parentElement as HTMLElement;
      return frame.scrollWidth - frame.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    const chooser = page.getByRole('button', { name: /^Filter Stats/ });
    expect(await chooser.innerText()).toMatch(/columns/i);
    await context.close();
  });
});

describe('small ones (item 11)', () => {
  it('a player’s name in the profile header breaks only between words on a phone', async () => {
    const res = await fetch(`${b.baseUrl}/api/players?q=xoceanpunchx&limit=1`);
    const [player] = (await res.json()) as { id: number; name: string }[];
    if (!player) throw new Error('the demo league has no xoceanpunchx');
    const { page, context } = await b.newPage({ width: 390, height: 844 });
    await page.goto(`/players/${player.id}`);
    const name = page.getByRole('heading', { level: 1, name: player.name });
    await name.waitFor();
    // One line box: the name is not cut inside its one word.
    const lines = await name.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await context.close();
  });
});
