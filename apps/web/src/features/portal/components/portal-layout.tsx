import { Outlet } from 'react-router';
import { ConfirmProvider } from '../../../components/admin/confirm-dialog.tsx';
import { STAFF_ROLES } from '../../../lib/roles.ts';
import styles from './portal-layout.module.css';
import { PortalSidebar } from './portal-sidebar.tsx';
import { RoleGuard } from './role-guard.tsx';

/**
 * /portal and its pages (docs/product/portal.md#pages), inside the site's header and footer: admins and
 * superadmins get the sidebar and the page; everyone else only the guard's message, so no portal data is ever
 * requested.
 */
export function PortalLayout() {
  return (
    <RoleGuard allow={STAFF_ROLES}>
      <ConfirmProvider>
        <div className={styles.layout}>
          <PortalSidebar />
          <div className={styles.content}>
            <Outlet />
          </div>
        </div>
      </ConfirmProvider>
    </RoleGuard>
  );
}
