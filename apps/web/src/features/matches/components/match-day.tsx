import type { MatchForecastRead } from '@league/shared/schemas/ratings';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { formatDayHeading, type MatchDay } from '../schedule.ts';
import { MatchCard } from './match-card.tsx';
import styles from './match-day.module.css';

interface MatchDaySectionProps {
  group: MatchDay;
  timeZone: string;
  isToday: boolean;
  collapsed: boolean;
  onToggle: () => void;
  /** What the model says about each match, by match id. */
  forecasts?: ReadonlyMap<number, MatchForecastRead>;
}

/** One day of the schedule, collapsible from its heading button. */
export function MatchDaySection({
  group,
  timeZone,
  isToday,
  collapsed,
  onToggle,
  forecasts,
}: MatchDaySectionProps) {
  const panelId = useId();
  const count = group.matches.length;
  return (
    <section className={clsx(styles.day, isToday && styles.today)} data-day={group.day}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
          <span className={styles.date}>{formatDayHeading(group.day)}</span>
          {isToday && <span className={styles.todayLabel}>Today</span>}
          <span className={styles.count}>
            {count} {count === 1 ? 'match' : 'matches'}
          </span>
        </button>
      </h2>
      <ul id={panelId} className={styles.matches} hidden={collapsed}>
        {group.matches.map((match) => (
          <li key={match.id}>
            <MatchCard match={match} timeZone={timeZone} forecast={forecasts?.get(match.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
