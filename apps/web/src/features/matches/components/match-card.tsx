import { matchCalendarPath } from '@league/shared/domain/calendar-feeds';
import type { Match } from '@league/shared/schemas/matches';
import clsx from 'clsx';
import { CalendarPlus, ChartColumn, Clock, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { MatchStructuredData } from '../../../components/ui/match-structured-data.tsx';
import { TeamLogo } from '../../../components/ui/team-logo.tsx';
import { paths, teamPath } from '../../../config/paths.ts';
import {
  formatMatchTime,
  matchLabel,
  matchWinner,
  setScoresOf,
  showsResult,
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
    <li className={clsx(styles.team, won && styles.winner)}>
      <TeamLogo name={name} src={logoUrl} size={32} />
      {isPlaceholder(name) ? (
        <span className={styles.teamName}>{name || 'TBD'}</span>
      ) : (
        <Link className={clsx(styles.teamName, styles.teamLink)} to={teamPath(name, seasonNumber)}>
          {name}
        </Link>
      )}
      {won && (
        <span className={styles.winnerMark}>
          <Trophy size={14} aria-hidden="true" />
          <span className="visually-hidden">Winner</span>
        </span>
      )}
      {showScore && <span className={styles.score}>{score ?? '–'}</span>}
    </li>
  );
}

/**
 * One match: tag, round, number, status, both teams, set scores and start time
 * (docs/product/schedule-and-matches.md#schedules).
 */
export function MatchCard({ match, timeZone }: { match: Match; timeZone: string }) {
  const completed = showsResult(match);
  const winner = matchWinner(match);
  const status = statusLabel(match.status);
  const tag = match.tags[0];
  const sets = completed ? setScoresOf(match) : [];
  const time = formatMatchTime(match.date, timeZone);
  const label = matchLabel(match);
  return (
    <article
      className={styles.card}
      aria-label={`${match.team1Name} vs ${match.team2Name}, ${match.matchNumber}`}
    >
      <MatchStructuredData match={match} />
      <header className={styles.header}>
        <div className={styles.badges}>
          {tag && <Badge tone="accent">{tag}</Badge>}
          {status && <Badge tone={status === 'Completed' ? 'success' : 'neutral'}>{status}</Badge>}
        </div>
        <p className={styles.label}>
          {label.round && <span className={styles.round}>{label.round}</span>}
          {label.round && label.number && <span aria-hidden="true"> · </span>}
          {label.number && <span>{label.number}</span>}
        </p>
      </header>
      <ul className={styles.teams}>
        <TeamLine
          name={match.team1Name}
          seasonNumber={match.season.seasonNumber}
          logoUrl={match.team1LogoUrl}
          score={match.team1Score}
          showScore={completed}
          won={winner === 1}
        />
        <TeamLine
          name={match.team2Name}
          seasonNumber={match.season.seasonNumber}
          logoUrl={match.team2LogoUrl}
          score={match.team2Score}
          showScore={completed}
          won={winner === 2}
        />
      </ul>
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
        {!completed && time !== 'TBD' && (
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
