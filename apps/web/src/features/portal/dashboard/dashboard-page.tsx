import { PAGES, type PortalActionScreenId } from '@league/shared/pages';
import { Link } from 'react-router';
import { LoadError } from '../../../components/admin/load-error.tsx';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCounts } from '../api/counts-api.ts';
import { PORTAL_ICONS } from '../portal-icons.ts';
import { CountCards } from './count-cards.tsx';
import styles from './dashboard-page.module.css';
import { PortalGuide } from './portal-guide.tsx';

/** Quick actions in the order of docs/product/portal.md#dashboard: the screens that have one. */
const QUICK_ACTIONS: readonly PortalActionScreenId[] = [
  'teams',
  'articles',
  'seasons',
  'games',
  'matches',
  'stats',
  'players',
  'users',
  'awards',
];

export function DashboardPage() {
  const counts = useCounts();
  return (
    <PortalPage
      title="Welcome, Admin!"
      description="The league at a glance, and a shortcut to every management page."
      path={portalPath('dashboard')}
    >
      <section aria-labelledby="counts-title" className={styles.section}>
        <h2 id="counts-title" className={styles.heading}>
          League totals
        </h2>
        {counts.isError ? (
          <LoadError text={`Error: ${errorMessage(counts.error)}`} onRetry={() => counts.refetch()} />
        ) : (
          <CountCards counts={counts.data} />
        )}
      </section>
      <section aria-labelledby="actions-title" className={styles.section}>
        <h2 id="actions-title" className={styles.heading}>
          Quick actions
        </h2>
        <ul className={styles.actions}>
          {QUICK_ACTIONS.map((id) => {
            const { action, icon } = PAGES.portal.screens[id];
            const Icon = PORTAL_ICONS[icon];
            return (
              <li key={id}>
                <Link to={portalPath(id)} className={buttonClass('secondary', 'md', styles.action)}>
                  <Icon size={18} aria-hidden="true" />
                  {action}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <PortalGuide />
    </PortalPage>
  );
}
