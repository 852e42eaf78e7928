import type { TeamWithSeason } from '@league/shared/schemas/teams';
import { type UpdateTeamBody, UpdateTeamBodySchema } from '@league/shared/schemas/teams-admin';
import type { ColumnDef } from '@tanstack/react-table';
import { DeleteRowButton } from '../../../components/admin/delete-row-button.tsx';
import { InlineEditCell, type InlineEditOption } from '../../../components/admin/inline-edit-cell.tsx';
import { RowActions, RowViewLink } from '../../../components/admin/row-actions.tsx';
import { schemaProblem } from '../../../components/admin/schema-problems.ts';
import { TeamLogo } from '../../../components/ui/team-logo.tsx';
import { teamPath } from '../../../config/paths.ts';
import { logoUrlLabel } from './logo-url-label.ts';
import { placementOptions } from './placement-options.ts';
import styles from './teams-admin-page.module.css';

export const DELETE_TEAM_QUESTION = 'Are you sure you want to delete this team?';

interface TeamColumnsOptions {
  seasonOptions: readonly InlineEditOption[];
  save: (team: TeamWithSeason, changes: UpdateTeamBody) => Promise<unknown>;
  remove: (team: TeamWithSeason) => Promise<unknown>;
}

const check = (changes: UpdateTeamBody) => schemaProblem(UpdateTeamBodySchema, changes);

/**
 * Columns of the teams table (docs/product/teams.md#teams-in-the-portal): ID, Name, Season, Placement, Logo
 * URL, Actions.
 */
export function teamColumns({
  seasonOptions,
  save,
  remove,
}: TeamColumnsOptions): ColumnDef<TeamWithSeason>[] {
  return [
    { id: 'id', header: 'ID', accessorKey: 'id', meta: { align: 'right', numeric: true, width: '4.5rem' } },
    {
      id: 'name',
      meta: { sticky: 'start' },
      header: 'Name',
      cell: ({ row: { original: team } }) => (
        <InlineEditCell
          field="name"
          rowLabel={`team ${team.id}`}
          value={team.name}
          validate={(name) => check({ name })}
          onSave={(name) => save(team, { name })}
        />
      ),
    },
    {
      id: 'season',
      header: 'Season',
      cell: ({ row: { original: team } }) => (
        <InlineEditCell
          field="season"
          rowLabel={`team ${team.name}`}
          type="select"
          value={String(team.season.seasonNumber)}
          options={
            seasonOptions.length > 0
              ? seasonOptions
              : [{ value: String(team.season.seasonNumber), label: `Season ${team.season.seasonNumber}` }]
          }
          onSave={(season) => save(team, { seasonNumber: Number(season) })}
        />
      ),
    },
    {
      id: 'placement',
      header: 'Placement',
      cell: ({ row: { original: team } }) => (
        <InlineEditCell
          field="placement"
          rowLabel={`team ${team.name}`}
          type="select"
          value={team.placement}
          options={placementOptions(team.placement)}
          onSave={(placement) => save(team, { placement })}
        />
      ),
    },
    {
      id: 'logoUrl',
      header: 'Logo URL',
      meta: { className: styles.logoColumn },
      cell: ({ row: { original: team } }) => (
        <InlineEditCell
          field="logo URL"
          rowLabel={`team ${team.name}`}
          type="url"
          value={team.logoUrl ?? ''}
          placeholder="https://…"
          describe={(url) => url || '(none)'}
          display={
            team.logoUrl ? (
              <span className={styles.logoCell}>
                <TeamLogo name={team.name} src={team.logoUrl} size={24} />
                <span
                  className={styles.url}
                  title={team.logoUrl.startsWith('data:') ? undefined : team.logoUrl}
                >
                  {logoUrlLabel(team.logoUrl)}
                </span>
              </span>
            ) : undefined
          }
          validate={(logoUrl) => check({ logoUrl: logoUrl || null })}
          onSave={(logoUrl) => save(team, { logoUrl: logoUrl || null })}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: team } }) => (
        <RowActions>
          <RowViewLink to={teamPath(team.name, team.season.seasonNumber)} rowLabel={team.name} />
          <DeleteRowButton
            question={DELETE_TEAM_QUESTION}
            rowLabel={`team ${team.name} (season ${team.season.seasonNumber})`}
            onDelete={() => remove(team)}
            doneMessage={`Team ${team.name} deleted.`}
          />
        </RowActions>
      ),
    },
  ];
}
