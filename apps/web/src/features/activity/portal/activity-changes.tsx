import { formatAuditValue } from '@league/shared/domain/audit-changes';
import type { AuditEntry, AuditKind } from '@league/shared/schemas/audit';
import styles from './activity-page.module.css';

/** Kinds whose entries compare a value before with one after; the others set or remove values. */
const TWO_SIDED: readonly AuditKind[] = ['edit', 'approval', 'role-change'];
/** Past about this many characters a value may pass the cell's few lines and scroll. */
const LONG_VALUE_CHARS = 120;

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
        // A long value (an article's text) scrolls inside its cell: keyboard users reach it with Tab.
        const long = formatAuditValue(before).length + formatAuditValue(after).length > LONG_VALUE_CHARS;
        return (
          <div key={field} className={styles.change}>
            <dt className={styles.field}>{field}</dt>
            <dd className={styles.values} tabIndex={long ? 0 : undefined}>
              {(twoSided || removed) && <span className={styles.before}>{formatAuditValue(before)}</span>}
              {twoSided && <span className={styles.arrow}>→</span>}
              {!removed && <span className={styles.after}>{formatAuditValue(after)}</span>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
