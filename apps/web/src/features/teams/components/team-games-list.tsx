import type { TeamDetail } from '@league/shared/schemas/teams';
import clsx from 'clsx';
import { Link } from 'react-router';
import { VisitorDate } from '../../../components/ui/visitor-date.tsx';
import { paths } from '../../../config/paths.ts';
import { viewTeamGame } from '../team-detail.ts';
import styles from './team-games-list.module.css';

const RESULT_TEXT = { W: 'Won', L: 'Lost', T: 'Tied' } as const;

/** The team's games, newest first, each linking to its page with the opponent and the score. */
export function TeamGamesList({ team }: { team: TeamDetail }) {
  if (team.games.length === 0) return <p className={styles.empty}>No games found.</p>;
  return (
    <ul className={styles.list}>
      {team.games.map((game) => {
        const view = viewTeamGame(game, team.id);
        return (
          <li key={game.id}>
            <Link to={paths.game(game.id)} className={styles.item}>
              <span
                className={clsx(styles.result, styles[view.result])}
                title={RESULT_TEXT[view.result]}
                aria-hidden="true"
              >
                {view.result}
              </span>
              <span className={styles.main}>
                <span className={styles.opponent}>vs {view.opponent}</span>
                <span className={styles.meta}>
                  {view.stage ?? 'No stage'} · <VisitorDate value={view.date} style="short" />
                </span>
              </span>
              <span className={styles.score}>
                <span className="visually-hidden">{RESULT_TEXT[view.result]}, </span>
                {view.ownScore}–{view.opponentScore}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
