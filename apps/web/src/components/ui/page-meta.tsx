import { pageAlternates } from '@league/shared/domain/feeds';
import { matchPage, shareImagePath, staticPageMeta } from '@league/shared/page-match';
import type { StaticPageId } from '@league/shared/pages';
import { useEffect } from 'react';
import { SETTINGS } from '../../config/settings.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';

interface CommonProps {
  type?: 'website' | 'article' | 'profile';
  /** Absolute or site-relative image; defaults to the 1200x630 league card. */
  image?: string | null;
  /** Structured data (schema.org) for search engines. */
  jsonLd?: Record<string, unknown>;
}

/** A page of the catalogue with fixed text: title, description, path and robots rule come from there. */
interface CataloguePageProps extends CommonProps {
  page: StaticPageId;
  /** The address's query, for a page whose title and description follow its view (the leaderboard). */
  view?: URLSearchParams;
  title?: never;
  description?: never;
  path?: never;
  noIndex?: never;
}

/** A page whose text comes from data (an entity, its not-found state). */
interface OwnTextProps extends CommonProps {
  page?: never;
  /** Page name; the title becomes '{title} | {siteName}'. */
  title: string;
  description: string;
  /** Path of the page for its canonical and Open Graph URL, e.g. '/about'. */
  path?: string;
  noIndex?: boolean;
}

type PageMetaProps = CataloguePageProps | OwnTextProps;

/** The title, description, path and robots rule of a page, from the catalogue or as given. */
function pageText(props: PageMetaProps): {
  title: string;
  description: string;
  path?: string;
  noIndex: boolean;
} {
  if (props.page !== undefined) {
    const view = props.view && { query: props.view, maxSeason: SETTINGS.maxSeason };
    const { title, description, path, noindex } = staticPageMeta(props.page, SETTINGS.siteName, view);
    // A pattern with `:params` (a player's game log) is no address: such a page is canonical where it is.
    return { title, description, ...(path.includes(':') ? {} : { path }), noIndex: noindex };
  }
  return {
    title: props.title,
    description: props.description,
    ...(props.path !== undefined ? { path: props.path } : {}),
    noIndex: props.noIndex === true,
  };
}

export const OG_IMAGE_PATH = '/og-image.png';

/** Search and social metadata of a page; React 19 hoists these elements into <head>. */
export function PageMeta(props: PageMetaProps) {
  const { type = 'website', image, jsonLd } = props;
  const { title, description, path, noIndex } = pageText(props);
  const fullTitle = `${title} | ${SETTINGS.siteName}`;
  const url = absoluteUrl(path ?? currentPath());
  // Without an image of its own, a page the catalogue gives a share card shows it, as the server says.
  const card = image ? null : shareImagePath(path ?? currentPath(), currentQuery(), SETTINGS.maxSeason);
  const imageUrl = absoluteUrl(image || card || OG_IMAGE_PATH);
  const defaultImage = !image;
  // The server writes a first view's tags into <head> itself (apps/api/src/web/html-meta.ts).
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) dropServerMeta();
  }, [hydrated]);
  if (!hydrated) return null;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={SETTINGS.siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {defaultImage && <meta property="og:image:width" content="1200" />}
      {defaultImage && <meta property="og:image:height" content="630" />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {alternatesOf(path ?? currentPath()).map((link) => (
        <link
          key={link.href}
          rel="alternate"
          type={link.type}
          title={link.title}
          href={absoluteUrl(link.href)}
        />
      ))}
      {jsonLd && (
        <script type="application/ld+json">
          {JSON.stringify({ '@context': 'https://schema.org', ...jsonLd })}
        </script>
      )}
    </>
  );
}

/**
 * The API writes the first page's tags into index.html for crawlers, marked `data-server-meta`; once a
 * page renders its own, those would only be stale duplicates.
 */
function dropServerMeta(): void {
  for (const element of document.head.querySelectorAll('[data-server-meta]')) element.remove();
}

/**
 * The feeds and the oEmbed answer the page announces, as the server's HTML does
 * (docs/product/feeds-and-embeds.md#discovery): kept once the app has taken the head over.
 */
function alternatesOf(path: string) {
  const page = matchPage(path);
  if (!page) return [];
  const search = currentQuery().toString();
  return pageAlternates(page, { path, search }, { siteName: SETTINGS.siteName, publicUrl: siteOrigin() });
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

function currentQuery(): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
}

/** The site's own origin when running in a browser (the deployment's real address), else the setting. */
function siteOrigin(): string {
  if (typeof window !== 'undefined' && /^https?:$/.test(window.location.protocol))
    return window.location.origin;
  return SETTINGS.publicUrl.replace(/\/$/, '');
}

export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteOrigin()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
