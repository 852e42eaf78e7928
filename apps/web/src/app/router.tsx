import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { PublicLayout, PublicLayoutFallback } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Public pages, each loaded on demand. Add a feature's pages here with `lazy`, importing the page
 * component from `features/<x>/components/`.
 */
const publicPages: RouteObject[] = [
  {
    index: true,
    lazy: () => import('../features/home/components/home-page.tsx').then((m) => ({ Component: m.HomePage })),
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
