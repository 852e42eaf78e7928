import { STAT_FIELDS, type StatField } from '@league/shared/domain/league';
import { parsePositiveInt } from '@league/shared/domain/list-filters';

import type { StatEntry } from '@league/shared/schemas/stats';
import type { UpdateStatBody } from '@league/shared/schemas/stats-admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';

import { DeleteRowButton } from '../../../components/admin/delete-row-button.tsx';

import { InlineEditCell } from '../../../components/admin/inline-edit-cell.tsx';

import { paths } from '../../../config/paths.ts';

import { STAT_SHORT_LABELS, statLabel } from './stat-labels.ts';

import styles from './stats-admin-page.module.css';

export const DELETE_STAT_QUESTION = 'Are you sure you want to delete this stat?';
export const STAT_NUMBER_MESSAGE = 'Enter a whole number of 0 or more';

interface StatColumnsOptions {
  save: (entry: StatEntry, changes: UpdateStatBody) => Promise<unknown>;
  remove: (entry: StatEntry) => Promise<unknown>;
}

/** A whole number of 0 or more from an editor, or null. */
export function parseCount(value: string): number | null {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) && Number.isSafeInteger(Number(trimmed)) ? Number(trimmed) : null;
}

const rowLabel = (entry: StatEntry) => `stat ${entry.id} (${entry.player.name}, game ${entry.gameId})`;

function idColumn(key: 'gameId' | 'playerId', save: StatColumnsOptions['save']): ColumnDef<StatEntry> {
  const field = key === 'gameId' ? 'game ID' : 'player ID';
  return {
    id: key,
    header: key === 'gameId' ? 'Game ID' : 'Player ID',
    meta: { align: 'right', numeric: true },
    cell: ({ row: { original: entry } }) => (
      <InlineEditCell
        field={field}
        rowLabel={rowLabel(entry)}
        type="number"
        min={1}
        step={1}
        align="right"
        value={String(entry[key])}
        validate={(v) =>
          parsePositiveInt(v.trim()) === null ? `Enter a ${field} (a positive number)` : null
        }
        onSave={(v) => save(entry, { [key]: Number(v) })}
      />
    ),
  };
}

function statColumn(field: StatField, save: StatColumnsOptions['save']): ColumnDef<StatEntry> {
  return {
    id: field,
    header: () => (
      <abbr title={statLabel(field)} className={styles.abbr}>
        {STAT_SHORT_LABELS[field]}
      </abbr>
    ),
    meta: { align: 'right', numeric: true },
    cell: ({ row: { original: entry } }) => (
      <InlineEditCell
        field={statLabel(field)}
        rowLabel={rowLabel(entry)}
        type="number"
        min={0}
        step={1}
        align="right"
        value={String(entry[field])}
        validate={(v) => (parseCount(v) === null ? STAT_NUMBER_MESSAGE : null)}
        onSave={(v) => save(entry, { [field]: parseCount(v) ?? 0 })}
      />
    ),
  };
}

/**
 * Columns of the stats table (docs/product/stat-uploads.md#stats-in-the-portal): ID, Game ID, Player ID, the
 * 13 numbers, Actions.
 */
export function statColumns({ save, remove }: StatColumnsOptions): ColumnDef<StatEntry>[] {
  return [
    { id: 'id', header: 'ID', accessorKey: 'id', meta: { align: 'right', numeric: true } },
    idColumn('gameId', save),
    idColumn('playerId', save),
    {
      id: 'player',
      meta: { sticky: 'start' },
      header: 'Player',
      cell: ({ row: { original: entry } }) => (
        <Link to={paths.player(entry.playerId)} className={styles.player}>
          {entry.player.name}
        </Link>
      ),
    },
    ...STAT_FIELDS.map((field) => statColumn(field, save)),
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: entry } }) => (
        <DeleteRowButton
          question={DELETE_STAT_QUESTION}
          rowLabel={rowLabel(entry)}
          onDelete={() => remove(entry)}
          doneMessage={`Stat ${entry.id} deleted.`}
          deniedText="No permissions"
        />
      ),
    },
  ];
}
