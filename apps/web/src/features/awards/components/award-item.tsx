import type { AwardSkinny } from '@league/shared/schemas/awards';
import { Award as AwardIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import styles from './award-item.module.css';

/**
 * An award on the list: type (to the award), its season and its first winner
 * (docs/product/awards.md#awards-list).
 */
export function AwardItem({ award }: { award: AwardSkinny }) {
  const [winner, ...others] = award.players;
  return (
    <article className={styles.item}>
      <span className={styles.icon} aria-hidden="true">
        <AwardIcon size={22} />
      </span>
      <div className={styles.body}>
        <h2 className={styles.type}>
          <Link to={paths.award(award.id)} className={styles.link}>
            {award.type}
          </Link>
        </h2>
        <p className={styles.meta}>
          <Link to={paths.season(award.season.id)} className={styles.inner}>
            Season {award.season.seasonNumber}
          </Link>
          <span aria-hidden="true">·</span>
          {winner ? (
            <span>
              <Link to={paths.player(winner.id)} className={styles.inner}>
                {winner.name}
              </Link>
              {others.length > 0 && <span className={styles.more}> +{others.length} more</span>}
            </span>
          ) : (
            <span>No recipient</span>
          )}
        </p>
      </div>
    </article>
  );
}

export function AwardItemSkeleton() {
  return (
    <div className={styles.item} aria-hidden="true">
      <Skeleton width="44px" height="44px" radius="full" />
      <div className={styles.body}>
        <Skeleton height="1.2em" width="55%" />
        <Skeleton height="0.9em" width="75%" />
      </div>
    </div>
  );
}
