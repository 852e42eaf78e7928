import type { StandingsView } from '@league/shared/domain/standings-url-state';
import type { StandingsRead } from '@league/shared/schemas/standings';
import { useId } from 'react';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { standingsExportRead, useStandings } from '../api/standings-api.ts';
import { StandingsNotes, StandingsRules } from './standings-rules.tsx';
import styles from './standings-section.module.css';
import { StandingsTable } from './standings-table.tsx';

export interface StandingsSectionProps {
  view: StandingsView;
  /** The table's heading (a division's name), or none for a single table. */
  title?: string;
  compact?: boolean;
  /** The file export of this table (the /standings page). */
  exportable?: boolean;
  rulesOpen?: boolean;
  /** The answer already read for this view (the whole season's, when it is the one shown). */
  read?: StandingsRead;
}

/** The caption screen readers hear: 'Season 14 standings, D1'. */
export function standingsCaption(read: StandingsRead): string {
  const group = [read.group.division, read.group.region?.toUpperCase(), read.group.phase].filter(Boolean);
  return [`Season ${read.season.seasonNumber} standings`, ...group].join(', ');
}

/** One table of a season's group: its heading and export, the table, the notes and rules under it. */
export function StandingsSection({
  view,
  title,
  compact,
  exportable,
  rulesOpen,
  read,
}: StandingsSectionProps) {
  const query = useStandings(view, { enabled: read === undefined });
  const data = read ?? query.data;
  const notesId = useId();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={title ? headingId : undefined}>
      {(title || exportable) && (
        <div className={styles.head}>
          {title && (
            <h3 id={headingId} className={styles.title}>
              {title}
            </h3>
          )}
          {exportable && data && (
            <ExportMenu
              readUrl={standingsExportRead(view)}
              what={`the ${title ?? 'standings'} table`}
              align="end"
            />
          )}
        </div>
      )}
      {query.isError && !data ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />
      ) : !data ? (
        <StandingsSkeleton rows={compact ? 4 : 8} />
      ) : (
        <>
          <StandingsTable
            read={data}
            caption={standingsCaption(data)}
            compact={compact}
            rulesId={notesId}
            loading={query.isPlaceholderData}
          />
          {!compact && (
            <>
              <StandingsNotes read={data} id={notesId} />
              <StandingsRules read={data} open={rulesOpen} />
            </>
          )}
        </>
      )}
    </section>
  );
}

export function StandingsSkeleton({ rows }: { rows: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading standings…
      </span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height="2.25rem" radius="sm" />
      ))}
    </div>
  );
}
