import type { Match } from '@league/shared/schemas/matches';
import { Flag, Play, Plus, RotateCcw, Trophy } from 'lucide-react';
import { useMemo, useState } from 'react';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LiveBadge } from '../../../components/ui/live-badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { SETTINGS } from '../../../config/settings.ts';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useLiveMatches } from '../api/live-matches.ts';
import { useScoreMatch } from '../api/matches-admin-api.ts';
import { useMatches } from '../api/matches-api.ts';
import { currentSetText, formatMatchTime, isLive } from '../schedule.ts';
import {
  addPoint,
  canEndSet,
  canFinish,
  canScore,
  endSet,
  type ScorerScore,
  scoreOf,
  setNumberOf,
  setsWonOf,
} from '../scorer.ts';
import styles from './scorer-page.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Matches from yesterday to tomorrow (UTC) that are not over: tonight's, whatever the zone. */
function useScorableMatches() {
  const today = dayKey(Date.now());
  const range = useMemo(() => {
    const noon = Date.parse(`${today}T12:00:00Z`);
    return { from: dayKey(noon - DAY_MS), to: dayKey(noon + DAY_MS) };
  }, [today]);
  const matches = useMatches(range);
  const open = (matches.data ?? []).filter((m) => m.status !== 'completed');
  return { ...matches, open };
}

const matchName = (m: Match) =>
  `${m.team1Name} vs ${m.team2Name} · ${formatMatchTime(m.date, SETTINGS.timeZone)}${isLive(m) ? ' · live' : ''}`;

/**
 * The scorer (docs/product/live.md#the-scorer): staff score a match from a phone when no game server reports
 * it. Big tap targets, the whole score sent on each tap (so Undo sends the score before the last tap), and a
 * 409 when someone else moved the score meanwhile.
 */
export function ScorerPage() {
  useLiveMatches();
  const matches = useScorableMatches();
  const [chosen, setChosen] = useSearchParam('match', '');
  const match = matches.open.find((m) => String(m.id) === chosen) ?? null;
  return (
    <PortalPage
      title="Scorer"
      description="Score tonight's match point by point when no game server reports it."
      path={portalPath('scorer')}
    >
      {matches.isLoading && <Skeleton height="120px" radius="lg" />}
      {matches.data && matches.open.length === 0 && (
        <EmptyState message="No match to score today or tomorrow." />
      )}
      {matches.open.length > 0 && (
        <SelectField
          label="Match"
          value={match ? String(match.id) : ''}
          placeholder="Choose the match you are scoring"
          options={matches.open.map((m) => ({ value: String(m.id), label: matchName(m) }))}
          onChange={setChosen}
        />
      )}
      {match && <Scoreboard key={match.id} match={match} />}
    </PortalPage>
  );
}

function Scoreboard({ match }: { match: Match }) {
  const score = scoreOf(match);
  const [history, setHistory] = useState<ScorerScore[]>([]);
  const send = useScoreMatch(match.id);
  const { showToast } = useToast();
  const won = setsWonOf(score);

  const submit = (next: ScorerScore, options: { finish?: boolean; undo?: boolean } = {}) =>
    send.mutate(
      { ...next, version: match.liveVersion, finish: options.finish ?? false },
      {
        onSuccess: () => setHistory((past) => (options.undo ? past.slice(0, -1) : [...past, score])),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setHistory([]);
          showToast(failureText(error, LOGIN_REQUIRED.update, 'The score was not saved'), { tone: 'error' });
        },
      },
    );
  const busy = send.isPending;
  const previous = history.at(-1);

  return (
    <section className={styles.board} aria-label={`Scoring ${match.team1Name} vs ${match.team2Name}`}>
      <p className={styles.status}>
        {isLive(match) ? (
          <LiveBadge detail={currentSetText(match)} />
        ) : (
          <span>Not started · set {setNumberOf(score)} next</span>
        )}
      </p>
      <div className={styles.sides}>
        {([1, 2] as const).map((side) => {
          const name = side === 1 ? match.team1Name : match.team2Name;
          const points = side === 1 ? score.current?.team1Points : score.current?.team2Points;
          return (
            <div key={side} className={styles.side}>
              <p className={styles.team}>{name}</p>
              <p className={styles.setsWon}>
                <span className="visually-hidden">{name} sets won: </span>
                {side === 1 ? won.team1 : won.team2}
              </p>
              <p className={styles.points}>
                <span className="visually-hidden">{name} points: </span>
                {points ?? 0}
              </p>
              <Button
                size="lg"
                className={styles.point}
                disabled={busy || !canScore(score)}
                onClick={() => submit(addPoint(score, side))}
                aria-label={`Point for ${name}`}
              >
                <Plus size={28} aria-hidden="true" />
              </Button>
            </div>
          );
        })}
      </div>
      {score.sets.length > 0 && (
        <p className={styles.setList}>
          {score.sets.map((set, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sets are fixed positions
            <span key={i} className={styles.set}>
              Set {i + 1}: {set}
            </span>
          ))}
        </p>
      )}
      <div className={styles.controls}>
        {match.status === 'scheduled' && (
          <Button
            variant="secondary"
            size="lg"
            disabled={busy}
            onClick={() => submit({ sets: [], current: { team1Points: 0, team2Points: 0 } })}
          >
            <Play size={18} aria-hidden="true" />
            Start match
          </Button>
        )}
        <Button
          variant="secondary"
          size="lg"
          disabled={busy || !previous}
          onClick={() => previous && submit(previous, { undo: true })}
        >
          <RotateCcw size={18} aria-hidden="true" />
          Undo
        </Button>
        <Button
          variant="secondary"
          size="lg"
          disabled={busy || !canEndSet(score)}
          onClick={() => submit(endSet(score))}
        >
          <Flag size={18} aria-hidden="true" />
          End set {setNumberOf(score)}
        </Button>
        <Button
          size="lg"
          disabled={busy || !canFinish(score)}
          onClick={() => submit({ ...score, current: null }, { finish: true })}
        >
          <Trophy size={18} aria-hidden="true" />
          Finish match
        </Button>
      </div>
      <p className={styles.note}>A point given by mistake? Undo takes back the last tap.</p>
    </section>
  );
}
