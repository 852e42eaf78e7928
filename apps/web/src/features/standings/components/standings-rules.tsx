import { proofText, STANDINGS_MARKS } from '@league/shared/domain/standings-mark-labels';
import type { StandingsRead } from '@league/shared/schemas/standings';
import styles from './standings-rules.module.css';

/**
 * The rules under a table (docs/product/standings.md#rules-under-the-table), as the API rendered them from
 * the settings the table was computed with: the points scheme, what counts, the procedure, the chain, the
 * playoff places and every deduction with its reason; then what the marks mean and how they were proven,
 * and the matches the table could not count.
 */
export function StandingsRules({ read, open }: { read: StandingsRead; open?: boolean }) {
  const { rules } = read;
  const legend = STANDINGS_MARKS.filter((mark) =>
    read.playoffSpots > 0
      ? mark.id !== 'eliminatedFirst'
      : mark.id === 'first' || mark.id === 'eliminatedFirst',
  );
  return (
    <details className={styles.rules} open={open}>
      <summary className={styles.summary}>How this table is ordered</summary>
      <div className={styles.body}>
        <p>{rules.scheme}</p>
        <p>{rules.counting}</p>
        <p>{rules.procedure}</p>
        <ul className={styles.chain} aria-label="Tie-breakers, in order">
          {rules.tieBreakers.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {rules.playoffs && <p>{rules.playoffs}</p>}
        <p className={styles.legend}>
          {legend.map((mark) => (
            <span key={mark.id}>
              <strong>{mark.code}</strong> {mark.meaning}
            </span>
          ))}
          <span>Marks: {proofText(read.proof)}.</span>
        </p>
      </div>
    </details>
  );
}

/**
 * Deductions with their reasons and the matches not counted: shown openly under the table (a deduction's
 * mark in the table links here, `id`), not folded into the rules.
 */
export function StandingsNotes({ read, id }: { read: StandingsRead; id: string }) {
  const noPoints = read.withoutPoints.length;
  if (read.rules.adjustments.length === 0 && read.uncounted.length === 0 && noPoints === 0) return null;
  return (
    <div className={styles.notes} id={id}>
      {read.rules.adjustments.length > 0 && (
        <ul className={styles.list} aria-label="Points deductions">
          {read.rules.adjustments.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {read.uncounted.length > 0 && (
        <ul className={styles.list} aria-label="Matches not counted">
          {read.uncounted.map((match) => (
            <li key={match.matchId}>
              Match {match.matchId} is not counted: {match.reason}.
            </li>
          ))}
        </ul>
      )}
      {noPoints > 0 && (
        <p>
          {noPoints} counted {noPoints === 1 ? 'match has' : 'matches have'} no set scores: their sets count,
          their points do not.
        </p>
      )}
    </div>
  );
}
