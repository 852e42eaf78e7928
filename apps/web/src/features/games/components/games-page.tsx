import { STAGES } from '@league/shared/domain/league';
import { SEARCH_LISTS } from '@league/shared/domain/search-lists';
import { CollectionHead } from '../../../components/list-page/collection-head.tsx';
import { ListPageLayout } from '../../../components/list-page/list-page-layout.tsx';
import { SearchListControls } from '../../../components/list-page/search-list-controls.tsx';
import { useSearchListFilters } from '../../../components/list-page/use-list-filters.ts';
import { useGamesPage } from '../api/games-api.ts';
import { GameCard, GameCardSkeleton } from './game-card.tsx';
import styles from './games-page.module.css';

const SKELETON_COUNT = 10;
const STAGE_OPTIONS = [{ value: '', label: 'All stages' }, ...STAGES.map((s) => ({ value: s, label: s }))];

export function GamesPage() {
  const filters = useSearchListFilters(SEARCH_LISTS.games);
  const games = useGamesPage(filters.query);
  return (
    <>
      <CollectionHead
        page="games"
        summary="Recorded league games"
        eyebrow="Results"
        lead="Every recorded game, newest first. Open one for the scoreboard and each player's line."
      />
      <ListPageLayout
        filters={
          <SearchListControls
            filters={filters}
            nameLabel="Game name"
            choiceLabel="Stage"
            choices={STAGE_OPTIONS}
          />
        }
        state={filters}
        query={games}
        renderItem={(game) => (
          <li key={game.id}>
            <GameCard game={game} />
          </li>
        )}
        pageSize={SEARCH_LISTS.games.pageSize}
        // Game cards are <article>s; their placeholders are blocks, not list items.
        skeleton={<GameCardSkeleton />}
        skeletonCount={SKELETON_COUNT}
        skeletonKind="div"
        listClassName={styles.list}
        noun={['game', 'games']}
      />
    </>
  );
}
