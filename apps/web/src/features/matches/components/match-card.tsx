import { matchCalendarPath } from '@league/shared/domain/calendar-feeds';
import { dayKeyInZone } from '@league/shared/domain/day-keys';
import type { Match } from '@league/shared/schemas/matches';
import type { MatchForecastRead } from '@league/shared/schemas/ratings';
import clsx from 'clsx';
import { CalendarPlus, ChartColumn, Clock, Target, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { LiveBadge } from '../../../components/ui/live-badge.tsx';
import { MatchStructuredData } from '../../../components/ui/match-structured-data.tsx';
import lines from '../../../components/ui/score-lines.module.css';
import { TeamLogo } from '../../../components/ui/team-logo.tsx';
import { paths, teamPath } from '../../../config/paths.ts';
import { FollowStar } from '../../follows/components/follow-star.tsx';
import { MatchCardPick } from '../../pickem/components/match-card-pick.tsx';
import { MatchForecast } from '../../ratings/components/match-forecast.tsx';
import {
  currentSetText,
  formatMatchTime,
  isLive,
  matchLabel,
  matchWinner,
  setScoresOf,
  showsResult,
  showsScore,
  statusLabel,
} from '../schedule.ts';
import styles from './match-card.module.css';

interface TeamLineProps {
  name: string;
  seasonNumber: number;
  logoUrl: string | null;
  score: number | null;
  showScore: boolean;
  won: boolean;
}

/** A name still to be decided links nowhere. */
const isPlaceholder = (name: string) => ['', 'tbd'].includes(name.trim().toLowerCase());

function TeamLine({ name, seasonNumber, logoUrl, score, showScore, won }: TeamLineProps) {
  return (
    <li className={clsx(lines.side, won && lines.winner)}>
      <TeamLogo name={name} src={logoUrl} size={32} />
      {isPlaceholder(name) ? (
        <span className={lines.name}>{name || 'TBD'}</span>
      ) : (
        <>
          <Link className={clsx(lines.name, styles.teamLink)} to={teamPath(name, seasonNumber)}>
            {name}
          </Link>
          <FollowStar target={{ kind: 'team', team: name }} compact membersOnly />
        </>
      )}
      {won && (
        <span className={styles.winnerMark}>
          <Trophy size={14} aria-hidden="true" />
          <span className="visually-hidden">Winner</span>
        </span>
      )}
      {showScore && <span className={lines.score}>{score ?? '–'}</span>}
    </li>
  );
}

/**
 * One match: tag, round, number, status, both teams, set scores and start time
 * (docs/product/schedule-and-matches.md#schedules), and each side's chance as the model gives it
 * (docs/product/ratings.md#pages). A live match shows the sets won so far and, in its Live badge, the set being
 * played (docs/product/live.md#pages-that-update).
 */
export function MatchCard({
  match,
  timeZone,
  forecast,
}: {
  match: Match;
  timeZone: string;
  forecast?: MatchForecastRead | undefined;
}) {
  const completed = showsResult(match);
  const live = isLive(match);
  const scored = showsScore(match);
  const winner = matchWinner(match);
  const status = statusLabel(match.status);
  const tag = match.tags[0];
  const sets = scored ? setScoresOf(match) : [];
  const time = formatMatchTime(match.date, timeZone);
  const label = matchLabel(match);
  return (
    <article
      id={`match-${match.id}`}
      className={clsx(styles.card, live && styles.live)}
      aria-label={`${match.team1Name} vs ${match.team2Name}, ${match.matchNumber}`}
    >
      <MatchStructuredData match={match} />
      <header className={styles.header}>
        <div className={styles.badges}>
          {tag && <Badge tone="accent">{tag}</Badge>}
          {live ? (
            <LiveBadge detail={currentSetText(match)} />
          ) : (
            status && <Badge tone={status === 'Completed' ? 'success' : 'neutral'}>{status}</Badge>
          )}
        </div>
        <p className={styles.label}>
          {label.round && <span className={styles.round}>{label.round}</span>}
          {label.round && label.number && <span aria-hidden="true"> · </span>}
          {label.number && <span>{label.number}</span>}
        </p>
      </header>
      <ul className={lines.lines}>
        <TeamLine
          name={match.team1Name}
          seasonNumber={match.season.seasonNumber}
          logoUrl={match.team1LogoUrl}
          score={match.team1Score}
          showScore={scored}
          won={winner === 1}
        />
        <TeamLine
          name={match.team2Name}
          seasonNumber={match.season.seasonNumber}
          logoUrl={match.team2LogoUrl}
          score={match.team2Score}
          showScore={scored}
          won={winner === 2}
        />
      </ul>
      <MatchForecast
        forecast={forecast}
        team1Name={match.team1Name}
        team2Name={match.team2Name}
        completed={completed}
      />
      {match.status === 'scheduled' && (
        <MatchCardPick matchId={match.id} date={match.date} timeZone={timeZone} />
      )}
      <footer className={styles.footer}>
        {sets.length > 0 && (
          <p className={styles.sets}>
            <span className="visually-hidden">Set scores: </span>
            {sets.map((score, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: sets are fixed positions
              <span key={index} className={styles.set} title={`Set ${index + 1}`}>
                {score}
              </span>
            ))}
          </p>
        )}
        <p className={styles.time}>
          <Clock size={14} aria-hidden="true" />
          {time === 'TBD' ? 'TBD' : <time dateTime={match.date}>{time}</time>}
        </p>
        {completed && match.gameId !== null && (
          <Link className={styles.gameLink} to={paths.game(match.gameId)}>
            <ChartColumn size={14} aria-hidden="true" />
            Game details
            <span className="visually-hidden">
              : {match.team1Name} vs {match.team2Name}
            </span>
          </Link>
        )}
        {match.status === 'scheduled' && time !== 'TBD' && (
          // Pick'em takes picks until the start; the server says when that is, so no clock is read here.
          <Link
            className={styles.gameLink}
            to={paths.pickem(dayKeyInZone(match.date, timeZone) ?? undefined)}
          >
            <Target size={14} aria-hidden="true" />
            Pick'em
            <span className="visually-hidden">
              : {match.team1Name} vs {match.team2Name}
            </span>
          </Link>
        )}
        {!scored && time !== 'TBD' && (
          <a
            className={styles.addToCalendar}
            href={matchCalendarPath(match.id)}
            download={`match-${match.id}.ics`}
          >
            <CalendarPlus size={14} aria-hidden="true" />
            Add to calendar
            <span className="visually-hidden">
              : {match.team1Name} vs {match.team2Name}
            </span>
          </a>
        )}
      </footer>
    </article>
  );
}
