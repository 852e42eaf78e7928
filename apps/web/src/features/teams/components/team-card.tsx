import type { TeamMedium } from '@league/shared/schemas/teams';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TeamLogo } from '../../../components/ui/team-logo.tsx';
import { teamPath } from '../../../config/paths.ts';
import { PlacementBadge } from './placement-badge.tsx';
import styles from './team-card.module.css';

/**
 * A team card: the whole card links to the team's page for its season (docs/product/teams.md#teams-list,
 * docs/product/teams.md#team-links).
 */
export function TeamCard({ team }: { team: TeamMedium }) {
  const count = team.players.length;
  return (
    <li className={styles.card}>
      <TeamLogo name={team.name} src={team.logoUrl} size={56} />
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={teamPath(team.name, team.season.seasonNumber)} className={styles.link}>
            {team.name}
          </Link>
        </h2>
        <p className={styles.season}>
          Season {team.season.seasonNumber} · {team.season.theme}
        </p>
        <div className={styles.meta}>
          <PlacementBadge placement={team.placement} />
          <span className={styles.players}>
            <Users size={14} aria-hidden="true" />
            {count} {count === 1 ? 'player' : 'players'}
          </span>
        </div>
      </div>
    </li>
  );
}

export function TeamCardSkeleton() {
  return (
    <li className={styles.card} aria-hidden="true">
      <Skeleton width={56} height={56} radius="md" />
      <div className={styles.body}>
        <Skeleton height="1.2em" width="70%" />
        <Skeleton height="0.85em" width="50%" />
        <Skeleton height="1.2em" width="40%" radius="full" />
      </div>
    </li>
  );
}
