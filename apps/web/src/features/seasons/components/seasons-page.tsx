import { CollectionHead } from '../../../components/list-page/collection-head.tsx';
import { ListStates } from '../../../components/list-page/list-states.tsx';
import { useSeasons } from '../api/seasons-api.ts';
import { SeasonCard, SeasonCardSkeleton } from './season-card.tsx';
import styles from './seasons-page.module.css';

const SKELETON_COUNT = 6;

export function SeasonsPage() {
  const seasons = useSeasons();
  return (
    <>
      <CollectionHead
        page="seasons"
        summary="League seasons, newest first"
        eyebrow="History"
        lead="Every season of the league, newest first. Open one for its teams and awards."
      />
      <ListStates
        query={seasons}
        items={seasons.data ?? []}
        renderItem={(season) => (
          <li key={season.id}>
            <SeasonCard season={season} />
          </li>
        )}
        skeleton={<SeasonCardSkeleton />}
        skeletonCount={SKELETON_COUNT}
        skeletonKind="div"
        listClassName={styles.grid}
        loading="Loading seasons…"
        empty="No seasons found."
      />
    </>
  );
}
