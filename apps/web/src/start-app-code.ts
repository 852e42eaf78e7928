/**
 * The starter of a page the server drew (docs/product/site.md#first-view): asks for the app's code, listed
 * by the server in a JSON data block, once the page has painted. A phone's first paint then waits for the
 * HTML alone, and the code downloads while the visitor already reads the page.
 */
import { APP_CODE_BLOCK_ID, type AppCode } from '@league/shared/app-code';
import { readJsonBlock } from '@league/shared/json-in-html';
import { keepEarlyPresses } from './app/early-presses.ts';

function readAppCode(): AppCode | undefined {
  const code = readJsonBlock(document, APP_CODE_BLOCK_ID) as Partial<AppCode> | undefined;
  return typeof code?.entry === 'string' && Array.isArray(code.modules) ? (code as AppCode) : undefined;
}

/** The same tags the HTML would have had: `crossorigin` keeps each request's credentials as the build wrote them. */
function startAppCode(code: AppCode): void {
  for (const href of code.modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = code.entry;
  document.head.append(script);
}

const code = readAppCode();
const root = document.getElementById('root');
// A press on the painted page before its code has arrived is pressed again once the app has adopted it.
if (code && root) keepEarlyPresses(root);
if (code) {
  // A hidden tab paints nothing until it is shown: its code is not held back for a paint.
  if (document.visibilityState === 'hidden') startAppCode(code);
  // The frame's callbacks run before its paint; a task queued from one runs after it.
  else requestAnimationFrame(() => setTimeout(() => startAppCode(code), 0));
}
