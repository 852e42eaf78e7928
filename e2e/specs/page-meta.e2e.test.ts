/**
 * Crawlers that do not run scripts read the title and description the server writes into a page's HTML;
 * browsers read what the page renders. Both come from the page catalogue (packages/shared/src/pages.ts)
 * for pages with fixed text, and from one shared function per entity page
 * (packages/shared/src/entity-page-text.ts); this checks they really are the same for every page with
 * fixed text and for a page of each entity kind.
 */

import { isEntityPage, isRedirectPage, matchPage } from '@league/shared/page-match';
import { type EntityPageId, PAGE_IDS, PAGES, type StaticPageId } from '@league/shared/pages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();

const unescapeHtml = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');

interface Told {
  title: string;
  description: string;
  noindex: boolean;
}

/** What the server's HTML tells a crawler. */
async function toldByServer(path: string): Promise<Told> {
  const html = await (await fetch(`${b.baseUrl}${path}`)).text();
  const title = /<title data-server-meta>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)" data-server-meta>/.exec(html)?.[1];
  if (title === undefined || description === undefined) throw new Error(`no server metadata at ${path}`);
  return {
    title: unescapeHtml(title),
    description: unescapeHtml(description),
    noindex: html.includes('<meta name="robots" content="noindex"'),
  };
}

// The portal's subpages describe themselves; the catalogue has one entry for the whole portal.
const PAGES_WITH_FIXED_TEXT = PAGE_IDS.filter(
  (id): id is StaticPageId => !isRedirectPage(id) && !isEntityPage(id) && id !== 'portal',
);

/** What the page shows a browser, or undefined when the page sends the visitor elsewhere. */
async function toldByBrowser(page: Page, path: string): Promise<Told | undefined> {
  await page.goto(path);
  // The app drops the server's tags once the page has rendered its own.
  await page.waitForFunction(
    () =>
      document.querySelector('[data-server-meta]') === null &&
      document.querySelector('meta[name="description"]') !== null,
  );
  // A members' page drawn by the server sends a guest away once the app has adopted it.
  await page.waitForLoadState('networkidle');
  const reached = new URL(page.url());
  if (reached.pathname + reached.search !== path) return undefined;
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    noindex: document.querySelector('meta[name="robots"][content="noindex"]') !== null,
  }));
}

/** One address of each entity page, from the sitemap, which lists every entity that has a page. */
async function entityAddresses(): Promise<Map<EntityPageId, string>> {
  const sitemap = await (await fetch(`${b.baseUrl}/sitemap.xml`)).text();
  const found = new Map<EntityPageId, string>();
  for (const [, loc = ''] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(unescapeHtml(loc)).pathname;
    const match = matchPage(decodeURI(path));
    if (match && isEntityPage(match.id) && !found.has(match.id)) found.set(match.id, path);
  }
  return found;
}

describe('page metadata', () => {
  it('is the same for crawlers and for browsers on every page with fixed text', async () => {
    const { page, context } = await b.newPage();
    const differences: string[] = [];
    const compare = async (path: string, browser: Told) => {
      const server = await toldByServer(path);
      if (JSON.stringify(browser) !== JSON.stringify(server)) {
        differences.push(`${path}: server ${JSON.stringify(server)}, browser ${JSON.stringify(browser)}`);
      }
    };
    // Account pages send a guest to log in; they are checked once signed in.
    const membersOnly: string[] = [];
    for (const id of PAGES_WITH_FIXED_TEXT) {
      const path = PAGES[id].pattern;
      const browser = await toldByBrowser(page, path);
      if (browser) await compare(path, browser);
      else membersOnly.push(path);
    }
    expect(membersOnly.sort()).toEqual(['/articles/create', '/profile']);
    await b.logIn(page, 'demo_admin');
    for (const path of membersOnly) {
      const browser = await toldByBrowser(page, path);
      expect(browser, path).toBeDefined();
      if (browser) await compare(path, browser);
    }
    expect(differences).toEqual([]);
    expect(PAGES_WITH_FIXED_TEXT.length).toBeGreaterThan(15);
    await context.close();
  });

  it('is the same for crawlers and for browsers on a page of each entity kind', async () => {
    const addresses = await entityAddresses();
    expect([...addresses.keys()].sort()).toEqual(PAGE_IDS.filter(isEntityPage).sort());
    const team = addresses.get('team');
    // A team page names its season: the server describes the season's team the page shows.
    const paths = [...addresses.values(), ...(team ? [`${team}?season=1`, `${team}?season=999`] : [])];
    const { page, context } = await b.newPage();
    const differences: string[] = [];
    for (const path of paths) {
      const browser = await toldByBrowser(page, path);
      const server = await toldByServer(path);
      if (JSON.stringify(browser) !== JSON.stringify(server)) {
        differences.push(`${path}: server ${JSON.stringify(server)}, browser ${JSON.stringify(browser)}`);
      }
    }
    expect(differences).toEqual([]);
    await context.close();
  });
});
