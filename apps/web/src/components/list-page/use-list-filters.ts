import {
  parseSearchListQuery,
  type SearchList,
  type SearchListQuery,
} from '@league/shared/domain/search-lists';
import { useSearchParams } from 'react-router';
import { SETTINGS } from '../../config/settings.ts';
import {
  useClearSearchParams,
  useDebouncedSearchParam,
  useSearchParam,
} from '../../hooks/use-search-param.ts';

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
  /** What the list asks the server for: the address's filters (the name once typing has paused), the page. */
  query: SearchListQuery<K>;
}

const RESET_PAGE = ['page'] as const;

/**
 * The URL filters of a searched list page (docs/product/site.md#list-pages): `?q` (debounced), `?season`,
 * the list's choice, and `?page`, read as parseSearchListQuery reads them for the server; changing a filter
 * goes back to page 1, and Clear Filters empties them all, the name box too (even while its text has not
 * reached the URL yet).
 */
export function useSearchListFilters<K extends string>(list: SearchList<K>): SearchListFilters<K> {
  const [params] = useSearchParams();
  const query = parseSearchListQuery(list, params, SETTINGS.maxSeason);
  const [name, setName] = useDebouncedSearchParam('q', 250, RESET_PAGE);
  const [, setSeason] = useSearchParam('season', '', RESET_PAGE);
  const [, setChoice] = useSearchParam(list.choiceKey, '', RESET_PAGE);
  const [, setPage] = useSearchParam('page', '1');
  const clearSearchParams = useClearSearchParams(['q', 'season', list.choiceKey, 'page']);
  const choice: string = query[list.choiceKey];
  return {
    name,
    setName,
    season: query.season,
    setSeason,
    choice,
    setChoice,
    page: query.page,
    setPage,
    filtered: query.name.trim() !== '' || query.season !== null || choice !== '',
    clearFilters: () => {
      setName('');
      clearSearchParams();
    },
    query,
  };
}
