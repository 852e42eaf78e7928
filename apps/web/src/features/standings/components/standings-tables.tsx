import { REGULAR_PHASE } from '@league/shared/domain/standings-matches';
import type { StandingsView } from '@league/shared/domain/standings-url-state';
import type { StandingsRead } from '@league/shared/schemas/standings';
import clsx from 'clsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useStandings } from '../api/standings-api.ts';
import styles from './standings-section.module.css';
import { StandingsSection, StandingsSkeleton } from './standings-section.tsx';

interface StandingsTablesProps {
  view: StandingsView;
  compact?: boolean;
  exportable?: boolean;
  rulesOpen?: boolean;
}

/**
 * Whether a view's table is one per division: the regular phase of a season whose matches have two or more
 * divisions, when no division (or region) is chosen, since teams of different divisions never meet.
 */
export function splitsByDivision(view: StandingsView, read: StandingsRead): boolean {
  const regular = view.phase === null || view.phase.toLowerCase() === REGULAR_PHASE;
  return regular && view.division === null && view.region === null && read.choices.divisions.length > 1;
}

/**
 * A season's standings as the season page, home and /standings show them (docs/product/standings.md#pages):
 * the view's table, or one table per division when the season's regular phase is played in divisions.
 */
export function StandingsTables({ view, compact, exportable, rulesOpen }: StandingsTablesProps) {
  const base = useStandings(view);
  if (base.isError && !base.data) {
    return <ErrorState message={errorMessage(base.error)} onRetry={() => base.refetch()} />;
  }
  if (!base.data) return <StandingsSkeleton rows={compact ? 4 : 8} />;
  const read = base.data;
  // A season whose results were kept as bracket games only has no schedule to build a table from.
  if (read.choices.phases.length === 0) {
    return (
      <p className={styles.none}>No schedule matches are recorded for this season, so it has no table.</p>
    );
  }
  if (!splitsByDivision(view, read)) {
    return (
      <StandingsSection
        view={view}
        read={read}
        compact={compact}
        exportable={exportable}
        rulesOpen={rulesOpen}
      />
    );
  }
  return (
    <div className={clsx(styles.divisions, compact && styles.sideBySide)}>
      {read.choices.divisions.map((division) => (
        <StandingsSection
          key={division}
          view={{ ...view, season: read.season.seasonNumber, division }}
          title={`Division ${division}`}
          compact={compact}
          exportable={exportable}
          rulesOpen={rulesOpen}
        />
      ))}
    </div>
  );
}
