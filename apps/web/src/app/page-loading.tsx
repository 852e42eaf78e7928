import { Logo } from '../components/ui/logo.tsx';
import styles from './page-loading.module.css';

/** Shown for the split second the first page's code is on its way. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-label="Loading">
      <Logo size={48} className={styles.logo} />
    </div>
  );
}
