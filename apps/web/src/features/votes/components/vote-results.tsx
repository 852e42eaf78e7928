import type { Vote } from '@league/shared/schemas/votes';
import styles from './votes.module.css';

/** A closed vote's tally, best first: each candidate's share as a bar, its votes and percent. */
export function VoteResults({ vote }: { vote: Vote }) {
  if (!vote.results) return null;
  const names = new Map(vote.candidates.map((c) => [c.id, c]));
  return (
    <div className={styles.results}>
      <ol className={styles.resultList}>
        {vote.results.rows.map((row) => {
          const candidate = names.get(row.candidateId);
          return (
            <li key={row.candidateId} className={styles.resultRow}>
              <span className={styles.resultName}>
                {row.rank}. {candidate?.name ?? '—'}
                {candidate?.clipUrl && (
                  <>
                    {' '}
                    <a href={candidate.clipUrl} target="_blank" rel="noopener noreferrer">
                      clip
                    </a>
                  </>
                )}
              </span>
              <span className={styles.resultCount}>
                {row.votes} · {row.percent}%
              </span>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${row.percent}%` }} />
              </span>
            </li>
          );
        })}
      </ol>
      <p className={styles.total}>
        {vote.results.total} {vote.results.total === 1 ? 'vote' : 'votes'}
      </p>
    </div>
  );
}

/** The fans' choice of a closed vote: the candidates ranked first (several on a tie), or null. */
export function fansChoice(vote: Vote): string | null {
  if (!vote.results || vote.results.total === 0) return null;
  const winners = vote.results.rows.filter((r) => r.rank === 1).map((r) => r.candidateId);
  return vote.candidates
    .filter((c) => winners.includes(c.id))
    .map((c) => c.name)
    .join(' and ');
}
