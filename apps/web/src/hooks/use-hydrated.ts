import { startTransition, useEffect, useState } from 'react';

let pageAdopted = false;

/**
 * Says that what renders from now on is drawn by the browser: called once the browser has adopted the
 * page the server drew (src/main.tsx), or before it draws a page itself.
 */
export function markPageAdopted(): void {
  pageAdopted = true;
}

/**
 * Back to the state a page starts in, before adoption. For the unit tests, whose files share this module
 * (src/test/setup.ts puts it back after each file); a page never goes back.
 */
export function forgetPageAdopted(): void {
  pageAdopted = false;
}

/** Whether the browser has adopted the page the server drew, or draws its pages itself. */
export function isPageAdopted(): boolean {
  return pageAdopted;
}

/**
 * False while the server draws a page and while the browser adopts that markup; true from then on (and
 * at once for what mounts later, or on a page the browser draws itself). For what only the browser can
 * draw. The switch after adoption is a transition, drawn in slices with every other component that
 * waited for it, rather than a synchronous second render of each.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageAdopted);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
