import { can } from '@league/shared/domain/permissions';
import { PAGES, PORTAL_SCREEN_IDS } from '@league/shared/pages';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useActor } from '../../../components/admin/portal-actor.ts';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { PORTAL_ICONS } from '../portal-icons.ts';
import styles from './portal-sidebar.module.css';

const SCREENS = PORTAL_SCREEN_IDS.map((id) => ({ id, ...PAGES.portal.screens[id] }));

/** The current screen's label for the phone menu button (the dashboard's below an unknown path). */
function currentLabel(pathname: string): string {
  const rest = pathname.replace(/^\/portal\/?/, '').split('/')[0] ?? '';
  return (SCREENS.find((screen) => screen.path === rest) ?? PAGES.portal.screens.dashboard).label;
}

/** The portal's navigation: a sidebar on wide screens, a menu button opening the same list on a phone. */
export function PortalSidebar() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const actor = useActor();
  const screens = SCREENS.filter((screen) => !('permission' in screen) || can(actor, screen.permission));

  // biome-ignore lint/correctness/useExhaustiveDependencies: following a link closes the phone menu
  useEffect(() => setOpen(false), [pathname]);

  return (
    <nav className={styles.sidebar} aria-label="Staff portal">
      <p className={styles.heading}>Staff Portal</p>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>
          <span className={styles.toggleHint}>Portal menu · </span>
          {currentLabel(pathname)}
        </span>
        <ChevronDown size={18} aria-hidden="true" className={clsx(styles.chevron, open && styles.flipped)} />
      </button>
      <ul id={listId} className={clsx(styles.list, open && styles.open)}>
        {screens.map(({ id, label, path, icon }) => {
          const Icon = PORTAL_ICONS[icon];
          return (
            <li key={id}>
              <NavLink
                to={portalPath(id)}
                end={path === ''}
                className={({ isActive }) => clsx(styles.link, isActive && styles.active)}
              >
                <Icon size={18} aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
