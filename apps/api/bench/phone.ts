/**
 * Time to content on a throttled phone (issue 34's profile): a 390×844 touch screen, 1.6 Mbps down,
 * 150 ms round trip, the CPU four times slower, applied through the DevTools protocol to Debian's
 * Chromium. Each load is cold (a new browser context: no cache, no service worker). A load records the
 * first contentful paint, the largest contentful paint and when the page's own content was on screen
 * (the rule of @league/shared/page-content: its heading drawn, no placeholder left in the first screen),
 * and how long the page's main thread was blocked meanwhile (its long tasks).
 */
import { PAGE_HEADING_SELECTOR, PAGE_PLACEHOLDER_SELECTOR } from '@league/shared/page-content';
import { type Browser, chromium } from 'playwright-core';
import { CHROME_PATH } from './lighthouse.ts';

/** Issue 34's phone: 1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU 4× slower, 390×844. */
export const PHONE = {
  width: 390,
  height: 844,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  latencyMs: 150,
  cpuSlowdown: 4,
} as const;

export interface PhoneLoad {
  /** Milliseconds from the navigation's start; NaN when it never came within the wait. */
  fcp: number;
  lcp: number;
  content: number;
  /** The largest paint's element, e.g. `IMG.avatar` or `H1`, to see what paints late. */
  lcpElement: string;
  /**
   * Blocking time: of each task on the page's main thread from the first paint until the page has
   * settled, what ran past 50 ms, summed (Total Blocking Time as Lighthouse defines it, but measured on
   * the throttled CPU rather than simulated from an unthrottled load); and the longest such task.
   */
  blockingTime: number;
  longestTask: number;
}

export interface Marks {
  content?: number;
  fcp?: number;
  lcp?: number;
  lcpElement?: string;
  longTasks?: Array<[start: number, duration: number]>;
}

/** A task longer than this holds back a tap (the long-task rule Lighthouse's Total Blocking Time uses). */
const LONG_TASK_MS = 50;

export function blockingOf(marks: Marks): Pick<PhoneLoad, 'blockingTime' | 'longestTask'> {
  const fcp = marks.fcp ?? 0;
  const tasks = (marks.longTasks ?? []).filter(([start, duration]) => start + duration > fcp);
  return {
    // A task under way at the first paint counts from the paint on, as in Lighthouse.
    blockingTime: tasks.reduce(
      (sum, [start, duration]) => sum + Math.max(0, start + duration - Math.max(start, fcp) - LONG_TASK_MS),
      0,
    ),
    longestTask: tasks.reduce((longest, [, duration]) => Math.max(longest, duration), 0),
  };
}

/**
 * Runs in the page before any of its own script (plain JavaScript: the API's code knows no DOM): watches
 * the DOM for the content rule and the paint entries into `window.benchMarks`. Content counts from the
 * frame after the rule first holds (when it is painted), and never before the first paint.
 */
const WATCH_PAINTS = `(() => {
  const heading = ${JSON.stringify(PAGE_HEADING_SELECTOR)};
  const placeholder = ${JSON.stringify(PAGE_PLACEHOLDER_SELECTOR)};
  const marks = (window.benchMarks = {});
  let seen = false;
  const check = () => {
    if (seen) return;
    const h = document.querySelector(heading);
    if (!h || !h.textContent.trim()) return;
    // Only a placeholder within the first screen holds the content back.
    for (const p of document.querySelectorAll(placeholder)) if (p.getBoundingClientRect().top < innerHeight) return;
    seen = true;
    requestAnimationFrame(() => setTimeout(() => { marks.content = performance.now(); }));
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'],
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (!last) return;
    marks.lcp = last.startTime;
    const el = last.element;
    marks.lcpElement = el ? el.tagName + (el.className ? '.' + String(el.className).split(' ')[0].replace(/_[a-z0-9]{5}_\\d+$/, '') : '') : '(removed)';
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  marks.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
})();`;

export async function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
}

/** One cold load of `url` on the phone; gives up waiting for content after `timeoutMs`. */
export async function loadOnPhone(browser: Browser, url: string, timeoutMs = 30_000): Promise<PhoneLoad> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.addInitScript({ content: WATCH_PAINTS });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    const read = async () => ((await page.evaluate('window.benchMarks')) ?? {}) as Marks;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (await read()).content === undefined) await page.waitForTimeout(100);
    // The largest paint can still grow after the content (a picture below the heading): let the page settle.
    await page
      .waitForLoadState('networkidle', { timeout: Math.max(1, deadline - Date.now()) })
      .catch(() => {});
    const marks = await read();
    const fcp = marks.fcp ?? Number.NaN;
    return {
      fcp,
      lcp: marks.lcp ?? Number.NaN,
      content: marks.content === undefined ? Number.NaN : Math.max(marks.content, fcp),
      lcpElement: marks.lcpElement ?? 'none',
      ...blockingOf(marks),
    };
  } finally {
    await context.close();
  }
}

/**
 * Opens `url` once without throttling and waits for its reads: the server's caches of the page (its
 * first view, its API reads) are then warm, as on a site with visitors, and the timed loads measure the
 * phone, not the first visitor after a start.
 */
export async function warmUp(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  } finally {
    await context.close();
  }
}

/** The load with the median time to content of `loads` (a load that never showed content counts last). */
export function medianLoad(loads: PhoneLoad[]): PhoneLoad {
  const key = (l: PhoneLoad) => (Number.isNaN(l.content) ? Number.POSITIVE_INFINITY : l.content);
  const sorted = [...loads].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor(sorted.length / 2)] as PhoneLoad;
}
