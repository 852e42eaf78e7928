import { describeAwardType } from '@league/shared/domain/league';
import { parsePositiveInt } from '@league/shared/domain/list-filters';
import { describeAwardPage } from '@league/shared/entity-page-text';

import type { AwardDetail } from '@league/shared/schemas/awards';
import { Link, useParams } from 'react-router';

import { buttonClass } from '../../../components/ui/button.tsx';

import { PageMeta } from '../../../components/ui/page-meta.tsx';

import { Skeleton } from '../../../components/ui/skeleton.tsx';

import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { VisitorDate } from '../../../components/ui/visitor-date.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';

import { useAward } from '../api/awards-api.ts';

import { AwardImage } from './award-image.tsx';

import styles from './award-page.module.css';
import { AwardRecipients } from './award-recipients.tsx';

function BackToAwards() {
  return (
    <Link to={paths.awards()} className={buttonClass('secondary')}>
      Back to awards
    </Link>
  );
}

function awardPageData(award: AwardDetail, title: string) {
  return {
    '@type': 'ItemPage',
    name: title,
    description: award.description,
    mainEntity: award.players.map((player) => ({
      '@type': 'Person',
      name: player.name,
      award: title,
      ...(player.team ? { memberOf: { '@type': 'SportsTeam', name: player.team.name } } : {}),
    })),
  };
}

function Message({ text }: { text: string }) {
  return (
    <>
      <PageMeta title="Award" description={`A season award of the ${SETTINGS.siteName}.`} noIndex />
      <h1 className="visually-hidden">Award</h1>
      <EmptyState message={text} action={<BackToAwards />} />
    </>
  );
}

export function AwardPage() {
  const { id: rawId } = useParams();
  const id = parsePositiveInt(rawId);
  const award = useAward(id);

  if (!rawId) return <Message text="URL ID is undefined" />;
  if (id === null) return <Message text="No award found." />;
  if (award.isError) {
    if (award.error instanceof ApiError && award.error.status === 404)
      return <Message text="No award found." />;
    return (
      <>
        <PageMeta title="Award" description={`A season award of the ${SETTINGS.siteName}.`} noIndex />
        <h1 className="visually-hidden">Award</h1>
        <ErrorState message={errorMessage(award.error)} onRetry={() => award.refetch()} />
      </>
    );
  }
  if (award.isPending) return <AwardPageSkeleton />;
  if (!award.data) return <Message text="No award found." />;

  const data = award.data;
  const text = describeAwardPage(data, SETTINGS.siteName);
  const { title } = text;
  return (
    <>
      <PageMeta
        {...text}
        path={paths.award(data.id)}
        image={data.imageUrl}
        jsonLd={awardPageData(data, title)}
      />
      <article className={styles.page}>
        <AwardImage src={data.imageUrl} />
        <header className={styles.header}>
          <p className={styles.eyebrow}>
            <Link to={paths.awards()}>Awards</Link>
            <span aria-hidden="true"> / </span>
            <Link to={paths.season(data.season.id)}>Season {data.season.seasonNumber}</Link>
          </p>
          <h1 className={styles.title}>{data.type}</h1>
          <p className={styles.typeDescription}>{describeAwardType(data.type)}</p>
        </header>
        <dl className={styles.facts}>
          <div>
            <dt>Award type</dt>
            <dd>{data.type}</dd>
          </div>
          <div>
            <dt>Season</dt>
            <dd>
              <Link to={paths.season(data.season.id)}>Season {data.season.seasonNumber}</Link>
            </dd>
          </div>
          <div>
            <dt>Awarded on</dt>
            <dd>
              <VisitorDate value={data.createdAt} />
            </dd>
          </div>
        </dl>
        {data.description && (
          <section className={styles.section} aria-labelledby="award-description-heading">
            <h2 id="award-description-heading" className={styles.sectionTitle}>
              Description
            </h2>
            <p className={styles.description}>{data.description}</p>
          </section>
        )}
        <section className={styles.section} aria-labelledby="award-recipients-heading">
          <h2 id="award-recipients-heading" className={styles.sectionTitle}>
            {data.players.length === 1 ? 'Recipient' : 'Recipients'}
          </h2>
          <AwardRecipients award={data} />
        </section>
      </article>
    </>
  );
}

function AwardPageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading award…
      </span>
      <Skeleton height="auto" radius="lg" className={styles.imageSkeleton} />
      <div className={styles.header} aria-hidden="true">
        <Skeleton height="0.9em" width="160px" />
        <Skeleton height="2.2em" width="45%" />
        <Skeleton height="1em" width="90%" />
        <Skeleton height="1em" width="70%" />
      </div>
      <Skeleton height="120px" radius="lg" />
    </div>
  );
}
