import { MATCH_PHASE_LABELS, type MatchPhase } from '@league/shared/domain/league';
import type { Match } from '@league/shared/schemas/matches';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DeleteRowButton } from '../../../components/admin/delete-row-button.tsx';
import { useVisitorTimeZone } from '../../../components/ui/visitor-date.tsx';
import { formatDateIn } from '../../../lib/format.ts';
import { useDeleteMatch } from '../api/matches-admin-api.ts';
import { formatMatchTime } from '../schedule.ts';
import { MatchStatusSelect } from './match-status-select.tsx';
import styles from './matches-admin-page.module.css';

/** 'a - b' when a score is known, else a dash. */
function score(match: Match): string {
  if (match.team1Score === null && match.team2Score === null) return '—';
  return `${match.team1Score ?? 0} - ${match.team2Score ?? 0}`;
}

function setScores(match: Match): string[] {
  const sets = [match.set1Score, match.set2Score, match.set3Score, match.set4Score, match.set5Score];
  return sets.filter((set): set is string => Boolean(set));
}

/**
 * The matches table's columns (docs/product/schedule-and-matches.md#matches-in-the-portal): status edits
 * inline; Delete for superadmins, confirmed.
 */
/** 'Regular season' or 'Playoffs'; a phase outside the list as stored. */
const phaseLabel = (phase: string) => MATCH_PHASE_LABELS[phase.toLowerCase() as MatchPhase] ?? phase;

export function useMatchColumns(): ColumnDef<Match>[] {
  const { mutateAsync: remove } = useDeleteMatch();
  const timeZone = useVisitorTimeZone();
  return useMemo(
    () =>
      [
        {
          accessorKey: 'matchNumber',
          header: 'Match #',
          cell: ({ row }) => <strong className={styles.wrap}>{row.original.matchNumber}</strong>,
        },
        { id: 'status', header: 'Status', cell: ({ row }) => <MatchStatusSelect match={row.original} /> },
        {
          accessorKey: 'round',
          header: 'Round',
          cell: ({ row }) => <span className={styles.round}>{row.original.round}</span>,
        },
        {
          id: 'group',
          header: 'Phase',
          cell: ({ row }) => (
            <span className={styles.stack}>
              <span>{phaseLabel(row.original.phase)}</span>
              <span className={styles.muted}>{row.original.division ?? 'No division'}</span>
            </span>
          ),
        },
        {
          id: 'date',
          header: 'Date',
          cell: ({ row }) => {
            // The staff member's own day and time, its zone named (the dialogs take times in it too).
            return (
              <time dateTime={row.original.date} className={styles.stack}>
                <span>{formatDateIn(row.original.date, timeZone, 'short')}</span>
                <span className={styles.muted}>{formatMatchTime(row.original.date, timeZone)}</span>
              </time>
            );
          },
        },
        {
          id: 'teams',
          header: 'Teams',
          cell: ({ row }) => (
            <span className={`${styles.stack} ${styles.teams}`}>
              <span>{row.original.team1Name}</span>
              <span>
                <span className={styles.vs}>vs </span>
                {row.original.team2Name}
              </span>
            </span>
          ),
        },
        {
          id: 'score',
          header: 'Score',
          meta: { align: 'right', numeric: true },
          cell: ({ row }) => score(row.original),
        },
        {
          id: 'sets',
          header: 'Set Scores',
          cell: ({ row }) => {
            const sets = setScores(row.original);
            if (sets.length === 0) return '—';
            return (
              <ol className={styles.sets} aria-label="Set scores">
                {sets.map((set, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a set's place is its identity
                  <li key={index}>{set}</li>
                ))}
              </ol>
            );
          },
        },
        {
          id: 'tags',
          header: 'Tags',
          cell: ({ row }) =>
            row.original.tags.length ? (
              <span className={styles.tags}>
                {row.original.tags.map((tag) => (
                  <span key={tag} className={styles.tag}>
                    {tag}
                  </span>
                ))}
              </span>
            ) : (
              '—'
            ),
        },
        {
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) => (
            <DeleteRowButton
              question="Are you sure you want to delete this match?"
              rowLabel={row.original.matchNumber}
              onDelete={() => remove(row.original.id)}
              doneMessage="Match deleted"
              failedText="Failed to delete match"
              iconOnly
            />
          ),
        },
      ] satisfies ColumnDef<Match>[],
    [remove, timeZone],
  );
}
