import { gameTitle } from '@league/shared/entity-page-text';
import type { GameSkinny } from '@league/shared/schemas/games';
import clsx from 'clsx';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import lines from '../../../components/ui/score-lines.module.css';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TeamLogo } from '../../../components/ui/team-logo.tsx';
import { VisitorDate } from '../../../components/ui/visitor-date.tsx';
import { paths } from '../../../config/paths.ts';
import { gameWinner } from '../game-facts.ts';
import styles from './game-card.module.css';

export function GameCard({ game }: { game: GameSkinny }) {
  const winner = gameWinner(game);
  const sides = [
    { team: game.teams[0], score: game.team1Score, won: winner === 1 },
    { team: game.teams[1], score: game.team2Score, won: winner === 2 },
  ];
  return (
    <article className={styles.card}>
      <header className={styles.header}>
        <h2 className={styles.title}>
          <Link to={paths.game(game.id)} className={styles.link}>
            {gameTitle(game)}
          </Link>
        </h2>
        <Badge tone="accent">Season {game.season.seasonNumber}</Badge>
      </header>
      <ul className={lines.lines} aria-label="Score">
        {sides.map(({ team, score, won }, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the two sides are fixed positions
          <li key={index} className={clsx(lines.side, won && lines.winner)}>
            <TeamLogo name={team?.name ?? '?'} src={team?.logoUrl} size={32} />
            <span className={lines.name}>{team?.name ?? 'Unknown team'}</span>
            <span className={lines.score}>
              {score}
              {won && <span className="visually-hidden"> (winner)</span>}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.meta}>
        <span>{game.stage ?? 'No stage'}</span>
        <span aria-hidden="true">·</span>
        <VisitorDate value={game.date} style="short" />
      </p>
    </article>
  );
}

export function GameCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.header}>
        <Skeleton height="1.3em" width="60%" />
        <Skeleton height="1.3em" width="80px" radius="full" />
      </div>
      <div className={lines.lines}>
        {[0, 1].map((key) => (
          <div key={key} className={lines.side}>
            <Skeleton width="32px" height="32px" radius="md" />
            <Skeleton height="1em" width="50%" />
          </div>
        ))}
      </div>
      <Skeleton height="0.9em" width="40%" />
    </div>
  );
}
