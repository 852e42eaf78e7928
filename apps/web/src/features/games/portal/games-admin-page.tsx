import { parseSeasonNumber } from '@league/shared/domain/list-filters';
import type { GameSkinny } from '@league/shared/schemas/games';
import type { UpdateGameBody } from '@league/shared/schemas/games-admin';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AdminFilterBar } from '../../../components/admin/admin-filter-bar.tsx';
import { AdminTable } from '../../../components/admin/admin-table.tsx';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { isStage, STAGE_OPTIONS } from '../../../components/admin/stage-options.ts';
import { RESET_PAGE, useAdminPage, useClampPage } from '../../../components/admin/use-admin-list-params.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { SelectInput } from '../../../components/ui/filters.tsx';
import { paths } from '../../../config/paths.ts';
import {
  useClearSearchParams,
  useDebouncedSearchParam,
  useSearchParam,
} from '../../../hooks/use-search-param.ts';
import {
  seasonIdOptions,
  seasonNumberOptions,
  useSeasonChoices,
} from '../../seasons/api/season-choices-api.ts';
import {
  gamesAdminReadPath,
  useDeleteGame,
  useGamesAdminPage,
  useUpdateGame,
} from '../api/games-admin-api.ts';
import { CreateGameDialog } from './create-game-dialog.tsx';
import { asUpdateGameFailure } from './game-edit-values.ts';
import { gameColumns } from './games-admin-columns.tsx';

const FILTER_KEYS = ['q', 'season', 'stage', 'page'] as const;

/**
 * /portal/games (docs/product/games.md#games-in-the-portal): search, season and stage filters, 10 games a
 * page, edits, create, delete.
 */
export function GamesAdminPage() {
  const [search, setSearch, appliedSearch] = useDebouncedSearchParam('q', 250, RESET_PAGE);
  const [seasonParam, setSeason] = useSearchParam('season', '', RESET_PAGE);
  const [stageParam, setStage] = useSearchParam('stage', '', RESET_PAGE);
  const clearFilters = useClearSearchParams(FILTER_KEYS);
  const paging = useAdminPage();
  const season = parseSeasonNumber(seasonParam);
  const stage = isStage(stageParam) ? stageParam : '';
  const games = useGamesAdminPage({ q: appliedSearch, season, stage, page: paging.page });
  useClampPage(paging, games.isSuccess && !games.isPlaceholderData ? games.data.total : null);

  const seasons = useSeasonChoices();
  const update = useUpdateGame();
  const remove = useDeleteGame();
  const [creating, setCreating] = useState(false);

  const seasonOptions = useMemo(() => seasonIdOptions(seasons.data), [seasons.data]);
  const columns = useMemo(
    () =>
      gameColumns({
        seasonOptions,
        save: (game: GameSkinny, changes: UpdateGameBody) =>
          update.mutateAsync({ id: game.id, changes }).catch((error: unknown) => {
            throw asUpdateGameFailure(error);
          }),
        remove: (game: GameSkinny) => remove.mutateAsync(game.id),
      }),
    [seasonOptions, update.mutateAsync, remove.mutateAsync],
  );

  const filtered = appliedSearch.trim() !== '' || season !== null || stage !== '';

  return (
    <PortalPage
      title="Games"
      description="Every recorded game: correct names, teams, scores, stages, dates and videos, or add a game."
      path={paths.portal('games')}
      actions={
        <>
          <ExportMenu
            readUrl={gamesAdminReadPath({ q: appliedSearch, season, stage, page: 1 })}
            align="end"
            what="the games table"
          />
          <Button onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden="true" />
            Create Game
          </Button>
        </>
      }
    >
      <AdminFilterBar
        label="Filter games"
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Game name"
        season={{ value: season, onChange: setSeason, options: seasonNumberOptions(seasons.data) }}
        filtered={filtered}
        onClear={clearFilters}
      >
        <SelectInput
          label="Stage"
          value={stage}
          onChange={(value) => setStage(value)}
          options={[{ value: '', label: 'All stages' }, ...STAGE_OPTIONS]}
        />
      </AdminFilterBar>

      <AdminTable
        query={games}
        paging={paging}
        caption="Games"
        columns={columns}
        getRowId={(game) => String(game.id)}
        paginationLabel="Games pages"
        emptyText="No games found."
      />

      <CreateGameDialog open={creating} onClose={() => setCreating(false)} seasons={seasons.data ?? []} />
    </PortalPage>
  );
}
