/**
 * Reading the page catalogue (pages.ts) for an address: the page a path matches, and what the catalogue
 * says of a page (its fixed text, its mount-time reads, its share image, whether the server draws and
 * preloads it, the sitemap and robots.txt). The server, the web app and the tests all ask here.
 */

import { type PageRead, readUrl } from './page-urls.ts';
import {
  type ContentPageId,
  ENTITY_META,
  type EntityPageId,
  PAGE_IDS,
  PAGES,
  type PageDefinition,
  type PageId,
  type PageParams,
  type PageReadSettings,
  type RedirectDefinition,
  type RedirectPageId,
  type StaticPageId,
  type StaticPageMeta,
} from './pages.ts';

const definition = (id: PageId): PageDefinition | RedirectDefinition => PAGES[id];
const contentPage = (id: ContentPageId): PageDefinition => PAGES[id];

export function isRedirectPage(id: PageId): id is RedirectPageId {
  return 'redirectTo' in definition(id);
}

export function isEntityPage(id: PageId): id is EntityPageId {
  const page = definition(id);
  return 'meta' in page && page.meta === ENTITY_META;
}

/** The page whose pattern matches `path` (decoded, without query), with its params; undefined when none. */
export function matchPage(path: string): { id: PageId; params: PageParams } | undefined {
  const segments = path.split('/').filter(Boolean);
  for (const id of PAGE_IDS) {
    const page = definition(id);
    const parts = page.pattern.split('/').filter(Boolean);
    const section = 'section' in page && page.section === true;
    if (section ? segments.length < parts.length : parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] as string;
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return true;
      }
      return part === segment;
    });
    if (matches) return { id, params };
  }
  return undefined;
}

/**
 * The title, description and robots rule of a static page, for the site's name; with `view` (the address's
 * query string and the current season), a page that names its views says which one.
 */
export function staticPageMeta(
  id: StaticPageId,
  siteName: string,
  view?: { query: URLSearchParams; maxSeason: number },
): { title: string; description: string; noindex: boolean; path: string } {
  const page = contentPage(id);
  const meta = page.meta as StaticPageMeta;
  const text =
    view && meta.viewMeta
      ? meta.viewMeta(view.query, siteName, view.maxSeason)
      : { title: meta.title, description: meta.description(siteName) };
  return { ...text, noindex: meta.noindex === true, path: page.pattern };
}

/** Whether the page's mount-time reads are declared (its route then starts them as it loads). */
export function hasPageReads(id: ContentPageId): boolean {
  return contentPage(id).reads !== undefined;
}

/** The reads a page makes as it mounts for these params and query, by name. */
export function pageReads(
  id: ContentPageId,
  params: PageParams,
  query: URLSearchParams,
  settings: PageReadSettings,
): PageRead[] {
  return contentPage(id).reads?.(params, query, settings) ?? [];
}

/** The URLs of the reads a page makes as it mounts: what the server preloads. */
export function pageReadUrls(
  id: ContentPageId,
  params: PageParams,
  query: URLSearchParams,
  settings: PageReadSettings,
): string[] {
  return pageReads(id, params, query, settings).map(readUrl);
}

/** The share image of the page at `path` (decoded, without query) for its query; null when it has none. */
export function shareImagePath(path: string, query: URLSearchParams, maxSeason: number): string | null {
  const match = matchPage(path);
  if (!match || isRedirectPage(match.id)) return null;
  return contentPage(match.id).shareImage?.(match.params, query, maxSeason) ?? null;
}

/** Whether the server leaves the page's first view to the browser (see `personal`). */
export function isPersonalPage(id: ContentPageId): boolean {
  return contentPage(id).personal === true;
}

/** Whether the server announces the page's files in its HTML. */
export function preloadsPage(id: ContentPageId): boolean {
  return contentPage(id).noPreload !== true;
}

/** Pages the sitemap lists: static pages by their path, entity pages by every entity they show. */
export function sitemapPages(): { staticPaths: string[]; entityPages: EntityPageId[] } {
  const staticPaths: string[] = [];
  const entityPages: EntityPageId[] = [];
  for (const id of PAGE_IDS) {
    if (isRedirectPage(id)) continue;
    const page = contentPage(id);
    if (!page.sitemap) continue;
    if (isEntityPage(id)) entityPages.push(id);
    else staticPaths.push(page.pattern);
  }
  return { staticPaths, entityPages };
}

/**
 * The paths robots.txt keeps crawlers out of: every page kept out of search engines (`noindex`), each
 * `:param` written as robots.txt's `*` wildcard. A path is a prefix, so a section's screens are covered
 * by the section's own path.
 */
export function robotsDisallowedPaths(): string[] {
  return PAGE_IDS.flatMap((id) => {
    if (isRedirectPage(id) || isEntityPage(id)) return [];
    const page = contentPage(id);
    if ((page.meta as StaticPageMeta).noindex !== true) return [];
    return [page.pattern.replace(/:[^/]+/g, '*')];
  });
}
