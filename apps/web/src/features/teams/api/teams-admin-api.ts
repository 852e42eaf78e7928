import type { TeamDetail, TeamWithSeason } from '@league/shared/schemas/teams';
import type { CreateTeamBody, UpdateTeamBody } from '@league/shared/schemas/teams-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PORTAL_KEY,
  useAdminDelete,
  useAdminTablePage,
  useAdminUpdate,
} from '../../../components/admin/admin-mutations.ts';
import { DATA_LOGIN_REQUIRED, postEntity } from '../../../components/admin/admin-request.ts';
import { listPath, type pageWindow } from '../../../components/admin/portal-api.ts';
import { apiGetPage } from '../../../lib/api-client.ts';

export interface TeamsAdminQuery {
  q: string;
  /** Season number, or null for every season. */
  season: number | null;
  page: number;
}

/** The teams of one season, beside the table's pages under the staff key. */
const seasonTeamsKey = (seasonNumber: number) => ['teams', PORTAL_KEY, 'season', seasonNumber] as const;

/**
 * The teams table's read with its filters: a page of it for the table, the whole of it for Export
 * (docs/product/portal.md#exports).
 */
export function teamsAdminReadPath(query: TeamsAdminQuery, window?: ReturnType<typeof pageWindow>): string {
  return listPath('/api/teams/skinny', { q: query.q.trim(), seasonNumber: query.season, ...window });
}

/** One page of 10 teams with their season (GET /api/teams/skinny), searched and filtered by the server. */
export function useTeamsAdminPage(query: TeamsAdminQuery) {
  return useAdminTablePage<TeamWithSeason, TeamsAdminQuery>('teams', query, teamsAdminReadPath);
}

/** The teams of one season (for the Create Game team selects); a season holds a few dozen at most. */
export function useSeasonTeams(seasonNumber: number | null) {
  return useQuery({
    queryKey: seasonTeamsKey(seasonNumber ?? 0),
    queryFn: async ({ signal }) => {
      const page = await apiGetPage<TeamWithSeason>(
        `/api/teams/skinny?seasonNumber=${seasonNumber}&limit=500`,
        signal,
      );
      return [...page.items].sort((a, b) => a.name.localeCompare(b.name));
    },
    enabled: seasonNumber !== null,
  });
}

/** The list row a team's answer stands for (the write routes answer the full team). */
function toRow(team: TeamDetail): TeamWithSeason {
  return {
    id: team.id,
    name: team.name,
    placement: team.placement,
    logoUrl: team.logoUrl,
    seasonId: team.seasonId,
    season: team.season,
  };
}

export function useCreateTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTeamBody) =>
      postEntity<TeamDetail>('/api/teams', body, DATA_LOGIN_REQUIRED.create),
    onSuccess: () => client.invalidateQueries({ queryKey: ['teams'] }),
  });
}

export function useUpdateTeam() {
  return useAdminUpdate<TeamDetail, TeamWithSeason, UpdateTeamBody>('teams', toRow);
}

export function useDeleteTeam() {
  return useAdminDelete('teams');
}
