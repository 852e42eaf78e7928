import clsx from 'clsx';
import { useState } from 'react';
import { askAgainIfBroken } from './broken-image.ts';
import styles from './team-logo.module.css';

interface TeamLogoProps {
  name: string;
  src: string | null | undefined;
  size?: number;
  /** Alt text; empty by default because the team's name is always written beside its logo. */
  alt?: string;
  className?: string;
}

/** A team's logo, or its initial in a badge when there is none or it fails to load (never a broken image). */
export function TeamLogo({ name, src, size = 40, alt = '', className }: TeamLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failed;
  return (
    <span
      className={clsx(styles.logo, !showImage && styles.fallback, className)}
      style={{ width: size, height: size, fontSize: Math.max(12, Math.round(size * 0.45)) }}
    >
      {showImage && src ? (
        <img
          ref={askAgainIfBroken}
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          className={styles.image}
          onError={() => setFailed(src)}
        />
      ) : (
        <span aria-hidden="true">{teamInitial(name)}</span>
      )}
    </span>
  );
}

/** First letter or digit of a team's name, upper-cased ('?' for a blank name). */
export function teamInitial(name: string): string {
  const match = name.match(/[\p{L}\p{N}]/u);
  return match ? match[0].toUpperCase() : '?';
}
