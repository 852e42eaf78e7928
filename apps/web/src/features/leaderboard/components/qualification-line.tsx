import type { SortColumn } from '@league/shared/domain/leaderboard';
import {
  describeQualification,
  type QualificationRule,
  type QualifyChoice,
  qualificationApplies,
} from '@league/shared/domain/qualification';
import type { StatMode } from '@league/shared/domain/stat-columns';
import { useId, useState } from 'react';
import styles from './qualification-line.module.css';

interface QualificationLineProps {
  /** The rule the server applied to the rows shown; null when none applied. */
  rule: QualificationRule | null;
  /** Rows matching the search and filters that the rule left out. */
  unqualified: number;
  qualify: QualifyChoice;
  mode: StatMode;
  sortColumn: SortColumn;
  noun: 'players' | 'teams';
  onChange: (qualify: QualifyChoice) => void;
}

/**
 * The qualification rule stated above the table (docs/product/leaderboard.md#qualification), with the switch
 * that turns it off and on (kept in the URL by the caller). Nothing shows where the view ranks counts.
 */
export function QualificationLine(props: QualificationLineProps) {
  const id = useId();
  const { rule, noun } = props;
  // The URL changes once the route's loader has the new view: the switch answers the tap at once.
  // The wish is kept with the URL's value it was made against: once the URL changes, the URL rules again.
  const [wanted, setWanted] = useState<{ from: QualifyChoice; to: QualifyChoice } | null>(null);
  const qualify = wanted && wanted.from === props.qualify ? wanted.to : props.qualify;
  if (!qualificationApplies(props.mode, props.sortColumn)) return null;
  return (
    <div className={styles.line}>
      <p id={id} className={styles.text} aria-live="polite">
        {rule ? (
          <>
            {describeQualification(rule)}
            {props.unqualified > 0 &&
              ` ${props.unqualified} ${props.unqualified === 1 ? noun.slice(0, -1) : noun} below it ${props.unqualified === 1 ? 'is' : 'are'} not ranked.`}
          </>
        ) : qualify === 'auto' ? (
          // The answer for this view is on its way: the switch stays put, the numbers follow.
          `Qualified ${noun} only.`
        ) : (
          `All ${noun} are ranked, however few sets they played: rates from small samples may lead.`
        )}
      </p>
      <label className={styles.switch}>
        <input
          type="checkbox"
          checked={qualify === 'auto'}
          aria-describedby={id}
          onChange={(event) => {
            const next = event.target.checked ? 'auto' : 'off';
            setWanted({ from: props.qualify, to: next });
            props.onChange(next);
          }}
        />
        Qualified only
      </label>
    </div>
  );
}
