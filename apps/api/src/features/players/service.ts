/**
 * Player read models: the lists and the player page. The page is assembled from independent parts
 * (loadPlayerParts) so more parts (analytics, Hall of Fame) can be added beside the existing ones.
 */

import { emptyStatNumbers, pickStatNumbers, sumStatLines } from '@league/shared/domain/derived-stats';
import type {
  PlayerDetail,
  PlayerListItem,
  PlayerMedium,
  PlayerStatLine,
} from '@league/shared/schemas/players';
import type { TeamWithSeason } from '@league/shared/schemas/teams';
import type { Db } from '../../db/client.ts';
import { groupRows, toIso } from '../../db/sql-helpers.ts';
import { notFound } from '../../lib/errors.ts';
import { mapPage, type Page, type PageParams } from '../../lib/paging.ts';
import { loadTeamsOfPlayers } from '../teams/service.ts';
import {
  countGamesOfPlayerTeams,
  findPlayer,
  listAwardRefsOfPlayers,
  listAwardsOfPlayer,
  listLinesOfPlayer,
  listPlayers,
  listRecordsOfPlayer,
  type PlayerFilter,
  sumStatsOfPlayers,
} from './queries.ts';

/** players/medium: players with their teams. */
export async function listMediumPlayers(
  db: Db,
  filter: PlayerFilter,
  page: PageParams,
): Promise<Page<PlayerMedium>> {
  const players = await listPlayers(db, filter, page);
  const teams = await loadTeamsOfPlayers(
    db,
    players.items.map((p) => p.id),
  );
  return mapPage(
    players,
    players.items.map((p) => ({ ...p, teams: teams.get(p.id) ?? [] })),
  );
}

/** GET /api/players: players with teams, award refs and career sums (summed in SQL, not shipped as lines). */
export async function listFullPlayers(
  db: Db,
  filter: PlayerFilter,
  page: PageParams,
): Promise<Page<PlayerListItem>> {
  const players = await listPlayers(db, filter, page);
  const ids = players.items.map((p) => p.id);
  if (ids.length === 0) return mapPage(players, []);
  const [teams, awardRows, sums] = await Promise.all([
    loadTeamsOfPlayers(db, ids),
    listAwardRefsOfPlayers(db, ids),
    sumStatsOfPlayers(db, ids),
  ]);
  const awards = groupRows(awardRows, (a) => a.playerId);
  const totals = new Map(sums.map((s) => [s.playerId, pickStatNumbers(s)]));
  return mapPage(
    players,
    players.items.map((p) => ({
      ...p,
      teams: teams.get(p.id) ?? [],
      awards: (awards.get(p.id) ?? []).map(({ id, type }) => ({ id, type })),
      totalStats: totals.get(p.id) ?? emptyStatNumbers(),
    })),
  );
}

/** The player's lines, each with the side the player was on: the one of the player's teams that played. */
function toPlayerLines(
  lines: Awaited<ReturnType<typeof listLinesOfPlayer>>,
  teams: TeamWithSeason[],
): PlayerStatLine[] {
  const teamIds = new Set(teams.map((t) => t.id));
  return lines.map(({ game: { team1Id, team2Id, ...game }, ...line }) => ({
    ...line,
    teamId: teamIds.has(team1Id) ? team1Id : teamIds.has(team2Id) ? team2Id : null,
    game: { ...game, date: toIso(game.date) },
  }));
}

async function loadPlayerParts(db: Db, id: number) {
  const [teams, lines, awards, records, distinctGames] = await Promise.all([
    loadTeamsOfPlayers(db, [id]).then((m) => m.get(id) ?? []),
    listLinesOfPlayer(db, id),
    listAwardsOfPlayer(db, id),
    listRecordsOfPlayer(db, id),
    countGamesOfPlayerTeams(db, id),
  ]);
  return { teams, lines, awards, records, distinctGames };
}

/** 404 `Player not found` unless a player has this id. */
export async function assertPlayerExists(db: Db, id: number): Promise<void> {
  if (!(await findPlayer(db, id))) throw notFound('Player');
}

/** Player page: teams, lines newest first, awards, records, career sums and game counts. */
export async function getPlayerDetail(db: Db, id: number): Promise<PlayerDetail> {
  const player = await findPlayer(db, id);
  if (!player) throw notFound('Player');
  const parts = await loadPlayerParts(db, id);
  const stats = toPlayerLines(parts.lines, parts.teams);
  return {
    ...player,
    teams: parts.teams,
    stats,
    awards: parts.awards,
    records: parts.records.map((r) => ({ ...r, type: r.type as 'game' | 'season' })),
    totalStats: sumStatLines(stats),
    distinctGames: parts.distinctGames,
    statEntries: stats.length,
  };
}

/** The player alone, or undefined (a page's link preview). */
export function findPlayerSummary(db: Db, id: number) {
  return findPlayer(db, id);
}
