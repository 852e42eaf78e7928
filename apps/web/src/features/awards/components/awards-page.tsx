import { parseSeasonNumber } from '@league/shared/domain/list-filters';
import { seasonFilterOptions } from '../../../components/list-page/season-options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FilterBar, SelectInput } from '../../../components/ui/filters.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { SETTINGS } from '../../../config/settings.ts';
import { useClearSearchParams, useSearchParam } from '../../../hooks/use-search-param.ts';
import { errorMessage } from '../../../lib/api-client.ts';

import { useAwards } from '../api/awards-api.ts';

import { AWARD_TYPE_OPTIONS, parseAwardType } from '../award-list-filters.ts';

import { AwardItem, AwardItemSkeleton } from './award-item.tsx';

import styles from './awards-page.module.css';

const SKELETON_COUNT = 8;
const FILTER_KEYS = ['season', 'type'] as const;

export function AwardsPage() {
  const [seasonParam, setSeason] = useSearchParam('season');
  const [typeParam, setType] = useSearchParam('type');
  const season = parseSeasonNumber(seasonParam, SETTINGS.maxSeason);
  const type = parseAwardType(typeParam);
  const awards = useAwards({ season, type });
  const filtered = season !== null || type !== '';
  const clearFilters = useClearSearchParams(FILTER_KEYS);

  return (
    <>
      <PageMeta
        page="awards"
        jsonLd={{ '@type': 'CollectionPage', name: 'Awards', description: 'League awards by season' }}
      />
      <PageHeader
        eyebrow="Honours"
        title="Awards"
        lead="The league's season awards, newest season first. Filter by season or by award."
      />
      <FilterBar label="Filter awards" share>
        <SelectInput
          label="Season"
          value={season === null ? '' : String(season)}
          onChange={(value) => setSeason(value)}
          options={seasonFilterOptions(SETTINGS.maxSeason)}
        />
        <SelectInput
          label="Type"
          value={type}
          onChange={(value) => setType(value)}
          options={AWARD_TYPE_OPTIONS}
        />
        {filtered && (
          <Button variant="secondary" onClick={clearFilters} className={styles.clear}>
            Clear Filters
          </Button>
        )}
      </FilterBar>

      {awards.isPending && (
        <div aria-busy="true">
          <p className={styles.loading} role="status">
            Loading awards...
          </p>
          <div className={styles.list}>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <AwardItemSkeleton key={index} />
            ))}
          </div>
        </div>
      )}
      {awards.isError && <ErrorState message={errorMessage(awards.error)} onRetry={() => awards.refetch()} />}
      {awards.isSuccess && (
        <>
          <p className={styles.count} aria-live="polite">
            {awards.data.length} {awards.data.length === 1 ? 'award' : 'awards'}
          </p>
          {awards.data.length === 0 ? (
            <EmptyState
              message="No awards found."
              action={
                filtered ? (
                  <Button variant="secondary" onClick={clearFilters}>
                    Clear Filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul className={styles.list} aria-busy={awards.isPlaceholderData || undefined}>
              {awards.data.map((award) => (
                <li key={award.id}>
                  <AwardItem award={award} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
