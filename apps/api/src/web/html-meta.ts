/**
 * Writes a page's metadata into the web app's index.html. The tags carry `data-server-meta` so the app
 * can drop them once it renders its own (React 19 hoists each page's <title> and <meta> into <head>).
 */
import type { AlternateLink } from '@league/shared/domain/feeds';
import { OPENSEARCH_PATH, OPENSEARCH_TYPE } from '@league/shared/domain/opensearch';
import { jsonInHtml } from '@league/shared/json-in-html';
import type { LeagueSettings } from '@league/shared/settings';
import type { Theme } from '@league/shared/theme-choice';
import { OG_IMAGE_PATH, type PageMeta } from './page-meta.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's head: title, description, canonical address, Open Graph and Twitter tags, JSON-LD, the
 * feeds and oEmbed answer it announces (`alternates`, docs/product/feeds-and-embeds.md#discovery) and the
 * site's OpenSearch description.
 */
export function renderMetaTags(
  meta: PageMeta,
  settings: LeagueSettings,
  alternates: readonly AlternateLink[] = [],
): string {
  const title = `${meta.title} | ${settings.siteName}`;
  const url = settings.publicUrl + meta.path;
  const image = meta.image ?? settings.publicUrl + OG_IMAGE_PATH;
  const tag = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" data-server-meta>`;
  const tags = [
    `<title data-server-meta>${escapeHtml(title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(url)}" data-server-meta>`,
    tag('property', 'og:site_name', settings.siteName),
    tag('property', 'og:title', title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:url', url),
    tag('property', 'og:image', image),
    // The league's card and the drawn share cards are 1200×630; a page's own image has no size to tell.
    ...(meta.image && !meta.imageSize
      ? []
      : [
          tag('property', 'og:image:width', String(meta.imageSize?.width ?? 1200)),
          tag('property', 'og:image:height', String(meta.imageSize?.height ?? 630)),
        ]),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', image),
    ...(meta.noindex ? [tag('name', 'robots', 'noindex')] : []),
    ...alternates.map(
      (link) =>
        `<link rel="alternate" type="${link.type}" title="${escapeHtml(link.title)}" href="${escapeHtml(settings.publicUrl + link.href)}" data-server-meta>`,
    ),
    `<link rel="search" type="${OPENSEARCH_TYPE}" title="${escapeHtml(settings.siteName)}" href="${OPENSEARCH_PATH}">`,
    // The effective league settings for the app (site name, current season, links, time zone…).
    `<meta name="league-settings" content="${escapeHtml(JSON.stringify(settings))}">`,
    ...meta.jsonLd.map(
      (data) => `<script type="application/ld+json" data-server-meta>${jsonInHtml(data)}</script>`,
    ),
  ];
  return tags.join('\n    ');
}

/** Replaces the template's <title> with the page's tags. */
export function injectMeta(template: string, tags: string): string {
  const withoutTitle = template.replace(/<title>[\s\S]*?<\/title>/i, '');
  return withoutTitle.replace(/<\/head>/i, `    ${tags}\n  </head>`);
}

/**
 * The visitor's theme choice on the document element, so the page paints in it before any script runs
 * (docs/product/look-and-feel.md#design-tokens); without a choice the stylesheet follows the system.
 */
export function injectTheme(html: string, theme: Theme | null): string {
  return theme ? html.replace(/<html([^>]*)>/i, `<html$1 data-theme="${theme}">`) : html;
}
