import { parseLeaderboardParams } from '@league/shared/domain/leaderboard-url-state';
import { parsePositiveInt } from '@league/shared/domain/list-filters';

import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { paths } from '../config/paths.ts';

import { SETTINGS } from '../config/settings.ts';

import { articlesQueryOptions } from '../features/articles/api/articles-api.ts';

import { leaderboardQueryOptions } from '../features/leaderboard/api/leaderboard-api.ts';

import { playerQueryOptions } from '../features/players/api/players-api.ts';

import { PublicLayout, PublicLayoutFallback } from './layouts/public-layout.tsx';

import { pageData } from './page-data.ts';

import { RouteError } from './route-error.tsx';

/**
 * The staff portal's pages (docs/product/portal.md#pages), nested in its layout whose role guard mounts them
 * only for admins and superadmins.
 */
function portalPages(): RouteObject[] {
  return [
    {
      index: true,
      lazy: () =>
        import('../features/portal/dashboard/dashboard-page.tsx').then((m) => ({
          Component: m.DashboardPage,
        })),
    },
    {
      path: 'users',
      lazy: () =>
        import('../features/users/portal/users-admin-page.tsx').then((m) => ({
          Component: m.UsersAdminPage,
        })),
    },
    {
      path: 'seasons',
      lazy: () =>
        import('../features/seasons/portal/seasons-admin-page.tsx').then((m) => ({
          Component: m.SeasonsAdminPage,
        })),
    },
    {
      path: 'teams',
      lazy: () =>
        import('../features/teams/portal/teams-admin-page.tsx').then((m) => ({
          Component: m.TeamsAdminPage,
        })),
    },
    {
      path: 'players',
      lazy: () =>
        import('../features/players/portal/players-admin-page.tsx').then((m) => ({
          Component: m.PlayersAdminPage,
        })),
    },
    {
      path: 'games',
      lazy: () =>
        import('../features/games/portal/games-admin-page.tsx').then((m) => ({
          Component: m.GamesAdminPage,
        })),
    },
    {
      path: 'matches',
      lazy: () =>
        import('../features/matches/portal/matches-admin-page.tsx').then((m) => ({
          Component: m.MatchesAdminPage,
        })),
    },
    {
      path: 'stats',
      lazy: () =>
        import('../features/stats/portal/stats-admin-page.tsx').then((m) => ({
          Component: m.StatsAdminPage,
        })),
    },
    {
      path: 'articles',
      lazy: () =>
        import('../features/articles/portal/articles-admin-page.tsx').then((m) => ({
          Component: m.ArticlesAdminPage,
        })),
    },
    {
      path: 'awards',
      lazy: () =>
        import('../features/awards/portal/awards-admin-page.tsx').then((m) => ({
          Component: m.AwardsAdminPage,
        })),
    },
  ];
}

/**
 * Public pages, each loaded on demand. Add a feature's pages here with `lazy`, importing the page
 * component from `features/<x>/components/`. A `loader` made with `pageData` starts the reads the page
 * makes as it mounts (the busiest pages; keep them the ones the server preloads).
 */
const publicPages: RouteObject[] = [
  {
    index: true,
    lazy: () => import('../features/home/components/home-page.tsx').then((m) => ({ Component: m.HomePage })),
    loader: pageData(() => [articlesQueryOptions()]),
  },
  {
    path: 'about',
    lazy: () =>
      import('../features/info/components/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'faq',
    lazy: () => import('../features/info/components/faq-page.tsx').then((m) => ({ Component: m.FaqPage })),
  },
  { path: 'help', element: <Navigate to={paths.faq()} replace /> },
  {
    path: 'applications',
    lazy: () =>
      import('../features/info/components/applications-page.tsx').then((m) => ({
        Component: m.ApplicationsPage,
      })),
  },
  {
    path: 'contact',
    lazy: () =>
      import('../features/info/components/contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'privacy-policy',
    lazy: () =>
      import('../features/info/components/privacy-policy-page.tsx').then((m) => ({
        Component: m.PrivacyPolicyPage,
      })),
  },
  {
    path: 'credits',
    lazy: () =>
      import('../features/info/components/credits-page.tsx').then((m) => ({ Component: m.CreditsPage })),
  },
  {
    path: 'login',
    lazy: () =>
      import('../features/users/components/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'signup',
    lazy: () =>
      import('../features/users/components/signup-page.tsx').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: 'profile',
    lazy: () =>
      import('../features/users/components/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'articles',
    lazy: () =>
      import('../features/articles/components/articles-page.tsx').then((m) => ({
        Component: m.ArticlesPage,
      })),
  },
  {
    path: 'articles/create',
    lazy: () =>
      import('../features/articles/components/create-article-page.tsx').then((m) => ({
        Component: m.CreateArticlePage,
      })),
  },
  {
    path: 'articles/:id',
    lazy: () =>
      import('../features/articles/components/article-page.tsx').then((m) => ({ Component: m.ArticlePage })),
  },
  {
    path: 'trivia',
    lazy: () =>
      import('../features/trivia/components/trivia-page.tsx').then((m) => ({ Component: m.TriviaPage })),
  },
  {
    path: 'players',
    lazy: () =>
      import('../features/players/components/players-page.tsx').then((m) => ({ Component: m.PlayersPage })),
  },
  {
    path: 'players/:id',
    lazy: () =>
      import('../features/players/components/player-page.tsx').then((m) => ({ Component: m.PlayerPage })),
    loader: pageData(({ id }) => {
      const playerId = parsePositiveInt(id);
      return playerId === null ? [] : [playerQueryOptions(playerId)];
    }),
  },
  {
    path: 'teams',
    lazy: () =>
      import('../features/teams/components/teams-page.tsx').then((m) => ({ Component: m.TeamsPage })),
  },
  {
    path: 'teams/:teamName',
    lazy: () => import('../features/teams/components/team-page.tsx').then((m) => ({ Component: m.TeamPage })),
  },
  {
    path: 'stats',
    lazy: () =>
      import('../features/leaderboard/components/leaderboard-page.tsx').then((m) => ({
        Component: m.LeaderboardPage,
      })),
    loader: pageData((_params, search) => [
      leaderboardQueryOptions(parseLeaderboardParams(search, SETTINGS.maxSeason)),
    ]),
  },
  {
    path: 'records',
    lazy: () =>
      import('../features/records/components/records-page.tsx').then((m) => ({ Component: m.RecordsPage })),
  },
  {
    path: 'games',
    lazy: () =>
      import('../features/games/components/games-page.tsx').then((m) => ({ Component: m.GamesPage })),
  },
  {
    path: 'games/:id',
    lazy: () => import('../features/games/components/game-page.tsx').then((m) => ({ Component: m.GamePage })),
  },
  {
    path: 'seasons',
    lazy: () =>
      import('../features/seasons/components/seasons-page.tsx').then((m) => ({ Component: m.SeasonsPage })),
  },
  {
    path: 'seasons/:id',
    lazy: () =>
      import('../features/seasons/components/season-page.tsx').then((m) => ({ Component: m.SeasonPage })),
  },
  {
    path: 'awards',
    lazy: () =>
      import('../features/awards/components/awards-page.tsx').then((m) => ({ Component: m.AwardsPage })),
  },
  {
    path: 'awards/:id',
    lazy: () =>
      import('../features/awards/components/award-page.tsx').then((m) => ({ Component: m.AwardPage })),
  },
  {
    path: 'schedules',
    lazy: () =>
      import('../features/matches/components/schedules-page.tsx').then((m) => ({
        Component: m.SchedulesPage,
      })),
  },
  {
    path: 'portal',
    lazy: () =>
      import('../features/portal/components/portal-layout.tsx').then((m) => ({ Component: m.PortalLayout })),
    children: portalPages(),
  },
  { path: '*', lazy: () => import('./not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })) },
];

export const router = createBrowserRouter([
  {
    path: '/',
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PublicLayoutFallback,
    // A failing page shows its error inside the header and footer.
    children: [{ ErrorBoundary: RouteError, children: publicPages }],
  },
]);
