import { todayKey } from '@league/shared/domain/day-keys';
import { hydrate } from '@tanstack/react-query';
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
import { registerServiceWorker } from './lib/service-worker-registration.ts';
import { applyStoredTheme } from './lib/theme.ts';
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
    hydrate(queryClient, serverState.queries);
    const router = createAppRouter(serverState.router);
    await nextTask();
    // As a transition, adopting the page is done in short slices: the page, already painted, keeps
    // answering taps and scrolls meanwhile instead of freezing for one long task.
    const choices = choicesMade(container);
    startTransition(() => {
      // React hears every press from here on (and replays those on parts it has not adopted yet).
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

type TextField = HTMLInputElement | HTMLTextAreaElement;
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

/**
 * Types again, as an input event the app hears, each text field's value that differs from the one the
 * server drew: the field first goes back to the drawn value through its own setter (which React
 * watches), then gets the typed one through the element's native setter (which it does not), so React
 * sees a change. Both happen before the next paint.
 */
function typeAgain(container: HTMLElement): void {
  const fields = [...container.querySelectorAll<TextField>('input, textarea')].filter(
    (field) => !(field instanceof HTMLInputElement && NOT_TYPED.has(field.type)),
  );
  for (const field of fields) {
    const value = field.value;
    if (value === field.defaultValue) continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

type Choice = { select: HTMLSelectElement; value: string };

/**
 * The lists whose choice differs from the one the server drew (a season or a division picked before the
 * app adopted the page), read before the app takes the page over: adopting it draws the drawn choice again.
 */
function choicesMade(container: HTMLElement): Choice[] {
  return [...container.querySelectorAll('select')]
    .filter((select) => {
      const drawn = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
      return drawn !== undefined && !drawn.selected;
    })
    .map((select) => ({ select, value: select.value }));
}

/** Makes each choice again, as a change event the app hears. */
function chooseAgain(choices: Choice[]): void {
  for (const { select, value } of choices) {
    if (!select.isConnected) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

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
