import type { Article } from '@league/shared/schemas/articles';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { VisitorDate } from '../../../components/ui/visitor-date.tsx';
import { paths } from '../../../config/paths.ts';
import { useBackgroundData } from '../../../hooks/use-background-data.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useArticles } from '../../articles/api/articles-api.ts';
import { filterArticles } from '../../articles/article-list-filters.ts';
import { ArticleImage } from '../../articles/components/article-image.tsx';
import styles from './featured-articles.module.css';
import { HomeSectionHead } from './home-section-head.tsx';

const SIDE_COUNT = 4;

/**
 * The newest approved article large, the next four beside it (docs/product/home.md#pages,
 * docs/product/home.md#rules-and-constants).
 */
export function FeaturedArticles() {
  const articles = useArticles();
  const { data: shown, loading } = useBackgroundData(articles);
  const sorted = filterArticles(shown ?? [], '', 'newest');
  const [main, ...rest] = sorted;
  const side = rest.slice(0, SIDE_COUNT);

  return (
    <section className={styles.section} aria-labelledby="featured-heading">
      <HomeSectionHead
        id="featured-heading"
        className={styles.heading}
        to={paths.articles()}
        linkText="All articles"
      >
        Featured
      </HomeSectionHead>
      {loading && <FeaturedSkeleton />}
      {articles.isError && (
        <ErrorState message={errorMessage(articles.error)} onRetry={() => articles.refetch()} />
      )}
      {shown !== undefined && !main && (
        <EmptyState message="No featured articles yet. Check back soon for news from the league." />
      )}
      {main && (
        <div className={styles.layout}>
          <MainStory article={main} />
          {side.length > 0 && (
            <ul className={styles.side}>
              {side.map((article) => (
                <li key={article.id}>
                  <SideStory article={article} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Author and date. The date is the visitor's calendar day, as on the article's own page; the server draws
 * it in the league's zone and the browser moves it to the visitor's once the page is adopted.
 */
function Byline({ article }: { article: Article }) {
  return (
    <p className={styles.byline}>
      {article.author?.username ?? 'Unknown author'} · <VisitorDate value={article.createdAt} style="short" />
    </p>
  );
}

function MainStory({ article }: { article: Article }) {
  return (
    <article className={styles.main}>
      <ArticleImage src={article.imageUrl} alt="" className={styles.mainImage} />
      <div className={styles.mainBody}>
        <h3 className={styles.mainTitle}>
          <Link to={paths.article(article.id)} className={styles.link}>
            {article.title}
          </Link>
        </h3>
        <p className={styles.summary}>{article.summary}</p>
        <Byline article={article} />
      </div>
    </article>
  );
}

function SideStory({ article }: { article: Article }) {
  return (
    <article className={styles.sideItem}>
      <ArticleImage src={article.imageUrl} alt="" className={styles.thumb} />
      <div className={styles.sideBody}>
        <h3 className={styles.sideTitle}>
          <Link to={paths.article(article.id)} className={styles.link}>
            {article.title}
          </Link>
        </h3>
        <Byline article={article} />
      </div>
    </article>
  );
}

function FeaturedSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading featured articles…
      </span>
      <div className={styles.main} aria-hidden="true">
        <Skeleton height="auto" className={styles.mainImage} radius="sm" />
        <div className={styles.mainBody}>
          <Skeleton height="1.6em" width="80%" />
          <Skeleton height="1em" />
          <Skeleton height="1em" width="60%" />
        </div>
      </div>
      <ul className={styles.side} aria-hidden="true">
        {Array.from({ length: SIDE_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={styles.sideItem}>
            <Skeleton height="auto" className={styles.thumb} />
            <div className={styles.sideBody}>
              <Skeleton height="1em" />
              <Skeleton height="0.8em" width="50%" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
