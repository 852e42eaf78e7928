import { SEARCH_LISTS } from '@league/shared/domain/search-lists';
import { CollectionHead } from '../../../components/list-page/collection-head.tsx';
import { ListPageLayout } from '../../../components/list-page/list-page-layout.tsx';
import { SearchListControls } from '../../../components/list-page/search-list-controls.tsx';
import { useSearchListFilters } from '../../../components/list-page/use-list-filters.ts';
import { useTeamsPage } from '../api/teams-api.ts';
import { keepPlacement, PLACEMENT_FILTER_OPTIONS } from '../team-list-filters.ts';
import { TeamCard, TeamCardSkeleton } from './team-card.tsx';

const SKELETON_COUNT = 12;

export function TeamsPage() {
  const filters = useSearchListFilters(SEARCH_LISTS.teams);
  const teams = useTeamsPage(filters.query);
  // While a new filter loads, the previous page stays on screen as it was (not re-filtered to nothing).
  const items = teams.data
    ? teams.isPlaceholderData
      ? teams.data.items
      : keepPlacement(teams.data.items, filters.choice)
    : [];

  return (
    <>
      <CollectionHead
        page="teams"
        summary="League teams by season"
        eyebrow="Clubs"
        lead="Every team of every season, newest first. Open one for its roster, games and totals."
      />
      <ListPageLayout
        filters={
          <SearchListControls
            filters={filters}
            nameLabel="Team name"
            choiceLabel="Placement"
            choices={PLACEMENT_FILTER_OPTIONS}
          />
        }
        state={filters}
        query={teams}
        items={items}
        renderItem={(team) => <TeamCard key={team.id} team={team} />}
        pageSize={SEARCH_LISTS.teams.pageSize}
        skeleton={<TeamCardSkeleton />}
        skeletonCount={SKELETON_COUNT}
        noun={['team', 'teams']}
      />
    </>
  );
}
