/**
 * Addresses of the site's news and results feeds (docs/product/feeds-and-embeds.md#feeds) and the
 * `<link rel="alternate">` elements that announce them, with the calendar feeds, in a page's head: the
 * server's HTML and the app write the same ones. Feed readers find a feed from the page a reader pastes.
 */
import { LEAGUE_CALENDAR_PATH, teamCalendarPath } from './calendar-feeds.ts';
import { slugKey, teamSlug } from './slug.ts';

export const FEED_FORMATS = ['rss', 'atom', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** Each format's file extension and media type. */
export const FEED_FILES: Record<FeedFormat, { extension: string; type: string; label: string }> = {
  rss: { extension: '.rss', type: 'application/rss+xml', label: 'RSS' },
  atom: { extension: '.atom', type: 'application/atom+xml', label: 'Atom' },
  json: { extension: '.json', type: 'application/feed+json', label: 'JSON Feed' },
};

export const ARTICLE_FEED_BASE = '/feeds/articles';
export const TEAM_FEED_PREFIX = '/feeds/teams/';

export function articleFeedPath(format: FeedFormat): string {
  return `${ARTICLE_FEED_BASE}${FEED_FILES[format].extension}`;
}

/** A team's results, by the team's name (every season's team of that name, as its team page's address). */
export function teamFeedPath(teamName: string, format: FeedFormat): string {
  return `${TEAM_FEED_PREFIX}${encodeURIComponent(teamSlug(teamName))}${FEED_FILES[format].extension}`;
}

/** `storm-crows.atom` → `{ slug: 'storm-crows', format: 'atom' }`; null for another ending. */
export function parseFeedFile(file: string): { name: string; format: FeedFormat } | null {
  for (const format of FEED_FORMATS) {
    const { extension } = FEED_FILES[format];
    if (file.endsWith(extension) && file.length > extension.length)
      return { name: file.slice(0, -extension.length), format };
  }
  return null;
}

export interface AlternateLink {
  type: string;
  title: string;
  /** Site-relative. */
  href: string;
}

const articleFeeds = (siteName: string): AlternateLink[] =>
  FEED_FORMATS.map((format) => ({
    type: FEED_FILES[format].type,
    title: `${siteName} articles (${FEED_FILES[format].label})`,
    href: articleFeedPath(format),
  }));

const leagueCalendar = (siteName: string): AlternateLink => ({
  type: 'text/calendar',
  title: `${siteName} schedule (calendar)`,
  href: LEAGUE_CALENDAR_PATH,
});

/** Pages whose link unfurls through oEmbed (docs/product/feeds-and-embeds.md#link-previews-oembed). */
export const OEMBED_PAGE_IDS: readonly string[] = ['game', 'player', 'team', 'standings', 'stats', 'season'];
export const OEMBED_PATH = '/api/oembed';

/** The oEmbed answer's address for a page's absolute URL. */
export function oembedPath(pageUrl: string): string {
  return `${OEMBED_PATH}?${new URLSearchParams({ url: pageUrl, format: 'json' })}`;
}

function teamFeeds(slug: string): AlternateLink[] {
  const label = slugKey(slug);
  return [
    ...FEED_FORMATS.map((format) => ({
      type: FEED_FILES[format].type,
      title: `${label} results (${FEED_FILES[format].label})`,
      href: teamFeedPath(slug, format),
    })),
    { type: 'text/calendar', title: `${label} schedule (calendar)`, href: teamCalendarPath(slug) },
  ];
}

/**
 * The alternates a page announces in its head: the articles' feeds on home and the articles pages, a
 * team's results feeds and calendar on its team page, the league's calendar on home and the schedule, and
 * the oEmbed answer of a page that unfurls (`page` is the catalogue's match of the address; `address` its
 * path and query string, without `?`).
 */
export function pageAlternates(
  page: { id: string; params: Readonly<Record<string, string | undefined>> },
  address: { path: string; search: string },
  settings: { siteName: string; publicUrl: string },
): AlternateLink[] {
  const { siteName, publicUrl } = settings;
  const feeds: AlternateLink[] = (() => {
    switch (page.id) {
      case 'home':
        return [...articleFeeds(siteName), leagueCalendar(siteName)];
      case 'articles':
      case 'article':
        return articleFeeds(siteName);
      case 'schedules':
        return [leagueCalendar(siteName)];
      case 'team':
        return page.params.teamName ? teamFeeds(page.params.teamName) : [];
      default:
        return [];
    }
  })();
  if (!OEMBED_PAGE_IDS.includes(page.id)) return feeds;
  const url = publicUrl + address.path + (address.search ? `?${address.search}` : '');
  return [...feeds, { type: 'application/json+oembed', title: siteName, href: oembedPath(url) }];
}
