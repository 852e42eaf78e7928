import { parsePositiveInt, parseSeasonNumber } from '@league/shared/domain/list-filters';
import { describePlayerPage } from '@league/shared/entity-page-text';
import type { PlayerDetail } from '@league/shared/schemas/players';
import { useMemo } from 'react';

import { Link, useParams } from 'react-router';

import { buttonClass } from '../../../components/ui/button.tsx';

import { absoluteUrl, PageMeta } from '../../../components/ui/page-meta.tsx';

import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';

import { paths, teamPath } from '../../../config/paths.ts';

import { SETTINGS } from '../../../config/settings.ts';

import { useBackgroundData } from '../../../hooks/use-background-data.ts';
import { useSearchParam } from '../../../hooks/use-search-param.ts';

import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { PlayerRatingCard } from '../../ratings/components/player-rating-card.tsx';
import { usePlayer } from '../api/players-api.ts';
import { gamesOfLines, hallOfFameOf } from '../player-profile.ts';
import { CompareWithButton } from './compare-with-button.tsx';
import { GameLogSection } from './game-log-section.tsx';
import { HallOfFameBar } from './hall-of-fame-bar.tsx';

import { PlayerHero, PlayerHeroSkeleton } from './player-hero.tsx';
import { PlayerAwardsList, PlayerGamesList, PlayerTeamsList } from './player-lists.tsx';
import { PlayerOwnerSection } from './player-owner.tsx';

import styles from './player-page.module.css';
import { PlayerStatsSection } from './player-stats-section.tsx';

function BackToPlayers() {
  return (
    <Link to={paths.players()} className={buttonClass('secondary')}>
      Back to players
    </Link>
  );
}

export function PlayerPage() {
  const { id: rawId } = useParams();
  const id = parsePositiveInt(rawId);
  const player = usePlayer(id);
  const { data: shown } = useBackgroundData(player);

  if (id === null) {
    return (
      <>
        <PageMeta title="Player" description="This player link is not valid." noIndex />
        <EmptyState message="URL ID is undefined" action={<BackToPlayers />} />
      </>
    );
  }
  if (player.isError) {
    const notFound = player.error instanceof ApiError && player.error.status === 404;
    return (
      <>
        <PageMeta title="Player" description={`A player of the ${SETTINGS.siteName}.`} noIndex />
        {notFound ? (
          <EmptyState message="No player found." action={<BackToPlayers />} />
        ) : (
          <ErrorState message={errorMessage(player.error)} onRetry={() => player.refetch()} />
        )}
      </>
    );
  }
  // Never another player's profile while this one's is on its way.
  if (player.isPending || shown?.id !== id) return <PlayerPageSkeleton />;
  return <PlayerProfile player={shown} />;
}

function PlayerProfile({ player }: { player: PlayerDetail }) {
  const [seasonParam, setSeasonParam] = useSearchParam('season');
  const season = parseSeasonNumber(seasonParam);
  const hallOfFame = useMemo(() => hallOfFameOf(player), [player]);
  const games = useMemo(() => gamesOfLines(player.stats), [player.stats]);
  return (
    <div className={styles.page}>
      <PageMeta
        {...describePlayerPage(player, SETTINGS.siteName)}
        path={paths.player(player.id)}
        type="profile"
        jsonLd={personJsonLd(player)}
      />
      <PlayerHero player={player} />
      <PlayerOwnerSection playerId={player.id} owner={player.owner} />
      <div className={styles.actions}>
        <CompareWithButton playerId={player.id} playerName={player.name} season={season} />
      </div>
      <HallOfFameBar score={hallOfFame} />
      <PlayerRatingCard playerId={player.id} season={season} />
      <PlayerStatsSection
        player={player}
        season={season}
        onSeasonChange={(value) => setSeasonParam(value === null ? '' : String(value))}
      />
      <GameLogSection playerId={player.id} playerName={player.name} />
      <div className={styles.lists}>
        <PlayerTeamsList teams={player.teams} />
        <PlayerGamesList games={games} />
        <PlayerAwardsList awards={player.awards} />
      </div>
    </div>
  );
}

function personJsonLd(player: PlayerDetail): Record<string, unknown> {
  return {
    '@type': 'Person',
    name: player.name,
    jobTitle: `Volleyball ${player.position}`,
    url: absoluteUrl(paths.player(player.id)),
    memberOf: player.teams.map((team) => ({
      '@type': 'SportsTeam',
      name: team.name,
      sport: 'Volleyball',
      url: absoluteUrl(teamPath(team.name, team.season.seasonNumber)),
    })),
    award: player.awards.map((award) => `${award.type} (Season ${award.season.seasonNumber})`),
  };
}

function PlayerPageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading player…
      </span>
      <PlayerHeroSkeleton />
      <div className={styles.skeletonBlock} aria-hidden="true" />
      <div className={styles.skeletonTall} aria-hidden="true" />
    </div>
  );
}
