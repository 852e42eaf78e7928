import type { PortalScreenId } from '@league/shared/pages';
import { paths } from '../../config/paths.ts';

/** The URL of a portal screen, from the page catalogue: '/portal' (the dashboard) or '/portal/{path}'. */
export function portalPath(screen: PortalScreenId): string {
  return paths.portal(screen);
}
