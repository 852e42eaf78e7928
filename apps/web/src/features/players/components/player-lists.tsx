import type { PlayerDetail, PlayerStatLine } from '@league/shared/schemas/players';
import type { TeamWithSeason } from '@league/shared/schemas/teams';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TeamLogo } from '../../../components/ui/team-logo.tsx';
import { VisitorDate } from '../../../components/ui/visitor-date.tsx';
import { paths, teamPath } from '../../../config/paths.ts';
import { teamsBySeason } from '../player-profile.ts';
import styles from './player-lists.module.css';

/** Games shown before 'See More Games' (docs/product/players.md#rules-and-constants). */
export const GAMES_PREVIEW = 5;

function ListCard({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
        {count !== undefined && <span className={styles.count}>{count}</span>}
      </h2>
      {children}
    </section>
  );
}

export function PlayerTeamsList({ teams }: { teams: readonly TeamWithSeason[] }) {
  return (
    <ListCard title="Teams" count={teams.length}>
      {teams.length === 0 ? (
        <p className={styles.empty}>No teams found.</p>
      ) : (
        <ul className={styles.list}>
          {teamsBySeason(teams).map((team) => (
            <li key={team.id}>
              <Link to={teamPath(team.name, team.season.seasonNumber)} className={styles.item}>
                <TeamLogo name={team.name} src={team.logoUrl} size={32} />
                <span className={styles.main}>
                  <span className={styles.primary}>{team.name}</span>
                  <span className={styles.secondary}>
                    Season {team.season.seasonNumber} · {team.placement}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

function gameScore(game: PlayerStatLine['game']): string {
  return `${game.team1Score}–${game.team2Score}`;
}

export function PlayerGamesList({ games }: { games: readonly PlayerStatLine['game'][] }) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const visible = showAll ? games : games.slice(0, GAMES_PREVIEW);
  return (
    <ListCard title="Games" count={games.length}>
      {games.length === 0 ? (
        <p className={styles.empty}>No games found.</p>
      ) : (
        <>
          <ul className={styles.list} id={listId}>
            {visible.map((game) => (
              <li key={game.id}>
                <Link to={paths.game(game.id)} className={styles.item}>
                  <span className={styles.main}>
                    <span className={styles.primary}>{game.name || 'No Given Name'}</span>
                    <span className={styles.secondary}>
                      S{game.seasonNumber} · {game.stage ?? 'No stage'} ·{' '}
                      <VisitorDate value={game.date} style="short" />
                    </span>
                  </span>
                  <span className={styles.score}>{gameScore(game)}</span>
                </Link>
              </li>
            ))}
          </ul>
          {games.length > GAMES_PREVIEW && (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={showAll}
              aria-controls={listId}
              onClick={() => setShowAll((value) => !value)}
              className={styles.toggle}
            >
              {showAll ? 'Show Less' : 'See More Games'}
            </Button>
          )}
        </>
      )}
    </ListCard>
  );
}

export function PlayerAwardsList({ awards }: { awards: PlayerDetail['awards'] }) {
  return (
    <ListCard title="Awards" count={awards.length}>
      {awards.length === 0 ? (
        <p className={styles.empty}>No awards yet.</p>
      ) : (
        <ul className={styles.list}>
          {awards.map((award) => (
            <li key={award.id}>
              <Link to={paths.award(award.id)} className={styles.item}>
                <span className={styles.main}>
                  <span className={styles.primary}>{award.type}</span>
                  <span className={styles.secondary}>Season {award.season.seasonNumber}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}
