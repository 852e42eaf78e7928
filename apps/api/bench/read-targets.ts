/**
 * The busiest public reads, as the web app requests them (apps/web/src/features/x/api/), resolved
 * against a running seeded server: a player with many games, that player's latest team, this
 * fortnight of the schedule.
 */
import { teamSlug } from '@league/shared/domain/slug';
import { readUrls } from '@league/shared/page-urls';

export interface ReadTarget {
  /** Short label in the table. */
  name: string;
  /** Path and query under the server's origin. */
  path: string;
}

interface LeaderboardBody {
  rows: Array<{ id: number; gamesPlayed: number }>;
}
interface PlayerTeam {
  name: string;
  season: { seasonNumber: number };
}
interface PlayerBody {
  teams: PlayerTeam[];
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

const dayKey = (date: Date) => date.toISOString().slice(0, 10);

/** The schedule page's request for the current window: Sunday to Saturday-after-next, a day either side. */
function scheduleRange(now = new Date()): { from: string; to: string } {
  const sunday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  sunday.setUTCDate(sunday.getUTCDate() - sunday.getUTCDay());
  const from = new Date(sunday);
  from.setUTCDate(from.getUTCDate() - 1);
  const to = new Date(sunday);
  to.setUTCDate(to.getUTCDate() + 14);
  return { from: dayKey(from), to: dayKey(to) };
}

/** The player with the most games among the 100 with the most kills (the leaderboard answers pages). */
export async function busiestPlayerId(baseUrl: string): Promise<number> {
  const board = await getJson<LeaderboardBody>(
    `${baseUrl}/api/leaderboard?view=players&stage=all&pageSize=100`,
  );
  const busiest = [...board.rows].sort((a, b) => b.gamesPlayed - a.gamesPlayed)[0];
  if (!busiest) throw new Error('The leaderboard is empty: was the league seeded?');
  return busiest.id;
}

/** The busiest player and the team they played for in their latest season. */
export async function busiestPlayerAndTeam(baseUrl: string): Promise<{ playerId: number; team: PlayerTeam }> {
  const playerId = await busiestPlayerId(baseUrl);
  const player = await getJson<PlayerBody>(`${baseUrl}${readUrls.player(playerId)}`);
  const team = [...player.teams].sort((a, b) => b.season.seasonNumber - a.season.seasonNumber)[0];
  if (!team) throw new Error(`Player ${playerId} has no team`);
  return { playerId, team };
}

/** The season with the highest number among those that have ended, if any. */
export async function latestEndedSeason(baseUrl: string): Promise<{ id: number } | undefined> {
  const seasons = await getJson<Array<{ id: number; seasonNumber: number; endDate: string | null }>>(
    `${baseUrl}${readUrls.seasons()}`,
  );
  return [...seasons].sort((a, b) => b.seasonNumber - a.seasonNumber).find((s) => s.endDate !== null);
}

/** The id of the first row a list read answers (a bare array or `{ rows }`). */
export async function firstId(baseUrl: string, path: string): Promise<number> {
  const body = await getJson<Array<{ id: number }> | { rows: Array<{ id: number }> }>(baseUrl + path);
  const row = Array.isArray(body) ? body[0] : body.rows[0];
  if (!row) throw new Error(`${path} answered no rows: was the league seeded?`);
  return row.id;
}

export async function discoverReads(baseUrl: string): Promise<ReadTarget[]> {
  const { playerId, team } = await busiestPlayerAndTeam(baseUrl);
  const { from, to } = scheduleRange();
  const ended = await latestEndedSeason(baseUrl);
  return [
    { name: 'players list', path: '/api/players/medium?limit=25&offset=0' },
    { name: 'player page', path: readUrls.player(playerId) },
    { name: 'team page', path: `/api/pages/teams/${encodeURIComponent(teamSlug(team.name))}` },
    { name: 'leaderboard', path: '/api/leaderboard?view=players&stage=all' },
    { name: 'articles list', path: '/api/articles' },
    { name: 'schedule', path: `/api/matches?from=${from}&to=${to}` },
    { name: "pick'em season board", path: '/api/pickem/leaderboard?scope=season' },
    // Rates the whole history once per data change, then the public read cache answers.
    ...(ended ? [{ name: 'season recap', path: readUrls.seasonRecap(ended.id) }] : []),
    // Kept until its first open vote closes or a vote changes (its answer follows the clock).
    { name: 'fan votes', path: '/api/votes' },
    // Never cached either (its lock follows the clock): the season's playoff matches and every filled bracket.
    { name: 'bracket challenge', path: '/api/bracket-challenge' },
  ];
}
