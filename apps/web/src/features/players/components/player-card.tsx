import type { PlayerMedium } from '@league/shared/schemas/players';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TeamLogo } from '../../../components/ui/team-logo.tsx';
import { paths, teamPath } from '../../../config/paths.ts';
import { Avatar } from '../../avatars/components/avatar.tsx';
import { groupTeamsByLine } from '../player-list-filters.ts';
import { findMostRecentTeam } from '../player-profile.ts';
import styles from './player-card.module.css';

interface PlayerCardProps {
  player: PlayerMedium;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * A player card: a click opens it on its teams (5 per line, by season) and a See More link
 * (docs/product/players.md#players-list).
 */
export function PlayerCard({ player, expanded, onToggle }: PlayerCardProps) {
  const panelId = useId();
  const latest = findMostRecentTeam(player.teams);
  const teamCount = player.teams.length;
  return (
    <li className={clsx(styles.card, expanded && styles.expanded)}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        onClick={onToggle}
      >
        <Avatar name={player.name} size={48} />
        <span className={styles.identity}>
          <span className={styles.name}>{player.name}</span>
          <span className={styles.meta}>
            <span className={styles.position}>{player.position}</span>
            <span aria-hidden="true">·</span>
            <span>
              {teamCount} {teamCount === 1 ? 'team' : 'teams'}
            </span>
          </span>
          {latest && (
            <span className={styles.latest}>
              Latest: {latest.name} (S{latest.season.seasonNumber})
            </span>
          )}
        </span>
        <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
      </button>
      {expanded && (
        <div id={panelId} className={styles.panel}>
          <h3 className={styles.panelTitle}>Teams</h3>
          {teamCount === 0 ? (
            <p className={styles.muted}>No teams found.</p>
          ) : (
            <div className={styles.lines}>
              {groupTeamsByLine(player.teams).map((line) => (
                <ul key={line.map((team) => team.id).join('-')} className={styles.line}>
                  {line.map((team) => (
                    <li key={team.id}>
                      <Link to={teamPath(team.name, team.season.seasonNumber)} className={styles.team}>
                        <TeamLogo name={team.name} src={team.logoUrl} size={24} />
                        <span className={styles.teamName}>{team.name}</span>
                        <span className={styles.season}>S{team.season.seasonNumber}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          )}
          <Link to={paths.player(player.id)} className={buttonClass('secondary', 'sm', styles.more)}>
            See More<span className="visually-hidden"> about {player.name}</span>
          </Link>
        </div>
      )}
    </li>
  );
}

export function PlayerCardSkeleton() {
  return (
    <li className={styles.card} aria-hidden="true">
      <div className={styles.toggle}>
        <Skeleton width={48} height={48} radius="full" />
        <span className={styles.identity}>
          <Skeleton height="1.1em" width="60%" />
          <Skeleton height="0.85em" width="40%" />
          <Skeleton height="0.8em" width="75%" />
        </span>
      </div>
    </li>
  );
}
