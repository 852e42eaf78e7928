import { glossaryEntry } from '@league/shared/domain/glossary';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { DefinitionPopover } from '../ui/definition-popover.tsx';
import styles from './stat-definition.module.css';

/**
 * A stat's definition and formula from the shared registry (docs/product/stats.md#glossary), behind an info
 * button beside a column header, with a link to its glossary entry. Renders nothing for an unknown id.
 */
export function StatDefinition({ id }: { id: string }) {
  const entry = glossaryEntry(id);
  if (!entry) return null;
  return (
    <DefinitionPopover term={entry.term}>
      <p className={styles.text}>{entry.definition}</p>
      {entry.formula && (
        <p className={styles.formula}>
          <span className="visually-hidden">Formula: </span>
          <code>{entry.formula}</code>
        </p>
      )}
      <Link to={paths.glossary(entry.id)} className={styles.link}>
        {entry.term} in the glossary
      </Link>
    </DefinitionPopover>
  );
}
