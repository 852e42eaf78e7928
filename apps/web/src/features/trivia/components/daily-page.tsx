import { todayKey } from '@league/shared/domain/day-keys';
import { dailyStreaks } from '@league/shared/domain/trivia-daily';
import { CalendarCheck, Play } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useDailyHistory, useGuessSuggestions } from '../api/daily-trivia-api.ts';
import { DIFFICULTY_LABELS, TYPE_LABELS } from '../trivia-labels.ts';
import { useDailyGame } from '../use-daily-game.ts';
import { DailyBoardTable } from './daily-board.tsx';
import styles from './daily-page.module.css';
import { DailyResultCard } from './daily-result.tsx';
import { DailyStats } from './daily-stats.tsx';
import { PlayScreen } from './play-screen.tsx';

const dateLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * /trivia/daily: today's puzzle, the same for everyone; played once, then the result to share, the streak
 * and the members' board (docs/product/trivia.md#daily-puzzle).
 *
 * Drawn by the server with the day's puzzle (its number, day, kind and rules), the same for everyone. Each
 * visitor's play, a result kept in this browser and the streak are drawn by the browser, which knows who
 * is playing: until it does, the puzzle cannot be started.
 */
export function DailyPage() {
  const id = useId();
  const game = useDailyGame();
  const { user } = useSession();
  const history = useDailyHistory(user?.id ?? null);
  const { today: data, play, kept } = game;
  // Until the page is adopted, the visitor is drawn as the server drew them: nobody, with nothing kept.
  const hydrated = useHydrated();
  // Focus moves to the result only when the play ends on this screen, not when a finished day is opened.
  const endedHere = useRef(false);
  if (play?.status === 'playing') endedHere.current = true;

  const suggestions = useGuessSuggestions(
    play?.status === 'playing' ? (data?.type ?? null) : null,
    game.guess,
  );
  const streaks = !hydrated
    ? null
    : user
      ? (history.data?.streaks ?? null)
      : dailyStreaks(game.localResults, data?.date ?? todayKey(SETTINGS.timeZone));
  const finished = play && play.status !== 'playing' && play.result ? play : null;

  return (
    <>
      <PageMeta page="triviaDaily" />
      <PageHeader
        eyebrow="Play"
        title="Daily Trivia"
        lead="One player or team to name each day, the same for everyone. One try a day."
        actions={
          <Link className={buttonClass('secondary')} to={paths.trivia()}>
            Free play
          </Link>
        }
      />

      {game.error && (
        <Alert tone="error" className={styles.error}>
          <div className={styles.errorRow}>
            <p>{game.error}</p>
            <div className={styles.errorActions}>
              <Button variant="secondary" size="sm" onClick={game.reload}>
                Reload the puzzle
              </Button>
              <Button variant="ghost" size="sm" onClick={game.dismissError}>
                Dismiss
              </Button>
            </div>
          </div>
        </Alert>
      )}

      <div className={styles.layout}>
        <div className={styles.main}>
          {data && (
            <p className={styles.day}>
              <strong>Puzzle #{data.number}</strong> · {dateLabel(data.date)}
            </p>
          )}
          {game.loading && (
            <>
              <Skeleton height={24} width="45%" />
              <div className={styles.intro} role="status" aria-busy="true">
                <span className="visually-hidden">Loading today's puzzle…</span>
                <Skeleton height={32} width="60%" />
                <Skeleton height={96} radius="md" />
              </div>
            </>
          )}
          {game.failed && (
            <ErrorState
              message={errorMessage(game.failed.error, "Today's puzzle could not be loaded.")}
              onRetry={() => void game.failed?.refetch()}
            />
          )}

          {data && finished?.result && (
            <DailyResultCard
              result={finished.result}
              answer={finished.answer}
              message={game.endMessage}
              focusOnMount={endedHere.current}
            />
          )}
          {data && !finished && kept && (
            <DailyResultCard result={kept} answer={kept.answer ?? null} message={null} focusOnMount={false} />
          )}
          {data && play?.status === 'playing' && play.token && (
            <PlayScreen
              type={data.type}
              requested={data.difficulty}
              item={{
                id: play.token,
                type: data.type,
                difficulty: data.difficulty,
                hintCount: data.hintCount,
                hints: play.hints,
              }}
              hints={play.hints}
              secondsLeft={game.secondsLeft}
              guess={game.guess}
              feedback={game.feedback}
              canSubmit={game.guess.trim() !== '' && !game.busy}
              guessing={game.busy}
              onGuessChange={game.setGuess}
              onSubmit={game.submitGuess}
              onGiveUp={game.giveUp}
              suggestions={suggestions.data ?? []}
            />
          )}
          {data && !play && !kept && (
            <section className={styles.intro} aria-labelledby={`${id}-start`}>
              <h2 id={`${id}-start`} className={styles.introTitle}>
                <CalendarCheck size={22} aria-hidden="true" />
                Today: a {TYPE_LABELS[data.type].toLowerCase()} (
                {DIFFICULTY_LABELS[data.difficulty].toLowerCase()})
              </h2>
              <ul className={styles.rules}>
                <li>One try a day; everyone gets the same puzzle and the same hints.</li>
                <li>
                  The first hint is free. Each wrong guess shows the next one, up to {data.hintCount} hints.
                </li>
                <li>
                  {data.timerSeconds} seconds on the clock. Fewer hints and a faster answer score more, as in
                  free play.
                </li>
              </ul>
              {hydrated && !user && (
                <p className={styles.guestNote}>
                  <Link to={paths.login()}>Log in</Link> to keep your streak on your account and appear on the
                  daily board.
                </p>
              )}
              <div>
                <Button size="lg" onClick={() => void game.start()} disabled={game.busy || !game.playKnown}>
                  <Play size={18} aria-hidden="true" />
                  Start today's puzzle
                </Button>
              </div>
            </section>
          )}
        </div>

        <aside className={styles.side} aria-label="Streak and board">
          {streaks && <DailyStats streaks={streaks} keptOn={user ? 'account' : 'browser'} />}
          {data && <DailyBoardTable date={data.date} />}
        </aside>
      </div>
    </>
  );
}
