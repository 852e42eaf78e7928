import { parsePositiveInt } from '@league/shared/domain/list-filters';
import { describeSeasonRecapPage } from '@league/shared/entity-page-text';
import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { OG_IMAGE_PATH, PageMeta } from '../../../components/ui/page-meta.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSeasonRecap } from '../api/season-recap-api.ts';
import {
  AwardsSection,
  ChampionSection,
  LeadersSection,
  RecordsSection,
  StandingsSection,
} from './recap-season-sections.tsx';
import {
  ClosestGamesSection,
  DebutantsSection,
  MilestonesSection,
  StreaksSection,
  UpsetsSection,
} from './recap-story-sections.tsx';
import styles from './season-recap-page.module.css';

/**
 * The season recap (docs/product/recap.md#pages): an ended season told from its data, every statement a
 * link to its evidence; printable. A season still playing says so (the API's 409 message); an unknown
 * season is the site's not-found page.
 */
export function SeasonRecapPage() {
  const { id: rawId } = useParams();
  const id = parsePositiveInt(rawId);
  const recap = useSeasonRecap(id);
  const status = recap.error instanceof ApiError ? recap.error.status : null;

  if (id === null || status === 404) return <NotFoundPage />;
  if (recap.isError) {
    const notEnded = status === 409;
    return (
      <>
        {/* No recap yet, so no card of its own: the league's card, as the server says. */}
        <PageMeta
          title="Season recap"
          description={`A season recap of the ${SETTINGS.siteName}.`}
          image={OG_IMAGE_PATH}
          noIndex
        />
        <h1 className={styles.title}>Season recap</h1>
        {notEnded ? (
          <EmptyState
            message={errorMessage(recap.error)}
            action={
              <Link to={paths.season(id)} className={buttonClass('secondary')}>
                Back to the season
              </Link>
            }
          />
        ) : (
          <ErrorState message={errorMessage(recap.error)} onRetry={() => recap.refetch()} />
        )}
      </>
    );
  }
  if (recap.isPending) return <RecapSkeleton />;

  const data = recap.data;
  const { season } = data;
  return (
    <article className={styles.recap}>
      <PageMeta
        {...describeSeasonRecapPage(season, SETTINGS.siteName)}
        path={paths.seasonRecap(season.id)}
        type="article"
      />
      <div className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>
            <Link to={paths.season(season.id)}>Season {season.seasonNumber}</Link>
          </p>
          <h1 className={styles.title}>Season {season.seasonNumber} recap</h1>
          <p className={styles.muted}>
            {season.theme} · {formatDate(season.startDate)} – {formatDate(season.endDate)}
          </p>
        </div>
        <button
          type="button"
          className={buttonClass('secondary', 'md', styles.print)}
          onClick={() => window.print()}
        >
          <Printer size={18} aria-hidden="true" />
          Print
        </button>
      </div>
      <ChampionSection recap={data} />
      <StandingsSection recap={data} />
      <AwardsSection recap={data} />
      <LeadersSection recap={data} />
      <RecordsSection recap={data} />
      <UpsetsSection recap={data} />
      <ClosestGamesSection recap={data} />
      <StreaksSection recap={data} />
      <DebutantsSection recap={data} />
      <MilestonesSection recap={data} />
    </article>
  );
}

function RecapSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the season recap…
      </span>
      <div className={styles.hero} aria-hidden="true">
        <div className={styles.heroText}>
          <Skeleton height="0.9em" width="140px" />
          <Skeleton height="2.2em" width="50%" />
          <Skeleton height="1em" width="70%" />
        </div>
      </div>
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.section} aria-hidden="true">
          <Skeleton height="1.4em" width="30%" />
          <Skeleton height="5em" width="100%" />
        </div>
      ))}
    </div>
  );
}
