import type { GameSkinny } from '@league/shared/schemas/games';
import { type UpdateGameBody, UpdateGameBodySchema } from '@league/shared/schemas/games-admin';
import type { ColumnDef } from '@tanstack/react-table';
import { DeleteRowButton } from '../../../components/admin/delete-row-button.tsx';
import { InlineEditCell, type InlineEditOption } from '../../../components/admin/inline-edit-cell.tsx';
import { RowActions, RowViewLink } from '../../../components/admin/row-actions.tsx';
import { schemaProblem } from '../../../components/admin/schema-problems.ts';
import { STAGE_OPTIONS } from '../../../components/admin/stage-options.ts';
import { paths } from '../../../config/paths.ts';
import {
  formatGameDateTime,
  fromLocalInput,
  NO_GIVEN_NAME,
  parseScore,
  toLocalInput,
} from './game-edit-values.ts';
import styles from './games-admin-page.module.css';

export const DELETE_GAME_QUESTION = 'Are you sure you want to delete this game?';

interface GameColumnsOptions {
  seasonOptions: readonly InlineEditOption[];
  save: (game: GameSkinny, changes: UpdateGameBody) => Promise<unknown>;
  remove: (game: GameSkinny) => Promise<unknown>;
}

const check = (changes: UpdateGameBody) => schemaProblem(UpdateGameBodySchema, changes);
const label = (game: GameSkinny) => `game ${game.id}`;
const teamName = (game: GameSkinny, index: 0 | 1) => game.teams[index]?.name ?? '';

function stageOptions(current: string | null): InlineEditOption[] {
  const known = STAGE_OPTIONS.some((o) => o.value === current);
  if (known) return [...STAGE_OPTIONS];
  return [{ value: current ?? '', label: current ?? 'No stage' }, ...STAGE_OPTIONS];
}

function teamColumn(index: 0 | 1, save: GameColumnsOptions['save']): ColumnDef<GameSkinny> {
  return {
    id: `team${index + 1}`,
    header: `Team ${index + 1}`,
    cell: ({ row: { original: game } }) => (
      <InlineEditCell
        field={`team ${index + 1}`}
        rowLabel={label(game)}
        value={teamName(game, index)}
        validate={(name) => (name ? null : 'Enter the team name')}
        onSave={(name) => {
          const names: [string, string] = [teamName(game, 0), teamName(game, 1)];
          names[index] = name;
          return save(game, { teamNames: names });
        }}
      />
    ),
  };
}

function scoreColumn(index: 0 | 1, save: GameColumnsOptions['save']): ColumnDef<GameSkinny> {
  const key = index === 0 ? 'team1Score' : 'team2Score';
  return {
    id: key,
    header: `T${index + 1} Score`,
    meta: { align: 'right', numeric: true },
    cell: ({ row: { original: game } }) => (
      <InlineEditCell
        field={`team ${index + 1} score`}
        rowLabel={label(game)}
        type="number"
        min={0}
        step={1}
        align="right"
        value={String(game[key])}
        validate={(v) => (parseScore(v) === null ? 'Scores must be whole numbers of 0 or more' : null)}
        onSave={(v) => save(game, { [key]: parseScore(v) ?? 0 })}
      />
    ),
  };
}

/** Columns of the games table (docs/product/games.md#games-in-the-portal): Name … Video, Actions. */
export function gameColumns({ seasonOptions, save, remove }: GameColumnsOptions): ColumnDef<GameSkinny>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row: { original: game } }) => (
        <InlineEditCell
          field="name"
          rowLabel={label(game)}
          value={game.name ?? ''}
          display={game.name ? undefined : <span className={styles.unnamed}>{NO_GIVEN_NAME}</span>}
          describe={(v) => v || NO_GIVEN_NAME}
          onSave={(name) => save(game, { name: name || null })}
        />
      ),
    },
    {
      id: 'season',
      header: 'Season',
      cell: ({ row: { original: game } }) => (
        <InlineEditCell
          field="season"
          rowLabel={label(game)}
          type="select"
          value={String(game.seasonId)}
          options={
            seasonOptions.length > 0
              ? seasonOptions
              : [{ value: String(game.seasonId), label: `Season ${game.season.seasonNumber}` }]
          }
          onSave={(seasonId) => save(game, { seasonId: Number(seasonId) })}
        />
      ),
    },
    {
      id: 'stage',
      header: 'Stage',
      cell: ({ row: { original: game } }) => (
        <InlineEditCell
          field="stage"
          rowLabel={label(game)}
          type="select"
          value={game.stage ?? ''}
          options={stageOptions(game.stage)}
          validate={(stage) => check({ stage })}
          onSave={(stage) => save(game, { stage })}
        />
      ),
    },
    teamColumn(0, save),
    teamColumn(1, save),
    scoreColumn(0, save),
    scoreColumn(1, save),
    {
      id: 'date',
      header: 'Date',
      cell: ({ row: { original: game } }) => (
        <InlineEditCell
          field="date"
          rowLabel={label(game)}
          type="datetime-local"
          value={toLocalInput(game.date)}
          display={formatGameDateTime(game.date)}
          describe={(v) => formatGameDateTime(fromLocalInput(v))}
          validate={(v) => (fromLocalInput(v) ? null : 'Enter a date and time')}
          onSave={(v) => save(game, { date: fromLocalInput(v) ?? game.date })}
        />
      ),
    },
    {
      id: 'video',
      header: 'Video',
      cell: ({ row: { original: game } }) => (
        <InlineEditCell
          field="video URL"
          rowLabel={label(game)}
          type="url"
          value={game.videoUrl ?? ''}
          placeholder="https://…"
          describe={(v) => v || '(none)'}
          display={game.videoUrl ? <span className={styles.url}>{game.videoUrl}</span> : undefined}
          validate={(videoUrl) => check({ videoUrl: videoUrl || null })}
          onSave={(videoUrl) => save(game, { videoUrl: videoUrl || null })}
        />
      ),
    },
    {
      id: 'actions',
      meta: { sticky: 'end' },
      header: 'Actions',
      cell: ({ row: { original: game } }) => (
        <RowActions>
          <RowViewLink to={paths.game(game.id)} rowLabel={`game ${game.id}`} />
          <DeleteRowButton
            question={DELETE_GAME_QUESTION}
            rowLabel={`game ${game.id}`}
            onDelete={() => remove(game)}
            doneMessage={`Game ${game.id} deleted.`}
          />
        </RowActions>
      ),
    },
  ];
}
