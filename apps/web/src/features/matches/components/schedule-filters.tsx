import { MATCH_PHASE_LABELS, type MatchPhase } from '@league/shared/domain/league';
import clsx from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { seasonFilterOptions } from '../../../components/list-page/season-options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FilterBar, SearchInput, SelectInput } from '../../../components/ui/filters.tsx';
import { SETTINGS } from '../../../config/settings.ts';
import type { GroupFilter } from '../schedule.ts';
import { LocalTimeSwitch } from './local-time-switch.tsx';
import styles from './schedules-page.module.css';

/** The group filters, which choose the standings table too (docs/product/schedule-and-matches.md#schedules). */
const GROUP_SELECTS: { key: GroupFilter; label: string; all: string; text: (value: string) => string }[] = [
  {
    key: 'phase',
    label: 'Phase',
    all: 'All phases',
    text: (value) => MATCH_PHASE_LABELS[value.toLowerCase() as MatchPhase] ?? value,
  },
  { key: 'region', label: 'Region', all: 'All regions', text: (value) => value.toUpperCase() },
  { key: 'division', label: 'Division', all: 'All divisions', text: (value) => value },
];

interface ScheduleFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  season: number | null;
  onSeason: (value: string) => void;
  round: string;
  rounds: readonly string[];
  onRound: (value: string) => void;
  /** The chosen phase, region and division ('' for every value), their choices and setters. */
  group: Record<GroupFilter, string>;
  groupChoices: Record<GroupFilter, readonly string[]>;
  onGroup: Record<GroupFilter, (value: string) => void>;
  local: boolean;
  onLocal: (on: boolean) => void;
  filtered: boolean;
  /** How many filters narrow the list, shown on the phone's Filters button. */
  activeCount: number;
  onClear: () => void;
}

/**
 * The filter panel. On a phone it sits behind one Filters button (with the number of active filters) so
 * the matches come first; from 768px it is always open and the button is not shown.
 */
export function ScheduleFilters(props: ScheduleFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button
        variant="secondary"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <SlidersHorizontal size={16} aria-hidden="true" />
        Filters
        {/* The name is the visible text plus ' active': 'Filters 2 active'. */}
        {props.activeCount > 0 && (
          <>
            {' '}
            <span className={styles.filterCount}>{props.activeCount}</span>
            <span className="visually-hidden"> active</span>
          </>
        )}
      </Button>
      <div id={panelId} className={clsx(styles.filtersPanel, open && styles.filtersOpen)}>
        <FilterPanel {...props} />
      </div>
    </>
  );
}

function FilterPanel(props: ScheduleFiltersProps) {
  return (
    <FilterBar label="Filter matches" share>
      <SearchInput
        label="Search"
        value={props.search}
        onChange={props.onSearch}
        placeholder="Team or match"
      />
      <SelectInput
        label="Season"
        value={props.season === null ? '' : String(props.season)}
        onChange={props.onSeason}
        options={seasonFilterOptions(SETTINGS.maxSeason)}
      />
      <SelectInput
        label="Round"
        value={props.round}
        onChange={props.onRound}
        options={[
          { value: '', label: 'All rounds' },
          ...props.rounds.map((round) => ({ value: round, label: round })),
        ]}
      />
      {GROUP_SELECTS.map(({ key, label, all, text }) => (
        <SelectInput
          key={key}
          label={label}
          value={props.group[key]}
          onChange={props.onGroup[key]}
          options={[
            { value: '', label: all },
            ...props.groupChoices[key].map((value) => ({ value, label: text(value) })),
          ]}
        />
      ))}
      <div className={styles.toggleRow}>
        <LocalTimeSwitch checked={props.local} onChange={props.onLocal} />
        {props.filtered && (
          <Button variant="secondary" onClick={props.onClear}>
            Clear Filters
          </Button>
        )}
      </div>
    </FilterBar>
  );
}
