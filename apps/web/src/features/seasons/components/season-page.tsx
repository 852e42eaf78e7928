import { todayKey } from '@league/shared/domain/day-keys';
import { parsePositiveInt } from '@league/shared/domain/list-filters';
import { seasonHasEnded } from '@league/shared/domain/season-recap';
import { describeSeasonPage } from '@league/shared/entity-page-text';
import type { SeasonDetail } from '@league/shared/schemas/seasons';
import { BookOpen, Trophy } from 'lucide-react';

import { useState } from 'react';

import { Link, Navigate, useLocation, useParams } from 'react-router';

import { buttonClass } from '../../../components/ui/button.tsx';

import { PageMeta } from '../../../components/ui/page-meta.tsx';

import { Skeleton } from '../../../components/ui/skeleton.tsx';

import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';

import { paths } from '../../../config/paths.ts';

import { SETTINGS } from '../../../config/settings.ts';

import { ApiError, errorMessage } from '../../../lib/api-client.ts';

import { formatDate } from '../../../lib/format.ts';
import { PowerRankings } from '../../ratings/components/power-rankings.tsx';
import { StandingsTables } from '../../standings/components/standings-tables.tsx';
import { FansVotes } from '../../votes/components/fans-votes.tsx';
import { useSeasonChoices } from '../api/season-choices-api.ts';
import { useSeason } from '../api/seasons-api.ts';
import { BRACKET_SECTION_ID, hasBracket, SeasonBracket } from './season-bracket.tsx';
import styles from './season-page.module.css';
import { SeasonTeamCard, SeasonTeamCardSkeleton } from './season-team-card.tsx';

function BackToSeasons() {
  return (
    <Link to={paths.seasons()} className={buttonClass('secondary')}>
      Back to seasons
    </Link>
  );
}

function SeasonImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return <img src={src} alt="" className={styles.image} onError={() => setFailed(true)} />;
}

function seasonEvent(season: SeasonDetail) {
  return {
    '@type': 'SportsEvent',
    name: `${SETTINGS.siteName} Season ${season.seasonNumber}: ${season.theme}`,
    sport: 'Volleyball',
    startDate: season.startDate,
    ...(season.endDate ? { endDate: season.endDate } : {}),
    competitor: season.teams.map((team) => ({ '@type': 'SportsTeam', name: team.name })),
  };
}

/**
 * No season has the address's id: the season of that number, if there is one, takes the address
 * (docs/product/seasons.md#a-season-by-its-number); the server does the same for a page load.
 */
function SeasonNotFound({ number }: { number: number | null }) {
  const choices = useSeasonChoices();
  const { search } = useLocation();
  const byNumber = number === null ? undefined : choices.data?.find((s) => s.seasonNumber === number);
  if (byNumber) return <Navigate replace to={`${paths.season(byNumber.id)}${search}`} />;
  if (number !== null && choices.isPending) return <SeasonPageSkeleton />;
  return (
    <>
      <PageMeta title="Season" description="This season could not be found." noIndex />
      <h1 className="visually-hidden">Season</h1>
      <EmptyState message="Season not found" action={<BackToSeasons />} />
    </>
  );
}

export function SeasonPage() {
  const { id: rawId } = useParams();
  const id = parsePositiveInt(rawId);
  const season = useSeason(id);

  if (id === null || (season.isError && season.error instanceof ApiError && season.error.status === 404)) {
    return <SeasonNotFound number={id} />;
  }
  if (season.isError) {
    return (
      <>
        <PageMeta title="Season" description={`A season of the ${SETTINGS.siteName}.`} noIndex />
        <h1 className="visually-hidden">Season</h1>
        <ErrorState message={errorMessage(season.error)} onRetry={() => season.refetch()} />
      </>
    );
  }
  if (season.isPending) return <SeasonPageSkeleton />;

  const data = season.data;
  return (
    <>
      <PageMeta
        {...describeSeasonPage(data, SETTINGS.siteName)}
        path={paths.season(data.id)}
        image={data.image}
        jsonLd={seasonEvent(data)}
      />
      <header className={styles.hero}>
        <SeasonImage src={data.image} />
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>
            <Link to={paths.seasons()}>Seasons</Link>
          </p>
          <h1 className={styles.title}>Season {data.seasonNumber}</h1>
          <dl className={styles.facts}>
            <div>
              <dt>Theme</dt>
              <dd>{data.theme}</dd>
            </div>
            <div>
              <dt>Start date</dt>
              <dd>{formatDate(data.startDate)}</dd>
            </div>
            <div>
              <dt>End date</dt>
              <dd>{data.endDate ? formatDate(data.endDate) : 'TBD'}</dd>
            </div>
          </dl>
        </div>
        <div className={styles.heroActions}>
          {seasonHasEnded(data.endDate, todayKey(SETTINGS.timeZone)) && (
            <Link to={paths.seasonRecap(data.id)} className={buttonClass('secondary', 'md')}>
              <BookOpen size={18} aria-hidden="true" />
              Read the season recap
            </Link>
          )}
          <Link to={paths.awards(data.seasonNumber)} className={buttonClass('primary', 'md', styles.awards)}>
            <Trophy size={18} aria-hidden="true" />
            View Awards
          </Link>
        </div>
      </header>
      {hasBracket(data) && (
        // The bracket comes last, after every team card: on a phone that is thousands of pixels down.
        <p className={styles.jump}>
          <a href={`#${BRACKET_SECTION_ID}`}>Jump to the playoff bracket</a>
        </p>
      )}

      <FansVotes seasonNumber={data.seasonNumber} />

      <section aria-labelledby="season-teams-heading">
        <h2 id="season-teams-heading" className={styles.sectionTitle}>
          Teams <span className={styles.count}>{data.teams.length}</span>
        </h2>
        {data.teams.length === 0 ? (
          <EmptyState message="No teams found." />
        ) : (
          <ol className={styles.teams}>
            {data.teams.map((team, index) => (
              <li key={team.id}>
                <SeasonTeamCard team={team} position={index + 1} seasonNumber={data.seasonNumber} />
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="season-standings-heading" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="season-standings-heading" className={styles.sectionTitle}>
            Standings
          </h2>
          <Link to={paths.standings({ season: data.seasonNumber })} className={buttonClass('ghost')}>
            Filters and export
          </Link>
        </div>
        <StandingsTables view={{ season: data.seasonNumber, phase: null, region: null, division: null }} />
      </section>

      <section aria-labelledby="season-power-heading" className={styles.section}>
        <h2 id="season-power-heading" className={styles.sectionTitle}>
          Power rankings
        </h2>
        <PowerRankings seasonNumber={data.seasonNumber} />
      </section>

      <SeasonBracket season={data} />
    </>
  );
}

function SeasonPageSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading season…
      </span>
      <div className={styles.hero} aria-hidden="true">
        <div className={styles.heroText}>
          <Skeleton height="0.9em" width="140px" />
          <Skeleton height="2.2em" width="50%" />
          <Skeleton height="3em" width="80%" />
        </div>
      </div>
      <div className={styles.teams} aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <SeasonTeamCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
