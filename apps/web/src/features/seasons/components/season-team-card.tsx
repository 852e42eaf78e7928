import type { TeamBase } from '@league/shared/schemas/teams';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TeamLogo } from '../../../components/ui/team-logo.tsx';
import { teamPath } from '../../../config/paths.ts';
import { paletteColor } from '../season-display.ts';
import styles from './season-team-card.module.css';

interface SeasonTeamCardProps {
  team: TeamBase;
  /** 1-based position in the season's list (teams come by placement). */
  position: number;
  seasonNumber: number;
}

export function SeasonTeamCard({ team, position, seasonNumber }: SeasonTeamCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.header} style={{ background: paletteColor(position - 1) }}>
        <span className={styles.position}>
          <span className="visually-hidden">Position </span>
          {position}
        </span>
        <TeamLogo name={team.name} src={team.logoUrl} size={48} className={styles.logo} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={teamPath(team.name, seasonNumber)} className={styles.link}>
            {team.name}
          </Link>
        </h3>
        <Badge>{team.placement}</Badge>
      </div>
    </article>
  );
}

export function SeasonTeamCardSkeleton() {
  return (
    <div className={styles.card}>
      <Skeleton height="72px" radius="sm" />
      <div className={styles.body}>
        <Skeleton height="1.2em" width="70%" />
        <Skeleton height="1em" width="40%" radius="full" />
      </div>
    </div>
  );
}
