import { APP_CODE_BLOCK_ID } from '@league/shared/app-code';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The tags the starter added to <head>, as `rel href` or `script src`, and whether each is a CORS request. */
const added = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
    (element) =>
      `${element instanceof HTMLLinkElement ? `${element.rel} ${element.getAttribute('href')}` : `script ${element.getAttribute('src')}`}` +
      (element.hasAttribute('crossorigin') ? ' crossorigin' : ''),
  );

const CODE = { entry: '/assets/index-1.js', modules: ['/assets/runtime-1.js', '/assets/page-1.js'] };

function drawnPage(block: string | null) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="root"><main>drawn</main></div>' +
    (block === null ? '' : `<script type="application/json" id="${APP_CODE_BLOCK_ID}">${block}</script>`);
}

let frames: FrameRequestCallback[];

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the app-code starter of a drawn page', () => {
  it('asks for nothing until the page has painted, then for the modules and the entry', async () => {
    drawnPage(JSON.stringify(CODE));
    await import('./start-app-code.ts');
    expect(added()).toEqual([]);
    // The frame's callbacks run before its paint: still nothing.
    for (const frame of frames) frame(0);
    expect(added()).toEqual([]);
    // The task after the frame.
    vi.runAllTimers();
    expect(added()).toEqual([
      'modulepreload /assets/runtime-1.js crossorigin',
      'modulepreload /assets/page-1.js crossorigin',
      'script /assets/index-1.js crossorigin',
    ]);
  });

  it('asks at once in a hidden tab, which paints nothing until shown', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    drawnPage(JSON.stringify(CODE));
    await import('./start-app-code.ts');
    expect(added()).toHaveLength(3);
  });

  it('does nothing without a readable list', async () => {
    for (const block of [null, '{not json', '{"modules":[]}']) {
      vi.resetModules();
      drawnPage(block);
      await import('./start-app-code.ts');
      for (const frame of frames) frame(0);
      vi.runAllTimers();
      expect(added(), String(block)).toEqual([]);
    }
  });
});
