import { parsePageNumber, parseSeasonNumber } from '@league/shared/domain/list-filters';
import { useState } from 'react';

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

import { usePlayersPage } from '../api/players-api.ts';

import { PLAYERS_PAGE_SIZE, POSITION_FILTER_OPTIONS, parsePositionFilter } from '../player-list-filters.ts';
import { PlayerCard, PlayerCardSkeleton } from './player-card.tsx';

const SKELETON_COUNT = 10;
const RESET_PAGE = ['page'] as const;
const FILTER_KEYS = ['q', 'season', 'position', 'page'];

export function PlayersPage() {
  const [name, setName, appliedName] = useDebouncedSearchParam('q', 250, RESET_PAGE);
  const [seasonParam, setSeason] = useSearchParam('season', '', RESET_PAGE);
  const [positionParam, setPosition] = useSearchParam('position', '', RESET_PAGE);
  const [pageParam, setPage] = useSearchParam('page', '1');
  const season = parseSeasonNumber(seasonParam, SETTINGS.maxSeason);
  const position = parsePositionFilter(positionParam);
  const page = parsePageNumber(pageParam);
  const players = usePlayersPage({ name: appliedName, season, position, page });
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());

  const filtered = appliedName.trim() !== '' || season !== null || position !== '';
  const clearSearchParams = useClearSearchParams(FILTER_KEYS);
  const clearFilters = () => {
    setName('');
    clearSearchParams();
  };
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <PageMeta
        page="players"
        jsonLd={{ '@type': 'CollectionPage', name: 'Players', description: 'League players and their teams' }}
      />
      <PageHeader
        eyebrow="Roster"
        title="Players"
        lead="Everyone who has taken the court. Open a card for the player's teams, or see the full profile."
      />
      <ListPageLayout
        filters={
          <>
            <SearchInput label="Player name" value={name} onChange={setName} placeholder="Search by name" />
            <SeasonFilterSelect value={season} onChange={setSeason} />
            <SelectInput
              label="Position"
              value={position}
              onChange={(value) => setPosition(value)}
              options={POSITION_FILTER_OPTIONS}
            />
          </>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        query={players}
        renderItem={(player) => (
          <PlayerCard
            key={player.id}
            player={player}
            expanded={expanded.has(player.id)}
            onToggle={() => toggle(player.id)}
          />
        )}
        page={page}
        pageSize={PLAYERS_PAGE_SIZE}
        setPage={setPage}
        skeleton={<PlayerCardSkeleton />}
        skeletonCount={SKELETON_COUNT}
        texts={{
          filterLabel: 'Filter players',
          loading: 'Loading players…',
          empty: 'No players found.',
          noun: ['player', 'players'],
          pagination: 'Players pages',
        }}
      />
    </>
  );
}
