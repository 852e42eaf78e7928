import { STAGES } from '@league/shared/domain/league';
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
import { seasonFilterOptions } from '../../seasons/season-options.ts';
import { useGamesPage } from '../api/games-api.ts';
import {
  GAMES_PAGE_SIZE,
  pageCountOf,
  parsePositiveInt,
  parseSeasonFilter,
  parseStageFilter,
} from '../game-list-filters.ts';
import { GameCard, GameCardSkeleton } from './game-card.tsx';
import styles from './games-page.module.css';

const SKELETON_COUNT = 10;
const RESET_PAGE = ['page'] as const;
const FILTER_KEYS = ['q', 'season', 'stage', 'page'] as const;
const STAGE_OPTIONS = [{ value: '', label: 'All stages' }, ...STAGES.map((s) => ({ value: s, label: s }))];

export function GamesPage() {
  const [name, setName, appliedName] = useDebouncedSearchParam('q', 250, RESET_PAGE);
  const [seasonParam, setSeason] = useSearchParam('season', '', RESET_PAGE);
  const [stageParam, setStage] = useSearchParam('stage', '', RESET_PAGE);
  const [pageParam, setPage] = useSearchParam('page', '1');
  const season = parseSeasonFilter(seasonParam, SETTINGS.maxSeason);
  const stage = parseStageFilter(stageParam);
  const page = parsePositiveInt(pageParam) ?? 1;
  const games = useGamesPage({ name: appliedName, season, stage, page });

  const filtered = appliedName.trim() !== '' || season !== null || stage !== '';
  const clearFilters = useClearSearchParams(FILTER_KEYS);
  const total = games.data?.total ?? 0;
  const pageCount = pageCountOf(total);
  const first = (page - 1) * GAMES_PAGE_SIZE + 1;

  useClampPage(page, pageCount, games.isSuccess && !games.isPlaceholderData && total > 0, setPage);

  return (
    <>
      <PageMeta
        title="Games"
        description={`Every recorded game of the ${SETTINGS.siteName}: scores, stages, box scores and videos.`}
        path={paths.games()}
        jsonLd={{ '@type': 'CollectionPage', name: 'Games', description: 'Recorded league games' }}
      />
      <PageHeader
        eyebrow="Results"
        title="Games"
        lead="Every recorded game, newest first. Open one for the scoreboard and each player's line."
      />
      <FilterBar label="Filter games">
        <SearchInput label="Game name" value={name} onChange={setName} placeholder="Search by name" />
        <SelectInput
          label="Season"
          value={season === null ? '' : String(season)}
          onChange={(value) => setSeason(value)}
          options={seasonFilterOptions(SETTINGS.maxSeason)}
        />
        <SelectInput
          label="Stage"
          value={stage}
          onChange={(value) => setStage(value)}
          options={STAGE_OPTIONS}
        />
        {filtered && (
          <Button variant="secondary" onClick={clearFilters} className={styles.clear}>
            Clear Filters
          </Button>
        )}
      </FilterBar>

      {games.isPending && (
        <div className={styles.list} aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading games…
          </span>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <GameCardSkeleton key={index} />
          ))}
        </div>
      )}
      {games.isError && <ErrorState message={errorMessage(games.error)} onRetry={() => games.refetch()} />}
      {games.isSuccess && (
        <>
          <p className={styles.count} aria-live="polite">
            {formatListRange(first, games.data.items.length, total, ['game', 'games'])}
          </p>
          {games.data.items.length === 0 ? (
            <EmptyState
              message="No games found."
              action={
                filtered ? (
                  <Button variant="secondary" onClick={clearFilters}>
                    Clear Filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul className={styles.list} aria-busy={games.isPlaceholderData || undefined}>
              {games.data.items.map((game) => (
                <li key={game.id}>
                  <GameCard game={game} />
                </li>
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
            label="Games pages"
            className={styles.pagination}
          />
        </>
      )}
    </>
  );
}
