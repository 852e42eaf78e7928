import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { paths } from '../../config/paths.ts';
import { SETTINGS } from '../../config/settings.ts';
import { HeaderSearch } from '../../features/search/components/header-search.tsx';
import { AccountArea } from './account-area.tsx';
import { MainNav } from './main-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import styles from './site-header.module.css';
import { ThemeToggle } from './theme-toggle.tsx';

export function SiteHeader() {
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
