import { activityFieldLabel, formatActivityFieldValue } from '@league/shared/domain/activity-changes';
import type { ActivityEntry, ActivityKind } from '@league/shared/schemas/activity';
import styles from './activity-page.module.css';

/** Kinds whose entries compare a value before with one after; the others set or remove values. */
const TWO_SIDED: readonly ActivityKind[] = ['edit', 'approval', 'role-change'];

/**
 * The diff of an entry (docs/product/activity.md#pages): one line per field. An edit shows before → after; a
 * delete shows the values it removed, struck through; anything else the values it set.
 */
export function Changes({ entry }: { entry: ActivityEntry }) {
  if (entry.changes.length === 0) return <span className={styles.none}>No change</span>;
  const twoSided = TWO_SIDED.includes(entry.kind);
  return (
    <dl className={styles.changes}>
      {entry.changes.map(({ field, before, after }) => {
        const removed = !twoSided && after === null;
        return (
          <div key={field} className={styles.change}>
            <dt className={styles.field}>{activityFieldLabel(field)}</dt>
            <dd className={styles.values}>
              {(twoSided || removed) && (
                <span className={styles.before}>{formatActivityFieldValue(field, before)}</span>
              )}
              {twoSided && <span className={styles.arrow}>→</span>}
              {!removed && <span className={styles.after}>{formatActivityFieldValue(field, after)}</span>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
