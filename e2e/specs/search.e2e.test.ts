/**
 * The site search (docs/product/search.md) in Chromium on the demo league: by keyboard on a desktop
 * (`/` focuses the header box, arrows move through the grouped suggestions, Enter opens one, and a typo
 * still finds the player), by tap on a phone (the header's search button opens the box in its own row, a
 * tap opens a suggestion) without the header growing, and the /search page's grouped list.
 */
import { describe, expect, it } from 'vitest';
import { adopted, holdBack, useBrowser } from '../support/browser.ts';

const b = useBrowser();
const TYPO = 'frozenoter';
const PLAYER = 'frozenotter9';

describe('header search by keyboard (1366 px)', () => {
  it('focuses with /, suggests grouped by kind as a listbox, and opens the active option with Enter', async () => {
    const { page, context } = await b.newPage({ width: 1366, height: 900 });
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.waitFor();
    // The shortcut is the app's: wait until it has adopted the drawn page.
    await adopted(page);
    await page.locator('body').press('/');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(TYPO);
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const players = listbox.getByRole('group', { name: 'Players' });
    await expect.poll(() => players.getByRole('option').first().textContent()).toContain(PLAYER);
    // The last option opens the full list.
    await expect
      .poll(() => listbox.getByRole('option').last().textContent())
      .toBe(`See all results for “${TYPO}”`);
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator(`[id="${active}"]`).textContent()).toContain(PLAYER);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/players\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(PLAYER);
    expect(await box.inputValue()).toBe('');
    await context.close();
  });

  it('keeps what was typed into the drawn box before its code came, and suggests once it has', async () => {
    const { page, context } = await b.newPage({ width: 1366, height: 900 });
    // The box's code comes late, as on a slow phone (a late part of every page: lib/late-part.tsx).
    const { release } = await holdBack(page, '**/assets/header-search-*.js');
    await page.goto('/about');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.fill(TYPO);
    expect(await page.getByRole('listbox', { name: 'Suggestions' }).count()).toBe(0);
    release();
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor();
    await expect.poll(() => listbox.getByRole('option').first().textContent()).toContain(PLAYER);
    expect(await box.inputValue()).toBe(TYPO);
    await context.close();
  });

  it('Escape closes the list, then empties the box; Enter with no option active opens /search', async () => {
    const { page, context } = await b.newPage({ width: 1366, height: 900 });
    await page.goto('/about');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await adopted(page);
    await box.click();
    await page.keyboard.type('frozen stingrays');
    await page.getByRole('listbox', { name: 'Suggestions' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('frozen stingrays');
    await page.keyboard.press('Escape');
    expect(await box.inputValue()).toBe('');
    await page.keyboard.type('frozen stingrays');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=frozen\+stingrays$/);
    // The demo league's team of that name, best first in its group.
    const teams = page.getByRole('region', { name: /^Teams/ });
    await teams.waitFor();
    expect(await teams.getByRole('link').first().textContent()).toContain('Frozen Stingrays');
    await context.close();
  });
});

describe('header search by tap (390 px)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`opens from the header's button in its own row and a tap opens a suggestion (${scheme})`, async () => {
      const context = await b.newContext({
        viewport: { width: 390, height: 844 },
        baseURL: b.baseUrl,
        colorScheme: scheme,
        hasTouch: true,
        isMobile: true,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      // The box is a late part: its code is held back until the visitor has tapped, as on a slow phone.
      const { release } = await holdBack(page, '**/assets/header-search-*.js');
      await page.goto('/');
      const header = page.locator('header').first();
      const before = await header.boundingBox();
      const box = page.getByRole('combobox', { name: 'Search the site' });
      expect(await box.isVisible()).toBe(false);
      // The page is the app's, the box's code is not there yet: the tap (on the button's icon, its middle)
      // is kept and made again once it has come (CI once lost it: the icon is not an HTML element).
      await adopted(page);
      await page.getByRole('button', { name: 'Open search' }).tap();
      expect(await box.isVisible()).toBe(false);
      release();
      await box.waitFor();
      // The header keeps its height and nothing in it overflows the screen.
      expect((await header.boundingBox())?.height).toBe(before?.height);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await box.fill(TYPO);
      const option = page.getByRole('option', { name: new RegExp(PLAYER) });
      await option.waitFor();
      await option.tap();
      await page.waitForURL(/\/players\/\d+$/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(PLAYER);
      await context.close();
    });
  }
});
