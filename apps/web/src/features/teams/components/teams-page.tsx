import { parsePageNumber, parseSeasonNumber } from '@league/shared/domain/list-filters';
import { ListPageLayout } from '../../../components/list-page/list-page-layout.tsx';
import { SeasonFilterSelect } from '../../../components/list-page/season-filter-select.tsx';
import { SearchInput, SelectInput } from '../../../components/ui/filters.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { SETTINGS } from '../../../config/settings.ts';
import {
  useClearSearchParams,
  useDebouncedSearchParam,
  useSearchParam,
} from '../../../hooks/use-search-param.ts';

import { useTeamsPage } from '../api/teams-api.ts';

import {
  keepPlacement,
  PLACEMENT_FILTER_OPTIONS,
  parsePlacementFilter,
  TEAMS_PAGE_SIZE,
} from '../team-list-filters.ts';

import { TeamCard, TeamCardSkeleton } from './team-card.tsx';

const SKELETON_COUNT = 12;
const RESET_PAGE = ['page'] as const;
const FILTER_KEYS = ['q', 'season', 'placement', 'page'];

export function TeamsPage() {
  const [name, setName, appliedName] = useDebouncedSearchParam('q', 250, RESET_PAGE);
  const [seasonParam, setSeason] = useSearchParam('season', '', RESET_PAGE);
  const [placementParam, setPlacement] = useSearchParam('placement', '', RESET_PAGE);
  const [pageParam, setPage] = useSearchParam('page', '1');
  const season = parseSeasonNumber(seasonParam, SETTINGS.maxSeason);
  const placement = parsePlacementFilter(placementParam);
  const page = parsePageNumber(pageParam);
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

  return (
    <>
      <PageMeta
        page="teams"
        jsonLd={{ '@type': 'CollectionPage', name: 'Teams', description: 'League teams by season' }}
      />
      <PageHeader
        eyebrow="Clubs"
        title="Teams"
        lead="Every team of every season, newest first. Open one for its roster, games and totals."
      />
      <ListPageLayout
        filters={
          <>
            <SearchInput label="Team name" value={name} onChange={setName} placeholder="Search by name" />
            <SeasonFilterSelect value={season} onChange={setSeason} />
            <SelectInput
              label="Placement"
              value={placement}
              onChange={(value) => setPlacement(value)}
              options={PLACEMENT_FILTER_OPTIONS}
            />
          </>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        query={teams}
        items={items}
        renderItem={(team) => <TeamCard key={team.id} team={team} />}
        page={page}
        pageSize={TEAMS_PAGE_SIZE}
        setPage={setPage}
        skeleton={<TeamCardSkeleton />}
        skeletonCount={SKELETON_COUNT}
        texts={{
          filterLabel: 'Filter teams',
          loading: 'Loading teams…',
          empty: 'No teams found.',
          noun: ['team', 'teams'],
          pagination: 'Teams pages',
        }}
      />
    </>
  );
}
