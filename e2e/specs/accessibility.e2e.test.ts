/**
 * axe on every page, whole (header, footer and menus included), in the light theme on a phone and the dark
 * theme on a desktop: every page of the catalogue (packages/shared/src/pages.ts) as a guest, the account
 * pages and every portal page (as listed by the portal's own navigation) as a superadmin. No serious or
 * critical violation anywhere (docs/product/look-and-feel.md#accessibility). One browser, pages in sequence.
 */
import { teamSlug } from '@league/shared/domain/slug';
import { isRedirectPage } from '@league/shared/page-match';
import { PAGE_IDS, PAGES, type PageId } from '@league/shared/pages';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();
/**
 * Contrast depends on the theme, structure (menus, hidden labels) on the width: the light theme is scanned
 * on a phone, the dark one on a desktop, so every page is seen in both themes and at both widths.
 */
const THEMES = [
  { theme: 'light', width: 390, height: 844 },
  { theme: 'dark', width: 1366, height: 900 },
] as const;

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${b.baseUrl}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const first = async <T>(path: string): Promise<T> => {
  const list = await getJson<T[]>(path);
  expect(list.length, path).toBeGreaterThan(0);
  return list[0] as T;
};

/**
 * The `:param` values of a demo-league entity for each page that shows one. A new entity page fails
 * here until it is given one, so that it is scanned too.
 */
const SAMPLE_PARAMS: Partial<Record<PageId, () => Promise<Record<string, string>>>> = {
  article: async () => ({ id: String((await first<{ id: number }>('/api/articles')).id) }),
  player: async () => ({ id: String((await first<{ id: number }>('/api/players?limit=1')).id) }),
  playerGameLog: async () => ({ id: String((await first<{ id: number }>('/api/players?limit=1')).id) }),
  team: async () => ({ teamName: teamSlug((await first<{ name: string }>('/api/teams?limit=1')).name) }),
  game: async () => ({ id: String((await first<{ id: number }>('/api/games?limit=1')).id) }),
  season: async () => ({ id: String((await first<{ id: number }>('/api/seasons')).id) }),
  // The newest ended season: the current one has no recap yet.
  seasonRecap: async () => {
    const seasons = await getJson<{ id: number; endDate: string | null }[]>('/api/seasons');
    const ended = seasons.find((s) => s.endDate !== null);
    expect(ended, 'an ended season').toBeDefined();
    return { id: String(ended?.id) };
  },
  award: async () => ({ id: String((await first<{ id: number }>('/api/awards?limit=1')).id) }),
};

/** Every page of the catalogue as a path to visit, with whether only a signed-in member sees it. */
async function cataloguePaths(): Promise<{ path: string; account: boolean }[]> {
  const paths: { path: string; account: boolean }[] = [];
  for (const id of PAGE_IDS) {
    if (isRedirectPage(id)) continue;
    const page = PAGES[id];
    // The portal is scanned page by page below.
    if ('section' in page && page.section) continue;
    let path: string = page.pattern;
    if (path.includes(':')) {
      const sample = SAMPLE_PARAMS[id];
      if (!sample) throw new Error(`accessibility.e2e: give page "${id}" a sample entity in SAMPLE_PARAMS`);
      const params = await sample();
      path = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
      paths.push({ path, account: false });
      continue;
    }
    // Account pages (profile, writing an article) are kept out of search engines and need a member.
    const meta = page.meta as { noindex?: boolean };
    paths.push({ path, account: meta.noindex === true && id !== 'login' && id !== 'signup' });
  }
  paths.push({ path: '/no-such-page', account: false });
  return paths;
}

async function themedPage({
  theme,
  width,
  height,
}: (typeof THEMES)[number]): Promise<{ page: Page; context: BrowserContext }> {
  const context = await b.newContext({
    viewport: { width, height },
    baseURL: b.baseUrl,
    colorScheme: theme,
    serviceWorkers: 'block',
  });
  return { page: await context.newPage(), context };
}

/** Loads a page and waits until it has drawn its data (no progress bar, skeleton or pending request). */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  // The layout's page-loading bar, a list or table still fetching, skeleton placeholders.
  const loading =
    '[role="progressbar"][aria-label="Loading page"], [aria-busy="true"], [class*="_skeleton_"]';
  await page
    .waitForFunction((selector) => !document.querySelector(selector), loading)
    .catch(async () => {
      const still = await page
        .locator(loading)
        .first()
        .evaluate((e) => e.outerHTML.slice(0, 200));
      throw new Error(`${path} is still loading: ${still}`);
    });
}

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

describe('axe: no serious or critical violations, whole pages, both themes', () => {
  // One test per theme, each within its own time: together they outgrew one test's on a loaded machine.
  it.for(THEMES)(
    'on every public page of the catalogue, as a guest ($theme, $width px)',
    { timeout: 300_000 },
    async (look) => {
      const paths = (await cataloguePaths()).filter((p) => !p.account);
      const found: string[] = [];
      const { page, context } = await themedPage(look);
      contexts.push(context);
      for (const { path } of paths) {
        await settle(page, path);
        found.push(...(await seriousViolations(page)).map((v) => `${look.theme} ${path}: ${v}`));
      }
      expect(found).toEqual([]);
    },
  );

  it.for(THEMES)(
    'on the account pages and every portal page, as a superadmin ($theme, $width px)',
    { timeout: 300_000 },
    async (look) => {
      const accountPaths = (await cataloguePaths()).filter((p) => p.account).map((p) => p.path);
      const found: string[] = [];
      const { page, context } = await themedPage(look);
      contexts.push(context);
      await b.logIn(page, 'demo_superadmin');
      await settle(page, '/portal');
      // The portal's own navigation lists its pages, so a new one is scanned without touching this spec.
      // On a phone the list is folded into a menu, so its links are read from the markup.
      const portalPaths = await page
        .locator('nav[aria-label="Staff portal"] a[href^="/portal"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      expect(portalPaths.length).toBeGreaterThanOrEqual(10);
      for (const path of [...accountPaths, ...portalPaths]) {
        await settle(page, path);
        found.push(...(await seriousViolations(page)).map((v) => `${look.theme} ${path}: ${v}`));
      }
      expect(found).toEqual([]);
    },
  );
});
