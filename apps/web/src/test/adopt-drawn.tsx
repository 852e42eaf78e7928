/**
 * A page part as the server draws it and the browser adopts it (docs/product/site.md#first-view), for unit
 * tests of what a drawn page shows before and after adoption.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { adoptDrawnAnswers, createQueryClient } from '../lib/query-client.ts';

/**
 * Adopts the markup `drawn` (what `renderToString` gave on the server) with `element`, as the browser does;
 * answers React's disagreements between the two, none when the adoption matched the drawing.
 */
export async function adoptDrawn(drawn: string, element: ReactElement): Promise<unknown[]> {
  const container = document.createElement('div');
  container.innerHTML = drawn;
  document.body.append(container);
  const disagreements: unknown[] = [];
  await act(async () => {
    render(element, {
      container,
      hydrate: true,
      onRecoverableError: (error: unknown) => disagreements.push(error),
    });
  });
  return disagreements;
}

/** The browser's query cache as it adopts the answers the server drew with (`drawn`, the server's cache). */
export function adoptedAnswers(drawn: QueryClient): QueryClient {
  const client = createQueryClient();
  adoptDrawnAnswers(client, dehydrate(drawn));
  return client;
}
