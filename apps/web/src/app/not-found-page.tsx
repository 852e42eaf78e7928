import { Link, useLocation } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageMeta } from '../components/ui/page-meta.tsx';
import { paths } from '../config/paths.ts';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta title="Page not found" description="This page does not exist." noIndex />
      <section className={styles.page}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>Page not found</h1>
        <p className={styles.text}>
          There is nothing at <code className={styles.path}>{pathname}</code>. The link may be old, or the
          page may have moved.
        </p>
        <div className={styles.actions}>
          <Link to={paths.home()} className={buttonClass('primary')}>
            Back to the home page
          </Link>
          <Link to={paths.faq()} className={buttonClass('secondary')}>
            Help &amp; FAQ
          </Link>
        </div>
      </section>
    </>
  );
}
