/**
 * The staff portal's screens (docs/product/portal.md#pages), as the page catalogue lists them
 * (packages/shared/src/pages.ts, the `portal` page's `screens`), nested in the portal's layout, whose role
 * guard mounts them only for admins and superadmins. A screen of the catalogue without its component here
 * does not compile. (Kept out of router.tsx: the build maps page ids to modules by the property names
 * there, and screen ids such as `players` are page ids too.)
 */
import { PAGES, PORTAL_SCREEN_IDS, type PortalScreenId } from '@league/shared/pages';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withLateParts } from '../lib/late-part.tsx';

interface ScreenRoute {
  lazy: () => Promise<{ Component: ComponentType }>;
}

const PORTAL_ROUTES = {
  dashboard: {
    lazy: () =>
      import('../features/portal/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
  },
  users: {
    lazy: () =>
      import('../features/users/portal/users-admin-page.tsx').then((m) => ({ Component: m.UsersAdminPage })),
  },
  seasons: {
    lazy: () =>
      import('../features/seasons/portal/seasons-admin-page.tsx').then((m) => ({
        Component: m.SeasonsAdminPage,
      })),
  },
  teams: {
    lazy: () =>
      import('../features/teams/portal/teams-admin-page.tsx').then((m) => ({ Component: m.TeamsAdminPage })),
  },
  players: {
    lazy: () =>
      import('../features/players/portal/players-admin-page.tsx').then((m) => ({
        Component: m.PlayersAdminPage,
      })),
  },
  claims: {
    lazy: () =>
      import('../features/players/portal/player-claims-admin-page.tsx').then((m) => ({
        Component: m.PlayerClaimsAdminPage,
      })),
  },
  games: {
    lazy: () =>
      import('../features/games/portal/games-admin-page.tsx').then((m) => ({ Component: m.GamesAdminPage })),
  },
  matches: {
    lazy: () =>
      import('../features/matches/portal/matches-admin-page.tsx').then((m) => ({
        Component: m.MatchesAdminPage,
      })),
  },
  stats: {
    lazy: () =>
      import('../features/stats/portal/stats-admin-page.tsx').then((m) => ({ Component: m.StatsAdminPage })),
  },
  articles: {
    lazy: () =>
      import('../features/articles/portal/articles-admin-page.tsx').then((m) => ({
        Component: m.ArticlesAdminPage,
      })),
  },
  awards: {
    lazy: () =>
      import('../features/awards/portal/awards-admin-page.tsx').then((m) => ({
        Component: m.AwardsAdminPage,
      })),
  },
  votes: {
    lazy: () =>
      import('../features/votes/portal/votes-admin-page.tsx').then((m) => ({
        Component: m.VotesAdminPage,
      })),
  },
  results: {
    lazy: () =>
      import('../features/results/portal/results-page.tsx').then((m) => ({ Component: m.ResultsPage })),
  },
  scorer: {
    lazy: () =>
      import('../features/matches/portal/scorer-page.tsx').then((m) => ({ Component: m.ScorerPage })),
  },
  activity: {
    lazy: () =>
      import('../features/activity/portal/activity-page.tsx').then((m) => ({ Component: m.ActivityPage })),
  },
  embeds: {
    lazy: () =>
      import('../features/embeds/portal/embeds-page.tsx').then((m) => ({ Component: m.EmbedsPage })),
  },
  settings: {
    lazy: () =>
      import('../features/settings/portal/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
  },
} satisfies Record<PortalScreenId, ScreenRoute>;

/** The portal's child routes: the dashboard is the index, every other screen at its catalogue path. */
export function portalRoutes(): RouteObject[] {
  return PORTAL_SCREEN_IDS.map((id) => {
    const { path } = PAGES.portal.screens[id];
    const route: ScreenRoute = { lazy: withLateParts(PORTAL_ROUTES[id].lazy) };
    return path === '' ? { index: true, ...route } : { path, ...route };
  });
}
