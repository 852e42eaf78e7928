import type { PortalScreenId } from '@league/shared/pages';
import type { Counts } from '@league/shared/schemas/counts';
import { Link } from 'react-router';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import styles from './count-cards.module.css';

/** The nine cards of docs/product/portal.md#dashboard, each linking to its management screen. */
const CARDS: readonly { key: keyof Counts; label: string; screen: PortalScreenId }[] = [
  { key: 'teams', label: 'Teams', screen: 'teams' },
  { key: 'users', label: 'Users', screen: 'users' },
  { key: 'stats', label: 'Stat Entries', screen: 'stats' },
  { key: 'articles', label: 'Articles', screen: 'articles' },
  { key: 'players', label: 'Players', screen: 'players' },
  { key: 'seasons', label: 'Seasons', screen: 'seasons' },
  { key: 'awards', label: 'Awards', screen: 'awards' },
  { key: 'games', label: 'Games', screen: 'games' },
  { key: 'matches', label: 'Matches', screen: 'matches' },
];

const NUMBER = new Intl.NumberFormat('en-US');

export function CountCards({ counts }: { counts: Counts | undefined }) {
  return (
    <ul className={styles.grid} aria-busy={counts ? undefined : true}>
      {CARDS.map(({ key, label, screen }) => (
        <li key={key}>
          <Link to={portalPath(screen)} className={styles.card}>
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
