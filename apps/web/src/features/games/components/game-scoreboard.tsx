import type { GameDetail } from '@league/shared/schemas/games';
import clsx from 'clsx';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { TeamLogo } from '../../../components/ui/team-logo.tsx';
import { teamPath } from '../../../config/paths.ts';
import { FollowStar } from '../../follows/components/follow-star.tsx';
import { gameWinner } from '../game-facts.ts';
import styles from './game-scoreboard.module.css';

interface SideProps {
  team: GameDetail['teams'][number] | undefined;
  score: number;
  won: boolean;
  seasonNumber: number;
  align: 'start' | 'end';
}

function Side({ team, score, won, seasonNumber, align }: SideProps) {
  const name = team?.name ?? 'Unknown team';
  return (
    <div className={clsx(styles.side, styles[align], won && styles.winner)}>
      <TeamLogo name={name} src={team?.logoUrl} size={64} className={styles.logo} />
      <p className={styles.name}>
        {team ? <Link to={teamPath(team.name, seasonNumber)}>{name}</Link> : name}
      </p>
      {team && <FollowStar target={{ kind: 'team', team: team.name }} compact />}
      {won && (
        <p className={styles.winnerLabel}>
          <Trophy size={14} aria-hidden="true" />
          Winner
        </p>
      )}
      <p className={styles.score}>
        {score}
        <span className="visually-hidden"> {score === 1 ? 'set' : 'sets'}</span>
      </p>
    </div>
  );
}

/** Team 1 against team 2 with their set scores; the winner stands out (docs/product/games.md#game-page). */
export function GameScoreboard({ game }: { game: GameDetail }) {
  const winner = gameWinner(game);
  const seasonNumber = game.season.seasonNumber;
  return (
    <section className={styles.board} aria-label="Scoreboard">
      <Side
        team={game.teams[0]}
        score={game.team1Score}
        won={winner === 1}
        seasonNumber={seasonNumber}
        align="start"
      />
      <span className={styles.versus} aria-hidden="true">
        vs
      </span>
      <Side
        team={game.teams[1]}
        score={game.team2Score}
        won={winner === 2}
        seasonNumber={seasonNumber}
        align="end"
      />
    </section>
  );
}
