import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();

describe('home page', () => {
  it('renders the site with its title and no console errors', async () => {
    const { page, context, errors } = await b.newPage();
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await page.locator('header').first().waitFor();
    expect(await page.title()).toContain('Volley League');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("makes the video's player only once half of its place is on screen", async () => {
    const { page, context } = await b.newPage({ width: 390, height: 844 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const player = page.locator('iframe[title="League highlights video"]');
    // On a phone the video starts at the bottom edge of the first screen: no player yet.
    expect(await player.count()).toBe(0);
    // Scrolled down a little at a time (the blocks above it grow on a match night): the player is made once
    // its place comes on screen, never before.
    for (let step = 0; step < 20 && (await player.count()) === 0; step++) {
      await page.evaluate(() => window.scrollBy(0, 200));
      await page.waitForTimeout(150);
    }
    await player.waitFor({ state: 'attached' });
    const place = await player.evaluate((frame) => frame.parentElement!.getBoundingClientRect());
    expect(place.top).toBeLessThan(844 - place.height / 2 + 1);
    expect(await player.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=0/,
    );
    await context.close();
  });

  it('serves the API beside the site, with the demo league seeded', async () => {
    const res = await fetch(`${b.baseUrl}/api/seasons/skinny`);
    expect(res.status).toBe(200);
    const seasons = (await res.json()) as { seasonNumber: number }[];
    expect(seasons.map((s) => s.seasonNumber)).toContain(14);
  });

  it('answers client routes with the app and unknown API paths with JSON', async () => {
    const page = await fetch(`${b.baseUrl}/players/1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const api = await fetch(`${b.baseUrl}/api/does-not-exist`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { code: string }).code).toBe('NOT_FOUND');
  });
});
