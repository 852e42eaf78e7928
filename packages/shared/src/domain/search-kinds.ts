/**
 * What the site search finds and how much it returns (docs/product/search.md#api), apart from the zod
 * schemas of schemas/search.ts: the header's search box is part of every page's first download, which
 * must not carry zod for a few constants.
 */
export const SEARCH_KINDS = ['player', 'team', 'season', 'article', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Each kind's heading over its group of results. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  player: 'Players',
  team: 'Teams',
  season: 'Seasons',
  article: 'Articles',
  page: 'Pages',
};

/** Longest query read: a name or a few words. */
export const SEARCH_QUERY_MAX = 100;
/** Results the header's suggestions ask for; the /search page asks for SEARCH_PAGE_LIMIT. */
export const SEARCH_SUGGEST_LIMIT = 8;
export const SEARCH_PAGE_LIMIT = 50;
