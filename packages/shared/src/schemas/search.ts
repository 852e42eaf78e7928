/**
 * The site search's contract (docs/product/search.md#api): what is searched (players, teams by season,
 * seasons, articles and pages), the query and the answer. One list of kinds, in the order results are
 * grouped everywhere (the header's suggestions, the /search page, the API).
 */
import { z } from 'zod';
import { wholeNumber } from './common.ts';

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

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const SearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type something to search for' })
    .trim()
    .min(1, 'Type something to search for')
    .max(SEARCH_QUERY_MAX, `A search is at most ${SEARCH_QUERY_MAX} characters`),
  limit: z.preprocess(
    blankToUndefined,
    wholeNumber(`limit must be a whole number from 1 to ${SEARCH_PAGE_LIMIT}`, {
      max: SEARCH_PAGE_LIMIT,
    }).optional(),
  ),
  kind: z.preprocess(
    blankToUndefined,
    z.enum(SEARCH_KINDS, { error: `kind must be one of ${SEARCH_KINDS.join(', ')}` }).optional(),
  ),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The page's own key: a player's id, a team's id (one season's team), a page's id. */
  id: z.string(),
  title: z.string(),
  /** One line that tells two hits of the same name apart: a player's position, a team's season. */
  detail: z.string(),
  /** The site path the hit opens. */
  url: z.string(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchAnswerSchema = z.object({
  q: z.string(),
  /** Best first, at most `limit`. */
  hits: z.array(SearchHitSchema),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;
