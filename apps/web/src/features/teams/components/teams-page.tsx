import { Pagination } from '../../../components/data-table/pagination.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FilterBar, SearchInput, SelectInput } from '../../../components/ui/filters.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import {
  useClampPage,
  useClearSearchParams,
  useDebouncedSearchParam,
  useSearchParam,
} from '../../../hooks/use-search-param.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatListRange } from '../../../lib/format.ts';
import { pageCountOf, parsePositiveInt, parseSeasonFilter } from '../../players/player-list-filters.ts';
import { seasonFilterOptions } from '../../seasons/season-options.ts';
import { useTeamsPage } from '../api/teams-api.ts';
import {
  keepPlacement,
  PLACEMENT_FILTER_OPTIONS,
  parsePlacementFilter,
  TEAMS_PAGE_SIZE,
} from '../team-list-filters.ts';
import { TeamCard, TeamCardSkeleton } from './team-card.tsx';
import styles from './teams-page.module.css';

const SKELETON_COUNT = 12;
const RESET_PAGE = ['page'] as const;
const FILTER_KEYS = ['q', 'season', 'placement', 'page'];

export function TeamsPage() {
  const [name, setName, appliedName] = useDebouncedSearchParam('q', 250, RESET_PAGE);
  const [seasonParam, setSeason] = useSearchParam('season', '', RESET_PAGE);
  const [placementParam, setPlacement] = useSearchParam('placement', '', RESET_PAGE);
  const [pageParam, setPage] = useSearchParam('page', '1');
  const season = parseSeasonFilter(seasonParam, SETTINGS.maxSeason);
  const placement = parsePlacementFilter(placementParam);
  const page = parsePositiveInt(pageParam) ?? 1;
  const teams = useTeamsPage({ name: appliedName, season, placement, page });

  const filtered = appliedName.trim() !== '' || season !== null || placement !== '';
  const clearSearchParams = useClearSearchParams(FILTER_KEYS);
  const clearFilters = () => {
    setName('');
    clearSearchParams();
  };
  // While a new filter loads, the previous page stays on screen as it was (not re-filtered to nothing).
  const items = teams.data
    ? teams.isPlaceholderData
      ? teams.data.items
      : keepPlacement(teams.data.items, placement)
    : [];
  const total = teams.data?.total ?? 0;
  const pageCount = pageCountOf(total, TEAMS_PAGE_SIZE);
  const first = (page - 1) * TEAMS_PAGE_SIZE + 1;

  useClampPage(page, pageCount, teams.isSuccess && !teams.isPlaceholderData && total > 0, setPage);

  return (
    <>
      <PageMeta
        title="Teams"
        description={`Every team of every ${SETTINGS.siteName} season: placements, rosters and results.`}
        path={paths.teams()}
        jsonLd={{ '@type': 'CollectionPage', name: 'Teams', description: 'League teams by season' }}
      />
      <PageHeader
        eyebrow="Clubs"
        title="Teams"
        lead="Every team of every season, newest first. Open one for its roster, games and totals."
      />
      <FilterBar label="Filter teams">
        <SearchInput label="Team name" value={name} onChange={setName} placeholder="Search by name" />
        <SelectInput
          label="Season"
          value={season === null ? '' : String(season)}
          onChange={(value) => setSeason(value)}
          options={seasonFilterOptions(SETTINGS.maxSeason)}
        />
        <SelectInput
          label="Placement"
          value={placement}
          onChange={(value) => setPlacement(value)}
          options={PLACEMENT_FILTER_OPTIONS}
        />
        {filtered && (
          <Button variant="secondary" onClick={clearFilters} className={styles.clear}>
            Clear Filters
          </Button>
        )}
      </FilterBar>

      {teams.isPending && (
        <ul className={styles.grid} aria-busy="true">
          <li className="visually-hidden" role="status">
            Loading teams…
          </li>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <TeamCardSkeleton key={index} />
          ))}
        </ul>
      )}
      {teams.isError && <ErrorState message={errorMessage(teams.error)} onRetry={() => teams.refetch()} />}
      {teams.isSuccess && (
        <>
          <p className={styles.count} aria-live="polite">
            {formatListRange(first, teams.data.items.length, total, ['team', 'teams'])}
          </p>
          {items.length === 0 ? (
            <EmptyState
              message="No teams found."
              action={
                filtered ? (
                  <Button variant="secondary" onClick={clearFilters}>
                    Clear Filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul className={styles.grid} aria-busy={teams.isPlaceholderData || undefined}>
              {items.map((team) => (
                <TeamCard key={team.id} team={team} />
              ))}
            </ul>
          )}
          <Pagination
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            onPageChange={(next) => {
              setPage(String(next));
              window.scrollTo({ top: 0 });
            }}
            label="Teams pages"
            className={styles.pagination}
          />
        </>
      )}
    </>
  );
}
