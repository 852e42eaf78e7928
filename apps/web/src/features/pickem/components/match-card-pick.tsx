import { dayKeyInZone } from '@league/shared/domain/day-keys';
import { isPickLocked, type PickSide } from '@league/shared/domain/pickem';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useMyPicks, usePickemWeek, useSavePick } from '../api/pickem-api.ts';
import styles from './match-card-pick.module.css';

/**
 * Pick'em on a schedule match card (docs/product/pickem.md#pages), for members only: the member's pick, or one
 * choice of side and set score and `Pick`, until the match locks. Nothing for guests, so a drawn schedule
 * stays the same for everyone; the server refuses a late pick anyway.
 */
export function MatchCardPick({
  matchId,
  date,
  timeZone,
}: {
  matchId: number;
  date: string;
  timeZone: string;
}) {
  const { token } = useSession();
  const day = dayKeyInZone(date, timeZone);
  const week = usePickemWeek(day, { enabled: Boolean(token) });
  const mine = useMyPicks(day);
  const save = useSavePick();
  const id = useId();
  const [choice, setChoice] = useState('');
  if (!token || !week.data) return null;
  const match = week.data.matches.find((m) => m.id === matchId);
  if (!match) return null;
  const pick = mine.data?.find((p) => p.matchId === matchId);
  const name = (side: PickSide) => (side === 'team1' ? match.team1Name : match.team2Name);
  if (match.locked || isPickLocked(match, new Date(week.data.serverTime)))
    return pick ? (
      <p className={styles.line}>
        Your pick: {name(pick.winner)} {pick.sets}
      </p>
    ) : null;
  const options = (['team1', 'team2'] as const).flatMap((side) =>
    match.setScores.map((sets) => ({ value: `${side}:${sets}`, label: `${name(side)} ${sets}` })),
  );
  const current = choice || (pick ? `${pick.winner}:${pick.sets}` : '');
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const [winner, sets] = current.split(':') as [PickSide, string];
        if (sets) save.mutate({ matchId, body: { winner, sets } }, { onSuccess: () => setChoice('') });
      }}
    >
      <label htmlFor={`${id}-pick`} className={styles.label}>
        Pick'em
      </label>
      <select
        id={`${id}-pick`}
        value={current}
        onChange={(e) => setChoice(e.target.value)}
        className={styles.select}
      >
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.button} disabled={!current || save.isPending}>
        Pick
      </button>
      {pick && !choice ? <span className={styles.saved}>Saved</span> : null}
      {save.isError ? (
        <span role="alert" className={styles.error}>
          {errorMessage(save.error)}
        </span>
      ) : null}
    </form>
  );
}
