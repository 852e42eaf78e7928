import { useState } from 'react';
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
import { usePlayersPage } from '../api/players-api.ts';
import {
  PLAYERS_PAGE_SIZE,
  POSITION_FILTER_OPTIONS,
  pageCountOf,
  parsePositionFilter,
  parsePositiveInt,
  parseSeasonFilter,
} from '../player-list-filters.ts';
import { PlayerCard, PlayerCardSkeleton } from './player-card.tsx';
import styles from './players-page.module.css';

const SKELETON_COUNT = 10;
const RESET_PAGE = ['page'] as const;
const FILTER_KEYS = ['q', 'season', 'position', 'page'];

export function PlayersPage() {
  const [name, setName, appliedName] = useDebouncedSearchParam('q', 250, RESET_PAGE);
  const [seasonParam, setSeason] = useSearchParam('season', '', RESET_PAGE);
  const [positionParam, setPosition] = useSearchParam('position', '', RESET_PAGE);
  const [pageParam, setPage] = useSearchParam('page', '1');
  const season = parseSeasonFilter(seasonParam, SETTINGS.maxSeason);
  const position = parsePositionFilter(positionParam);
  const page = parsePositiveInt(pageParam) ?? 1;
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

  const total = players.data?.total ?? 0;
  const pageCount = pageCountOf(total, PLAYERS_PAGE_SIZE);
  const first = (page - 1) * PLAYERS_PAGE_SIZE + 1;

  useClampPage(page, pageCount, players.isSuccess && !players.isPlaceholderData && total > 0, setPage);

  return (
    <>
      <PageMeta
        title="Players"
        description={`Every player of the ${SETTINGS.siteName}: positions, teams by season and career profiles.`}
        path={paths.players()}
        jsonLd={{ '@type': 'CollectionPage', name: 'Players', description: 'League players and their teams' }}
      />
      <PageHeader
        eyebrow="Roster"
        title="Players"
        lead="Everyone who has taken the court. Open a card for the player's teams, or see the full profile."
      />
      <FilterBar label="Filter players">
        <SearchInput label="Player name" value={name} onChange={setName} placeholder="Search by name" />
        <SelectInput
          label="Season"
          value={season === null ? '' : String(season)}
          onChange={(value) => setSeason(value)}
          options={seasonFilterOptions(SETTINGS.maxSeason)}
        />
        <SelectInput
          label="Position"
          value={position}
          onChange={(value) => setPosition(value)}
          options={POSITION_FILTER_OPTIONS}
        />
        {filtered && (
          <Button variant="secondary" onClick={clearFilters} className={styles.clear}>
            Clear Filters
          </Button>
        )}
      </FilterBar>

      {players.isPending && (
        <ul className={styles.grid} aria-busy="true">
          <li className="visually-hidden" role="status">
            Loading players…
          </li>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <PlayerCardSkeleton key={index} />
          ))}
        </ul>
      )}
      {players.isError && (
        <ErrorState message={errorMessage(players.error)} onRetry={() => players.refetch()} />
      )}
      {players.isSuccess && (
        <>
          <p className={styles.count} aria-live="polite">
            {formatListRange(first, players.data.items.length, total, ['player', 'players'])}
          </p>
          {players.data.items.length === 0 ? (
            <EmptyState
              message="No players found."
              action={
                filtered ? (
                  <Button variant="secondary" onClick={clearFilters}>
                    Clear Filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul className={styles.grid} aria-busy={players.isPlaceholderData || undefined}>
              {players.data.items.map((player) => (
                <PlayerCard
                  key={player.id}
                  player={player}
                  expanded={expanded.has(player.id)}
                  onToggle={() => toggle(player.id)}
                />
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
            label="Players pages"
            className={styles.pagination}
          />
        </>
      )}
    </>
  );
}
