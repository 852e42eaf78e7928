import type { ReactNode } from 'react';
import styles from './profile-hero.module.css';
import { Skeleton } from './skeleton.tsx';

/**
 * One tile of a profile hero's facts (players, teams): its name, then its value; `number` draws the value
 * large with tabular figures.
 */
export function HeroFact({
  label,
  number = false,
  children,
}: {
  label: string;
  number?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd className={number ? styles.number : undefined}>{children}</dd>
    </div>
  );
}

interface HeroFactSkeletonsProps {
  count: number;
  /** The widths of the name and value placeholders, as the hero's tiles usually fill. */
  widths: readonly [label: string, value: string];
}

/** The fact tiles' placeholders while the profile loads. */
export function HeroFactSkeletons({ count, widths: [label, value] }: HeroFactSkeletonsProps) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <div key={index} className={styles.fact}>
      <Skeleton width={label} height="0.8em" />
      <Skeleton width={value} height="1.2em" />
    </div>
  ));
}
