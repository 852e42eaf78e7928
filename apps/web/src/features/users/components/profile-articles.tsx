import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import styles from './profile-page.module.css';

interface ProfileArticle {
  id: number;
  title: string;
  approved?: boolean | null;
}

function articleState(approved: boolean | null | undefined): { label: string; tone: BadgeTone } {
  if (approved === true) return { label: 'Approved', tone: 'success' };
  if (approved === false) return { label: 'Rejected', tone: 'danger' };
  return { label: 'Pending', tone: 'warning' };
}

export function ProfileArticles({ articles }: { articles: ProfileArticle[] }) {
  return (
    <section className={styles.card} aria-labelledby="articles-heading">
      <div className={styles.sectionHead}>
        <h2 id="articles-heading" className={styles.sectionTitle}>
          Your Articles
        </h2>
        <Link to={paths.createArticle()} className={buttonClass('secondary', 'sm')}>
          <PenLine size={16} aria-hidden="true" />
          Write an article
        </Link>
      </div>
      {articles.length === 0 ? (
        <p className={styles.muted}>You have not created any articles yet.</p>
      ) : (
        <ul className={styles.articles}>
          {articles.map((article) => {
            const state = articleState(article.approved);
            return (
              <li key={article.id} className={styles.article}>
                <Link to={paths.article(article.id)}>{article.title}</Link>
                <Badge tone={state.tone}>{state.label}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
