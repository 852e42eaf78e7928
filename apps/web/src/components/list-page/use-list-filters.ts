import { parsePageNumber, parseSeasonNumber } from '@league/shared/domain/list-filters';
import { SETTINGS } from '../../config/settings.ts';
import {
  useClearSearchParams,
  useDebouncedSearchParam,
  useSearchParam,
} from '../../hooks/use-search-param.ts';
import type { SearchListQuery } from './search-list-query.ts';

/** What ListPageLayout needs of the filters: whether one is on, Clear Filters, and the page in the URL. */
export interface ListFilterState {
  filtered: boolean;
  clearFilters: () => void;
  page: number;
  setPage: (value: string, options?: { replace?: boolean }) => void;
}

export interface SearchListFilters<K extends string> extends ListFilterState {
  /** The name box's text, which follows typing at once. */
  name: string;
  setName: (value: string) => void;
  season: number | null;
  setSeason: (value: string) => void;
  /** The third filter's value (position, placement, stage), '' for all. */
  choice: string;
  setChoice: (value: string) => void;
  /** What the list asks the server for: the name once typing has paused, the other filters, the page. */
  query: SearchListQuery<K>;
}

const RESET_PAGE = ['page'] as const;

/**
 * The URL filters of a searched list page (docs/product/site.md#list-pages): `?q` (debounced), `?season`,
 * `?{choiceKey}` read by `parseChoice`, and `?page`; changing a filter goes back to page 1, and Clear Filters
 * empties them all, the name box too (even while its text has not reached the URL yet).
 */
export function useSearchListFilters<K extends string>(
  choiceKey: K,
  parseChoice: (value: string) => string,
): SearchListFilters<K> {
  const [name, setName, appliedName] = useDebouncedSearchParam('q', 250, RESET_PAGE);
  const [seasonParam, setSeason] = useSearchParam('season', '', RESET_PAGE);
  const [choiceParam, setChoice] = useSearchParam(choiceKey, '', RESET_PAGE);
  const [pageParam, setPage] = useSearchParam('page', '1');
  const clearSearchParams = useClearSearchParams(['q', 'season', choiceKey, 'page']);
  const season = parseSeasonNumber(seasonParam, SETTINGS.maxSeason);
  const choice = parseChoice(choiceParam);
  const page = parsePageNumber(pageParam);
  return {
    name,
    setName,
    season,
    setSeason,
    choice,
    setChoice,
    page,
    setPage,
    filtered: appliedName.trim() !== '' || season !== null || choice !== '',
    clearFilters: () => {
      setName('');
      clearSearchParams();
    },
    query: { name: appliedName, season, page, [choiceKey]: choice } as SearchListQuery<K>,
  };
}
