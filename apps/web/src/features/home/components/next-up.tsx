import { matchPagePath } from '@league/shared/match-links';
import type { Match } from '@league/shared/schemas/matches';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { LiveBadge } from '../../../components/ui/live-badge.tsx';
import { MatchStructuredData } from '../../../components/ui/match-structured-data.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { useBackgroundData } from '../../../hooks/use-background-data.ts';
import { useMinuteClock } from '../../../hooks/use-minute-clock.ts';
import { useLiveMatches } from '../../matches/api/live-matches.ts';
import {
  currentSetText,
  formatDayHeading,
  formatMatchTime,
  isLive,
  showsScore,
  statusLabel,
} from '../../matches/schedule.ts';
import { useUpcomingMatches } from '../api/upcoming-matches-api.ts';
import { countdown, nextUp, tonightCountdown } from '../next-up.ts';
import { HomeSectionHead } from './home-section-head.tsx';
import styles from './next-up.module.css';

/**
 * 'Tonight / next up': today's matches with their status (and score once played), or the next match day
 * with how far away it is, linking to the schedule. Match-night visitors find tonight on the first screen.
 * The server draws it with its matches (docs/product/site.md#first-view): which day it shows depends on
 * the day only; the countdown shows once the page is adopted.
 */
export function NextUp() {
  const upcoming = useUpcomingMatches();
  // Tonight's scores move as they are played (docs/product/live.md#pages-that-update).
  useLiveMatches();
  const { data: matches, loading } = useBackgroundData(upcoming);
  // Drawn again each minute once adopted, so the countdown counts down and tonight turns into the next
  // match day at midnight. Until then only the day decides what shows, on which the server's drawing and
  // the browser's adoption agree.
  const minute = useMinuteClock();
  const now = new Date(minute ?? Date.now());
  const timeZone = SETTINGS.timeZone;
  const shown = matches ? nextUp(matches, timeZone, now) : null;
  const first = shown?.matches[0];
  return (
    <section className={styles.section} aria-labelledby="next-up-heading" aria-busy={loading}>
      <HomeSectionHead
        id="next-up-heading"
        className={styles.heading}
        to={paths.schedules()}
        linkText="Full schedule"
      >
        {shown?.when === 'today' ? 'Tonight' : 'Next up'}
      </HomeSectionHead>
      {loading && <Skeleton height="88px" radius="lg" />}
      {upcoming.isError && <p className={styles.note}>The schedule could not be loaded.</p>}
      {matches !== undefined && !shown && <p className={styles.note}>No matches scheduled yet.</p>}
      {shown && first && (
        <>
          <p className={styles.when}>
            {shown.when === 'today' ? 'Today' : formatDayHeading(shown.day)}
            {shown.when === 'next' && minute !== null && (
              <span className={styles.countdown}> · {countdown(first.date, now, timeZone)}</span>
            )}
            {shown.when === 'today' && minute !== null && tonightCountdown(shown.matches, now, timeZone) && (
              <span className={styles.countdown}> · {tonightCountdown(shown.matches, now, timeZone)}</span>
            )}
          </p>
          <ul className={styles.list}>
            {shown.matches.map((match) => (
              <li key={match.id}>
                <NextUpMatch match={match} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** One match, linking to its game once recorded, else to its day on the schedule. */
export function NextUpMatch({ match, timeZone }: { match: Match; timeZone: string }) {
  const played = showsScore(match);
  const status = statusLabel(match.status);
  return (
    <Link to={matchPagePath(match, timeZone)} className={styles.match}>
      <MatchStructuredData match={match} />
      {/* The spaces between the flex items keep the text readable when copied or read out. */}
      <p className={styles.teams}>
        <span>{match.team1Name || 'TBD'}</span>{' '}
        {played && <span className={styles.score}>{match.team1Score ?? '–'}</span>}{' '}
        <span className={styles.vs}>vs</span>{' '}
        {played && <span className={styles.score}>{match.team2Score ?? '–'}</span>}{' '}
        <span>{match.team2Name || 'TBD'}</span>
      </p>
      <p className={styles.meta}>
        <time dateTime={match.date}>{formatMatchTime(match.date, timeZone)}</time>{' '}
        {isLive(match) ? (
          <LiveBadge detail={currentSetText(match)} />
        ) : (
          status && <Badge tone={status === 'Completed' ? 'success' : 'neutral'}>{status}</Badge>
        )}
      </p>
    </Link>
  );
}
