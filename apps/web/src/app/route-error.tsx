import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClass } from '../components/ui/button.tsx';
import styles from './not-found-page.module.css';

/** Shown when a page fails to load or render; a failed code download usually means a new release. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.text}>Error: {message}</p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Link to="/" className={buttonClass('secondary')} reloadDocument>
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
