import { useState } from 'react';
import styles from './award-page.module.css';

export const DEFAULT_AWARD_IMAGE = '/award-default.svg';

/** The award's own image, or the league's default award artwork when it has none or it fails to load. */
export function AwardImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && src !== failed ? src : DEFAULT_AWARD_IMAGE;
  return (
    <img
      src={url}
      alt=""
      className={styles.image}
      width={1200}
      height={400}
      onError={() => {
        if (url !== DEFAULT_AWARD_IMAGE) setFailed(url);
      }}
    />
  );
}
