import type { Article } from '@league/shared/schemas/articles';
import { ArticleImage } from '../components/article-image.tsx';
import styles from './articles-admin-page.module.css';

/**
 * The expanded row (docs/product/articles.md#articles-in-the-portal): image, summary and the content as plain
 * text.
 */
export function ArticlePreview({ article }: { article: Article }) {
  return (
    <div className={styles.preview}>
      <ArticleImage src={article.imageUrl} alt={article.title} className={styles.previewImage} />
      <div className={styles.previewText}>
        <h3 className={styles.previewHeading}>Summary</h3>
        <p className={styles.summary}>{article.summary}</p>
        <h3 className={styles.previewHeading}>Content</h3>
        <p className={styles.content}>{article.content}</p>
      </div>
    </div>
  );
}
