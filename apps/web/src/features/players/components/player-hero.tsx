import type { PlayerDetail } from '@league/shared/schemas/players';
import type { TeamWithSeason } from '@league/shared/schemas/teams';
import { Link } from 'react-router';
import { HeroFact, HeroFactSkeletons } from '../../../components/ui/profile-hero.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { teamPath } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { Avatar } from '../../avatars/components/avatar.tsx';
import { FollowStar } from '../../follows/components/follow-star.tsx';
import { findCurrentTeam, findMostRecentTeam, ringsOf } from '../player-profile.ts';
import { ChampionshipRings } from './championship-rings.tsx';
import styles from './player-hero.module.css';
import { VerifiedMark } from './player-owner.tsx';

function TeamFact({ team, fallback }: { team: TeamWithSeason | null; fallback: string }) {
  if (!team) return <>{fallback}</>;
  return (
    <>
      <Link to={teamPath(team.name, team.season.seasonNumber)}>{team.name}</Link>
      <span className={styles.factSub}>Season {team.season.seasonNumber}</span>
    </>
  );
}

/**
 * Avatar, name, position and the profile's key facts (docs/product/players.md#player-page,
 * docs/product/players.md#rules-and-constants).
 */
export function PlayerHero({ player }: { player: PlayerDetail }) {
  const current = findCurrentTeam(player.teams, SETTINGS.currentSeason);
  const latest = findMostRecentTeam(player.teams);
  return (
    <header className={styles.hero}>
      <div className={styles.identity}>
        <Avatar name={player.name} size={96} className={styles.avatar} />
        <div className={styles.names}>
          <p className={styles.eyebrow}>Player profile</p>
          <h1 className={styles.name}>{player.name}</h1>
          {player.owner && <VerifiedMark owner={player.owner} />}
          <p className={styles.position}>{player.position}</p>
          <ChampionshipRings count={ringsOf(player)} />
          <FollowStar target={{ kind: 'player', playerId: player.id, name: player.name }} />
        </div>
      </div>
      <dl className={styles.facts}>
        <HeroFact label="Current team">
          <TeamFact team={current} fallback="Not Active" />
        </HeroFact>
        <HeroFact label="Most recent team">
          <TeamFact team={latest} fallback="N/A" />
        </HeroFact>
        <HeroFact label="Total teams" number>
          {player.teams.length}
        </HeroFact>
        <HeroFact label="Possible games played" number>
          {player.distinctGames}
        </HeroFact>
        <HeroFact label="Total stat entries" number>
          {player.statEntries}
        </HeroFact>
      </dl>
    </header>
  );
}

export function PlayerHeroSkeleton() {
  return (
    <div className={styles.hero} aria-hidden="true">
      <div className={styles.identity}>
        <Skeleton width={96} height={96} radius="full" />
        <div className={styles.names}>
          <Skeleton width="30%" height="0.8em" />
          <Skeleton width="55%" height="2em" />
          <Skeleton width="20%" height="1em" />
        </div>
      </div>
      <div className={styles.facts}>
        <HeroFactSkeletons count={5} widths={['70%', '50%']} />
      </div>
    </div>
  );
}
