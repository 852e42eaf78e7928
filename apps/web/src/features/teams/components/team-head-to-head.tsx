import { slugKey } from '@league/shared/domain/slug';
import type { HeadToHead, TeamDetail } from '@league/shared/schemas/teams';
import clsx from 'clsx';
import { useId } from 'react';
import { Link } from 'react-router';
import { SelectInput } from '../../../components/ui/filters.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { VisitorDate } from '../../../components/ui/visitor-date.tsx';
import { paths } from '../../../config/paths.ts';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useHeadToHead } from '../api/teams-api.ts';
import { opponentsOf } from '../team-detail.ts';
import gamesStyles from './team-games-list.module.css';
import styles from './team-head-to-head.module.css';

const RESULT_TEXT = { W: 'Won', L: 'Lost', T: 'Tied' } as const;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The team page's head-to-head (docs/product/teams.md#head-to-head): pick a name this name's teams met, see
 * the record between the two across seasons and every meeting. The pick lives in `?vs=` so it can be shared.
 */
export function TeamHeadToHead({ teams }: { teams: readonly TeamDetail[] }) {
  const headingId = useId();
  const [vs, setVs] = useSearchParam('vs');
  const opponents = opponentsOf(teams);
  const own = teams[0];
  if (!own || opponents.length === 0) return null;
  const picked = opponents.find((o) => slugKey(o.slug) === slugKey(vs));
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Head-to-head
      </h2>
      <div className={styles.picker}>
        <SelectInput
          label="Opponent"
          value={picked?.slug ?? ''}
          onChange={(value) => setVs(value, { replace: true })}
          options={[
            { value: '', label: 'Choose a team' },
            ...opponents.map((o) => ({ value: o.slug, label: o.name })),
          ]}
        />
      </div>
      {picked && <Meetings a={own.name} b={picked.slug} />}
    </section>
  );
}

function Meetings({ a, b }: { a: string; b: string }) {
  const result = useHeadToHead(a, b);
  if (result.isPending) {
    return (
      <p className={styles.muted} role="status">
        Loading meetings…
      </p>
    );
  }
  if (result.isError) {
    return <ErrorState message={errorMessage(result.error)} onRetry={() => result.refetch()} />;
  }
  return <MeetingsView data={result.data} />;
}

function MeetingsView({ data }: { data: HeadToHead }) {
  const { a, b, ties, games } = data;
  return (
    <>
      <dl className={styles.record} aria-live="polite">
        <div>
          <dt>Record</dt>
          <dd>
            {a.wins}–{b.wins}
            {ties > 0 && `–${ties}`}
          </dd>
        </div>
        <div>
          <dt>Sets</dt>
          <dd>
            {a.setsWon}–{b.setsWon}
          </dd>
        </div>
        <div>
          <dt>Meetings</dt>
          <dd>{games.length}</dd>
        </div>
      </dl>
      <p className="visually-hidden">
        {a.name} won {plural(a.wins, 'game')} and lost {a.losses} against {b.name}
        {ties > 0 && `, with ${plural(ties, 'tie')}`}; sets {a.setsWon} to {b.setsWon}.
      </p>
      {games.length === 0 ? (
        <p className={gamesStyles.empty}>No games found.</p>
      ) : (
        <ul className={gamesStyles.list} aria-label={`Games between ${a.name} and ${b.name}, newest first`}>
          {games.map((game) => {
            const result = game.winner === 'a' ? 'W' : game.winner === 'b' ? 'L' : 'T';
            return (
              <li key={game.id}>
                <Link to={paths.game(game.id)} className={gamesStyles.item}>
                  <span
                    className={clsx(gamesStyles.result, gamesStyles[result])}
                    title={RESULT_TEXT[result]}
                    aria-hidden="true"
                  >
                    {result}
                  </span>
                  <span className={gamesStyles.main}>
                    <span className={clsx(gamesStyles.opponent, styles.title)}>
                      Season {game.seasonNumber} · {game.stage ?? 'No stage'}
                    </span>
                    <span className={gamesStyles.meta}>
                      <VisitorDate value={game.date} style="short" />
                    </span>
                  </span>
                  <span className={gamesStyles.score}>
                    <span className="visually-hidden">{RESULT_TEXT[result]}, </span>
                    {game.aScore}–{game.bScore}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
