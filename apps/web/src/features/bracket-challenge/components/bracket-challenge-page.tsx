import {
  type BracketPicks,
  canonicalPicks,
  checkBracketPicks,
  walkBracket,
} from '@league/shared/domain/bracket-challenge-picks';
import { parseSeasonNumber } from '@league/shared/domain/list-filters';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
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
import { formatCount, formatDateTimeIn } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useBracketChallenge, useMyBracket, useSaveBracket } from '../api/bracket-challenge-api.ts';
import { BracketBoard } from './bracket-board.tsx';
import styles from './bracket-challenge.module.css';
import { BracketSheet, toChallengeBracket } from './bracket-sheet.tsx';

/**
 * `/bracket-challenge` (docs/product/pickem.md#bracket-challenge): fill the season's playoff bracket before its
 * first match, tapping a winner per match round after round; after the lock, each match's result against the
 * member's pick with the crowd's split, and the board.
 */
export function BracketChallengePage() {
  const [seasonParam] = useSearchParam('season');
  const season = parseSeasonNumber(seasonParam) ?? null;
  const { token } = useSession();
  const challenge = useBracketChallenge(season);
  const mine = useMyBracket(challenge.data?.seasonNumber ?? season);
  const save = useSaveBracket();
  const [draft, setDraft] = useState<BracketPicks | null>(null);
  const now = useServerNow(challenge.data?.serverTime, challenge.dataUpdatedAt);

  const data = challenge.data;
  const brackets = (data?.brackets ?? []).map(toChallengeBracket);
  const saved = mine.data?.entry?.picks ?? {};
  // The server draws the page for everyone: who is signed in is known only once the browser has it.
  const hydrated = useHydrated();
  const timeZone = useVisitorTimeZone();
  // As drawn (the server's answer) until adopted, then by the server's clock (useServerNow).
  const locked = Boolean(data?.locked || (data?.lockAt && now.getTime() >= Date.parse(data.lockAt)));
  const open = Boolean(token) && !locked && data?.waiting === null;
  const picks = open ? (draft ?? saved) : saved;
  const left = brackets.reduce(
    (sum, bracket) =>
      sum +
      [...walkBracket(bracket, (id) => picks[id] ?? null).values()].filter((s) => s.played && !s.winner)
        .length,
    0,
  );
  const whole = brackets.length > 0 && checkBracketPicks(brackets, picks) === null;
  const onPick = (slotId: string, team: string) =>
    setDraft(canonicalPicks(brackets, { ...picks, [slotId]: team }));

  return (
    <>
      <PageMeta page="bracketChallenge" />
      <PageHeader
        eyebrow="Play along"
        title="Bracket challenge"
        lead="Fill the playoff bracket before the first playoff match: every match's winner, later rounds from your own picks. Each match you get right scores its round's points, and later rounds are worth more."
        actions={<Link to={paths.pickem()}>Pick'em</Link>}
      />
      <div className={styles.page}>
        {!data ? (
          challenge.isError ? (
            <ErrorState message={errorMessage(challenge.error)} onRetry={() => void challenge.refetch()} />
          ) : (
            <div aria-busy="true">
              <Skeleton height="16rem" />
            </div>
          )
        ) : data.waiting !== null ? (
          <EmptyState
            message={`Season ${data.seasonNumber}: ${data.waiting}`}
            action={
              data.seasonNumber > 1 ? (
                <Link to={paths.bracketChallenge(data.seasonNumber - 1)}>
                  Season {data.seasonNumber - 1}'s bracket challenge
                </Link>
              ) : null
            }
          />
        ) : (
          <>
            <div className={styles.status}>
              <h2 className={styles.division}>Season {data.seasonNumber}</h2>
              {locked ? (
                <Badge tone="warning">
                  <Lock size={12} aria-hidden /> Locked
                </Badge>
              ) : (
                <Badge tone="accent">Open</Badge>
              )}
              <p className={styles.muted}>
                {locked ? 'Brackets locked at' : 'Brackets lock at'}{' '}
                <time dateTime={data.lockAt ?? undefined}>{formatDateTimeIn(data.lockAt, timeZone)}</time>,
                the first playoff match's start · {data.entries} {data.entries === 1 ? 'bracket' : 'brackets'}{' '}
                filled
              </p>
            </div>
            {hydrated && !token && !locked ? (
              <p className={styles.muted}>
                <Link to={paths.login()}>Log in</Link> to fill your bracket. Others' brackets show once the
                first playoff match starts.
              </p>
            ) : null}
            {locked && mine.data?.entry ? (
              <p>
                Your bracket: <strong>{formatCount(mine.data.entry.points ?? 0, ['pt', 'pts'])}</strong> from{' '}
                {mine.data.entry.correct ?? 0} matches right.
              </p>
            ) : null}
            {data.brackets.map((view) => (
              <BracketSheet
                key={view.division ?? 'all'}
                view={view}
                picks={picks}
                onPick={open ? onPick : null}
              />
            ))}
            {open ? (
              <div className={styles.save}>
                <Button
                  disabled={!whole || save.isPending || draft === null}
                  onClick={() =>
                    save.mutate(
                      { seasonNumber: data.seasonNumber, picks },
                      { onSuccess: () => setDraft(null) },
                    )
                  }
                >
                  {mine.data?.entry ? 'Save changes' : 'Save bracket'}
                </Button>
                <span role="status">
                  {left > 0
                    ? `Pick ${left} more ${left === 1 ? 'match' : 'matches'}`
                    : draft === null && mine.data?.entry
                      ? 'Bracket saved'
                      : 'Ready to save'}
                </span>
                {save.isError ? (
                  <p className={styles.error} role="alert">
                    {errorMessage(save.error)}
                  </p>
                ) : null}
              </div>
            ) : null}
            <section aria-labelledby="bracket-board" className={styles.section}>
              <h2 id="bracket-board">Leaderboard</h2>
              <BracketBoard rows={data.leaderboard} />
            </section>
          </>
        )}
      </div>
    </>
  );
}
