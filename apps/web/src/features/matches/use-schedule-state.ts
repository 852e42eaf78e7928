import { addDaysToKey, isDayKey, todayKey } from '@league/shared/domain/day-keys';
import { parseSeasonNumber } from '@league/shared/domain/list-filters';
import { chosenDay, WINDOW_DAYS, windowStartFor } from '@league/shared/domain/schedule-window';
import { useMemo } from 'react';
import { SETTINGS } from '../../config/settings.ts';
import { useBrowserTimeZone } from '../../hooks/use-browser-time-zone.ts';
import {
  useClearSearchParams,
  useDebouncedSearchParam,
  useSearchParam,
} from '../../hooks/use-search-param.ts';

const FILTER_KEYS = ['season', 'round', 'q', 'phase', 'region', 'division'] as const;

/**
 * The schedule's state, all in the URL: `date` (any day of the chosen week; today when absent), `season`,
 * `round`, `q`, `phase`, `region`, `division` (the standings' group, docs/product/standings.md#data) and
 * `local=1` (times in the browser's zone instead of the league's,
 * docs/product/schedule-and-matches.md#rules-and-constants).
 */
export function useScheduleState() {
  const [dateParam, setDate] = useSearchParam('date');
  const [seasonParam, setSeason] = useSearchParam('season');
  const [round, setRound] = useSearchParam('round');
  const [phase, setPhase] = useSearchParam('phase');
  const [region, setRegion] = useSearchParam('region');
  const [division, setDivision] = useSearchParam('division');
  const [search, setSearch, appliedSearch] = useDebouncedSearchParam('q');
  const [localParam, setLocal] = useSearchParam('local');
  const clearFilters = useClearSearchParams(FILTER_KEYS);

  const local = localParam === '1';
  const timeZone = useBrowserTimeZone(local, SETTINGS.timeZone);
  const today = todayKey(timeZone);
  const chosen = chosenDay(dateParam, today);
  const start = windowStartFor(chosen);
  const season = parseSeasonNumber(seasonParam, SETTINGS.maxSeason);
  const filters = useMemo(
    () => ({ season, round, search: appliedSearch, phase, region, division }),
    [season, round, appliedSearch, phase, region, division],
  );
  const filtered =
    season !== null || round !== '' || appliedSearch.trim() !== '' || [phase, region, division].some(Boolean);

  return {
    timeZone,
    local,
    chosen,
    /** Whether the URL names a day (else the page opens on today). */
    dateInUrl: isDayKey(dateParam),
    start,
    today,
    showsToday: start === windowStartFor(today),
    filters,
    search,
    filtered,
    setSearch,
    setSeason: (value: string) => setSeason(value),
    setRound: (value: string) => setRound(value),
    setGroup: { phase: setPhase, region: setRegion, division: setDivision } as Record<
      'phase' | 'region' | 'division',
      (value: string) => void
    >,
    setLocal: (on: boolean) => setLocal(on ? '1' : '', { replace: true }),
    goTo: (day: string) => setDate(isDayKey(day) ? day : ''),
    previous: () => setDate(addDaysToKey(start, -WINDOW_DAYS)),
    next: () => setDate(addDaysToKey(start, WINDOW_DAYS)),
    goToday: () => setDate(''),
    clearFilters,
  };
}
