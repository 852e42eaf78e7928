import type { Role } from '@league/shared/domain/league';
import { LogIn, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import styles from './role-guard.module.css';

export const GUEST_MESSAGE = 'Staff only: log in with a staff account';
export const MEMBER_MESSAGE = 'You do not have access to the staff portal.';

interface RoleGuardProps {
  allow: readonly Role[];
  children: ReactNode;
}

/**
 * Renders its content only for a logged-in user whose role is allowed (docs/product/accounts.md#permissions,
 * docs/product/portal.md#deleting). Everyone else gets a message, and the content, with every query it would
 * run, is never mounted.
 */
export function RoleGuard({ allow, children }: RoleGuardProps) {
  const { user } = useSession();
  if (user && (allow as readonly string[]).includes(user.role)) return children;
  return (
    <section className={styles.panel} aria-labelledby="role-guard-title">
      <PageMeta title="Staff Portal" description="The league staff's tools." noIndex />
      <ShieldAlert size={40} aria-hidden="true" className={styles.icon} />
      <h1 id="role-guard-title" className={styles.title}>
        {user ? MEMBER_MESSAGE : GUEST_MESSAGE}
      </h1>
      {user ? (
        <p className={styles.text}>
          The portal is for league staff (admins and superadmins).{' '}
          <Link to={paths.home()}>Back to the home page</Link>
        </p>
      ) : (
        <Link to={paths.login()} className={buttonClass('primary')}>
          <LogIn size={18} aria-hidden="true" />
          Login
        </Link>
      )}
    </section>
  );
}
