import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSeasons } from '../api/seasons-api.ts';
import { SeasonCard, SeasonCardSkeleton } from './season-card.tsx';
import styles from './seasons-page.module.css';

const SKELETON_COUNT = 6;

export function SeasonsPage() {
  const seasons = useSeasons();
  return (
    <>
      <PageMeta
        page="seasons"
        jsonLd={{ '@type': 'CollectionPage', name: 'Seasons', description: 'League seasons, newest first' }}
      />
      <PageHeader
        eyebrow="History"
        title="Seasons"
        lead="Every season of the league, newest first. Open one for its teams and awards."
      />
      {seasons.isPending && (
        <div className={styles.grid} aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading seasons…
          </span>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <SeasonCardSkeleton key={index} />
          ))}
        </div>
      )}
      {seasons.isError && (
        <ErrorState message={errorMessage(seasons.error)} onRetry={() => seasons.refetch()} />
      )}
      {seasons.isSuccess &&
        (seasons.data.length === 0 ? (
          <EmptyState message="No seasons found." />
        ) : (
          <ul className={styles.grid}>
            {seasons.data.map((season) => (
              <li key={season.id}>
                <SeasonCard season={season} />
              </li>
            ))}
          </ul>
        ))}
    </>
  );
}
