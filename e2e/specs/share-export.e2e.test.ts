/**
 * Share and take away (docs/product/leaderboard.md#sharing-and-exports, docs/product/site.md#sharing,
 * docs/product/portal.md#exports): the leaderboard's Export downloads every row of the view with the
 * table's header, Copy link puts the view's address on the clipboard, the title names the view; a staff
 * table exports through the session.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();
const VIEW = '/stats?season=12&mode=perSet&sort=blocks';

/** The CSV's lines without the BOM and the final line break. */
function csvLines(text: string): string[] {
  expect(text.startsWith('\ufeff')).toBe(true);
  return text.slice(1).replace(/\r\n$/, '').split('\r\n');
}

async function downloadFrom(page: Page, format: 'CSV' | 'JSON') {
  await page.getByRole('button', { name: /^Export/ }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: new RegExp(`^${format}`) }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

describe.each([390, 1366])('leaderboard at %i px', (width) => {
  it('exports the whole view with the table’s header and copies its link', async () => {
    const { page, context, errors } = await b.newPage({ width });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.baseUrl });
    await page.goto(VIEW);
    const range = page.getByText(/^Showing 1-25 of \d+ players$/);
    await range.waitFor();
    const total = Number(/of (\d+)/.exec((await range.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(25);
    expect(await page.title()).toBe('Season 12 · Per Set · Blocks | Volley League');

    // The tick-box column picks players to compare; it holds no data and is not exported.
    const header = (
      await page.locator('table thead th').evaluateAll((cells) => cells.map((c) => c.textContent))
    ).filter((text) => text !== 'Compare');
    const firstName = await page.locator('table tbody tr').first().getByRole('link').first().textContent();
    const csv = await downloadFrom(page, 'CSV');
    expect(csv.name).toBe('volley-league-stats-season-12-per-set-blocks.csv');
    const lines = csvLines(csv.text);
    expect(lines[0]).not.toContain('"');
    expect(lines[0]?.split(',')).toEqual(header);
    // Every row of every page, not the 25 on screen, in the table's order.
    expect(lines.length - 1).toBe(total);
    expect(lines[1]?.startsWith(`1,${firstName},`)).toBe(true);

    const json = await downloadFrom(page, 'JSON');
    expect(json.name).toBe('volley-league-stats-season-12-per-set-blocks.json');
    const file = JSON.parse(json.text) as { columns: { label: string }[]; rows: unknown[] };
    expect(file.columns.map((c) => c.label)).toEqual(header);
    expect(file.rows).toHaveLength(total);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(page.url()).toContain('season=12');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('records and a staff table', () => {
  it('records: Copy link and the open tab’s export', async () => {
    const { page, context } = await b.newPage({ width: 1366 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.baseUrl });
    await page.goto('/records?tab=season');
    await page.getByRole('heading', { name: 'Most Spike Kills' }).waitFor();
    const rowCount = await page.locator('table tbody tr').count();
    const csv = await downloadFrom(page, 'CSV');
    expect(csv.name).toBe('volley-league-records-season.csv');
    const lines = csvLines(csv.text);
    expect(lines[0]).toBe('Record,Rank,Player,Value,Date,Season');
    expect(lines.length - 1).toBe(rowCount);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await context.close();
  });

  it('the portal’s stats table exports every line of the search for an admin', async () => {
    const { page, context } = await b.newPage({ width: 1366 });
    await b.logIn(page, 'demo_admin');
    await page.goto('/portal/stats?q=1');
    await page.getByRole('table', { name: 'Stat lines' }).locator('tbody tr').first().waitFor();
    const csv = await downloadFrom(page, 'CSV');
    expect(csv.name).toBe('volley-league-stat-lines-1.csv');
    const lines = csvLines(csv.text);
    expect(lines[0]?.startsWith('ID,Game ID,Player ID,Player,')).toBe(true);
    const list = await page.evaluate(async () => {
      const token = localStorage.getItem('authToken_v2');
      const res = await fetch('/api/stats?q=1&limit=1', { headers: { Authorization: `Bearer ${token}` } });
      return Number(res.headers.get('X-Total-Count'));
    });
    expect(lines.length - 1).toBe(list);
    expect(list).toBeGreaterThan(10);
    await context.close();
  });
});
