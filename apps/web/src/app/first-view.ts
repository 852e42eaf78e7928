/**
 * The hand-over between the server's render of a page's first view (src/entry-server.tsx) and the
 * browser that adopts it (src/main.tsx): the router state the server rendered with and the API answers
 * it drew the page with, as a JSON data block after #root (data, not script: the site's content
 * security policy runs no inline script).
 */
import { jsonInHtml, readJsonBlock } from '@league/shared/json-in-html';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the data block that holds the state (the specs read it from a drawn page). */
export const FIRST_VIEW_STATE_ID = 'first-view-state';

export interface FirstViewState {
  router: HydrationState;
  /** The query cache's answers the page was drawn with (none for a page drawn before its data). */
  queries: DehydratedState;
}

export function firstViewStateBlock(state: FirstViewState): string {
  return `<script type="application/json" id="${FIRST_VIEW_STATE_ID}">${jsonInHtml(state)}</script>`;
}

/** The state the server drew the page with; undefined when the page came undrawn (or the block is bad). */
export function readFirstViewState(doc: Document): FirstViewState | undefined {
  const state = readJsonBlock(doc, FIRST_VIEW_STATE_ID) as Partial<FirstViewState> | undefined;
  return state?.router && state.queries ? (state as FirstViewState) : undefined;
}
