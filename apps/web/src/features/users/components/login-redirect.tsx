import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * What a login-only page renders without a session: the login page, or home when the visitor has just
 * pressed Logout there (docs/product/site.md#header-navigation-and-footer: Logout returns to /).
 */
export function LoginRedirect() {
  const { loggedOut } = useSession();
  return <Navigate to={loggedOut ? paths.home() : paths.login()} replace />;
}
