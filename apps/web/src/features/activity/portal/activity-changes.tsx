import { formatAuditValue } from '@league/shared/domain/audit-changes';
import type { AuditEntry, AuditKind } from '@league/shared/schemas/audit';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import styles from './activity-page.module.css';

/** Kinds whose entries compare a value before with one after; the others set or remove values. */
const TWO_SIDED: readonly AuditKind[] = ['edit', 'approval', 'role-change'];

/**
 * A field's values. A long one (an article's text) scrolls inside its few lines: then, and only then, it
 * takes a Tab stop so keyboard users can scroll it too.
 */
function Values({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    measure();
    // Narrowing the window can make a value scroll later (every browser has ResizeObserver; test DOMs may not).
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <dd ref={ref} className={styles.values} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </dd>
  );
}

/**
 * The diff of an entry (docs/product/activity.md#pages): one line per field. An edit shows before → after; a
 * delete shows the values it removed, struck through; anything else the values it set.
 */
export function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <span className={styles.none}>No change</span>;
  const twoSided = TWO_SIDED.includes(entry.kind);
  return (
    <dl className={styles.changes}>
      {entry.changes.map(({ field, before, after }) => {
        const removed = !twoSided && after === null;
        return (
          <div key={field} className={styles.change}>
            <dt className={styles.field}>{field}</dt>
            <Values>
              {(twoSided || removed) && <span className={styles.before}>{formatAuditValue(before)}</span>}
              {twoSided && <span className={styles.arrow}>→</span>}
              {!removed && <span className={styles.after}>{formatAuditValue(after)}</span>}
            </Values>
          </div>
        );
      })}
    </dl>
  );
}
