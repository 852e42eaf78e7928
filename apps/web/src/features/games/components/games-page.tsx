import { STAGES } from '@league/shared/domain/league';
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

import { useGamesPage } from '../api/games-api.ts';

import { GAMES_PAGE_SIZE, parseStageFilter } from '../game-list-filters.ts';
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
  const season = parseSeasonNumber(seasonParam, SETTINGS.maxSeason);
  const stage = parseStageFilter(stageParam);
  const page = parsePageNumber(pageParam);
  const games = useGamesPage({ name: appliedName, season, stage, page });

  const filtered = appliedName.trim() !== '' || season !== null || stage !== '';
  const clearFilters = useClearSearchParams(FILTER_KEYS);

  return (
    <>
      <PageMeta
        page="games"
        jsonLd={{ '@type': 'CollectionPage', name: 'Games', description: 'Recorded league games' }}
      />
      <PageHeader
        eyebrow="Results"
        title="Games"
        lead="Every recorded game, newest first. Open one for the scoreboard and each player's line."
      />
      <ListPageLayout
        filters={
          <>
            <SearchInput label="Game name" value={name} onChange={setName} placeholder="Search by name" />
            <SeasonFilterSelect value={season} onChange={setSeason} />
            <SelectInput
              label="Stage"
              value={stage}
              onChange={(value) => setStage(value)}
              options={STAGE_OPTIONS}
            />
          </>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        query={games}
        renderItem={(game) => (
          <li key={game.id}>
            <GameCard game={game} />
          </li>
        )}
        page={page}
        pageSize={GAMES_PAGE_SIZE}
        setPage={setPage}
        // Game cards are <article>s; their placeholders are blocks, not list items.
        skeleton={<GameCardSkeleton />}
        skeletonCount={SKELETON_COUNT}
        skeletonKind="div"
        listClassName={styles.list}
        texts={{
          filterLabel: 'Filter games',
          loading: 'Loading games…',
          empty: 'No games found.',
          noun: ['game', 'games'],
          pagination: 'Games pages',
        }}
      />
    </>
  );
}
