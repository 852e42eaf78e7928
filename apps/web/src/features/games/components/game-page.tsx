import { parsePositiveInt } from '@league/shared/domain/list-filters';
import { describeGamePage } from '@league/shared/entity-page-text';
import { readUrls } from '@league/shared/page-urls';
import type { GameDetail } from '@league/shared/schemas/games';
import { Link, useParams } from 'react-router';

import { buttonClass } from '../../../components/ui/button.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';

import { PageMeta } from '../../../components/ui/page-meta.tsx';

import { Skeleton } from '../../../components/ui/skeleton.tsx';

import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';

import { paths } from '../../../config/paths.ts';

import { SETTINGS } from '../../../config/settings.ts';

import { ApiError, errorMessage } from '../../../lib/api-client.ts';

import { useGame } from '../api/games-api.ts';
import { useLiveGame } from '../api/live-game.ts';
import { GameCorrections } from './game-corrections.tsx';

import { GameFacts } from './game-facts-list.tsx';

import styles from './game-page.module.css';
import { GameScoreboard } from './game-scoreboard.tsx';

import { GameStatsTable } from './game-stats-table.tsx';

function BackToGames() {
  return (
    <Link to={paths.games()} className={buttonClass('secondary')}>
      Back to games
    </Link>
  );
}

function sportsEvent(game: GameDetail, title: string) {
  const teams = game.teams.map((team) => ({ '@type': 'SportsTeam', name: team.name }));
  return {
    '@type': 'SportsEvent',
    name: title,
    sport: 'Volleyball',
    startDate: game.date,
    eventStatus: 'https://schema.org/EventScheduled',
    homeTeam: teams[0],
    awayTeam: teams[1],
    competitor: teams,
    superEvent: { '@type': 'SportsEvent', name: `${SETTINGS.siteName} Season ${game.season.seasonNumber}` },
    ...(game.videoUrl ? { subjectOf: { '@type': 'VideoObject', url: game.videoUrl, name: title } } : {}),
  };
}

export function GamePage() {
  const { id: rawId } = useParams();
  const id = parsePositiveInt(rawId);
  const game = useGame(id);
  // A correction shows at once on an open page (docs/product/live.md#pages-that-update).
  useLiveGame(id);

  if (id === null || (game.isError && game.error instanceof ApiError && game.error.status === 404)) {
    return (
      <>
        <PageMeta title="Game" description="This game could not be found." noIndex />
        <h1 className="visually-hidden">Game</h1>
        <EmptyState message="Game not found." action={<BackToGames />} />
      </>
    );
  }
  if (game.isError) {
    return (
      <>
        <PageMeta title="Game" description={`A game of the ${SETTINGS.siteName}.`} noIndex />
        <h1 className="visually-hidden">Game</h1>
        <ErrorState message={errorMessage(game.error)} onRetry={() => game.refetch()} />
      </>
    );
  }
  if (game.isPending) return <GamePageSkeleton />;

  const data = game.data;
  const text = describeGamePage(data, SETTINGS.siteName);
  const { title } = text;
  return (
    <>
      <PageMeta {...text} path={paths.game(data.id)} jsonLd={sportsEvent(data, title)} />
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          <Link to={paths.games()}>Games</Link>
          <span aria-hidden="true"> / </span>
          Season {data.season.seasonNumber}
        </p>
        <h1 className={styles.title}>{title}</h1>
      </header>
      {/* The score first: on a phone the facts' boxes would otherwise fill the first screen (issue 34). */}
      <GameScoreboard game={data} />
      <GameFacts game={data} />
      <section className={styles.section} aria-labelledby="player-stats-heading">
        <div className={styles.sectionHead}>
          <h2 id="player-stats-heading" className={styles.sectionTitle}>
            Player statistics
          </h2>
          {data.stats.length > 0 && (
            <ExportMenu readUrl={readUrls.game(data.id)} align="end" what="the box score" />
          )}
        </div>
        <GameStatsTable game={data} />
      </section>
      <GameCorrections corrections={data.corrections} />
    </>
  );
}

function GamePageSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading game…
      </span>
      <div className={styles.header} aria-hidden="true">
        <Skeleton height="0.9em" width="140px" />
        <Skeleton height="2.2em" width="70%" />
      </div>
      <Skeleton height="88px" radius="lg" />
      <div className={styles.section}>
        <Skeleton height="180px" radius="lg" />
      </div>
      <div className={styles.section}>
        <Skeleton height="320px" radius="lg" />
      </div>
    </div>
  );
}
