import { fetchRange } from '@league/shared/domain/schedule-window';
import type { Match } from '@league/shared/schemas/matches';
import { ListOrdered, ShoppingBag, Tv } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigationType } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { useBackgroundData } from '../../../hooks/use-background-data.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMatchForecasts } from '../../ratings/api/ratings-api.ts';
import { useLiveMatches } from '../api/live-matches.ts';
import { MATCHES_ERROR, useMatches } from '../api/matches-api.ts';
import {
  activeFilterCount,
  filterMatches,
  focusDay,
  groupMatchesByDay,
  groupOptions,
  roundOptions,
  teamNamesOf,
} from '../schedule.ts';
import { useScheduleState } from '../use-schedule-state.ts';
import { CalendarMenu } from './calendar-menu.tsx';
import { MatchDaySection } from './match-day.tsx';
import { ScheduleFilters } from './schedule-filters.tsx';
import { ScheduleWindowNav } from './schedule-window-nav.tsx';
import styles from './schedules-page.module.css';

const PLACEHOLDER_ACTIONS = [
  { label: 'WATCH', Icon: Tv },
  { label: 'SHOP', Icon: ShoppingBag },
] as const;

function PlaceholderActions() {
  return PLACEHOLDER_ACTIONS.map(({ label, Icon }) => (
    <Button
      key={label}
      className={styles.placeholderAction}
      variant="secondary"
      size="sm"
      aria-disabled="true"
      title="Coming soon"
      onClick={() => {}}
    >
      <Icon size={16} aria-hidden="true" />
      {label}
      <span className="visually-hidden"> (coming soon)</span>
    </Button>
  ));
}

/** The seasons of the window's matches, for their forecasts (usually one). */
function seasonsOf(matches: readonly Match[]): number[] {
  return [...new Set(matches.map((match) => match.season.seasonNumber))];
}

export function SchedulesPage() {
  const state = useScheduleState();
  const range = fetchRange(state.start);
  const matches = useMatches(range);
  // A match night moves on the cards as it happens (docs/product/live.md#pages-that-update).
  useLiveMatches();
  // Two weeks of cards are the page's heaviest drawing.
  const { data: shown, loading } = useBackgroundData(matches);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const rounds = useMemo(() => roundOptions(shown ?? [], state.filters.round), [shown, state.filters.round]);
  const groupChoices = useMemo(
    () => ({
      phase: groupOptions(shown ?? [], 'phase', state.filters.phase),
      region: groupOptions(shown ?? [], 'region', state.filters.region),
      division: groupOptions(shown ?? [], 'division', state.filters.division),
    }),
    [shown, state.filters.phase, state.filters.region, state.filters.division],
  );
  const forecasts = useMatchForecasts(useMemo(() => seasonsOf(shown ?? []), [shown]));
  const groups = useMemo(
    () => groupMatchesByDay(filterMatches(shown ?? [], state.filters), state.timeZone, state.start),
    [shown, state.filters, state.timeZone, state.start],
  );
  const teamNames = useMemo(() => teamNamesOf(shown ?? []), [shown]);
  useOpenOnDay(
    shown !== undefined && !state.dateInUrl
      ? focusDay(
          groups.map((group) => group.day),
          state.today,
        )
      : null,
  );
  const toggleDay = (day: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(day)) next.add(day);
      return next;
    });

  return (
    <>
      <PageMeta
        page="schedules"
        jsonLd={{
          '@type': 'CollectionPage',
          name: 'Schedules & Results',
          description: 'League match schedule and results',
        }}
      />
      <PageHeader
        eyebrow="Match nights"
        title="Schedules & Results"
        lead="Two weeks of league matches at a time: results for the ones played, start times for the rest."
        actions={
          <>
            <Link
              to={paths.standings({
                season: state.filters.season,
                phase: state.filters.phase || null,
                region: state.filters.region || null,
                division: state.filters.division || null,
              })}
              className={buttonClass('secondary', 'sm')}
            >
              <ListOrdered size={16} aria-hidden="true" />
              Standings
            </Link>
            <PlaceholderActions />
            <CalendarMenu teamNames={teamNames} />
          </>
        }
      />
      <ScheduleWindowNav
        start={state.start}
        chosen={state.chosen}
        onPrevious={state.previous}
        onNext={state.next}
        onPick={state.goTo}
        onToday={state.goToday}
      />
      <ScheduleFilters
        search={state.search}
        onSearch={state.setSearch}
        season={state.filters.season}
        onSeason={state.setSeason}
        round={state.filters.round}
        rounds={rounds}
        onRound={state.setRound}
        group={state.filters}
        groupChoices={groupChoices}
        onGroup={state.setGroup}
        local={state.local}
        onLocal={state.setLocal}
        filtered={state.filtered}
        activeCount={activeFilterCount(state.filters)}
        onClear={state.clearFilters}
      />
      <p className={styles.zone}>
        {state.local
          ? `Times are shown in your time zone (${state.timeZone}).`
          : `Times are shown in league time (${state.timeZone}).`}
      </p>

      {loading && <ScheduleSkeleton />}
      {matches.isError && (
        <ErrorState message={errorMessage(matches.error, MATCHES_ERROR)} onRetry={() => matches.refetch()} />
      )}
      {shown !== undefined &&
        !matches.isError &&
        (groups.length === 0 ? (
          <EmptyState
            message="No matches found for the selected criteria."
            action={
              state.filtered ? (
                <Button variant="secondary" onClick={state.clearFilters}>
                  Clear Filters
                </Button>
              ) : undefined
            }
          />
        ) : (
          <div className={styles.days} aria-busy={matches.isPlaceholderData || undefined}>
            {groups.map((group) => (
              <MatchDaySection
                key={group.day}
                group={group}
                timeZone={state.timeZone}
                isToday={group.day === state.today}
                forecasts={forecasts}
                collapsed={collapsed.has(group.day)}
                onToggle={() => toggleDay(group.day)}
              />
            ))}
          </div>
        ))}
      {/* On a phone the placeholders wait below the schedule instead of above it. */}
      <div className={styles.placeholderRow}>
        <PlaceholderActions />
      </div>
    </>
  );
}

/**
 * Opening the schedule without a date in the URL scrolls once to `day` (today or the next match day) when
 * its section is below the first screen, so a phone shows tonight's matches first. A return by Back keeps
 * the restored scroll position instead.
 */
function useOpenOnDay(day: string | null) {
  const done = useRef(false);
  const navigationType = useNavigationType();
  const { key } = useLocation();
  // A document load is a POP with the 'default' key; Back and Forward are POPs with a history entry's key.
  const returning = navigationType === 'POP' && key !== 'default';
  useEffect(() => {
    if (done.current || day === null) return;
    done.current = true;
    if (returning) return;
    const section = document.querySelector(`[data-day="${day}"]`);
    if (!section) return;
    // Not in the frame where the schedule replaced its skeleton: growing and scrolling in one frame makes
    // the footer look as if it jumped (a 0.68 layout shift in Lighthouse). Two frames later it is a plain
    // scroll, and measuring there reads the layout the browser has already done instead of forcing one
    // right after the matches were added.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const { top } = section.getBoundingClientRect();
        if (top >= 0 && top < window.innerHeight / 2) return;
        section.scrollIntoView({ block: 'start' });
      }),
    );
  }, [day, returning]);
}

const SKELETON_DAYS = [
  { day: 'first', count: 3 },
  { day: 'second', count: 2 },
] as const;

function ScheduleSkeleton() {
  return (
    <div className={styles.days} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading matches…
      </span>
      {SKELETON_DAYS.map(({ day, count }) => (
        <div key={day} className={styles.skeletonDay} aria-hidden="true">
          <Skeleton height="40px" radius="md" />
          <div className={styles.skeletonCards}>
            {Array.from({ length: count }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} height="150px" radius="lg" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
