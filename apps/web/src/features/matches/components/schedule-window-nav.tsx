import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatWindow } from '../schedule.ts';
import styles from './schedule-window-nav.module.css';

interface ScheduleWindowNavProps {
  start: string;
  chosen: string;
  onPrevious: () => void;
  onNext: () => void;
  onPick: (day: string) => void;
  onToday: () => void;
}

/**
 * The two-week window: previous/next arrows, a calendar picker and 'Today'
 * (docs/product/schedule-and-matches.md#schedules).
 */
export function ScheduleWindowNav({
  start,
  chosen,
  onPrevious,
  onNext,
  onPick,
  onToday,
}: ScheduleWindowNavProps) {
  const dateId = useId();
  return (
    <nav className={styles.nav} aria-label="Schedule dates">
      <div className={styles.window}>
        <Button
          variant="secondary"
          onClick={onPrevious}
          aria-label="Previous two weeks"
          className={styles.arrow}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </Button>
        <p className={styles.range} aria-live="polite">
          <span className="visually-hidden">Showing </span>
          {formatWindow(start)}
        </p>
        <Button variant="secondary" onClick={onNext} aria-label="Next two weeks" className={styles.arrow}>
          <ChevronRight size={20} aria-hidden="true" />
        </Button>
      </div>
      <div className={styles.pickers}>
        <label htmlFor={dateId} className={styles.dateLabel}>
          <CalendarDays size={18} aria-hidden="true" />
          <span className="visually-hidden">Go to date</span>
        </label>
        <input
          id={dateId}
          type="date"
          className={styles.date}
          value={chosen}
          onChange={(event) => {
            if (event.target.value) onPick(event.target.value);
          }}
        />
        <Button variant="secondary" onClick={onToday}>
          Today
        </Button>
      </div>
    </nav>
  );
}
