import clsx from 'clsx';
import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { askAgainIfBroken } from '../../../components/ui/broken-image.ts';
import styles from './article-image.module.css';

interface ArticleImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
}

/** An article's picture; a missing or broken link shows a calm placeholder instead of a broken image. */
export function ArticleImage({ src, alt, className, eager = false }: ArticleImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && /^https?:\/\//i.test(src) && failed !== src;
  return (
    <div className={clsx(styles.frame, className)}>
      {usable ? (
        <img
          ref={askAgainIfBroken}
          src={src}
          alt={alt}
          className={styles.image}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(src)}
        />
      ) : (
        // Named like the picture it stands for; with no name (a decorative picture) it is hidden from
        // assistive technology rather than announced as an unnamed image.
        <div
          className={styles.placeholder}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          <Newspaper size={40} aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
