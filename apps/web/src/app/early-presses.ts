/**
 * Presses on a drawn page before the app has taken it over (docs/product/site.md#first-view). A page the
 * server drew paints before its code arrives; until the app adopts it, its buttons have no listeners and a
 * tap on one (a phone's Open search, Compare with…, a tab, a standings row that opens its details) would be
 * lost. The starter (src/start-app-code.ts) keeps the last such press; src/main.tsx stops the keeping as it
 * hands the page to React (which hears every press from then on, replaying those on parts it has not
 * adopted yet itself), and presses the kept button again once the page is adopted. Links are left alone:
 * the browser follows them as it always could.
 */

/** Buttons, and the rows of a table that open or expand on a press (components/data-table). */
const PRESSABLE = 'button, [role="button"], [role="tab"], [data-pressable]';
/** What the browser handles itself before the app is there: links and form fields. */
const LEFT_ALONE = 'a[href], input, select, textarea, label';

interface EarlyPresses {
  /** The last button pressed before the app took the page over. */
  last?: Element;
  /** Set once React listens: presses are its own from then on. */
  handedOver?: boolean;
}

declare global {
  interface Window {
    leagueEarlyPresses?: EarlyPresses;
  }
}

function presses(): EarlyPresses {
  window.leagueEarlyPresses ??= {};
  return window.leagueEarlyPresses;
}

/** Keeps the last press on a button of the drawn page (`root`) until the app takes the page over. */
export function keepEarlyPresses(root: HTMLElement): void {
  document.addEventListener(
    'click',
    (event) => {
      const state = presses();
      if (state.handedOver) return;
      const element = event.target instanceof Element ? event.target : null;
      // A link or a form control inside a pressable row is itself: the browser follows or ticks it.
      const target = element && !element.closest(LEFT_ALONE) ? element.closest(PRESSABLE) : null;
      if (!target || !root.contains(target) || target.matches(':disabled')) return;
      // A submit button would send its form to the server as a page load; the app sends it instead.
      event.preventDefault();
      state.last = target;
    },
    true,
  );
}

/** React listens from now on: nothing more is kept. */
export function handOverPresses(): void {
  presses().handedOver = true;
}

/** Presses again, now that the app has adopted the page, the button pressed before (if it is still there). */
export function pressAgain(): void {
  const state = presses();
  const last = state.last;
  state.last = undefined;
  if (last instanceof HTMLElement && last.isConnected) last.click();
}
