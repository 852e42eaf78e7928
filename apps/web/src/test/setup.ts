/**
 * Set-up for every web unit test file.
 *
 * Components under test render as on a page the browser draws itself, whose route brings its late parts'
 * code before it draws (lib/late-part.tsx): the parts of every module the test imported are loaded first.
 *
 * The files of a worker share their modules (`isolate: false`, ADR 64), so module state a file changes is
 * put back after it, as a fresh module would start: the page is not adopted yet (`markPageAdopted`), with
 * no answer it was drawn with, nobody is signed in, and the app's query cache is empty, with no read of
 * the file still in flight or waiting to try again.
 */
import { afterAll, beforeAll } from 'vitest';
import { queryClient } from '../app/query-client.ts';
import { forgetPageAdopted } from '../hooks/use-hydrated.ts';
import { loadLateParts } from '../lib/late-part.tsx';
import { forgetDrawnAnswers } from '../lib/query-client.ts';
import { endSession } from '../lib/session.ts';

beforeAll(() => loadLateParts());
afterAll(async () => {
  forgetPageAdopted();
  forgetDrawnAnswers();
  endSession();
  await queryClient.cancelQueries();
  queryClient.clear();
});
