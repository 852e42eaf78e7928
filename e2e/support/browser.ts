/**
 * Debian's Chromium driven by playwright-core. One browser per spec file; a fresh context per test.
 *
 * The browser is Chromium's headless shell (Debian's `chromium-headless-shell`, the same engine without the
 * desktop browser around it), as Playwright's own headless runs use: the same spec on the same machine took
 * 40% less CPU than in the full `chromium` (ADR 64), and the browser tests are most of `npm test`'s CPU.
 */
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { DEMO_PASSWORD } from '../../apps/api/src/demo-league/accounts.ts';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The two sizes every page is checked at: a phone (390 px) and a laptop (1366 px). */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** The site's two themes. */
export const THEMES = ['light', 'dark'] as const;

/**
 * The browsers the specs drive (scripts/test-all.sh checks both): Debian's headless shell, and for a spec
 * that needs what only the desktop browser has (a notification centre: the shell shows no notifications,
 * so a service worker's `getNotifications()` stays empty), Debian's full Chromium.
 */
const CHROMIUM_PATHS = {
  headlessShell: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  full: process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium',
} as const;

/**
 * How long a page's action, wait or navigation may take before it fails: twice Playwright's 30 s, for the
 * machine the browser shares with the other suites (scripts/test-all.sh); a page that never answers still
 * fails.
 */
export const PAGE_TIMEOUT_MS = 60_000;

export interface BrowserHandle {
  readonly browser: Browser;
  baseUrl: string;
  /** A new browser context whose pages wait up to PAGE_TIMEOUT_MS. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * `serviceWorkers: 'block'` by default: request interception (`page.route`) does not see what the site's
   * service worker fetches, so only the spec about the installed app (installable.e2e) lets it run.
   */
  newPage(options?: {
    width?: number;
    height?: number;
    serviceWorkers?: 'allow' | 'block';
    /** The browser's time zone (IANA name); the machine's when absent. */
    timezoneId?: string;
    /** The site's theme, both as the system's colour scheme and as the visitor's saved choice (its cookie). */
    theme?: 'light' | 'dark';
    /** The system's motion setting; no preference when absent. */
    reducedMotion?: 'reduce' | 'no-preference';
  }): Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
  /**
   * Calls the API (JSON in and out, a bearer `token` when given) and expects a 2xx answer, whose body it
   * returns (typed as `T`, or left as loose as `Response.json()` leaves it); a failure names the path, the
   * status and what the server said.
   */
  api<T = Awaited<ReturnType<Response['json']>>>(
    path: string,
    init?: { method?: string; body?: unknown; token?: string },
  ): Promise<T>;
  /** Logs a demo account in through the login page (every demo account has the same password). */
  logIn(page: Page, username: string): Promise<void>;
}

/**
 * Waits until the app has adopted the page the server drew (its head replaces the server's `data-server-meta`
 * tags): controls drawn by the server answer taps, keys and selects only from then on.
 */
export async function adopted(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-server-meta]') === null, undefined, {
    timeout: 60_000,
  });
}

/**
 * Opens `label`'s page of the header's link strip (1280 px and up) from inside the app, once it has adopted
 * `/about` (a page drawn without data): a page drawn by the server comes with its data, so what a page shows
 * while its reads load or fail is only seen when the app reads them itself.
 */
export async function openInApp(page: Page, label: string): Promise<void> {
  await page.goto('/about');
  await adopted(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/**
 * Holds back the requests matching `url` (a glob, as `page.route` takes it), as a slow network would, until
 * `release()`. `held()` counts the requests caught so far; `releaseOnceHeld()` waits until one was caught,
 * so a test cannot pass because what it meant to hold back had not been asked for yet, then lets them go.
 */
export async function holdBack(
  page: Page,
  url: string,
): Promise<{ held(): number; release(): void; releaseOnceHeld(): Promise<void> }> {
  let caught = 0;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    caught += 1;
    await gate;
    await route.continue();
  });
  return {
    held: () => caught,
    release,
    async releaseOnceHeld() {
      await expect
        .poll(() => caught, { message: `nothing asked for ${url} to hold back` })
        .toBeGreaterThan(0);
      release();
    },
  };
}

/**
 * Launches the browser for this spec file and closes it afterwards: the headless shell, or the full
 * Chromium when the spec checks the notifications a push shows (`{ notifications: true }`).
 */
export function useBrowser({ notifications = false }: { notifications?: boolean } = {}): BrowserHandle {
  let browser: Browser | undefined;
  // The contexts open before the running test began. Those it opened are closed when it ends: a test that
  // fails or times out before its own `context.close()` would otherwise leave its pages running (polling,
  // live streams) until the file ends, on a machine the other suites share.
  let before = new Set<BrowserContext>();
  const handle: BrowserHandle = {
    get browser() {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
    baseUrl: inject('baseUrl'),
    async newContext(options) {
      const context = await handle.browser.newContext(options);
      context.setDefaultTimeout(PAGE_TIMEOUT_MS);
      return context;
    },
    async newPage({
      width = 1280,
      height = 900,
      serviceWorkers = 'block',
      timezoneId,
      theme,
      reducedMotion,
    } = {}) {
      const context = await handle.newContext({
        viewport: { width, height },
        baseURL: handle.baseUrl,
        serviceWorkers,
        ...(reducedMotion ? { reducedMotion } : {}),
        ...(timezoneId ? { timezoneId } : {}),
        ...(theme ? { colorScheme: theme } : {}),
      });
      if (theme) await context.addCookies([{ name: 'theme', value: theme, url: handle.baseUrl }]);
      const page = await context.newPage();
      // The page's uncaught errors, for a test to expect none.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      return { page, context, errors };
    },
    async api(path, init = {}) {
      const res = await fetch(`${handle.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      expect(res.ok, `${path}: ${res.status} ${res.ok ? '' : await res.text()}`).toBe(true);
      return await res.json();
    },
    async logIn(page, username) {
      await page.goto('/login');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(`${handle.baseUrl}/`);
    },
  };
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: notifications ? CHROMIUM_PATHS.full : CHROMIUM_PATHS.headlessShell,
      args: CHROMIUM_ARGS,
    });
  });
  beforeEach(() => {
    before = new Set(browser?.contexts());
  });
  afterEach(async () => {
    const opened = (browser?.contexts() ?? []).filter((context) => !before.has(context));
    await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return handle;
}
