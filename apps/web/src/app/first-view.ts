/**
 * The hand-over between the server's render of a page's first view (src/entry-server.tsx) and the
 * browser that adopts it (src/main.tsx): the router state the server rendered with, as a JSON data
 * block after #root (data, not script: the site's content security policy runs no inline script).
 */
import type { HydrationState } from 'react-router';

const ROUTER_STATE_ID = 'router-state';

/** JSON inside an HTML element must not be able to close it. */
const escapeJsonForHtml = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function routerStateBlock(state: HydrationState): string {
  return `<script type="application/json" id="${ROUTER_STATE_ID}">${escapeJsonForHtml(state)}</script>`;
}

/** The state the server drew the page with; undefined when the page came undrawn (or the block is bad). */
export function readRouterState(doc: Document): HydrationState | undefined {
  const text = doc.getElementById(ROUTER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as HydrationState;
  } catch {
    return undefined;
  }
}
