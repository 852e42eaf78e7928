import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { pageItems } from './page-range.ts';
import styles from './pagination.module.css';

interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark when a screen has several lists. */
  label?: string;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  className?: string;
}

const NARROW = '(max-width: 480px)';

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia?.(NARROW);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on phone widths, where only the current page's neighbours-free list fits on one line. */
function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia?.(NARROW).matches ?? false,
    () => false,
  );
}

/** Previous / page numbers / next. Renders nothing when everything fits on one page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  siblings = 1,
  className,
}: PaginationProps) {
  const narrow = useNarrow();
  if (pageCount <= 1) return null;
  const items = pageItems(page, pageCount, narrow ? 0 : siblings);
  return (
    <nav className={clsx(styles.pagination, className)} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft size={16} aria-hidden="true" />
        <span className={styles.stepText}>Previous</span>
      </button>
      <ul className={styles.pages}>
        {items.map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={clsx(styles.page, item === page && styles.current)}
                onClick={() => onPageChange(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.step}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
        aria-label="Next page"
      >
        <span className={styles.stepText}>Next</span>
        <ChevronRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
