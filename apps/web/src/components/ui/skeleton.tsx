import clsx from 'clsx';
import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: 'sm' | 'md' | 'lg' | 'full';
  className?: string;
}

/** A shimmering placeholder block; compose several to match the shape of the content it stands for. */
export function Skeleton({ width = '100%', height = '1em', radius = 'sm', className }: SkeletonProps) {
  return (
    <span
      className={clsx(styles.skeleton, styles[radius], className)}
      style={{ width, height }}
      aria-hidden
    />
  );
}
