/**
 * The HTTP section's drawn pages: home, the schedule, stats and a player, team and game page, asked as a
 * browser navigating to them asks, from a server on a freshly seeded demo league that serves the web
 * build, each beside a ceiling route answering the very same bytes and headers (the page's security
 * headers, ETag and Vary included) from memory in the same run. A page is asked once before its load, so
 * the load measures the cached first view (docs/product/site.md#first-view).
 */
import { PAGES } from '@league/shared/pages';
import { measure, recordResponse, reportTarget, startCeiling } from './http.ts';
import { PAGE_HEADERS } from './load.ts';
import type { BenchOptions } from './options.ts';
import { startApiServer, waitUntilIdle } from './processes.ts';
import { busiestPlayerAndTeam, firstId, type ReadTarget } from './read-targets.ts';
import type { Report } from './report.ts';
import { ENGINE_LABEL, type Engine, seedDatabase } from './servers.ts';

/** The six pages: the busiest player, that player's latest team and the latest game. */
async function discoverPages(baseUrl: string): Promise<ReadTarget[]> {
  const { playerId, team } = await busiestPlayerAndTeam(baseUrl);
  const gameId = await firstId(baseUrl, '/api/games/skinny?limit=1');
  return [
    { name: 'home page', path: PAGES.home.href() },
    { name: 'schedule page', path: PAGES.schedules.href() },
    { name: 'stats page', path: PAGES.stats.href() },
    { name: 'player page (HTML)', path: PAGES.player.href(playerId) },
    { name: 'team page (HTML)', path: PAGES.team.href(team.name, team.season.seasonNumber) },
    { name: 'game page', path: PAGES.game.href(gameId) },
  ];
}

export async function benchPageViews(
  report: Report,
  section: string,
  engine: Engine,
  webDist: string,
  options: BenchOptions,
): Promise<void> {
  const label = `${ENGINE_LABEL[engine]} first views`;
  const database = await seedDatabase(engine);
  if ('missing' in database) {
    report.skip(section, label, database.missing);
    return;
  }
  const server = await startApiServer({ label: `${label} server`, ...database, webDist });
  try {
    // A freshly started server on a freshly seeded league works in the background for a while (a profile
    // showed the database busy with no request behind it): let it finish before the first load.
    await waitUntilIdle(server.pid);
    const pages = await discoverPages(server.url);
    const recorded: Awaited<ReturnType<typeof recordResponse>>[] = [];
    for (const page of pages) {
      recorded.push(await recordResponse(server.url + page.path, PAGE_HEADERS, { keepHeaders: true }));
    }
    const ceiling = await startCeiling(recorded);
    try {
      for (const [index, page] of pages.entries()) {
        const ceilingResult = await measure(ceiling, `${ceiling.url}/r${index}`, options, PAGE_HEADERS);
        const serverResult = await measure(server, server.url + page.path, options, PAGE_HEADERS);
        reportTarget(report, section, label, page, serverResult, ceilingResult);
      }
    } finally {
      await ceiling.stop();
    }
  } finally {
    await server.stop();
  }
}
