/**
 * The season filter of the public list pages (docs/product/site.md#list-pages): 'All seasons', then Season N
 * down to Season 1, the value being the season number. One control, so the lists offer the same seasons under
 * the same label.
 */

import { SETTINGS } from '../../config/settings.ts';
import { SelectInput } from '../ui/filters.tsx';
import { seasonFilterOptions } from './season-options.ts';

interface SeasonFilterSelectProps {
  /** The chosen season number, or null for all seasons. */
  value: number | null;
  onChange: (value: string) => void;
}

export function SeasonFilterSelect({ value, onChange }: SeasonFilterSelectProps) {
  return (
    <SelectInput
      label="Season"
      value={value === null ? '' : String(value)}
      onChange={onChange}
      options={seasonFilterOptions(SETTINGS.maxSeason)}
    />
  );
}
