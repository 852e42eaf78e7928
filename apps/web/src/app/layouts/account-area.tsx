import { ChevronDown, LogIn, LogOut, UserPlus, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { Avatar } from '../../features/avatars/components/avatar.tsx';
import { useLogout } from '../../features/users/api/use-logout.ts';
import { usePopup } from '../../hooks/use-popup.ts';
import { useSession } from '../../lib/session.ts';
import styles from './account-area.module.css';

/** The header's right side: the logged-in user with Logout, or 'Guest' with a Login / Sign Up menu. */
export function AccountArea() {
  const { user } = useSession();
  const logout = useLogout();
  if (!user) return <GuestMenu />;
  return (
    <div className={styles.area}>
      {/* Named by its own text (no aria-label), so what is read is what is seen; on a phone the name is
          only read, the avatar shows. */}
      <Link to={paths.profile()} className={styles.profile}>
        <span className={styles.username}>{user.username}</span>
        <span className="visually-hidden">, your profile</span>
        <Avatar name={user.username} size={34} />
      </Link>
      <button type="button" className={styles.logout} onClick={logout}>
        <LogOut size={18} aria-hidden="true" />
        <span className={styles.logoutText}>Logout</span>
      </button>
    </div>
  );
}

function GuestMenu() {
  const { open, close, containerRef, panelId: menuId, toggleProps } = usePopup();

  return (
    <div className={styles.area} ref={containerRef}>
      <span className={styles.guest}>Guest</span>
      <button {...toggleProps} className={styles.menuButton} aria-label="Account menu">
        <UserRound size={18} aria-hidden="true" />
        <ChevronDown size={14} aria-hidden="true" />
      </button>
      {open && (
        <ul id={menuId} className={styles.menu}>
          <li>
            <Link to={paths.login()} className={styles.menuLink} onClick={close}>
              <LogIn size={16} aria-hidden="true" />
              Login
            </Link>
          </li>
          <li>
            <Link to={paths.signup()} className={styles.menuLink} onClick={close}>
              <UserPlus size={16} aria-hidden="true" />
              Sign Up
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
