import type { SlotState } from '@league/shared/domain/bracket-challenge-picks';
import type { ChallengeBracketView } from '@league/shared/schemas/bracket-challenge';
import clsx from 'clsx';
import { Check, X } from 'lucide-react';
import { formatCount } from '../../../lib/format.ts';
import styles from './bracket-challenge.module.css';

type SlotView = ChallengeBracketView['rounds'][number]['slots'][number];

interface SlotCardProps {
  name: string;
  slot: SlotView;
  /** The slot as the member's own picks lay it out. */
  mine: SlotState;
  /** Null once locked (or for a guest): the slot is read, not picked. */
  onPick: ((team: string) => void) | null;
  points: number;
}

/** The split once locked: "62% picked Golden Wolves (8 brackets)", with a bar. */
function SplitLine({ split }: { split: NonNullable<SlotView['split']> }) {
  const [leader] = split;
  if (!leader) return <p className={styles.muted}>Nobody picked this match.</p>;
  const total = split.reduce((sum, row) => sum + row.picks, 0);
  return (
    <div className={styles.split}>
      <p>
        <strong>{leader.percent}%</strong> picked {leader.team}{' '}
        <span className={styles.muted}>
          ({total} {total === 1 ? 'bracket' : 'brackets'})
        </span>
      </p>
      <div
        className={styles.bar}
        role="img"
        aria-label={split.map((r) => `${r.percent}% ${r.team}`).join(', ')}
      >
        <span style={{ width: `${leader.percent}%` }} />
      </div>
    </div>
  );
}

/**
 * One match of the bracket: before the lock, its two teams (from the member's own earlier picks) to tap;
 * after it, the member's pick against the result, with the crowd's split.
 */
export function SlotCard({ name, slot, mine, onPick, points }: SlotCardProps) {
  const [a, b] = mine.teams;
  const pick = mine.winner;
  if (onPick) {
    if (!mine.played)
      return (
        <div className={clsx(styles.slot, styles.quiet)} data-testid="bracket-slot">
          <p className={styles.slotName}>{name}</p>
          <p className={styles.muted}>Played only if the losers' side wins the Grand Finals.</p>
        </div>
      );
    return (
      <fieldset className={styles.slot} data-testid="bracket-slot">
        <legend className={styles.slotName}>{name}</legend>
        {a && b ? (
          <div className={styles.teams}>
            {[a, b].map((team) => (
              <button
                key={team}
                type="button"
                className={styles.team}
                aria-pressed={pick === team}
                onClick={() => onPick(team)}
              >
                {team}
              </button>
            ))}
          </div>
        ) : (
          <p className={styles.muted}>Pick the earlier rounds first.</p>
        )}
      </fieldset>
    );
  }
  const right = slot.winner !== null && pick !== null && slot.winner === pick;
  return (
    <div className={styles.slot} data-testid="bracket-slot">
      <p className={styles.slotName}>{name}</p>
      <p>
        {slot.teams[0] && slot.teams[1] ? `${slot.teams[0]} vs ${slot.teams[1]}` : 'Teams to be decided'}
        {slot.winner ? (
          <>
            {' '}
            · <strong>{slot.winner}</strong> won
          </>
        ) : !slot.played && slot.teams[0] ? (
          ' · not played'
        ) : null}
      </p>
      {pick ? (
        <p className={clsx(slot.winner && (right ? styles.right : styles.wrong))}>
          Your pick: <strong>{pick}</strong>
          {slot.winner ? (
            right ? (
              <>
                {' '}
                <Check size={14} aria-hidden /> +{formatCount(points, ['pt', 'pts'])}
              </>
            ) : (
              <>
                {' '}
                <X size={14} aria-hidden /> 0 pts
              </>
            )
          ) : null}
        </p>
      ) : null}
      {slot.split ? <SplitLine split={slot.split} /> : null}
    </div>
  );
}
