import clsx from 'clsx';
import { ChevronDown, ShieldCheck } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePopup } from '../../hooks/use-popup.ts';
import { isStaff } from '../../lib/roles.ts';
import { useSession } from '../../lib/session.ts';
import styles from './main-nav.module.css';
import { MORE_LINKS, PRIMARY_LINKS } from './nav-links.ts';

/** The header's link strip from 768 px up; phones use the MobileMenu instead. */
export function MainNav() {
  const { user } = useSession();
  return (
    <nav className={styles.nav} aria-label="Main">
      <div className={styles.inner}>
        <ul className={styles.list}>
          {PRIMARY_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) => clsx(styles.link, isActive && styles.active)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <MoreMenu />
        {isStaff(user?.role) && (
          <NavLink
            to={paths.portal()}
            className={({ isActive }) => clsx(styles.link, styles.admin, isActive && styles.active)}
          >
            <ShieldCheck size={16} aria-hidden="true" />
            Admin
          </NavLink>
        )}
      </div>
    </nav>
  );
}

function MoreMenu() {
  const { open, close, containerRef, panelId: menuId, toggleProps } = usePopup();
  const { pathname } = useLocation();
  const activeInside = MORE_LINKS.some((link) => link.to === pathname);

  return (
    <div className={styles.more} ref={containerRef}>
      <button {...toggleProps} className={clsx(styles.link, activeInside && styles.active)}>
        More
        <ChevronDown size={16} aria-hidden="true" className={clsx(styles.chevron, open && styles.flipped)} />
      </button>
      {open && (
        <ul id={menuId} className={styles.dropdown}>
          {MORE_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) => clsx(styles.dropdownLink, isActive && styles.dropdownActive)}
                onClick={close}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
