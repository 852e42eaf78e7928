import { isPickLocked, PICK_POINTS } from '@league/shared/domain/pickem';
import type { PickemScope } from '@league/shared/domain/pickem-leaderboard';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { useVisitorTimeZone } from '../../../components/ui/visitor-date.tsx';
import { paths } from '../../../config/paths.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import { useServerNow } from '../../../hooks/use-server-now.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useMyPicks, usePickemWeek } from '../api/pickem-api.ts';
import { PickCard } from './pick-card.tsx';
import { PickemBoard } from './pickem-board.tsx';
import styles from './pickem-page.module.css';

/** `/pickem` (docs/product/pickem.md#pages): the week's matches to pick, and the leaderboards. */
export function PickemPage() {
  const [weekParam, setWeek] = useSearchParam('week');
  // The day asked for, as the page catalogue reads it (pages.ts): none for this week.
  const weekDay = weekParam || null;
  const [scope, setScope] = useState<PickemScope>('week');
  const { token } = useSession();
  // The server draws the page for everyone: who is signed in is known only once the browser has it.
  const hydrated = useHydrated();
  const week = usePickemWeek(weekDay);
  const mine = useMyPicks(weekDay);
  const now = useServerNow(week.data?.serverTime, week.dataUpdatedAt);
  const timeZone = useVisitorTimeZone();

  return (
    <>
      <PageMeta page="pickem" />
      <PageHeader
        eyebrow="Play along"
        title="Pick'em"
        lead={`Pick the winner and the set score of each match before it starts: ${PICK_POINTS.winner} points for the winner, ${PICK_POINTS.exactSets} more for the exact score. The house is the model's win probability: try to beat it.`}
        actions={
          <Link to={paths.bracketChallenge()} className={buttonClass('secondary', 'sm')}>
            Bracket challenge
          </Link>
        }
      />
      <div className={styles.page}>
        <nav className={styles.weekNav} aria-label="Weeks">
          {week.data ? (
            <>
              <button
                type="button"
                className={styles.weekButton}
                onClick={() => setWeek(week.data.previousWeek)}
              >
                ← Previous week
              </button>
              <h2 className={styles.weekTitle}>Week of {week.data.week}</h2>
              <button type="button" className={styles.weekButton} onClick={() => setWeek(week.data.nextWeek)}>
                Next week →
              </button>
            </>
          ) : null}
        </nav>
        {week.isPending ? (
          <div aria-busy="true">
            <Skeleton height="16rem" />
          </div>
        ) : week.isError ? (
          <ErrorState message={errorMessage(week.error)} onRetry={() => void week.refetch()} />
        ) : week.data.matches.length === 0 ? (
          <EmptyState message="No matches this week." />
        ) : (
          <div className={styles.grid}>
            {week.data.matches.map((match) => (
              <PickCard
                key={match.id}
                match={match}
                mine={mine.data?.find((p) => p.matchId === match.id)}
                // As drawn until adopted (the server's answer then); from then on by the server's clock.
                locked={match.locked || isPickLocked(match, now)}
                signedIn={Boolean(token)}
                timeZone={timeZone}
              />
            ))}
          </div>
        )}
        {hydrated && !token ? (
          <p className={styles.muted}>
            <Link to={paths.login()}>Log in</Link> to make your picks.
          </p>
        ) : null}
        <section aria-labelledby="pickem-board" className={styles.section}>
          <h2 id="pickem-board">Leaderboard</h2>
          <PickemBoard scope={scope} week={week.data?.week ?? null} onScope={setScope} />
        </section>
      </div>
    </>
  );
}
