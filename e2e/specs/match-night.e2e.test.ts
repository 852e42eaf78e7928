/**
 * Issue 34's frictions at the widths they concern: each check here failed before its fix.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();
async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${b.baseUrl}${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

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
