import { can } from '@league/shared/domain/permissions';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useActor } from '../../../components/admin/portal-actor.ts';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { PORTAL_SECTIONS } from '../portal-sections.ts';
import styles from './portal-sidebar.module.css';

/** Current section's label for the phone menu button. */
function currentLabel(pathname: string): string {
  const rest = pathname.replace(/^\/portal\/?/, '').split('/')[0] ?? '';
  return PORTAL_SECTIONS.find((section) => section.path === rest)?.label ?? 'Dashboard';
}

/** The portal's navigation: a sidebar on wide screens, a menu button opening the same list on a phone. */
export function PortalSidebar() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const actor = useActor();
  const sections = PORTAL_SECTIONS.filter((section) => !section.permission || can(actor, section.permission));

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
        {sections.map(({ key, label, path, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={portalPath(path)}
              end={path === ''}
              className={({ isActive }) => clsx(styles.link, isActive && styles.active)}
            >
              <Icon size={18} aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
