import { useEffect } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { paths } from '../../config/paths.ts';
import { SETTINGS } from '../../config/settings.ts';
import searchStyles from '../../features/search/components/header-search.module.css';
import { isSearchShortcut } from '../../features/search/search-shortcut.ts';
import { latePart } from '../../lib/late-part.tsx';
import { AccountArea } from './account-area.tsx';
import { MainNav } from './main-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import styles from './site-header.module.css';
import { ThemeToggle } from './theme-toggle.tsx';

/** `/` focuses the drawn search box while its own code, which answers it too, is still on its way. */
function useEarlySearchShortcut(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const box = document.querySelector<HTMLInputElement>('header [role="combobox"]');
      if (!isSearchShortcut(event) || !box || box.offsetParent === null) return;
      event.preventDefault();
      box.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * The header's search box, a late part (lib/late-part.tsx): the server draws it, and its suggestions'
 * code comes after the page's, on every page; what is typed or pressed meanwhile is kept.
 */
const HeaderSearch = latePart(
  () => import('../../features/search/components/header-search.tsx').then((m) => m.HeaderSearch),
  [searchStyles],
);

export function SiteHeader() {
  useEarlySearchShortcut();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <MobileMenu />
        <Link to={paths.home()} className={styles.brand}>
          <Logo size={34} />
          <span className={styles.name}>{SETTINGS.siteName}</span>
        </Link>
        <div className={styles.end}>
          <HeaderSearch />
          <span className={styles.desktopOnly}>
            <ThemeToggle />
          </span>
          <AccountArea />
        </div>
      </div>
      <MainNav />
    </header>
  );
}
