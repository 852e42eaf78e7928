import { todayKey } from '@league/shared/domain/day-keys';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter, loadMatchedRoutes } from './app/browser-router.ts';
import { handOverPresses, pressAgain } from './app/early-presses.ts';
import { readFirstViewState } from './app/first-view.ts';
import { queryClient } from './app/query-client.ts';
import { appRoutes } from './app/router.tsx';
import { SETTINGS } from './config/settings.ts';
import { markPageAdopted } from './hooks/use-hydrated.ts';
import { loadLateParts, noteDrawnParts } from './lib/late-part.tsx';
import { adoptDrawnAnswers } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/service-worker-registration.ts';
import { applyStoredTheme } from './lib/theme.ts';
import { choicesMade, chooseAgain, typeAgain } from './lib/typed-again.ts';
import './styles/tokens.css';
import './styles/base.css';

applyStoredTheme();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

/**
 * A page the server drew (docs/product/site.md#first-view) is adopted as it is, once its code is
 * here; any other page is drawn by the browser.
 */
async function start(container: HTMLElement): Promise<void> {
  const serverState = readFirstViewState(document);
  if (serverState && container.firstElementChild && (await pageCodeLoaded())) {
    // Each step of adopting the page is a task of its own, so that the page, already painted, answers a
    // tap between them instead of after all of them.
    await nextTask();
    // The first Intl formatter costs what a whole slice of rendering does (the locale's data loads): made
    // here, today's day in the league's zone is then at hand for the pages that start from it.
    todayKey(SETTINGS.timeZone);
    await nextTask();
    // The answers the server drew the page with: the page's first render then draws what it drew.
    adoptDrawnAnswers(queryClient, serverState.queries);
    const router = createAppRouter(serverState.router);
    await nextTask();
    // As a transition, adopting the page is done in short slices: the page, already painted, keeps
    // answering taps and scrolls meanwhile instead of freezing for one long task.
    const choices = choicesMade(container);
    noteDrawnParts(container);
    startTransition(() => {
      // React hears every press from here on, but those on a late part it has not adopted yet, which are
      // kept until it has (app/early-presses.ts).
      handOverPresses();
      hydrateRoot(
        container,
        <StrictMode>
          {/* What the visitor typed into the drawn page before the app adopted it stays in the fields,
              but the app's state never heard of it: it is typed again once the page is adopted. */}
          <App
            router={router}
            onAdopted={() => {
              markPageAdopted();
              typeAgain(container);
              chooseAgain(choices);
              pressAgain();
              // The late parts this page's code holds but has not drawn (a dialog's table) come now too, in
              // a task of their own: asking for their files is work of its own (a link for each).
              setTimeout(() => loadLateParts().catch(() => undefined), 0);
            }}
          />
        </StrictMode>,
      );
    });
    return;
  }
  markPageAdopted();
  // Drawn from scratch (a press kept on a drawn page whose code failed is lost with that page).
  handOverPresses();
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter(undefined)} />
    </StrictMode>,
  );
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The code of the page's routes, which the server's markup needs before the browser can adopt it. */
async function pageCodeLoaded(): Promise<boolean> {
  try {
    await loadMatchedRoutes(appRoutes, window.location);
    return true;
  } catch {
    // Drawn from scratch instead, where the router shows its error for the missing code.
    return false;
  }
}

void start(root);
registerServiceWorker();
