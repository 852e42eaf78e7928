import { parseAwardListFilters } from '@league/shared/domain/search-lists';
import { CollectionHead } from '../../../components/list-page/collection-head.tsx';
import { ListCount, ListStates } from '../../../components/list-page/list-states.tsx';
import { SeasonFilterSelect } from '../../../components/list-page/season-filter-select.tsx';
import { ClearFiltersButton, FilterBar, SelectInput } from '../../../components/ui/filters.tsx';
import { SETTINGS } from '../../../config/settings.ts';
import { useClearSearchParams, useQueryParams, useSearchParam } from '../../../hooks/use-search-param.ts';
import { formatCount } from '../../../lib/format.ts';
import { FansVotes } from '../../votes/components/fans-votes.tsx';
import { useAwards } from '../api/awards-api.ts';
import { AWARD_TYPE_OPTIONS } from '../award-list-filters.ts';
import { AwardItem, AwardItemSkeleton } from './award-item.tsx';
import styles from './awards-page.module.css';

const SKELETON_COUNT = 8;
const FILTER_KEYS = ['season', 'type'] as const;

export function AwardsPage() {
  const [params] = useQueryParams();
  // The address read as the server reads it to draw the page (the catalogue's awardList read).
  const filters = parseAwardListFilters(params, SETTINGS.maxSeason);
  const { season, type } = filters;
  const [, setSeason] = useSearchParam('season');
  const [, setType] = useSearchParam('type');
  const awards = useAwards(filters);
  const filtered = season !== null || type !== '';
  const clearFilters = useClearSearchParams(FILTER_KEYS);
  const items = awards.data ?? [];

  return (
    <>
      <CollectionHead
        page="awards"
        summary="League awards by season"
        eyebrow="Honours"
        lead="The league's season awards, newest season first. Filter by season or by award."
      />
      <FilterBar label="Filter awards" share>
        <SeasonFilterSelect value={season} onChange={setSeason} />
        <SelectInput label="Type" value={type} onChange={setType} options={AWARD_TYPE_OPTIONS} />
        {filtered && <ClearFiltersButton onClick={clearFilters} />}
      </FilterBar>
      <ListStates
        query={awards}
        items={items}
        renderItem={(award) => (
          <li key={award.id}>
            <AwardItem award={award} />
          </li>
        )}
        skeleton={<AwardItemSkeleton />}
        skeletonCount={SKELETON_COUNT}
        skeletonKind="div"
        listClassName={styles.list}
        loading="Loading awards..."
        empty="No awards found."
        onClearFilters={filtered ? clearFilters : undefined}
        summary={<ListCount>{formatCount(items.length, ['award', 'awards'])}</ListCount>}
      />
      <FansVotes seasonNumber={season} />
    </>
  );
}
