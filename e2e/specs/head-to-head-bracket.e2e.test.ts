import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();
const api = b.api;

interface TeamWithGames {
  name: string;
  games: { opponent: { name: string } }[];
}
const slugOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

describe('head-to-head and playoff bracket on a phone', () => {
  it('team page: picking an opponent shows the record and every meeting, kept in ?vs=', async () => {
    const teams = await api<TeamWithGames[]>('/api/teams?limit=20');
    const team = teams.find((t) => t.games.length > 0);
    if (!team) throw new Error('the demo league has no team with games');
    const opponent = team.games[0]!.opponent.name;
    const h2h = await api<{ a: { wins: number }; b: { wins: number }; games: unknown[] }>(
      `/api/teams/head-to-head?a=${slugOf(team.name)}&b=${slugOf(opponent)}`,
    );

    const { page, context } = await b.newPage({ width: 390, height: 844 });
    await page.goto(`/teams/${slugOf(team.name)}`);
    await page.getByRole('heading', { name: 'Head-to-head' }).waitFor();
    await page.getByLabel('Opponent').selectOption(slugOf(opponent));
    await page.waitForURL(new RegExp(`[?&]vs=${slugOf(opponent)}`));
    const meetings = page.getByRole('list', {
      name: `Games between ${team.name} and ${opponent}, newest first`,
    });
    await meetings.waitFor();
    expect(await meetings.getByRole('link').count()).toBe(h2h.games.length);
    expect(await page.getByText('Record', { exact: true }).locator('xpath=..').textContent()).toBe(
      `Record${h2h.a.wins}–${h2h.b.wins}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('season page: the bracket links every playoff game, scrolls sideways and reads as named links', async () => {
    const seasons = await api<{ id: number; seasonNumber: number }[]>('/api/seasons/skinny');
    const last = seasons.find((s) => s.seasonNumber === 13) ?? seasons[1]!;
    const season = await api<{ games: { stage: string | null }[] }>(`/api/pages/seasons/${last.id}`);
    const playoffGames = season.games.filter((g) => g.stage).length;
    expect(playoffGames).toBeGreaterThan(0);

    const { page, context } = await b.newPage({ width: 390, height: 844 });
    await page.goto(`/seasons/${last.id}`);
    const heading = page.getByRole('heading', { name: 'Playoff bracket' });
    await heading.waitFor();
    const bracket = page.locator('section', { has: heading });
    const links = bracket.getByRole('link', { name: /: (.+ won|tied), / });
    expect(await links.count()).toBe(playoffGames);
    const winners = page.getByRole('region', { name: 'Winners Bracket rounds' });
    expect(await winners.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await context.close();
  });
});
