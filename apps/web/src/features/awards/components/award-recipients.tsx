import type { AwardDetail } from '@league/shared/schemas/awards';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { TeamLogo } from '../../../components/ui/team-logo.tsx';
import { paths, teamPath } from '../../../config/paths.ts';
import { Avatar } from '../../avatars/components/avatar.tsx';
import styles from './award-page.module.css';

/**
 * Each recipient linking to their page, with their team in the award's season
 * (docs/product/awards.md#award-page).
 */
export function AwardRecipients({ award }: { award: AwardDetail }) {
  if (award.players.length === 0) return <p className={styles.muted}>No recipients recorded.</p>;
  const seasonNumber = award.season.seasonNumber;
  return (
    <ul className={styles.recipients}>
      {award.players.map((player) => (
        <li key={player.id} className={styles.recipient}>
          <Avatar name={player.name} size={48} />
          <div className={styles.recipientText}>
            <Link to={paths.player(player.id)} className={styles.playerName}>
              {player.name}
            </Link>
            {player.team ? (
              <span className={styles.team}>
                <TeamLogo name={player.team.name} src={player.team.logoUrl} size={20} />
                <Link to={teamPath(player.team.name, seasonNumber)}>{player.team.name}</Link>
                <Badge>{player.team.placement}</Badge>
              </span>
            ) : (
              <span className={styles.muted}>No team data</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
