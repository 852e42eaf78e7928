/**
 * Runs today's puzzle (docs/product/trivia.md#daily-puzzle): the server keeps the play's state (hints shown,
 * clock, end), this hook keeps what the screen needs between calls: the guess being typed, the clock ticking
 * down, the last wrong guess's word, an error. A guest's finished result is kept in this browser; a member's
 * is on the account, so the history and the board are read again when a play ends.
 */
import { type DailyResult, dailyStreaks } from '@league/shared/domain/trivia-daily';
import type { DailyGuessResult, DailyHistory, DailyPlay } from '@league/shared/schemas/trivia-daily';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { dailyTriviaKeys } from './api/daily-puzzle-query.ts';
import {
  guessDailyPuzzle,
  startDailyPuzzle,
  useMemberDailyPuzzle,
  usePublicDailyPuzzle,
} from './api/daily-trivia-api.ts';
import { readDailyResults, type StoredDailyResult, saveDailyResult } from './daily-results-store.ts';

export const TIME_RAN_OUT = 'Time ran out!';

/** A member's history with a play just finished on this screen: newest first, one result a day. */
export function withDailyResult(history: DailyHistory, result: DailyResult): DailyHistory {
  const results = [result, ...history.results.filter((r) => r.date !== result.date)];
  return { streaks: dailyStreaks(results, result.date), results };
}

export function useDailyGame() {
  const { user } = useSession();
  const viewer = user?.id ?? 'guest';
  const queryClient = useQueryClient();
  // Until the page is adopted, the visitor is drawn as the server drew them: nobody, with nothing kept.
  const hydrated = useHydrated();
  /** Today's puzzle as everyone sees it: the page is drawn with it. */
  const puzzle = usePublicDailyPuzzle();
  /** A member's read adds their play (and is of the day that play is of). */
  const own = useMemberDailyPuzzle(user?.id ?? null);
  const today = own.data ?? puzzle.data ?? null;
  /** The play as the last call answered it; before any call, the member's kept play (if any). */
  const [play, setPlay] = useState<DailyPlay | null>(null);
  const [guess, setGuess] = useState('');
  const [feedback, setFeedback] = useState<string | null>(null);
  const [endMessage, setEndMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [localResults, setLocalResults] = useState<StoredDailyResult[]>(() => readDailyResults());

  // A new viewer (log in, log out) starts from what the server says of them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on viewer change only
  useEffect(() => {
    setPlay(null);
    setFeedback(null);
    setEndMessage(null);
    setError(null);
  }, [viewer]);

  const current = play ?? own.data?.play ?? null;
  const date = today?.date ?? null;
  /** A guest who finished today in this browser sees that result, not a second try. */
  const kept = !hydrated || user || !date ? null : (localResults.find((r) => r.date === date) ?? null);
  /** Whose play this is, and how far it went, is known: a guest's in this browser, a member's once read. */
  const playKnown = hydrated && (!user || own.data !== undefined);
  /** What keeps the puzzle from showing: everyone's read failed, or this member's. */
  const failed = puzzle.isError ? puzzle : own.isError ? own : null;

  // The clock runs to the deadline the server's word sets (its seconds left when it answered), ticking here.
  const playing = current?.status === 'playing';
  const serverSeconds = current?.secondsLeft ?? 0;
  const token = current?.token ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new token is a new answer from the server
  const deadline = useMemo(() => Date.now() + serverSeconds * 1000, [serverSeconds, token]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!playing) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [playing]);
  const secondsLeft = Math.min(serverSeconds, Math.max(0, Math.ceil((deadline - now) / 1000)));

  const busyRef = useRef(false);
  const finish = useCallback(
    (result: DailyResult, answer: string | null) => {
      if (!user) setLocalResults(saveDailyResult({ ...result, ...(answer ? { answer } : {}) }));
      void queryClient.invalidateQueries({ queryKey: dailyTriviaKeys.board(result.date) });
      if (user) {
        // The streak counts the play at once, by the rule the server counts it with; the read confirms it.
        queryClient.setQueryData<DailyHistory>(dailyTriviaKeys.history(user.id), (known) =>
          known ? withDailyResult(known, result) : known,
        );
        void queryClient.invalidateQueries({ queryKey: dailyTriviaKeys.history(user.id) });
      }
    },
    [queryClient, user],
  );

  const send = useCallback(
    async (body: { guess: string; giveUp?: boolean }, clockRanOut = false) => {
      if (!token || busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      setError(null);
      try {
        const answer: DailyGuessResult = await guessDailyPuzzle({ token, ...body });
        setPlay(answer.play);
        setGuess('');
        if (answer.play.status === 'playing') {
          setFeedback(answer.message);
        } else {
          setFeedback(null);
          setEndMessage(clockRanOut ? TIME_RAN_OUT : answer.message);
          if (answer.play.result) finish(answer.play.result, answer.play.answer);
        }
      } catch (caught) {
        setError(errorMessage(caught, 'Failed to submit guess'));
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [token, finish],
  );

  // The clock reaching zero ends the play as giving up would.
  useEffect(() => {
    if (playing && secondsLeft === 0) void send({ guess: '', giveUp: true }, true);
  }, [playing, secondsLeft, send]);

  const start = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    try {
      setPlay(await startDailyPuzzle());
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to start game'));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  /** After an error about the play itself (another window, an expired play): read it again. */
  const reload = useCallback(() => {
    setPlay(null);
    setError(null);
    setFeedback(null);
    void queryClient.invalidateQueries({ queryKey: dailyTriviaKeys.today });
    if (user) void queryClient.invalidateQueries({ queryKey: dailyTriviaKeys.puzzle(user.id) });
  }, [queryClient, user]);

  return {
    today,
    loading: today === null && !failed,
    failed,
    playKnown,
    play: current,
    kept,
    localResults,
    guess,
    setGuess,
    feedback,
    endMessage,
    busy,
    error,
    secondsLeft,
    start,
    submitGuess: () => {
      const trimmed = guess.trim();
      if (trimmed) void send({ guess: trimmed });
    },
    giveUp: () => void send({ guess: '', giveUp: true }),
    reload,
    dismissError: () => setError(null),
  };
}
