import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
// The DOM build of the provider: it renders router updates with react-dom (flushSync support).
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers.tsx';

/** `onAdopted`: called once the app has drawn (or adopted) the page, after its first commit. */
export function App({ router, onAdopted }: { router: DataRouter; onAdopted?: () => void }) {
  useEffect(() => onAdopted?.(), [onAdopted]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
