import { hasPageReads, isRedirectPage, pageReads } from '@league/shared/page-match';
import {
  NOT_FOUND_PAGE,
  PAGE_IDS,
  PAGES,
  type PageChunkId,
  type ReadingPageId,
  type RedirectPageId,
} from '@league/shared/pages';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { SETTINGS } from '../config/settings.ts';
import { withLateParts } from '../lib/late-part.tsx';
import { PublicLayout, PublicLayoutFallback } from './layouts/public-layout.tsx';
import { pageData } from './page-data.ts';
import { readQuery } from './page-read-queries.ts';
import { portalRoutes } from './portal-routes.tsx';
import { RouteError } from './route-error.tsx';

/** A page's route: its component, loaded on demand, and what else the page needs. */
interface PageRoute {
  lazy: () => Promise<{ Component: ComponentType }>;
  /**
   * The server draws the page's first view with the data of its catalogue reads (`drawnWithData`,
   * app/page-data.ts, for a page whose drawing depends only on its address, its data and the day). Only
   * a page that names its reads may say so.
   */
  drawnWithData?: true;
  children?: RouteObject[];
}

/**
 * The component of every page of the catalogue (packages/shared/src/pages.ts), by page id: a page
 * without a route here does not compile. Import the page component from `features/<x>/components/`.
 * A page's loader comes from the reads the catalogue names for it (`pageRoute`).
 * The build reads this object to map each page id to its module for the server (build/page-modules.ts),
 * so keep each page's `import('…')` inside its own entry.
 */
const PAGE_ROUTES = {
  home: {
    lazy: () => import('../features/home/components/home-page.tsx').then((m) => ({ Component: m.HomePage })),
    // Drawn with its data: on a match night the day's matches are on the first screen's first paint.
    drawnWithData: true,
  },
  about: {
    lazy: () =>
      import('../features/info/components/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
  },
  faq: {
    lazy: () => import('../features/info/components/faq-page.tsx').then((m) => ({ Component: m.FaqPage })),
  },
  applications: {
    lazy: () =>
      import('../features/info/components/applications-page.tsx').then((m) => ({
        Component: m.ApplicationsPage,
      })),
  },
  contact: {
    lazy: () =>
      import('../features/info/components/contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
  },
  privacyPolicy: {
    lazy: () =>
      import('../features/info/components/privacy-policy-page.tsx').then((m) => ({
        Component: m.PrivacyPolicyPage,
      })),
  },
  credits: {
    lazy: () =>
      import('../features/info/components/credits-page.tsx').then((m) => ({ Component: m.CreditsPage })),
  },
  login: {
    lazy: () =>
      import('../features/users/components/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  signup: {
    lazy: () =>
      import('../features/users/components/signup-page.tsx').then((m) => ({ Component: m.SignupPage })),
  },
  profile: {
    lazy: () =>
      import('../features/users/components/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
  },
  articles: {
    lazy: () =>
      import('../features/articles/components/articles-page.tsx').then((m) => ({
        Component: m.ArticlesPage,
      })),
    drawnWithData: true,
  },
  createArticle: {
    lazy: () =>
      import('../features/articles/components/create-article-page.tsx').then((m) => ({
        Component: m.CreateArticlePage,
      })),
  },
  article: {
    lazy: () =>
      import('../features/articles/components/article-page.tsx').then((m) => ({ Component: m.ArticlePage })),
    drawnWithData: true,
  },
  trivia: {
    lazy: () =>
      import('../features/trivia/components/trivia-page.tsx').then((m) => ({ Component: m.TriviaPage })),
  },
  triviaDaily: {
    lazy: () =>
      import('../features/trivia/components/daily-page.tsx').then((m) => ({ Component: m.DailyPage })),
    // Drawn with the day's puzzle: what there is to guess is on the first paint; a visitor's own play (a
    // member's on the account, a guest's result in this browser) comes once the page is adopted.
    drawnWithData: true,
  },
  pickem: {
    lazy: () =>
      import('../features/pickem/components/pickem-page.tsx').then((m) => ({ Component: m.PickemPage })),
    // Drawn with the week's matches and board: on a match night, what there is to pick is on the first
    // paint; each visitor's own picks and the locks' clock come once the page is adopted.
    drawnWithData: true,
  },
  players: {
    lazy: () =>
      import('../features/players/components/players-page.tsx').then((m) => ({ Component: m.PlayersPage })),
    // Drawn with the page of the list the address's filters ask for (domain/search-lists.ts).
    drawnWithData: true,
  },
  player: {
    lazy: () =>
      import('../features/players/components/player-page.tsx').then((m) => ({ Component: m.PlayerPage })),
    drawnWithData: true,
  },
  playerGameLog: {
    lazy: () =>
      import('../features/players/components/game-log-page.tsx').then((m) => ({ Component: m.GameLogPage })),
    drawnWithData: true,
  },
  compare: {
    lazy: () =>
      import('../features/players/components/compare-page.tsx').then((m) => ({ Component: m.ComparePage })),
    drawnWithData: true,
  },
  teams: {
    lazy: () =>
      import('../features/teams/components/teams-page.tsx').then((m) => ({ Component: m.TeamsPage })),
    drawnWithData: true,
  },
  team: {
    lazy: () => import('../features/teams/components/team-page.tsx').then((m) => ({ Component: m.TeamPage })),
    drawnWithData: true,
  },
  stats: {
    lazy: () =>
      import('../features/leaderboard/components/leaderboard-page.tsx').then((m) => ({
        Component: m.LeaderboardPage,
      })),
    drawnWithData: true,
  },
  records: {
    lazy: () =>
      import('../features/records/components/records-page.tsx').then((m) => ({ Component: m.RecordsPage })),
    drawnWithData: true,
  },
  standings: {
    lazy: () =>
      import('../features/standings/components/standings-page.tsx').then((m) => ({
        Component: m.StandingsPage,
      })),
    drawnWithData: true,
  },
  ratings: {
    lazy: () =>
      import('../features/ratings/components/ratings-page.tsx').then((m) => ({ Component: m.RatingsPage })),
    drawnWithData: true,
  },
  glossary: {
    lazy: () =>
      import('../features/glossary/components/glossary-page.tsx').then((m) => ({
        Component: m.GlossaryPage,
      })),
  },
  search: {
    lazy: () =>
      import('../features/search/components/search-page.tsx').then((m) => ({ Component: m.SearchPage })),
  },
  games: {
    lazy: () =>
      import('../features/games/components/games-page.tsx').then((m) => ({ Component: m.GamesPage })),
    drawnWithData: true,
  },
  game: {
    lazy: () => import('../features/games/components/game-page.tsx').then((m) => ({ Component: m.GamePage })),
    drawnWithData: true,
  },
  seasons: {
    lazy: () =>
      import('../features/seasons/components/seasons-page.tsx').then((m) => ({ Component: m.SeasonsPage })),
    drawnWithData: true,
  },
  season: {
    lazy: () =>
      import('../features/seasons/components/season-page.tsx').then((m) => ({ Component: m.SeasonPage })),
    drawnWithData: true,
  },
  bracketChallenge: {
    lazy: () =>
      import('../features/bracket-challenge/components/bracket-challenge-page.tsx').then((m) => ({
        Component: m.BracketChallengePage,
      })),
    // Drawn with the season's brackets and board, as pick'em.
    drawnWithData: true,
  },
  seasonRecap: {
    lazy: () =>
      import('../features/recap/components/season-recap-page.tsx').then((m) => ({
        Component: m.SeasonRecapPage,
      })),
    drawnWithData: true,
  },
  votes: {
    lazy: () =>
      import('../features/votes/components/votes-page.tsx').then((m) => ({ Component: m.VotesPage })),
    // Drawn with the votes and the closed ones' results, as pick'em.
    drawnWithData: true,
  },
  awards: {
    lazy: () =>
      import('../features/awards/components/awards-page.tsx').then((m) => ({ Component: m.AwardsPage })),
    drawnWithData: true,
  },
  award: {
    lazy: () =>
      import('../features/awards/components/award-page.tsx').then((m) => ({ Component: m.AwardPage })),
    drawnWithData: true,
  },
  schedules: {
    lazy: () =>
      import('../features/matches/components/schedules-page.tsx').then((m) => ({
        Component: m.SchedulesPage,
      })),
    drawnWithData: true,
  },
  portal: {
    lazy: () =>
      import('../features/portal/components/portal-layout.tsx').then((m) => ({ Component: m.PortalLayout })),
    children: portalRoutes(),
  },
  notFound: {
    lazy: () => import('./not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
  },
} satisfies { [K in PageChunkId]: K extends ReadingPageId ? PageRoute : Omit<PageRoute, 'drawnWithData'> };

/**
 * The route of a page: its pattern without the leading slash (the home page is the index route), and a
 * loader that starts the reads the catalogue names for the page's address.
 */
function pageRoute(id: PageChunkId): RouteObject {
  const { drawnWithData, ...page }: PageRoute = PAGE_ROUTES[id];
  const component = { ...page, lazy: withLateParts(page.lazy) };
  if (id === NOT_FOUND_PAGE) return { path: '*', ...component };
  const loader = hasPageReads(id)
    ? pageData((params, search) => pageReads(id, params, search, SETTINGS).map(readQuery), {
        drawnWithData: drawnWithData === true,
      })
    : undefined;
  const route = loader ? { ...component, loader } : component;
  const { pattern } = PAGES[id];
  if (pattern !== '/') return { path: pattern.slice(1), ...route };
  // An index route has no children.
  const { children: _none, ...leaf } = route;
  return { index: true, ...leaf };
}

/** An old address: the app sends it on to its page. */
function redirectRoute(id: RedirectPageId): RouteObject {
  const { pattern, redirectTo } = PAGES[id];
  return { path: pattern.slice(1), element: <Navigate to={PAGES[redirectTo].href()} replace /> };
}

const publicPages: RouteObject[] = [
  ...PAGE_IDS.map((id) => (isRedirectPage(id) ? redirectRoute(id) : pageRoute(id))),
  pageRoute(NOT_FOUND_PAGE),
];

/**
 * The app's route tree: the public layout around every page of the catalogue. The browser builds its
 * router from it (browser-router.ts) and the server renders the first view of a page from it
 * (src/entry-server.tsx).
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PublicLayoutFallback,
    // A failing page shows its error inside the header and footer.
    children: [{ ErrorBoundary: RouteError, children: publicPages }],
  },
];
