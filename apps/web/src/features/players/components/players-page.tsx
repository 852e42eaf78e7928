import { SEARCH_LISTS } from '@league/shared/domain/search-lists';
import { useState } from 'react';
import { CollectionHead } from '../../../components/list-page/collection-head.tsx';
import { ListPageLayout } from '../../../components/list-page/list-page-layout.tsx';
import { SearchListControls } from '../../../components/list-page/search-list-controls.tsx';
import { useSearchListFilters } from '../../../components/list-page/use-list-filters.ts';
import { usePlayersPage } from '../api/players-api.ts';
import { POSITION_FILTER_OPTIONS } from '../player-list-filters.ts';
import { PlayerCard, PlayerCardSkeleton } from './player-card.tsx';

const SKELETON_COUNT = 10;

export function PlayersPage() {
  const filters = useSearchListFilters(SEARCH_LISTS.players);
  const players = usePlayersPage(filters.query);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <CollectionHead
        page="players"
        summary="League players and their teams"
        eyebrow="Roster"
        lead="Everyone who has taken the court. Open a card for the player's teams, or see the full profile."
      />
      <ListPageLayout
        filters={
          <SearchListControls
            filters={filters}
            nameLabel="Player name"
            choiceLabel="Position"
            choices={POSITION_FILTER_OPTIONS}
          />
        }
        state={filters}
        query={players}
        renderItem={(player) => (
          <PlayerCard
            key={player.id}
            player={player}
            expanded={expanded.has(player.id)}
            onToggle={() => toggle(player.id)}
          />
        )}
        pageSize={SEARCH_LISTS.players.pageSize}
        skeleton={<PlayerCardSkeleton />}
        skeletonCount={SKELETON_COUNT}
        noun={['player', 'players']}
      />
    </>
  );
}
