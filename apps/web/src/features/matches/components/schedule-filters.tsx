import clsx from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { seasonFilterOptions } from '../../../components/list-page/season-options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FilterBar, SearchInput, SelectInput } from '../../../components/ui/filters.tsx';
import { SETTINGS } from '../../../config/settings.ts';
import { LocalTimeSwitch } from './local-time-switch.tsx';
import styles from './schedules-page.module.css';

const COMING_SOON = 'Coming soon';

/**
 * The documented placeholders: visibly disabled, with a 'Coming soon' title
 * (docs/product/schedule-and-matches.md#schedules).
 */
const PLACEHOLDER_SELECTS = [
  { label: 'Phase', all: 'All phases' },
  { label: 'Region', all: 'All regions' },
  { label: 'Division', all: 'All divisions' },
] as const;

interface ScheduleFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  season: number | null;
  onSeason: (value: string) => void;
  round: string;
  rounds: readonly string[];
  onRound: (value: string) => void;
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
      {PLACEHOLDER_SELECTS.map(({ label, all }) => (
        <div key={label} className={styles.placeholder} title={COMING_SOON}>
          <SelectInput
            label={label}
            value=""
            onChange={() => {}}
            options={[{ value: '', label: all }]}
            disabled
            title={COMING_SOON}
            aria-description={COMING_SOON}
          />
        </div>
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
