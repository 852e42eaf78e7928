/**
 * Fan votes (docs/product/votes.md) on a phone (390 px) and a laptop (1366 px): a member votes in a play of
 * the week staff opened a few seconds before it closes, reads that the vote is final and that results wait
 * for the close, and after the close (the server's clock) reads the results; the demo's closed vote shows its
 * results, and the awards page shows the fans' choice beside the staff awards.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../apps/api/src/demo-league/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();

const api = b.api;

/** A play of the week in the current season, closing `seconds` from now. */
async function playOfTheWeek(label: string, seconds: number) {
  const { token } = await api('/api/users/login', {
    method: 'POST',
    body: { username: 'demo_admin', password: DEMO_PASSWORD },
  });
  const [season] = await api('/api/seasons');
  return api('/api/votes', {
    method: 'POST',
    token,
    body: {
      kind: 'play-of-the-week',
      title: `Play of the test ${label}`,
      seasonId: season.id,
      closesAt: new Date(Date.now() + seconds * 1000).toISOString(),
      candidates: [
        { name: `The dig ${label}`, clipUrl: 'https://example.com/dig' },
        { name: `The ace ${label}`, clipUrl: 'https://example.com/ace' },
      ],
    },
  }) as Promise<{ title: string; closesAt: string }>;
}

describe.each([
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
])('fan votes at $width px', ({ width, height }) => {
  it('votes once, then reads the results after the close', async () => {
    // A label of this attempt's own (a retry would find the first attempt's vote), and a close far enough off
    // for a loaded machine to log in and vote before it.
    const label = `${width} ${Date.now() % 100_000}`;
    const vote = await playOfTheWeek(label, 40);
    const { page, context, errors } = await b.newPage({ width, height });
    await b.logIn(page, 'demo_user');
    await page.goto('/votes');
    await page.getByRole('heading', { level: 1, name: 'Fan votes' }).waitFor();
    const card = page.getByRole('article', { name: vote.title });
    await card.getByRole('radio', { name: `The ace ${label}` }).check();
    await card.getByRole('button', { name: 'Vote' }).click();
    await card.getByText(`You voted for The ace ${label}. Results show when the vote closes.`).waitFor();
    expect(await card.getByText('%').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The demo's closed vote shows its results already.
    await page.getByRole('heading', { level: 2, name: 'Results' }).waitFor();
    await page
      .getByText(/fans’ MVP/)
      .first()
      .waitFor();

    await page.waitForTimeout(Math.max(0, Date.parse(vote.closesAt) - Date.now() + 1000));
    await page.reload();
    const closed = page.getByRole('article', { name: vote.title });
    await closed.getByText('1 · 100%').waitFor();
    await closed.getByText('1 vote', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/fan-votes-${width}.png`, fullPage: false });

    await page.goto('/awards');
    await page.getByRole('heading', { name: "Fans' vote" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
