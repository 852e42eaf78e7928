/**
 * Data tables on a phone and a desktop (390×844 and 1366×900): the pages holding them never scroll sideways
 * (only the table's own frame does), logged in as demo_superadmin for the portal pages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

async function login(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('volley-demo-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${b.baseUrl}/`);
}

/** How far the page itself scrolls sideways beyond the window (0 when it does not). */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
}

describe.each(VIEWPORTS)('tables at $width px', ({ width, height }) => {
  it('the portal games and teams pages do not scroll sideways (hidden labels stay in the table frame)', async () => {
    const { page, context } = await b.newPage({ width, height });
    await login(page, 'demo_superadmin');
    for (const path of ['/portal/games', '/portal/teams']) {
      await page.goto(path);
      await page.locator('tbody tr td').first().waitFor();
      expect({ path, overflow: await pageOverflow(page) }).toEqual({ path, overflow: 0 });
    }
    await context.close();
  });
});
