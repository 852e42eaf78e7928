/**
 * The filter row above a staff table (docs/product/portal.md#tables): a search box, the season when the table
 * has one, the table's own selects, then Clear Filters while any filter is set. The games, teams, players and
 * stats tables share it, so their rows keep the same labels, order and 'All seasons' choice.
 */
import type { ReactNode } from 'react';
import { ClearFiltersButton, FilterBar, SearchInput, SelectInput } from '../ui/filters.tsx';

interface Option {
  value: string;
  label: string;
}

interface AdminFilterBarProps {
  /** Names the search landmark, e.g. 'Filter games'. */
  label: string;
  search: string;
  onSearchChange: (value: string) => void;
  /** What the search box looks for, e.g. 'Game name'. */
  searchPlaceholder: string;
  /** The season filter by season number, on tables that have one; 'All seasons' comes first. */
  season?: { value: number | null; onChange: (value: string) => void; options: readonly Option[] };
  /** True while any filter is set: shows Clear Filters. */
  filtered: boolean;
  onClear: () => void;
  /** The table's own filters, after the season. */
  children?: ReactNode;
}

export function AdminFilterBar({
  label,
  search,
  onSearchChange,
  searchPlaceholder,
  season,
  filtered,
  onClear,
  children,
}: AdminFilterBarProps) {
  return (
    <FilterBar label={label}>
      <SearchInput label="Search" value={search} onChange={onSearchChange} placeholder={searchPlaceholder} />
      {season && (
        <SelectInput
          label="Season"
          value={season.value === null ? '' : String(season.value)}
          onChange={season.onChange}
          options={[{ value: '', label: 'All seasons' }, ...season.options]}
        />
      )}
      {children}
      {filtered && <ClearFiltersButton onClick={onClear} />}
    </FilterBar>
  );
}
