import { parsePositiveInt } from '@league/shared/domain/list-filters';
import { describeArticlePage } from '@league/shared/entity-page-text';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useArticle } from '../api/articles-api.ts';
import { ArticlePaper, ArticlePaperSkeleton } from './article-paper.tsx';

function BackToArticles() {
  return (
    <Link to={paths.articles()} className={buttonClass('secondary')}>
      Back to articles
    </Link>
  );
}

export function ArticlePage() {
  const { id: rawId } = useParams();
  const id = parsePositiveInt(rawId);
  const article = useArticle(id);

  if (id === null) {
    return (
      <>
        <PageMeta title="Article" description="This article link is not valid." noIndex />
        <EmptyState message="Invalid article ID." action={<BackToArticles />} />
      </>
    );
  }
  if (article.isPending) return <ArticlePaperSkeleton />;
  if (article.isError) {
    const notFound = article.error instanceof ApiError && article.error.status === 404;
    return (
      <>
        <PageMeta title="Article" description={`An article of the ${SETTINGS.siteName} community.`} noIndex />
        {notFound ? (
          <EmptyState message="No article found." action={<BackToArticles />} />
        ) : (
          <ErrorState message={errorMessage(article.error)} onRetry={() => article.refetch()} />
        )}
      </>
    );
  }
  const data = article.data;
  if (!data) return <EmptyState message="No article found." action={<BackToArticles />} />;
  return (
    <>
      <PageMeta
        {...describeArticlePage(data, SETTINGS.siteName)}
        path={paths.article(data.id)}
        type="article"
        image={data.imageUrl || null}
        noIndex={data.approved !== true}
        jsonLd={{
          '@type': 'NewsArticle',
          headline: data.title,
          description: data.summary,
          image: data.imageUrl ? [data.imageUrl] : undefined,
          datePublished: data.createdAt,
          author: data.author ? { '@type': 'Person', name: data.author.username } : undefined,
          publisher: { '@type': 'Organization', name: SETTINGS.siteName },
        }}
      />
      <ArticlePaper article={data} />
    </>
  );
}
