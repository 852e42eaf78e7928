/**
 * Crawlers that do not run scripts read the title and description the server writes into a page's HTML;
 * browsers read what the page renders. Both come from the page catalogue (packages/shared/src/pages.ts),
 * and this checks they really are the same for every page with fixed text.
 */

import { isEntityPage, isRedirectPage } from '@league/shared/page-match';
import { PAGE_IDS, PAGES, type StaticPageId } from '@league/shared/pages';
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
  if (new URL(page.url()).pathname !== path) return undefined;
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    noindex: document.querySelector('meta[name="robots"][content="noindex"]') !== null,
  }));
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
});
