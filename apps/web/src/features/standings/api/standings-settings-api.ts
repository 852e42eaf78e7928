/**
 * A season's standings settings and the portal's edit of them (docs/product/standings.md#api).
 */
import type { StandingsSettingsBody, StandingsSettingsRead } from '@league/shared/schemas/standings-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { standingsKeys } from './standings-api.ts';

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
      void queryClient.invalidateQueries({ queryKey: [...standingsKeys.all, 'table'] });
    },
  });
}
