/**
 * Embeds in an iframe on another origin (docs/product/feeds-and-embeds.md#framing): a tiny page served on a
 * second loopback port frames each embed, which draws; the same page framing a site page or an API answer
 * gets nothing (the browser refuses: frame-ancestors 'none', X-Frame-Options DENY). Match cards carry their
 * schema.org SportsEvent.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();
let host: Server;
let hostUrl: string;

const FRAMED = {
  standings: '/embed/standings',
  schedule: '/embed/schedule?theme=light',
  bracket: '/embed/bracket?season=13',
  leaderboard: '/embed/leaderboard?season=13&accent=1d4ed8',
  match: '/embed/match/1',
  page: '/standings-of-no-page',
  home: '/',
  api: '/api/health',
} as const;

beforeAll(async () => {
  // Another origin: another port on loopback, serving one page of iframes.
  host = createServer((_req, res) => {
    const frames = Object.entries(FRAMED)
      .map(
        ([name, path]) =>
          `<iframe name="${name}" src="${b.baseUrl}${path}" width="600" height="300"></iframe>`,
      )
      .join('\n');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><body><h1>A team's own site</h1>${frames}</body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://localhost:${(host.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

describe('embeds on another site', () => {
  it('draws every embed inside the other site, and refuses to be framed everywhere else', async () => {
    const { page, context } = await b.newPage({ width: 1366, height: 900 });
    await page.goto(hostUrl);
    await page.waitForLoadState('load');
    const frame = (name: string) => page.frames().find((f) => f.name() === name);
    const headings: Record<string, string> = {
      standings: 'Standings',
      schedule: 'Schedule & results',
      bracket: 'Playoff bracket',
      leaderboard: 'Leaderboard',
      match: ' vs ',
    };
    for (const [name, heading] of Object.entries(headings)) {
      await expect
        .poll(
          async () =>
            (await frame(name)
              ?.locator('h1')
              .textContent()
              .catch(() => null)) ?? '',
        )
        .toContain(heading);
      expect(
        await frame(name)
          ?.getByRole('link', { name: /View on/ })
          .count(),
      ).toBe(1);
    }
    for (const name of ['page', 'home', 'api']) {
      const refused = frame(name);
      // Chromium shows its own error page in place of a refused document.
      await expect.poll(() => refused?.url()).toMatch(/^chrome-error:/);
      expect(await refused?.locator('header').count()).toBe(0);
    }
    await context.close();
  });
});

describe('structured data on match cards', () => {
  it('gives every schedule card one SportsEvent with both teams, the start and the game', async () => {
    const { page, context } = await b.newPage({ width: 1366, height: 900 });
    await page.goto('/schedules');
    const cards = page.locator('main article');
    await cards.first().waitFor();
    const events = await cards.evaluateAll((articles) =>
      articles.map((a) =>
        JSON.parse(a.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null'),
      ),
    );
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event['@type']).toBe('SportsEvent');
      expect(event.homeTeam['@type']).toBe('SportsTeam');
      expect(event.awayTeam['@type']).toBe('SportsTeam');
      expect(Number.isNaN(Date.parse(event.startDate))).toBe(false);
      expect(event.location['@type']).toBe('VirtualLocation');
    }
    await context.close();
  });
});
