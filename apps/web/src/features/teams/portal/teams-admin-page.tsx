import { parseSeasonNumber } from '@league/shared/domain/list-filters';
import type { TeamWithSeason } from '@league/shared/schemas/teams';
import type { UpdateTeamBody } from '@league/shared/schemas/teams-admin';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AdminFilterBar } from '../../../components/admin/admin-filter-bar.tsx';
import { AdminTable } from '../../../components/admin/admin-table.tsx';

import { PortalPage } from '../../../components/admin/portal-page.tsx';

import { RESET_PAGE, useAdminPage, useClampPage } from '../../../components/admin/use-admin-list-params.ts';

import { Button } from '../../../components/ui/button.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';

import { paths } from '../../../config/paths.ts';

import {
  useClearSearchParams,
  useDebouncedSearchParam,
  useSearchParam,
} from '../../../hooks/use-search-param.ts';

import { seasonNumberOptions, useSeasonChoices } from '../../seasons/api/season-choices-api.ts';

import {
  teamsAdminReadPath,
  useDeleteTeam,
  useTeamsAdminPage,
  useUpdateTeam,
} from '../api/teams-admin-api.ts';

import { CreateTeamDialog } from './create-team-dialog.tsx';

import { teamColumns } from './teams-admin-columns.tsx';

const FILTER_KEYS = ['q', 'season', 'page'] as const;

/**
 * /portal/teams (docs/product/teams.md#teams-in-the-portal): search, season filter, 10 teams a page, inline
 * edits, create and delete.
 */
export function TeamsAdminPage() {
  const [search, setSearch, appliedSearch] = useDebouncedSearchParam('q', 250, RESET_PAGE);
  const [seasonParam, setSeason] = useSearchParam('season', '', RESET_PAGE);
  const clearFilters = useClearSearchParams(FILTER_KEYS);
  const paging = useAdminPage();
  const season = parseSeasonNumber(seasonParam);
  const teams = useTeamsAdminPage({ q: appliedSearch, season, page: paging.page });
  useClampPage(paging, teams.isSuccess && !teams.isPlaceholderData ? teams.data.total : null);

  const seasons = useSeasonChoices();
  const update = useUpdateTeam();
  const remove = useDeleteTeam();
  const [creating, setCreating] = useState(false);

  const seasonOptions = useMemo(() => seasonNumberOptions(seasons.data), [seasons.data]);
  const columns = useMemo(
    () =>
      teamColumns({
        seasonOptions,
        save: (team: TeamWithSeason, changes: UpdateTeamBody) => update.mutateAsync({ id: team.id, changes }),
        remove: (team: TeamWithSeason) => remove.mutateAsync(team.id),
      }),
    [seasonOptions, update.mutateAsync, remove.mutateAsync],
  );

  const filtered = appliedSearch.trim() !== '' || season !== null;

  return (
    <PortalPage
      title="Teams"
      description="Every season's teams: rename, move, set placements and logos, or create a new team."
      path={paths.portal('teams')}
      actions={
        <>
          <ExportMenu
            readUrl={teamsAdminReadPath({ q: appliedSearch, season, page: 1 })}
            align="end"
            what="the teams table"
          />
          <Button onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden="true" />
            Create Team
          </Button>
        </>
      }
    >
      <AdminFilterBar
        label="Filter teams"
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Team name"
        season={{ value: season, onChange: setSeason, options: seasonOptions }}
        filtered={filtered}
        onClear={clearFilters}
      />

      <AdminTable
        query={teams}
        paging={paging}
        caption="Teams"
        columns={columns}
        getRowId={(team) => String(team.id)}
        paginationLabel="Teams pages"
        emptyText="No teams found."
      />

      <CreateTeamDialog
        open={creating}
        onClose={() => setCreating(false)}
        seasons={seasons.data ?? []}
        defaultSeason={season}
      />
    </PortalPage>
  );
}
