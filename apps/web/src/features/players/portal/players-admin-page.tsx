import { POSITIONS } from '@league/shared/domain/league';
import type { PlayerMedium } from '@league/shared/schemas/players';
import { type UpdatePlayerBody, UpdatePlayerBodySchema } from '@league/shared/schemas/players-admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AdminFilterBar } from '../../../components/admin/admin-filter-bar.tsx';
import { AdminTable } from '../../../components/admin/admin-table.tsx';
import { DeleteRowButton } from '../../../components/admin/delete-row-button.tsx';
import { InlineEditCell } from '../../../components/admin/inline-edit-cell.tsx';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { schemaProblem } from '../../../components/admin/schema-problems.ts';
import { RESET_PAGE, useAdminPage, useClampPage } from '../../../components/admin/use-admin-list-params.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { paths, teamPath } from '../../../config/paths.ts';
import { useClearSearchParams, useDebouncedSearchParam } from '../../../hooks/use-search-param.ts';
import {
  playersAdminReadPath,
  useDeletePlayer,
  usePlayersAdminPage,
  useUpdatePlayer,
} from '../api/players-admin-api.ts';
import { CreatePlayersDialog } from './create-players-dialog.tsx';
import styles from './players-admin-page.module.css';

export const DELETE_PLAYER_QUESTION = 'Are you sure you want to delete this player?';
const FILTER_KEYS = ['q', 'page'] as const;

const positionOptions = (current: string) =>
  ((POSITIONS as readonly string[]).includes(current) ? POSITIONS : [current, ...POSITIONS]).map((p) => ({
    value: p,
    label: p,
  }));

type Save = (player: PlayerMedium, changes: UpdatePlayerBody) => Promise<unknown>;

function playerColumns(
  save: Save,
  remove: (player: PlayerMedium) => Promise<unknown>,
): ColumnDef<PlayerMedium>[] {
  return [
    { id: 'id', header: 'ID', accessorKey: 'id', meta: { align: 'right', numeric: true, width: '4.5rem' } },
    {
      id: 'name',
      meta: { sticky: 'start' },
      header: 'Name',
      cell: ({ row: { original: player } }) => (
        <InlineEditCell
          field="name"
          rowLabel={`player ${player.id}`}
          value={player.name}
          // Player names are stored lower-cased (docs/product/portal.md#dashboard).
          normalize={(raw) => raw.trim().toLowerCase()}
          validate={(name) => schemaProblem(UpdatePlayerBodySchema, { name })}
          onSave={(name) => save(player, { name })}
        />
      ),
    },
    {
      id: 'position',
      header: 'Position',
      cell: ({ row: { original: player } }) => (
        <InlineEditCell
          field="position"
          rowLabel={`player ${player.name}`}
          type="select"
          value={player.position}
          options={positionOptions(player.position)}
          onSave={(position) => save(player, { position })}
        />
      ),
    },
    {
      id: 'teams',
      header: 'Teams',
      cell: ({ row: { original: player } }) =>
        player.teams.length === 0 ? (
          <span className={styles.none}>No teams</span>
        ) : (
          <ul className={styles.teams}>
            {player.teams.map((team) => (
              <li key={team.id}>
                <Link to={teamPath(team.name, team.season.seasonNumber)}>
                  {team.name} <span className={styles.season}>S{team.season.seasonNumber}</span>
                </Link>
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: player } }) => (
        <DeleteRowButton
          question={DELETE_PLAYER_QUESTION}
          rowLabel={`player ${player.name}`}
          onDelete={() => remove(player)}
          doneMessage={`Player ${player.name} deleted.`}
        />
      ),
    },
  ];
}

/**
 * /portal/players (docs/product/players.md#players-in-the-portal): search, 10 players a page, inline edits,
 * batch create and delete.
 */
export function PlayersAdminPage() {
  const [search, setSearch, appliedSearch] = useDebouncedSearchParam('q', 250, RESET_PAGE);
  const clearFilters = useClearSearchParams(FILTER_KEYS);
  const paging = useAdminPage();
  const players = usePlayersAdminPage({ q: appliedSearch, page: paging.page });
  useClampPage(paging, players.isSuccess && !players.isPlaceholderData ? players.data.total : null);
  const update = useUpdatePlayer();
  const remove = useDeletePlayer();
  const [creating, setCreating] = useState(false);

  const columns = useMemo(
    () =>
      playerColumns(
        (player, changes) => update.mutateAsync({ id: player.id, changes }),
        (player) => remove.mutateAsync(player.id),
      ),
    [update.mutateAsync, remove.mutateAsync],
  );

  return (
    <PortalPage
      title="Players"
      description="Every player of the league: rename, change positions, or create several players at once."
      path={paths.portal('players')}
      actions={
        <>
          <ExportMenu
            readUrl={playersAdminReadPath({ q: appliedSearch, page: 1 })}
            align="end"
            what="the players table"
          />
          <Button onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden="true" />
            Create Players
          </Button>
        </>
      }
    >
      <AdminFilterBar
        label="Filter players"
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Player name"
        filtered={appliedSearch.trim() !== ''}
        onClear={clearFilters}
      />

      <AdminTable
        query={players}
        paging={paging}
        caption="Players"
        columns={columns}
        getRowId={(player) => String(player.id)}
        paginationLabel="Players pages"
        emptyText="No players found."
      />

      <CreatePlayersDialog open={creating} onClose={() => setCreating(false)} />
    </PortalPage>
  );
}
