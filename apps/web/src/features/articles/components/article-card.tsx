import type { Article } from '@league/shared/schemas/articles';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VisitorDate } from '../../../components/ui/visitor-date.tsx';
import { paths } from '../../../config/paths.ts';
import styles from './article-card.module.css';
import { ArticleImage } from './article-image.tsx';

export function ArticleCard({ article }: { article: Article }) {
  return (
    <article className={styles.card}>
      <ArticleImage src={article.imageUrl} alt="" className={styles.image} />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={paths.article(article.id)} className={styles.link}>
            {article.title}
          </Link>
        </h2>
        <p className={styles.summary}>{article.summary}</p>
        <p className={styles.meta}>
          <span>{article.author?.username ?? 'Unknown author'}</span>
          <span aria-hidden="true">·</span>
          <VisitorDate value={article.createdAt} style="short" />
          <span className={styles.likes}>
            <Heart size={14} aria-hidden="true" />
            {article.likes}
            <span className="visually-hidden">{article.likes === 1 ? 'like' : 'likes'}</span>
          </span>
        </p>
      </div>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton height="auto" radius="sm" className={styles.imageSkeleton} />
      <div className={styles.body}>
        <Skeleton height="1.4em" width="85%" />
        <Skeleton height="0.9em" />
        <Skeleton height="0.9em" width="70%" />
        <Skeleton height="0.8em" width="45%" />
      </div>
    </div>
  );
}
