/**
 * Follows and web push in Chromium (docs/product/follows.md): a member follows and unfollows a team at phone
 * and desktop widths; turns notifications on for the browser (permission, the site's VAPID key, the
 * subscription kept by the server); then a push delivered through the DevTools protocol
 * (`ServiceWorker.deliverPushMessage`) is shown as a notification by the site's worker, a newer one of the
 * same match replaces it, and pressing it (the worker's `notificationclick`, dispatched in the worker since
 * DevTools cannot press a notification) moves the open tab to the notification's page.
 *
 * The browser's own subscribe call is stood in for: Chromium subscribes through its vendor's push service,
 * which this machine cannot reach, and has no Push API in the fresh profiles tests use. The stand-in records
 * the key it is given and answers a subscription of the real shape; everything of the site runs as it is.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

// The web push test reads the notifications the service worker showed, which only the full Chromium keeps.
const b = useBrowser({ notifications: true });

/** A team of the demo league: its name and the slug of its page. */
async function aTeam(): Promise<{ name: string; slug: string }> {
  const [team] = (await (await fetch(`${b.baseUrl}/api/teams/skinny?limit=1`)).json()) as { name: string }[];
  if (!team) throw new Error('the demo league has no team');
  return { name: team.name, slug: team.name.toLowerCase().replace(/\s+/g, '-') };
}

/** Stands in for the browser's push service subscription (see above): keys of the real shape. */
async function standInForPushService(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __subscription: PushSubscription | null; __subscribedWith: string };
    w.__subscription = null;
    PushManager.prototype.getSubscription = async () => w.__subscription;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      w.__subscribedWith = btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      const endpoint = 'https://push.e2e.invalid/send/this-browser';
      const subscription = {
        endpoint,
        options,
        toJSON: () => ({
          endpoint,
          keys: {
            p256dh: 'BOuF6GKFnQma07LzkU6IHJ0sn6d9BtK5Jv55deT9bPyTXqi7x5e4P5kFIZ2SjN2pSiiKbaimyvFojy0sZ81fH2w',
            auth: 'mRnqQygYK4s6SxPvhw13xA',
          },
        }),
        unsubscribe: async () => {
          w.__subscription = null;
          return true;
        },
      } as unknown as PushSubscription;
      w.__subscription = subscription;
      return subscription;
    };
  });
}

/**
 * Waits until the site's service worker controls the page. The worker claims the pages open when it
 * activates (after precaching the build), but not one whose load was under way at that moment: such a page
 * stays uncontrolled until it is loaded again, however long one waits. So this waits for an active worker,
 * then loads the page again if it was missed.
 */
async function waitForControl(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        void navigator.serviceWorker.ready.then(() => resolve());
        setTimeout(() => reject(new Error('no active service worker within 150 s')), 150_000);
      }),
  );
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The DevTools registration id of the site's service worker. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted);
      if (live) resolve(live.registrationId as string);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Runs `expression` inside the site's service worker. */
async function inWorker(context: BrowserContext, expression: string): Promise<unknown> {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  return worker.evaluate(expression);
}

describe('follow and unfollow', () => {
  for (const width of [390, 1366]) {
    it(`stars and unstars a team at ${width} px, and the profile lists the follow`, async () => {
      const team = await aTeam();
      const { page, context } = await b.newPage({ width, height: 900 });
      await b.logIn(page, 'demo_user');
      await page.goto(`/teams/${team.slug}`);
      const star = page.getByRole('button', { name: new RegExp(`^(Follow|Unfollow) ${team.name}$`) });
      await star.waitFor();
      // The demo member may already follow it from an earlier width: start from not following.
      if ((await star.getAttribute('aria-pressed')) === 'true') {
        await star.click();
        await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
      }
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
      await page.getByText(`Following ${team.name}.`).waitFor();

      await page.goto('/profile');
      const following = page.locator('#following');
      await following.getByRole('link', { name: team.name }).first().waitFor();
      expect(await following.getByRole('checkbox', { name: 'Final result' }).count()).toBeGreaterThan(0);
      // Nothing of the section sticks out of a phone's screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.goto(`/teams/${team.slug}`);
      await page.getByRole('button', { name: `Unfollow ${team.name}` }).click();
      await expect
        .poll(() => page.getByRole('button', { name: `Follow ${team.name}` }).getAttribute('aria-pressed'))
        .toBe('false');
      await context.close();
    });
  }
});

describe('web push', () => {
  it('subscribes this browser, shows a pushed notification and opens its page when pressed', async () => {
    const team = await aTeam();
    const { page, context } = await b.newPage({ width: 1366, height: 900, serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications'], { origin: b.baseUrl });
    await standInForPushService(context);
    await b.logIn(page, 'demo_user');
    await page.goto('/profile');
    await waitForControl(page);
    await page.reload();
    await waitForControl(page);

    await page.getByRole('button', { name: 'Turn on notifications' }).click();
    await page.getByText('Notifications are on for this browser.').waitFor();
    // The server keeps this browser's subscription, made for the site's key.
    const subscriptions = await page.evaluate(async () => {
      const token = localStorage.getItem('authToken_v2');
      const res = await fetch('/api/push/subscriptions', { headers: { Authorization: `Bearer ${token}` } });
      return (await res.json()) as { label: string }[];
    });
    expect(subscriptions.some((s) => s.label.startsWith('Chrome'))).toBe(true);
    const keyMatches = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.getSubscription();
      const { publicKey } = (await (await fetch('/api/push/key')).json()) as { publicKey: string };
      const key = new Uint8Array(subscription?.options.applicationServerKey ?? new ArrayBuffer(0));
      const text = btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      return text === publicKey;
    });
    expect(keyMatches).toBe(true);

    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp);
    const message = {
      title: `Final: ${team.name} 3–1 Rivals`,
      body: 'Round 1 · Round 1 - Match 1',
      url: `/teams/${team.slug}`,
      tag: 'match-4242',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: b.baseUrl,
      registrationId: id,
      data: JSON.stringify(message),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
          }));
        }),
      )
      .toEqual([{ title: message.title, body: message.body, tag: message.tag }]);

    // A newer push about the same match replaces the older notification.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: b.baseUrl,
      registrationId: id,
      data: JSON.stringify({ ...message, title: `Final: ${team.name} 3–2 Rivals` }),
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
        ),
      )
      .toEqual([`Final: ${team.name} 3–2 Rivals`]);

    await inWorker(
      context,
      `self.registration.getNotifications().then((shown) => {
         self.dispatchEvent(new NotificationEvent('notificationclick', { notification: shown[0] }));
       })`,
    );
    await page.waitForURL(`${b.baseUrl}/teams/${team.slug}`);
    await page.getByRole('heading', { level: 1, name: team.name }).waitFor();
    await context.close();
  }, 300_000);
});
