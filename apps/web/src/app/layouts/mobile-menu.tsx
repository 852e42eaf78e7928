import clsx from 'clsx';
import { Menu, ShieldCheck, X } from 'lucide-react';
import { useEffect } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePopup } from '../../hooks/use-popup.ts';
import { isStaff } from '../../lib/roles.ts';
import { useSession } from '../../lib/session.ts';
import styles from './mobile-menu.module.css';
import { LINK_GROUPS } from './nav-links.ts';
import { ThemeToggle } from './theme-toggle.tsx';

/** The phone navigation (under 768 px): a menu button opening every link, grouped. */
export function MobileMenu() {
  const { open, close, containerRef, panelId, toggleProps } = usePopup();
  const { user } = useSession();
  const { pathname } = useLocation();

  // Following a link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => close(), [pathname]);

  return (
    <div className={styles.wrapper} ref={containerRef}>
      <button {...toggleProps} className={styles.toggle} aria-label={open ? 'Close menu' : 'Open menu'}>
        {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
      </button>
      {open && (
        <nav id={panelId} className={styles.panel} aria-label="Main">
          {user && (
            <p className={styles.signedIn}>
              Logged in as <NavLink to={paths.profile()}>{user.username}</NavLink>
            </p>
          )}
          {isStaff(user?.role) && (
            <NavLink to={paths.portal()} className={clsx(styles.link, styles.admin)}>
              <ShieldCheck size={18} aria-hidden="true" />
              Admin
            </NavLink>
          )}
          <div className={styles.groups}>
            {LINK_GROUPS.map((group) => (
              <section key={group.title} aria-label={group.title}>
                <h2 className={styles.groupTitle}>{group.title}</h2>
                <ul className={styles.list}>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <NavLink
                        to={link.to}
                        end
                        className={({ isActive }) => clsx(styles.link, isActive && styles.active)}
                      >
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <ThemeToggle withLabel />
        </nav>
      )}
    </div>
  );
}
