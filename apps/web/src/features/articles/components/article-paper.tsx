import type { Article } from '@league/shared/schemas/articles';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VisitorDate } from '../../../components/ui/visitor-date.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { ArticleImage } from './article-image.tsx';
import styles from './article-paper.module.css';
import { LikeButton } from './like-button.tsx';

/** Paragraphs of an article: plain text split on blank lines, never HTML. */
export function toParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function Masthead() {
  return (
    <header className={styles.masthead}>
      <Link to={paths.articles()} className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" />
        <span className={styles.backText}>All articles</span>
      </Link>
      <p className={styles.nameplate}>The {SETTINGS.siteName} Gazette</p>
      <p className={styles.edition}>Community Edition</p>
    </header>
  );
}

/**
 * The article as a newspaper page (docs/product/articles.md#article-page): fixed masthead, headline, byline,
 * picture, text.
 */
export function ArticlePaper({ article }: { article: Article }) {
  const author = article.author?.username ?? 'Unknown author';
  return (
    <article className={styles.paper}>
      <Masthead />
      <div className={styles.page}>
        <p className={styles.dateline}>
          <VisitorDate value={article.createdAt} />
          {article.approved === null && <Badge tone="warning">Pending</Badge>}
          {article.approved === false && <Badge tone="danger">Rejected</Badge>}
        </p>
        <h1 className={styles.headline}>{article.title}</h1>
        <p className={styles.byline}>
          By <span className={styles.author}>{author}</span>
        </p>
        <figure className={styles.figure}>
          <ArticleImage src={article.imageUrl} alt={article.title} eager className={styles.image} />
        </figure>
        <p className={styles.standfirst}>{article.summary}</p>
        <div className={styles.body}>
          {toParagraphs(article.content).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in a fixed order
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <footer className={styles.footer}>
          <LikeButton articleId={article.id} likes={article.likes} />
          <Link to={paths.articles()} className={styles.more}>
            More articles
          </Link>
        </footer>
      </div>
    </article>
  );
}

export function ArticlePaperSkeleton() {
  return (
    <div className={styles.paper} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading article…
      </span>
      <Masthead />
      <div className={styles.page}>
        <Skeleton width="30%" height="0.9em" />
        <Skeleton width="90%" height="2.6em" className={styles.skeletonGap} />
        <Skeleton width="25%" height="1em" className={styles.skeletonGap} />
        <Skeleton height="auto" className={styles.skeletonImage} />
        <Skeleton height="1em" className={styles.skeletonGap} />
        <Skeleton height="1em" width="80%" className={styles.skeletonGap} />
      </div>
    </div>
  );
}
