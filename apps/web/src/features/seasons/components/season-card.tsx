import type { SeasonListItem } from '@league/shared/schemas/seasons';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { seasonSpan } from '../season-display.ts';
import styles from './season-card.module.css';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function SeasonCard({ season }: { season: SeasonListItem }) {
  const current = season.seasonNumber === SETTINGS.currentSeason;
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <p className={styles.number} aria-hidden="true">
          {season.seasonNumber}
        </p>
        {current && <Badge tone="success">Current</Badge>}
      </div>
      <h2 className={styles.title}>
        <Link to={paths.season(season.id)} className={styles.link}>
          Season {season.seasonNumber}
        </Link>
      </h2>
      <p className={styles.theme}>{season.theme}</p>
      <p className={styles.dates}>
        <CalendarDays size={16} aria-hidden="true" />
        {seasonSpan(season.startDate, season.endDate)}
      </p>
      <p className={styles.counts}>
        <span>{plural(season.teamCount, 'team')}</span>
        <span>{plural(season.gameCount, 'game')}</span>
        <span>{plural(season.awardCount, 'award')}</span>
      </p>
    </article>
  );
}

export function SeasonCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton height="2.5em" width="64px" />
      <Skeleton height="1.3em" width="50%" />
      <Skeleton height="1em" width="70%" />
      <Skeleton height="0.9em" width="60%" />
      <Skeleton height="0.9em" width="80%" />
    </div>
  );
}
