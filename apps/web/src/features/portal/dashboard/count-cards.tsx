import type { Counts } from '@league/shared/schemas/counts';
import { Link } from 'react-router';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import styles from './count-cards.module.css';

/** The nine cards of docs/product/portal.md#dashboard, each linking to its management page. */
const CARDS: readonly { key: keyof Counts; label: string; path: string }[] = [
  { key: 'teams', label: 'Teams', path: 'teams' },
  { key: 'users', label: 'Users', path: 'users' },
  { key: 'stats', label: 'Stat Entries', path: 'stats' },
  { key: 'articles', label: 'Articles', path: 'articles' },
  { key: 'players', label: 'Players', path: 'players' },
  { key: 'seasons', label: 'Seasons', path: 'seasons' },
  { key: 'awards', label: 'Awards', path: 'awards' },
  { key: 'games', label: 'Games', path: 'games' },
  { key: 'matches', label: 'Matches', path: 'matches' },
];

const NUMBER = new Intl.NumberFormat('en-US');

export function CountCards({ counts }: { counts: Counts | undefined }) {
  return (
    <ul className={styles.grid} aria-busy={counts ? undefined : true}>
      {CARDS.map(({ key, label, path }) => (
        <li key={key}>
          <Link to={portalPath(path)} className={styles.card}>
            <span className={styles.label}>{label}</span>
            <span className={styles.value}>
              {counts ? NUMBER.format(counts[key]) : <Skeleton width="3ch" height="1.1em" />}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
