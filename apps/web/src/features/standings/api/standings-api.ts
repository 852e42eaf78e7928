/**
 * The standings read (docs/product/standings.md#api): a season's table of a group. A page catalogue read, so
 * part of every page's first download (app/page-read-queries.ts): the portal's edit of a season's settings
 * is in standings-settings-api.ts.
 */
import type { StandingsView } from '@league/shared/domain/standings-url-state';
import { readUrls } from '@league/shared/page-urls';
import type { StandingsRead } from '@league/shared/schemas/standings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function fetchStandings(view: StandingsView, signal?: AbortSignal): Promise<StandingsRead> {
  return api.get<StandingsRead>(readUrls.standings(view), signal);
}

export const standingsKeys = {
  all: ['standings'] as const,
  table: (view: StandingsView) =>
    ['standings', 'table', view.season, view.phase, view.region, view.division] as const,
  settings: (seasonId: number) => ['standings', 'settings', seasonId] as const,
};

/** The table's read: the one the /standings route starts and the server preloads. */
export const standingsQueryOptions = (view: StandingsView) =>
  queryOptions({
    queryKey: standingsKeys.table(view),
    queryFn: ({ signal }) => fetchStandings(view, signal),
  });

/** Keeps the table on screen while another view of it loads. */
export function useStandings(view: StandingsView, options: { enabled?: boolean } = {}) {
  return useQuery({ ...standingsQueryOptions(view), placeholderData: keepPreviousData, ...options });
}

/** The table's read as a file, for Export (docs/product/api-contract.md#exports). */
export const standingsExportRead = (view: StandingsView) => readUrls.standings(view);
