import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { LiveBadge } from '../../../components/ui/live-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { useUpcomingMatches } from '../../home/api/upcoming-matches-api.ts';
import { useLiveMatches } from '../../matches/api/live-matches.ts';
import { currentSetText, isLive } from '../../matches/schedule.ts';
import styles from './team-live-match.module.css';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * 'Playing now' on a team page (docs/product/live.md#pages-that-update): the team's match being played, its
 * sets so far and the set in play, moving as the match does. Nothing when the team is not playing.
 */
export function TeamLiveMatch({ teamName }: { teamName: string }) {
  const upcoming = useUpcomingMatches();
  useLiveMatches();
  const match = upcoming.data?.find(
    (m) => isLive(m) && (same(m.team1Name, teamName) || same(m.team2Name, teamName)),
  );
  if (!match) return null;
  return (
    <section className={styles.banner} aria-label="Playing now">
      <LiveBadge detail={currentSetText(match)} />
      <p className={styles.score}>
        {match.team1Name} <strong>{match.team1Score ?? 0}</strong>
        <span aria-hidden="true"> – </span>
        <span className="visually-hidden"> to </span>
        <strong>{match.team2Score ?? 0}</strong> {match.team2Name}
      </p>
      <Link to={paths.schedules()} className={styles.link}>
        Schedule <ArrowRight size={16} aria-hidden="true" />
      </Link>
    </section>
  );
}
