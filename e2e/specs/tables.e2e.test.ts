/**
 * Data tables on a phone and a desktop (390×844 and 1366×900): the pages holding them never scroll sideways
 * (only the table's own frame does), logged in as demo_superadmin for the portal pages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser, VIEWPORTS } from '../support/browser.ts';

const b = useBrowser();

/** How far the page itself scrolls sideways beyond the window (0 when it does not). */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
}

interface TableCheck {
  frames: number;
  /** Frames whose first header cell or first name cell left the frame's left edge after scrolling sideways. */
  nameLost: string[];
  /** Frames whose header row left the frame's top after scrolling down. */
  headerLost: string[];
}

/** Scrolls every table frame on the page to its far right and bottom and checks what stayed in view. */
function checkTables(page: Page): Promise<TableCheck> {
  return page.evaluate(async () => {
    const frames = [...document.querySelectorAll('table')]
      .map((table) => table.parentElement as HTMLElement)
      .filter((frame) => getComputedStyle(frame).overflowX === 'auto');
    const nameLost: string[] = [];
    const headerLost: string[] = [];
    for (const [i, frame] of frames.entries()) {
      frame.scrollLeft = frame.scrollWidth;
      frame.scrollTop = frame.scrollHeight;
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const box = frame.getBoundingClientRect();
      const th = frame.querySelector('thead th') as HTMLElement;
      const label = `table ${i + 1} (${th?.textContent?.trim()})`;
      if (frame.scrollLeft > 0) {
        // Some column (the name) must sit at the frame's left edge in the header and in the first row alike.
        const edge = box.left + frame.clientLeft;
        const atEdge = (cell: Element | undefined) =>
          cell !== undefined && Math.abs(cell.getBoundingClientRect().left - edge) <= 1;
        const heads = [...frame.querySelectorAll('thead tr:last-child th')];
        const column = heads.findIndex(atEdge);
        if (column < 0) nameLost.push(`${label}: header`);
        else if (!atEdge(frame.querySelectorAll('tbody tr:first-child td')[column]))
          nameLost.push(`${label}: first row`);
      }
      if (frame.scrollTop > 0 && Math.abs(th.getBoundingClientRect().top - box.top) > 2)
        headerLost.push(label);
    }
    return { frames: frames.length, nameLost, headerLost };
  });
}

describe.each(VIEWPORTS)('tables at $width px', ({ width, height }) => {
  it('public tables keep the name column and header row in view, and the pages do not scroll sideways', async () => {
    const games = (await (await fetch(`${b.baseUrl}/api/games?limit=1`)).json()) as { id: number }[];
    const players = (await (await fetch(`${b.baseUrl}/api/players?limit=1`)).json()) as { id: number }[];
    const { page, context } = await b.newPage({ width, height });
    for (const path of ['/stats', '/records', `/games/${games[0]?.id}`, `/players/${players[0]?.id}`]) {
      await page.goto(path);
      await page.locator('tbody tr td').first().waitFor();
      // Every table on the page loaded, not a loading placeholder.
      await page.waitForLoadState('networkidle');
      expect({ path, overflow: await pageOverflow(page) }).toEqual({ path, overflow: 0 });
      const check = await checkTables(page);
      expect(check.frames).toBeGreaterThan(0);
      expect({ path, ...check, frames: 0 }).toEqual({ path, frames: 0, nameLost: [], headerLost: [] });
    }
    await context.close();
  });

  it('portal tables keep the name column and the games row actions in view', async () => {
    const { page, context } = await b.newPage({ width, height });
    await b.logIn(page, 'demo_superadmin');
    for (const path of ['/portal/games', '/portal/teams']) {
      await page.goto(path);
      await page.locator('tbody tr td').first().waitFor();
      await page.waitForLoadState('networkidle');
      const check = await checkTables(page);
      expect({ path, ...check, frames: 0 }).toEqual({ path, frames: 0, nameLost: [], headerLost: [] });
    }
    // The games table's row actions stay at the frame's right edge, whichever way it is scrolled.
    await page.goto('/portal/games');
    // The rows themselves, not the loading placeholder (whose last cell spans to the table's far end).
    await page.locator('tbody tr td:last-child').getByRole('link', { name: /^View/ }).first().waitFor();
    const actionsGap = await page.evaluate(() => {
      const frame = document.querySelector('table')?.parentElement as HTMLElement;
      frame.scrollLeft = 0;
      const cell = frame.querySelector('tbody tr td:last-child') as HTMLElement;
      const inner = frame.getBoundingClientRect().left + frame.clientLeft + frame.clientWidth;
      return Math.abs(cell.getBoundingClientRect().right - inner);
    });
    expect(actionsGap).toBeLessThanOrEqual(2);
    await context.close();
  });

  it('the portal games and teams pages do not scroll sideways (hidden labels stay in the table frame)', async () => {
    const { page, context } = await b.newPage({ width, height });
    await b.logIn(page, 'demo_superadmin');
    for (const path of ['/portal/games', '/portal/teams']) {
      await page.goto(path);
      await page.locator('tbody tr td').first().waitFor();
      expect({ path, overflow: await pageOverflow(page) }).toEqual({ path, overflow: 0 });
    }
    await context.close();
  });
});

describe('portal and header details at 1366 px', () => {
  it('the header writes demo_superadmin whole', async () => {
    const { page, context } = await b.newPage({ width: 1366, height: 900 });
    await b.logIn(page, 'demo_superadmin');
    const name = page.locator('header').getByText('demo_superadmin', { exact: true });
    const cut = await name.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(cut).toBe(0);
    await context.close();
  });

  it('the Teams table shows embedded logos without printing their data: URLs', async () => {
    const { page, context } = await b.newPage({ width: 1366, height: 900 });
    await b.logIn(page, 'demo_superadmin');
    await page.goto('/portal/teams');
    await page.locator('tbody tr td').first().waitFor();
    const cells = await page.locator('tbody td').allInnerTexts();
    expect(cells.filter((text) => text.includes('data:'))).toEqual([]);
    await context.close();
  });

  it("the Challonge dialog's date-time fields have room for a whole date and time", async () => {
    const { page, context } = await b.newPage({ width: 1366, height: 900 });
    await b.logIn(page, 'demo_superadmin');
    await page.goto('/portal/matches');
    await page
      .getByRole('button', { name: /challonge/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Import from Challonge' });
    for (const label of ['Round start (your time)', 'Round end (your time)']) {
      const input = dialog.getByLabel(label);
      await input.fill('2026-11-24T19:30');
      // The widest date and time the field shows, in its own font, plus the picker button beside it.
      const room = await input.evaluate((el) => {
        const style = getComputedStyle(el);
        const shown = new Date(2026, 11, 28, 22, 58).toLocaleString(undefined, {
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
        });
        const context2d = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const inner =
          el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return inner - context2d.measureText(shown).width - 2 * Number.parseFloat(style.fontSize);
      });
      expect({ label, fits: room >= 0 }).toEqual({ label, fits: true });
    }
    await context.close();
  });
});

describe.each(VIEWPORTS)('the article masthead at $width px', ({ width, height }) => {
  it('a paragraph brought into view starts below the site header and the masthead', async () => {
    const articles = (await (await fetch(`${b.baseUrl}/api/articles`)).json()) as { id: number }[];
    const { page, context } = await b.newPage({ width, height });
    await page.goto(`/articles/${articles[0]?.id}`);
    await page.locator('article h1').waitFor();
    // What a link to a passage, find-in-page or keyboard focus does: scroll the text to the top of the window.
    const gap = await page.evaluate(() => {
      const texts = [...document.querySelectorAll('article p')].filter(
        (p) => (p.textContent ?? '').length > 40,
      );
      const el = texts[Math.floor(texts.length / 2)] as HTMLElement;
      el.scrollIntoView({ block: 'start' });
      const masthead = document.querySelector('article header') as HTMLElement;
      return el.getBoundingClientRect().top - masthead.getBoundingClientRect().bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(0);
    await context.close();
  });
});

describe.each(VIEWPORTS)('axe on the table pages at $width px', ({ width, height }) => {
  it.each(['light', 'dark'] as const)(
    'no serious or critical findings in the %s theme',
    async (colorScheme) => {
      const games = (await (await fetch(`${b.baseUrl}/api/games?limit=1`)).json()) as { id: number }[];
      const players = (await (await fetch(`${b.baseUrl}/api/players?limit=1`)).json()) as { id: number }[];
      const context = await b.newContext({
        viewport: { width, height },
        baseURL: b.baseUrl,
        colorScheme,
      });
      const page = await context.newPage();
      await b.logIn(page, 'demo_superadmin');
      const paths = ['/stats', '/records', `/games/${games[0]?.id}`, `/players/${players[0]?.id}`];
      for (const path of [...paths, '/portal/games', '/portal/teams']) {
        await page.goto(path);
        await page.locator('tbody tr td').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
      }
      await context.close();
    },
  );
});
