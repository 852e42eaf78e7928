import clsx from 'clsx';
import { useState } from 'react';
import { useAvatarUrl } from '../api/avatar-query.ts';
import styles from './avatar.module.css';

interface AvatarProps {
  name: string;
  size?: number;
  className?: string;
}

/**
 * A player's or user's headshot, falling back to initials (never a broken image,
 * docs/product/players.md#avatars).
 */
export function Avatar({ name, size = 36, className }: AvatarProps) {
  const { data: url } = useAvatarUrl(name);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(url) && url !== failedUrl;
  return (
    <span
      className={clsx(styles.avatar, className)}
      style={{ width: size, height: size, fontSize: Math.max(11, Math.round(size * 0.4)) }}
    >
      {showImage && url ? (
        <img
          src={url}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          className={styles.image}
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}

export function initials(name: string): string {
  const words = name
    .replace(/[_.-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const second = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : (words[0]?.[1] ?? '');
  return (first + second).toUpperCase();
}
