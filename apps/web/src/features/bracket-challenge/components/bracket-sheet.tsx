import type { ChallengeBracket } from '@league/shared/domain/bracket-challenge';
import { type BracketPicks, walkBracket } from '@league/shared/domain/bracket-challenge-picks';
import type { Stage } from '@league/shared/domain/league';
import type { ChallengeBracketView } from '@league/shared/schemas/bracket-challenge';
import { formatCount } from '../../../lib/format.ts';
import styles from './bracket-challenge.module.css';
import { SlotCard } from './slot-card.tsx';

/** The bracket the rules walk, from the bracket the API answered with (the same shape, plus the results). */
export function toChallengeBracket(view: ChallengeBracketView): ChallengeBracket {
  return {
    division: view.division,
    format: view.format,
    rounds: view.rounds.map((round) => ({
      // The server named the round from the league's stage list.
      stage: round.stage as Stage,
      points: round.points,
      reset: round.reset,
      slots: round.slots.map((slot) => ({ id: slot.id, entrants: slot.entrants })),
    })),
  };
}

interface BracketSheetProps {
  view: ChallengeBracketView;
  picks: BracketPicks;
  onPick: ((slotId: string, team: string) => void) | null;
}

/**
 * One bracket, round after round in play order (each round one column on a wide screen, one after the other
 * on a phone), each match a card to tap a winner in, or to read once locked.
 */
export function BracketSheet({ view, picks, onPick }: BracketSheetProps) {
  const mine = walkBracket(toChallengeBracket(view), (id) => picks[id] ?? null);
  return (
    <div className={styles.sheet}>
      {view.division ? <h2 className={styles.division}>Division {view.division}</h2> : null}
      <div className={styles.rounds}>
        {view.rounds.map((round) => (
          <section key={round.stage} className={styles.round} aria-label={round.label}>
            <h3 className={styles.roundTitle}>
              {round.label} <span className={styles.muted}>· {formatCount(round.points, ['pt', 'pts'])}</span>
            </h3>
            {round.slots.map((slot, index) => (
              <SlotCard
                key={slot.id}
                name={round.slots.length > 1 ? `${round.label} match ${index + 1}` : round.label}
                slot={slot}
                mine={mine.get(slot.id) ?? { teams: [null, null], winner: null, played: false }}
                onPick={onPick ? (team) => onPick(slot.id, team) : null}
                points={round.points}
              />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
