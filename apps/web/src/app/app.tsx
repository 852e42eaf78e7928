import type { DataRouter } from 'react-router';
// The DOM build of the provider: it renders router updates with react-dom (flushSync support).
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers.tsx';

export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
