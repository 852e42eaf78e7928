/**
 * The Load section's legacy paths: every path the previous site's clients read, whole lists included, each
 * from a cold cache (a write through the API just before each load), 4 requests per connection, every one
 * of which must complete within 10 s, with the server's peak resident memory.
 */
import { teamSlug } from '@league/shared/domain/slug';
import { dataChanger, getJson } from './data-changer.ts';
import { problems } from './http.ts';
import { type LoadResult, runLoad } from './load.ts';
import type { BenchOptions } from './options.ts';
import type { LoadServer } from './page-reads.ts';
import { type PeakMemory, reportPeakMemory } from './peak-memory.ts';
import { waitUntilIdle } from './processes.ts';
import { busiestPlayerId } from './read-targets.ts';
import { kb, mb, ms, type Report } from './report.ts';

/** Every legacy request must complete within this (autocannon's timeout is set to it). */
const LEGACY_LIMIT_S = 10;
const LEGACY_REQUESTS_PER_CONNECTION = 4;
const OLD_SITE = '≥ 50× the previous site';

/** Every path the previous site's clients read, with ids of a busy player, team, game and season. */
async function legacyPaths(baseUrl: string): Promise<Array<{ name: string; path: string }>> {
  const playerId = await busiestPlayerId(baseUrl);
  const player = await getJson<{ teams: Array<{ id: number; name: string; seasonId: number }> }>(
    `${baseUrl}/api/players/${playerId}?refresh=setup`,
  );
  const team = player.teams[0];
  const [game] = await getJson<Array<{ id: number }>>(`${baseUrl}/api/games/skinny?limit=1&refresh=setup`);
  if (!team || !game) throw new Error('The league has no team or no game');
  const lists = [
    'players',
    'players/medium',
    'stats',
    'teams',
    'teams/skinny',
    'teams/medium',
    'games',
    'games/skinny',
    'seasons',
    'seasons/skinny',
    'seasons/medium',
    'awards',
    'awards/skinny',
    'matches',
    'records',
  ].map((name) => ({ name: `/api/${name}`, path: `/api/${name}` }));
  return [
    ...lists,
    { name: '/api/players/{id}', path: `/api/players/${playerId}` },
    { name: '/api/teams/name/{name}', path: `/api/teams/name/${encodeURIComponent(teamSlug(team.name))}` },
    { name: '/api/teams/{id}', path: `/api/teams/${team.id}` },
    { name: '/api/games/{id}', path: `/api/games/${game.id}` },
    { name: '/api/seasons/{id}', path: `/api/seasons/${team.seasonId}` },
  ];
}

export async function measureLegacy(
  report: Report,
  section: string,
  { label, server }: LoadServer,
  options: BenchOptions,
  memory: PeakMemory,
) {
  const paths = await legacyPaths(server.url);
  const change = dataChanger(server, await busiestPlayerId(server.url));
  let worst = 0;
  for (const target of paths) {
    const figure = `${label} legacy · ${target.name} (cold cache)`;
    const limit = `every request < ${LEGACY_LIMIT_S} s`;
    try {
      await waitUntilIdle(server.pid);
      await change();
      await memory.take();
      const result: LoadResult = await runLoad({
        url: server.url + target.path,
        connections: options.connections,
        seconds: options.seconds,
        // A fixed number of requests, not a duration: every one of them is waited for (or times out).
        amount: options.connections * LEGACY_REQUESTS_PER_CONNECTION,
        timeoutSeconds: LEGACY_LIMIT_S,
      });
      const peak = await memory.take();
      worst = Math.max(worst, peak);
      console.log(
        `bench: legacy ${target.path}: ${Math.round(result.rps)} req/s, max ${ms(result.max)}, RSS ${mb(peak)}`,
      );
      report.check(
        section,
        figure,
        `${Math.round(result.rps)} req/s, p99 ${ms(result.p99)}, slowest ${ms(result.max)}, ` +
          `${kb(result.bytesPerResponse)}/response${problems(result)}; peak RSS ${mb(peak)}`,
        limit,
        result.rps > 0 && result.errors === 0 && result.non2xx === 0 && result.max < LEGACY_LIMIT_S * 1000,
      );
    } catch (error) {
      // A server still busy with the previous path: say so and go on with the next one.
      const peak = await memory.take();
      worst = Math.max(worst, peak);
      const message = error instanceof Error ? error.message : String(error);
      report.check(section, figure, `failed: ${message}; peak RSS ${mb(peak)}`, limit, false);
    }
  }
  reportPeakMemory(report, section, label, 'legacy paths', worst);
  report.skip(
    section,
    `${label} legacy · throughput against the previous site`,
    'the previous site does not run on this machine; no figure to compare with',
    OLD_SITE,
  );
}
