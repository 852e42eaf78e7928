import { type ReactNode, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { OfflineNote } from '../../components/ui/offline-note.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { acknowledgeLogout } from '../../lib/session.ts';
import { PageLoading } from '../page-loading.tsx';
import styles from './public-layout.module.css';
import { scrollKey } from './scroll-key.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Header, page and footer around every public route (docs/product/site.md#pages). */
export function PublicLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();

  const { dismissPageToasts } = useToast();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    acknowledgeLogout();
    dismissPageToasts();
  }, [pathname]);

  return (
    <LayoutShell busy={navigation.state !== 'idle'}>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </LayoutShell>
  );
}

/** The layout while the first page's code is still on its way: header and footer paint at once. */
export function PublicLayoutFallback() {
  return (
    <LayoutShell busy>
      <PageLoading />
    </LayoutShell>
  );
}

function LayoutShell({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {busy && <div className={styles.progress} role="progressbar" aria-label="Loading page" />}
      <SiteHeader />
      <OfflineNote />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
