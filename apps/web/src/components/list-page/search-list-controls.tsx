import { SearchInput, SelectInput } from '../ui/filters.tsx';
import { SeasonFilterSelect } from './season-filter-select.tsx';
import type { SearchListFilters } from './use-list-filters.ts';

interface SearchListControlsProps<K extends string> {
  filters: SearchListFilters<K>;
  /** The name box's label, e.g. 'Player name'. */
  nameLabel: string;
  /** The third filter's label and choices, 'All …' first. */
  choiceLabel: string;
  choices: readonly { value: string; label: string }[];
}

/** The controls of a searched list page's filter bar: name, season, and its own third choice. */
export function SearchListControls<K extends string>({
  filters,
  nameLabel,
  choiceLabel,
  choices,
}: SearchListControlsProps<K>) {
  return (
    <>
      <SearchInput
        label={nameLabel}
        value={filters.name}
        onChange={filters.setName}
        placeholder="Search by name"
      />
      <SeasonFilterSelect value={filters.season} onChange={filters.setSeason} />
      <SelectInput
        label={choiceLabel}
        value={filters.choice}
        onChange={(value) => filters.setChoice(value)}
        options={choices}
      />
    </>
  );
}
