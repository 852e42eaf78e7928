import { matchTime } from '@league/shared/domain/chat-messages';
import type { PickSide } from '@league/shared/domain/pickem';
import type { MyPick, PickemMatch } from '@league/shared/schemas/pickem';
import { Lock } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSavePick } from '../api/pickem-api.ts';
import styles from './pick-card.module.css';

interface PickCardProps {
  match: PickemMatch;
  mine: MyPick | undefined;
  /** Whether the match is locked by the server's clock (offset from the browser's). */
  locked: boolean;
  signedIn: boolean;
  timeZone: string;
}

const sideName = (match: PickemMatch, side: PickSide) =>
  side === 'team1' ? match.team1Name : match.team2Name;

/** The split once locked: "62% picked Golden Wolves", with a bar. */
function SplitLine({ match }: { match: PickemMatch }) {
  const split = match.split;
  if (!split) return null;
  if (split.total === 0) return <p className={styles.muted}>Nobody picked this match.</p>;
  const leader: PickSide = split.team1Percent >= split.team2Percent ? 'team1' : 'team2';
  const percent = leader === 'team1' ? split.team1Percent : split.team2Percent;
  return (
    <div className={styles.split}>
      <p>
        <strong>{percent}%</strong> picked {sideName(match, leader)}{' '}
        <span className={styles.muted}>({split.total} picks)</span>
      </p>
      <div
        className={styles.bar}
        role="img"
        aria-label={`${split.team1Percent}% ${match.team1Name}, ${split.team2Percent}% ${match.team2Name}`}
      >
        <span style={{ width: `${split.team1Percent}%` }} />
      </div>
    </div>
  );
}

/**
 * One match of the week: pick a side and a set score until the lock (the server refuses after it anyway),
 * then the pick, the crowd's split and, once completed, the points.
 */
export function PickCard({ match, mine, locked, signedIn, timeZone }: PickCardProps) {
  const id = useId();
  const save = useSavePick();
  const [winner, setWinner] = useState<PickSide | null>(mine?.winner ?? null);
  const [sets, setSets] = useState<string | null>(mine?.sets ?? null);
  useEffect(() => {
    setWinner(mine?.winner ?? null);
    setSets(mine?.sets ?? null);
  }, [mine?.winner, mine?.sets]);
  const changed = winner !== (mine?.winner ?? null) || sets !== (mine?.sets ?? null);
  const completed = match.status === 'completed' && match.team1Score !== null && match.team2Score !== null;

  return (
    <article className={styles.card} aria-labelledby={`${id}-title`} data-testid="pick-card">
      <header className={styles.header}>
        <h3 id={`${id}-title`} className={styles.title}>
          {match.team1Name} <span className={styles.vs}>vs</span> {match.team2Name}
        </h3>
        <p className={styles.muted}>
          {matchTime(match.date, timeZone)} · {match.round}
          {completed ? ` · Final ${match.team1Score}–${match.team2Score}` : ''}
        </p>
        {locked ? (
          <Badge tone="warning">
            <Lock size={12} aria-hidden /> Locked
          </Badge>
        ) : (
          <Badge tone="accent">Open</Badge>
        )}
      </header>

      {locked ? (
        <div className={styles.locked}>
          {mine ? (
            <p>
              Your pick:{' '}
              <strong>
                {sideName(match, mine.winner)} {mine.sets}
              </strong>
              {mine.points !== null ? (
                <>
                  {' '}
                  · <strong>{mine.points} pts</strong>
                </>
              ) : null}
            </p>
          ) : (
            <p className={styles.muted}>{signedIn ? 'You did not pick this match.' : 'Picks are closed.'}</p>
          )}
          <SplitLine match={match} />
        </div>
      ) : signedIn ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (winner && sets) save.mutate({ matchId: match.id, body: { winner, sets } });
          }}
        >
          <fieldset className={styles.choices}>
            <legend>Winner</legend>
            {(['team1', 'team2'] as const).map((side) => (
              <label key={side} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-winner`}
                  checked={winner === side}
                  onChange={() => setWinner(side)}
                />
                <span>{sideName(match, side)}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.choices}>
            <legend>Sets</legend>
            {match.setScores.map((score) => (
              <label key={score} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-sets`}
                  checked={sets === score}
                  onChange={() => setSets(score)}
                />
                <span>{score}</span>
              </label>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" size="sm" disabled={!winner || !sets || !changed || save.isPending}>
              {mine ? 'Change pick' : 'Save pick'}
            </Button>
            {mine && !changed ? (
              <span className={styles.saved} role="status">
                Picked {sideName(match, mine.winner)} {mine.sets}
              </span>
            ) : null}
          </div>
          {save.isError ? (
            <p className={styles.error} role="alert">
              {errorMessage(save.error)}
            </p>
          ) : null}
        </form>
      ) : (
        <p className={styles.muted}>Log in to pick this match. Others' picks show once it starts.</p>
      )}
      {match.house ? (
        <p className={styles.house}>
          The house picks {sideName(match, match.house.winner)} {match.house.sets}
          {match.team1Probability !== null
            ? ` (${Math.round(100 * Math.max(match.team1Probability, 1 - match.team1Probability))}%)`
            : ''}
        </p>
      ) : null}
    </article>
  );
}
