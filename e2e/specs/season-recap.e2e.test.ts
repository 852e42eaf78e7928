/**
 * The season recap (docs/product/recap.md#pages) on the seeded demo league, at 390 and 1366 px in both
 * themes: opened from an ended season's page, it tells the champion and links each statement to its
 * evidence (a bracket game is followed to its page); the page never scrolls sideways on a phone; the
 * season still playing says in words that it has no recap yet.
 */
import { seasonNotEndedMessage } from '@league/shared/domain/season-recap';
import type { SeasonRecap } from '@league/shared/schemas/season-recap';
import type { SeasonListItem } from '@league/shared/schemas/seasons';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { adopted, THEMES, useBrowser, VIEWPORTS } from '../support/browser.ts';

const b = useBrowser();

const api = b.api;

/** The newest season with an end date (the demo's current season has none) and the current one. */
async function demoSeasons() {
  const seasons = await api<SeasonListItem[]>('/api/pages/seasons');
  const newest = [...seasons].sort((a, c) => c.seasonNumber - a.seasonNumber);
  const ended = newest.find((s) => s.endDate !== null);
  const playing = newest.find((s) => s.endDate === null);
  if (!ended || !playing) throw new Error('The demo league should have an ended season and a current one');
  return { ended, playing };
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(VIEWPORTS)('the season recap ($name)', ({ name, width, height }) => {
  it.each(THEMES)('opens from the season page and follows a statement to its game (%s)', async (theme) => {
    const { ended } = await demoSeasons();
    const recap = await api<SeasonRecap>(`/api/seasons/${ended.id}/recap`);
    const { page, context, errors } = await b.newPage({ width, height, theme });

    await page.goto(`/seasons/${ended.id}`);
    await adopted(page);
    await page.screenshot({ path: `/tmp/season-recap-${name}-${theme}-season.png` });
    // Both of the header's buttons fit the screen (the header clips what overflows it).
    for (const label of ['Read the season recap', 'View Awards']) {
      const box = await page.getByRole('link', { name: label }).boundingBox();
      expect(box && box.x + box.width, label).toBeLessThanOrEqual(width);
    }
    await page.getByRole('link', { name: 'Read the season recap' }).click();
    await page.getByRole('heading', { level: 1, name: `Season ${ended.seasonNumber} recap` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/seasons/${ended.id}/recap`);

    const [champion] = recap.champions;
    expect(champion).toBeDefined();
    const section = page.getByRole('region', { name: 'Champion' });
    await section.getByRole('link', { name: champion!.team.name }).first().waitFor();
    for (const title of [
      'Final standings',
      'Awards',
      'Statistical leaders',
      'Biggest upsets',
      'Milestones',
    ]) {
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    }
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    // Screens to look at: the top, and the story further down.
    await page.screenshot({ path: `/tmp/season-recap-${name}-${theme}-top.png` });
    await page.getByRole('heading', { level: 2, name: 'Records set' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/season-recap-${name}-${theme}-records.png` });

    // Printed, the recap stands alone: no site header, footer or Print button.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.locator('body > #root header').first().isVisible()).toBe(false);
    await page.getByRole('heading', { level: 1, name: `Season ${ended.seasonNumber} recap` }).waitFor();
    await page.emulateMedia({ media: 'screen' });

    // The final of the champion's path is a link to that game's page.
    const final = champion!.path.at(-1)!;
    const path = page.getByRole('list', { name: `${champion!.team.name}'s bracket path` });
    await path.getByRole('link').last().click();
    await page.waitForURL(`**/games/${final.id}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a season still playing', () => {
  it('says in words that its recap comes once it has ended, and the season page does not offer one', async () => {
    const { playing } = await demoSeasons();
    const { page, context } = await b.newPage({ width: 390, height: 844, theme: 'dark' });
    await page.goto(`/seasons/${playing.id}/recap`);
    await page.getByText(seasonNotEndedMessage(playing.seasonNumber)).waitFor();
    await page.getByRole('link', { name: 'Back to the season' }).waitFor();
    await page.goto(`/seasons/${playing.id}`);
    await page.getByRole('heading', { level: 1, name: `Season ${playing.seasonNumber}` }).waitFor();
    expect(await page.getByRole('link', { name: 'Read the season recap' }).count()).toBe(0);
    await page.goto('/seasons/999999/recap');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await context.close();
  });
});
