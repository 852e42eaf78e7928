import type { TeamDetail } from '@league/shared/schemas/teams';
import clsx from 'clsx';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { HeroFact, HeroFactSkeletons } from '../../../components/ui/profile-hero.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TeamLogo } from '../../../components/ui/team-logo.tsx';
import { paths, teamPath } from '../../../config/paths.ts';
import { FollowStar } from '../../follows/components/follow-star.tsx';
import { TeamCalendarMenu } from '../../matches/components/calendar-menu.tsx';
import { PlacementBadge } from './placement-badge.tsx';
import styles from './team-hero.module.css';

interface TeamHeroProps {
  team: TeamDetail;
  /** Every season's team of this name, newest first. */
  seasons: readonly TeamDetail[];
  requestedSeason: number | null;
}

/**
 * Logo, name, season, playoff games and placement, and links to the name's other seasons
 * (docs/product/teams.md#team-page).
 */
export function TeamHero({ team, seasons, requestedSeason }: TeamHeroProps) {
  const missedSeason = requestedSeason !== null && requestedSeason !== team.season.seasonNumber;
  const ordered = [...seasons].sort((a, b) => a.season.seasonNumber - b.season.seasonNumber);
  return (
    <header className={styles.hero}>
      <div className={styles.identity}>
        <TeamLogo name={team.name} src={team.logoUrl} size={88} alt={`${team.name} logo`} />
        <div className={styles.names}>
          <p className={styles.eyebrow}>
            <Link to={paths.season(team.season.id)}>Season {team.season.seasonNumber}</Link>
            <span aria-hidden="true"> · </span>
            {team.season.theme}
          </p>
          <h1 className={styles.name}>{team.name}</h1>
          <PlacementBadge placement={team.placement} />
          <div className={styles.actions}>
            <FollowStar target={{ kind: 'team', team: team.name }} />
            <TeamCalendarMenu teamName={team.name} />
          </div>
        </div>
      </div>
      <dl className={styles.facts}>
        <HeroFact label="Season" number>
          {team.season.seasonNumber}
        </HeroFact>
        <HeroFact label="Placement">{team.placement}</HeroFact>
        <HeroFact label="Playoff games played" number>
          {team.playoffGames}
        </HeroFact>
        <HeroFact label="Players" number>
          {team.players.length}
        </HeroFact>
      </dl>
      {missedSeason && (
        <Alert tone="info">
          {team.name} has no team in Season {requestedSeason}; showing Season {team.season.seasonNumber}.
        </Alert>
      )}
      {ordered.length > 1 && (
        <nav className={styles.seasons} aria-label={`${team.name} by season`}>
          <span className={styles.seasonsLabel}>Seasons</span>
          <ul className={styles.seasonList}>
            {ordered.map((other) => {
              const current = other.id === team.id;
              return (
                <li key={other.id}>
                  <Link
                    to={teamPath(other.name, other.season.seasonNumber)}
                    className={clsx(styles.seasonLink, current && styles.currentSeason)}
                    aria-current={current ? 'page' : undefined}
                    title={`${other.name}, Season ${other.season.seasonNumber}: ${other.placement}`}
                  >
                    S{other.season.seasonNumber}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </header>
  );
}

export function TeamHeroSkeleton() {
  return (
    <div className={styles.hero} aria-hidden="true">
      <div className={styles.identity}>
        <Skeleton width={88} height={88} radius="md" />
        <div className={styles.names}>
          <Skeleton width="35%" height="0.8em" />
          <Skeleton width="60%" height="2em" />
          <Skeleton width="25%" height="1.2em" radius="full" />
        </div>
      </div>
      <div className={styles.facts}>
        <HeroFactSkeletons count={4} widths={['60%', '40%']} />
      </div>
    </div>
  );
}
