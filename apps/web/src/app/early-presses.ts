/**
 * Presses on a drawn page before the app has taken it over (docs/product/site.md#first-view). A page the
 * server drew paints before its code arrives; until the app adopts it, its buttons have no listeners and a
 * tap on one (a phone's Open search, Compare with…, a tab, a standings row that opens its details) would be
 * lost. The starter (src/start-app-code.ts) keeps the last such press; src/main.tsx stops the keeping as it
 * hands the page to React (which hears every press from then on), and presses the kept button again once the
 * page is adopted. Links and form fields are left alone: the browser follows and fills them as it always
 * could.
 * A late part of the page (lib/late-part.tsx) is adopted after the rest, once its own code has come; React
 * drops a press on it meanwhile, so the last one (on anything in it but a link or a field) is kept the same
 * way and pressed again once the part is adopted.
 */

const PRESSABLE = 'button, [role="button"], [role="tab"]';
/** The attribute of a late part's box. */
export const LATE_PART_ATTRIBUTE = 'data-late-part';
/** What the browser handles itself before the app is there: links and form fields. */
const LEFT_ALONE = 'a[href], input, textarea, select, label, summary';

interface EarlyPresses {
  /** The last button pressed before the app took the page over. */
  last?: Element;
  /** Set once React listens: presses are its own from then on, but on late parts not adopted yet. */
  handedOver?: boolean;
  /** The late parts the app has adopted. */
  adoptedParts?: WeakSet<Element>;
  /** The last press on a late part not adopted yet. */
  lastInPart?: Element;
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

/** The late part not adopted yet that `target` is in, if any. */
function partWaiting(state: EarlyPresses, target: Element): Element | null {
  const part = target.closest(`[${LATE_PART_ATTRIBUTE}]`);
  return part && !state.adoptedParts?.has(part) ? part : null;
}

/** Keeps the last press on a button of the drawn page (`root`) until the app takes the page over. */
export function keepEarlyPresses(root: HTMLElement): void {
  document.addEventListener(
    'click',
    (event) => {
      const state = presses();
      const clicked = event.target instanceof Element ? event.target : null;
      if (!clicked || !root.contains(clicked) || clicked.closest(LEFT_ALONE)) return;
      if (state.handedOver) {
        if (!partWaiting(state, clicked)) return;
        // React would drop it (and stop it); a submit button would send its form as a page load.
        event.preventDefault();
        event.stopPropagation();
        // The button, not the icon inside it that a tap lands on.
        state.lastInPart = clicked.closest(PRESSABLE) ?? clicked;
        return;
      }
      // A button, or anything in a late part (a table's row that opens its details, say): what it does is
      // only known to code that has not come yet.
      const target =
        clicked.closest(PRESSABLE) ?? (clicked.closest(`[${LATE_PART_ATTRIBUTE}]`) ? clicked : null);
      if (!target || target.matches(':disabled')) return;
      // A submit button would send its form to the server as a page load; the app sends it instead.
      event.preventDefault();
      state.last = target;
    },
    true,
  );
}

/** React listens from now on: nothing more is kept, but presses on late parts not adopted yet. */
export function handOverPresses(): void {
  presses().handedOver = true;
}

/**
 * Presses `target` as a click would, if it is still on the page (an SVG element has no `click()`). In a
 * task of its own: what was typed again just before reaches a field React controls only once React has
 * drawn it (until then React puts the field back to its drawn value), and a press sends what is in the
 * fields (a login form's required fields, checked by the browser first).
 */
function press(target: Element | undefined): void {
  setTimeout(() => {
    if (!target?.isConnected) return;
    if (target instanceof HTMLElement) target.click();
    else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  }, 0);
}

/** Presses again, now that the app has adopted the page, the button pressed before (if it is still there). */
export function pressAgain(): void {
  const state = presses();
  const last = state.last;
  state.last = undefined;
  press(last);
}

/** The app has adopted the late part `part`: a press kept on it is pressed again. */
export function latePartAdopted(part: Element): void {
  const state = presses();
  state.adoptedParts ??= new WeakSet();
  state.adoptedParts.add(part);
  const last = state.lastInPart;
  if (!last || !part.contains(last)) return;
  state.lastInPart = undefined;
  press(last);
}
