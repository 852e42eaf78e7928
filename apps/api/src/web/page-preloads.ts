/**
 * What each public page needs on a first visit, announced in its HTML so the browser starts every
 * download at once instead of as a waterfall (HTML → entry → lazy page chunk → API read → render):
 * `modulepreload` for the page's chunk and its imports, its stylesheets, and `preload as=fetch` for the
 * API reads the page makes as it mounts.
 *
 * The pages, their reads and which of them are preloaded come from the page catalogue
 * (packages/shared/src/pages.ts, read through page-match.ts); the build maps each page id to its files (vite-manifest.ts).
 */

import { isRedirectPage, matchPage, pageReadUrls, preloadsPage } from '@league/shared/page-match';
import { NOT_FOUND_PAGE } from '@league/shared/pages';
import type { LeagueSettings } from '@league/shared/settings';
import type { PageAssetResolver } from './vite-manifest.ts';

export interface PagePreloads {
  scripts: string[];
  styles: string[];
  reads: string[];
}

const NONE: PagePreloads = { scripts: [], styles: [], reads: [] };

/**
 * The preloads of a page path (decoded, without query) answered with `status`. Without a manifest there
 * is nothing to announce; an answer other than 200 gets no reads (the page shows its not-found state).
 */
export function pagePreloads(
  assets: PageAssetResolver | undefined,
  settings: LeagueSettings,
  path: string,
  query: URLSearchParams,
  status: number,
): PagePreloads {
  if (!assets) return NONE;
  const match = matchPage(path);
  // A redirecting address shows the not-found page until the app has sent the visitor on.
  const page = match && !isRedirectPage(match.id) ? { id: match.id, params: match.params } : undefined;
  if (page && !preloadsPage(page.id)) return NONE;
  const files = assets.assetsOf(page ? page.id : NOT_FOUND_PAGE);
  if (!files) return NONE;
  const reads = page && status === 200 ? pageReadUrls(page.id, page.params, query, settings) : [];
  return { ...files, reads };
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The <link> tags. Reads go first (the server works on them while the scripts download). Stylesheets
 * follow the entry's, in the order the app would add them, so the cascade does not change.
 * `crossorigin` gives each the credentials mode of the request it stands in for: module scripts and
 * fetch() are CORS requests with same-origin credentials.
 */
export function renderPreloadTags(preloads: PagePreloads): string[] {
  return [
    ...preloads.reads.map(
      (href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...preloads.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...preloads.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
  ];
}
