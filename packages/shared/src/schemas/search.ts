/**
 * The site search's contract (docs/product/search.md#api): what is searched (players, teams by season,
 * seasons, articles and pages), the query and the answer. The kinds, in the order results are grouped
 * everywhere, and the limits are in domain/search-kinds.ts.
 */
import { z } from 'zod';
import { SEARCH_KINDS, SEARCH_PAGE_LIMIT, SEARCH_QUERY_MAX } from '../domain/search-kinds.ts';
import { wholeNumber } from './common.ts';

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
