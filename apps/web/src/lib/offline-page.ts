/**
 * The page the service worker answers when a page never opened on this device is asked for without a
 * connection (docs/product/offline.md#pages): instead of the browser's error, what can be read offline, the
 * saved pages by their titles. Built by the worker from its page cache, so it is plain HTML with its own
 * few styles (the site's files may not be saved).
 */

export interface SavedPage {
  path: string;
  title: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A saved page's `<title>` text (entities left as written), else its path. */
export function titleOfPage(html: string, path: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
  return title
    ? title
        .replace(/&amp;/g, '&')
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"')
    : path;
}

export const OFFLINE_TITLE = 'You are offline';

/** The offline page: the saved pages in title order, or a word that none is saved yet. */
export function offlinePageHtml(saved: readonly SavedPage[], requestedPath: string): string {
  const pages = [...saved].sort((a, b) => a.title.localeCompare(b.title));
  const list =
    pages.length === 0
      ? '<p>No page has been saved on this device yet: open pages while online to read them offline later.</p>'
      : `<p>These pages are saved on this device and can be read without a connection:</p><ul>${pages
          .map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a></li>`)
          .join('')}</ul>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${OFFLINE_TITLE}</title><style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}
body{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}
li{margin:.5rem 0}
a{display:inline-block;min-height:44px;line-height:44px}
</style></head><body><main><h1>${OFFLINE_TITLE}</h1><p>${escapeHtml(requestedPath)} has not been saved on this device, and the league cannot be reached right now.</p>${list}<p><a href="${escapeHtml(requestedPath)}">Try again</a></p></main></body></html>`;
}
