/**
 * The standings reads (docs/product/standings.md#api): a season's table of a group, and a season's settings
 * with the portal's edit of them.
 */
import type { StandingsView } from '@league/shared/domain/standings-url-state';
import { readUrls } from '@league/shared/page-urls';
import type { StandingsRead } from '@league/shared/schemas/standings';
import type { StandingsSettingsBody, StandingsSettingsRead } from '@league/shared/schemas/standings-admin';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

const settingsPath = (seasonId: number) => `/api/seasons/${seasonId}/standings-settings`;

export function useStandingsSettings(seasonId: number | null) {
  return useQuery({
    queryKey: standingsKeys.settings(seasonId ?? 0),
    queryFn: ({ signal }) => api.get<StandingsSettingsRead>(settingsPath(seasonId ?? 0), signal),
    enabled: seasonId !== null,
  });
}

/** PUT the whole settings; every table read afterwards is recomputed, so the cached ones are dropped. */
export function useSaveStandingsSettings(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StandingsSettingsBody) => api.put<StandingsSettingsRead>(settingsPath(seasonId), body),
    onSuccess: (saved) => {
      queryClient.setQueryData(standingsKeys.settings(seasonId), saved);
      void queryClient.invalidateQueries({ queryKey: ['standings', 'table'] });
    },
  });
}
