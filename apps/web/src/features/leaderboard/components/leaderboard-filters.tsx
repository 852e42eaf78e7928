import type { LeaderboardUrlState } from '@league/shared/domain/leaderboard-url-state';
import { STAGE_FILTER_OPTIONS, type StageFilter } from '@league/shared/domain/stages';
import { STAT_MODE_LABELS, STAT_MODES, type StatMode } from '@league/shared/domain/stat-columns';
import { FilterBar, SearchInput, SelectInput } from '../../../components/ui/filters.tsx';
import { SETTINGS } from '../../../config/settings.ts';
import type { LeaderboardUpdate } from '../use-leaderboard-state.ts';
import styles from './leaderboard-filters.module.css';

const SEASON_OPTIONS = [
  { value: '', label: 'All' },
  ...Array.from({ length: SETTINGS.maxSeason }, (_, i) => ({
    value: String(i + 1),
    label: `Season ${i + 1}`,
  })),
];

const MODE_OPTIONS = STAT_MODES.map((mode) => ({ value: mode, label: STAT_MODE_LABELS[mode] }));

const VIEW_OPTIONS = [
  { value: 'players', label: 'Players' },
  { value: 'teams', label: 'Teams' },
];

interface LeaderboardFiltersProps {
  state: LeaderboardUrlState;
  update: LeaderboardUpdate;
  search: string;
  onSearchChange: (value: string) => void;
}

/** Season, Round, Stat-Type, View and the name search (docs/product/leaderboard.md#pages). */
export function LeaderboardFilters({ state, update, search, onSearchChange }: LeaderboardFiltersProps) {
  const teams = state.view === 'teams';
  return (
    <div className={styles.filters}>
      <FilterBar label="Leaderboard filters">
        <SelectInput
          label="Season"
          value={state.season === null ? '' : String(state.season)}
          onChange={(value) => update({ season: value ? Number(value) : null })}
          options={SEASON_OPTIONS}
        />
        <SelectInput
          label="Round"
          value={state.stage}
          onChange={(value) => update({ stage: value as StageFilter })}
          options={STAGE_FILTER_OPTIONS}
        />
        <SelectInput
          label="Stat-Type"
          value={state.mode}
          onChange={(value) => update({ mode: value as StatMode })}
          options={MODE_OPTIONS}
        />
        <SelectInput
          label="View"
          value={state.view}
          onChange={(value) => update({ view: value === 'teams' ? 'teams' : 'players' })}
          options={VIEW_OPTIONS}
        />
        <SearchInput
          label={teams ? 'Search teams' : 'Search players'}
          value={search}
          onChange={onSearchChange}
          placeholder={teams ? 'Search Teams...' : 'Search Players...'}
        />
      </FilterBar>
    </div>
  );
}
