import {
  COMPACT_STANDINGS_COLUMNS,
  positionText,
  STANDINGS_COLUMNS,
  type StandingsColumn,
} from '@league/shared/domain/standings-columns';
import { proofText, rowMarks } from '@league/shared/domain/standings-mark-labels';
import type { StandingsRead, StandingsRowRead } from '@league/shared/schemas/standings';
import type { ColumnDef } from '@tanstack/react-table';
import clsx from 'clsx';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { DefinitionPopover } from '../../../components/ui/definition-popover.tsx';
import { teamPath } from '../../../config/paths.ts';
import styles from './standings-table.module.css';

interface StandingsTableProps {
  read: StandingsRead;
  caption: string;
  /** Position, team, played, won, lost and league points only (home). */
  compact?: boolean;
  /** The id of the rules under the table, which a deduction's mark links to. */
  rulesId?: string;
  loading?: boolean;
}

/** A tied position explains itself: tapping, clicking or resting on it shows the sentence. */
function PositionCell({ row }: { row: StandingsRowRead }) {
  const text = positionText(row);
  if (!row.tie) return <span className={styles.position}>{text}</span>;
  return (
    <DefinitionPopover
      term={`Position ${text}: ${row.team}`}
      trigger={{ content: text, label: `Position ${text}, ${row.team}: why?` }}
    >
      <p>{row.tie.sentence}</p>
    </DefinitionPopover>
  );
}

function Marks({ row, read }: { row: StandingsRowRead; read: StandingsRead }) {
  const marks = rowMarks(row.marks, read.playoffSpots);
  if (marks.length === 0) return null;
  const proof = proofText(read.proof);
  return marks.map((mark) => (
    <span
      key={mark.id}
      className={clsx(
        styles.mark,
        mark.id === 'eliminated' || mark.id === 'eliminatedFirst' ? styles.out : styles.in,
      )}
      title={`${mark.meaning} (${proof})`}
    >
      <span aria-hidden="true">{mark.code}</span>
      <span className="visually-hidden">{`${mark.meaning}.`}</span>
    </span>
  ));
}

function TeamCell({ row, read, compact }: { row: StandingsRowRead; read: StandingsRead; compact: boolean }) {
  return (
    <div className={styles.teamCell}>
      <span className={styles.teamLine}>
        <Link to={teamPath(row.team, read.season.seasonNumber)} className={styles.teamName}>
          {row.team}
        </Link>
        <Marks row={row} read={read} />
      </span>
      {!compact && row.needs && <span className={styles.needsInline}>{row.needs.text}</span>}
    </div>
  );
}

function PointsCell({ row, rulesId }: { row: StandingsRowRead; rulesId: string | undefined }) {
  if (row.deduction === 0) return <>{row.leaguePoints}</>;
  const what = `${row.deduction} ${row.deduction === 1 ? 'point' : 'points'} deducted`;
  return (
    <span className={styles.points}>
      {row.leaguePoints}
      {rulesId ? (
        <a
          href={`#${rulesId}`}
          className={styles.deduction}
          title={what}
          aria-label={`${what}: see the rules`}
        >
          −{row.deduction}
        </a>
      ) : (
        <span className={styles.deduction} title={what}>
          −{row.deduction}
        </span>
      )}
    </span>
  );
}

function FormCell({ row }: { row: StandingsRowRead }) {
  if (row.lastFive.length === 0) return null;
  return (
    <span className={styles.form}>
      <span className="visually-hidden">Last results, oldest first: </span>
      {row.lastFive.map((result, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: results are fixed positions, oldest first
        <span key={index} className={clsx(styles.chip, result === 'W' ? styles.won : styles.lost)}>
          {result}
        </span>
      ))}
    </span>
  );
}

function Header({ column }: { column: StandingsColumn }) {
  if (column.short === column.label) return <>{column.label}</>;
  return (
    <span title={column.label}>
      <span aria-hidden="true">{column.short}</span>
      <span className="visually-hidden">{column.label}</span>
    </span>
  );
}

function columnsOf(
  read: StandingsRead,
  compact: boolean,
  rulesId: string | undefined,
): ColumnDef<StandingsRowRead>[] {
  return (compact ? COMPACT_STANDINGS_COLUMNS : STANDINGS_COLUMNS).map((column) => ({
    id: column.key,
    header: () => <Header column={column} />,
    meta: {
      align: column.numeric ? 'right' : 'left',
      numeric: column.numeric,
      ...(column.key === 'team' ? { sticky: 'start' as const, className: styles.team } : {}),
      ...(column.key === 'position' ? { className: styles.positionColumn } : {}),
      ...(column.key === 'leaguePoints' ? { className: styles.pointsColumn } : {}),
    },
    cell: ({ row }) => {
      const r = row.original;
      switch (column.key) {
        case 'position':
          return <PositionCell row={r} />;
        case 'team':
          return <TeamCell row={r} read={read} compact={compact} />;
        case 'leaguePoints':
          return <PointsCell row={r} rulesId={rulesId} />;
        case 'lastFive':
          return <FormCell row={r} />;
        default:
          return column.text(r);
      }
    },
  }));
}

/** What a row's details hold on a phone: the needs line (wide screens show it under the team name). */
function RowDetails({ row }: { row: StandingsRowRead }) {
  return (
    <div className={styles.details}>
      {row.needs && <p>{row.needs.text}</p>}
      {row.tie && <p>{row.tie.sentence}</p>}
    </div>
  );
}

/**
 * A standings table (docs/product/standings.md#pages): every column of the registry in order (the compact
 * ones on home), tied positions that explain themselves, marks with their meaning and proof, deductions
 * beside the points, last results as chips and, for a team in contention, what it needs. The table scrolls
 * inside itself on a phone, with the team column kept in view.
 */
export function StandingsTable({ read, caption, compact = false, rulesId, loading }: StandingsTableProps) {
  return (
    <DataTable<StandingsRowRead>
      columns={columnsOf(read, compact, rulesId)}
      data={read.rows}
      getRowId={(row) => row.team}
      caption={caption}
      enableSorting={false}
      density="compact"
      loading={loading}
      emptyText="No teams in this table yet."
      className={clsx(styles.table, compact && styles.compact)}
      rowClassName={(row) =>
        read.playoffSpots > 0 &&
        row.original.position <= read.playoffSpots &&
        row.index + 1 === read.playoffSpots
          ? styles.cutLine
          : undefined
      }
      {...(compact
        ? {}
        : {
            renderExpanded: (row) => <RowDetails row={row.original} />,
            getRowCanExpand: (row) => row.original.needs !== null || row.original.tie !== null,
            getExpandLabel: (row) => `Details for ${row.original.team}`,
          })}
    />
  );
}
