/**
 * Reference implementation of the leaderboard read model: per-player and per-team sums computed from the raw
 * database rows (stat lines, games, teams, roster). The API's SQL read model is checked against it.
 * docs/product/leaderboard.md#pages, docs/product/leaderboard.md#data,
 * docs/product/leaderboard.md#rules-and-constants, docs/product/leaderboard.md#stage-groups.
 */
import { emptyStatNumbers, setsOfGame } from './derived-stats.ts';
import {
  buildLeaderboard,
  DEFAULT_LEADERBOARD_QUERY,
  type LeaderboardPage,
  type LeaderboardQuery,
  type PlayerTotalsRow,
  type TeamTotalsRow,
  type TotalsRow,
} from './leaderboard.ts';
import { STAT_FIELDS, type StatNumbers } from './league.ts';
import { matchesStageFilter, type StageFilter } from './stages.ts';

/** A `stats` row with its player's name. */
export interface RawStatLine extends StatNumbers {
  playerId: number;
  playerName: string;
  gameId: number;
}

/** A `games` row with its season's number. */
export interface RawGame {
  id: number;
  seasonNumber: number;
  stage: string | null;
  team1Id: number;
  team2Id: number;
  team1Score: number;
  team2Score: number;
}

/** A `teams` row with its season's number. */
export interface RawTeam {
  id: number;
  name: string;
  seasonNumber: number;
  logoUrl: string | null;
}

/** A `team_players` row. */
export interface RawRosterEntry {
  teamId: number;
  playerId: number;
}

export interface LeaderboardScope {
  season: number | null;
  stageGroup: StageFilter;
}

export interface LeaderboardSource {
  teams: readonly RawTeam[];
  roster: readonly RawRosterEntry[];
}

interface Accumulator {
  totals: StatNumbers;
  games: Set<number>;
  players: Set<number>;
}

/**
 * Games in scope: of the selected season (null = all) and passing the stage filter
 * (docs/product/leaderboard.md#stage-groups).
 */
export function selectScopedGames(games: readonly RawGame[], scope: LeaderboardScope): Map<number, RawGame> {
  const inScope = games.filter(
    (g) =>
      (scope.season === null || g.seasonNumber === scope.season) &&
      matchesStageFilter(g.stage, scope.stageGroup),
  );
  return new Map(inScope.map((g) => [g.id, g]));
}

function accumulate(map: Map<number, Accumulator>, key: number, line: RawStatLine): void {
  let acc = map.get(key);
  if (!acc) {
    acc = { totals: emptyStatNumbers(), games: new Set(), players: new Set() };
    map.set(key, acc);
  }
  for (const field of STAT_FIELDS) acc.totals[field] += line[field];
  acc.games.add(line.gameId);
  acc.players.add(line.playerId);
}

function setsOfGames(gameIds: Set<number>, games: Map<number, RawGame>): number {
  let sets = 0;
  for (const id of gameIds) {
    const game = games.get(id);
    if (game) sets += setsOfGame(game);
  }
  return sets;
}

function rosterSets(roster: readonly RawRosterEntry[]): Map<number, Set<number>> {
  const byTeam = new Map<number, Set<number>>();
  for (const { teamId, playerId } of roster) {
    const players = byTeam.get(teamId) ?? new Set<number>();
    players.add(playerId);
    byTeam.set(teamId, players);
  }
  return byTeam;
}

/**
 * Each player's team in a season: among that season's teams whose roster lists the player, the lowest
 * team id (a player normally has one team per season). Players with no team that season are absent.
 */
export function playerTeamsInSeason(seasonNumber: number, source: LeaderboardSource): Map<number, RawTeam> {
  const teams = new Map(source.teams.filter((t) => t.seasonNumber === seasonNumber).map((t) => [t.id, t]));
  const result = new Map<number, RawTeam>();
  for (const { teamId, playerId } of source.roster) {
    const team = teams.get(teamId);
    const current = result.get(playerId);
    if (team && (!current || team.id < current.id)) result.set(playerId, team);
  }
  return result;
}

/**
 * Player rows: per player, the sum of their stat lines in scoped games; gamesPlayed = distinct games;
 * setsPlayed = Σ (team1Score + team2Score) over those games; teamName = their team in the selected season
 * (null with no season or no team). Players without a line in scope get no row.
 */
export function aggregatePlayerRows(
  lines: readonly RawStatLine[],
  games: readonly RawGame[],
  source: LeaderboardSource,
  scope: LeaderboardScope,
): PlayerTotalsRow[] {
  const scoped = selectScopedGames(games, scope);
  const teamOf =
    scope.season === null ? new Map<number, RawTeam>() : playerTeamsInSeason(scope.season, source);
  const byPlayer = new Map<number, Accumulator>();
  const names = new Map<number, string>();
  for (const line of lines) {
    if (!scoped.has(line.gameId)) continue;
    accumulate(byPlayer, line.playerId, line);
    names.set(line.playerId, line.playerName);
  }
  return [...byPlayer].map(([playerId, acc]) => ({
    kind: 'player',
    id: playerId,
    name: names.get(playerId) ?? '',
    teamName: teamOf.get(playerId)?.name ?? null,
    gamesPlayed: acc.games.size,
    setsPlayed: setsOfGames(acc.games, scoped),
    totals: acc.totals,
  }));
}

/**
 * Team rows (docs/product/leaderboard.md#data): a stat line counts for the game's team (team 1 or team 2)
 * whose roster lists the player; lines of players on neither roster count for no team. Per team: summed
 * stats, gamesPlayed = distinct games, totalSets = Σ sets of those games, playerCount = distinct players, id
 * `${name}-${seasonNumber}`, logoUrl.
 */
export function aggregateTeamRows(
  lines: readonly RawStatLine[],
  games: readonly RawGame[],
  source: LeaderboardSource,
  scope: LeaderboardScope,
): TeamTotalsRow[] {
  const scoped = selectScopedGames(games, scope);
  const members = rosterSets(source.roster);
  const byTeam = new Map<number, Accumulator>();
  for (const line of lines) {
    const game = scoped.get(line.gameId);
    if (!game) continue;
    const teamId = [game.team1Id, game.team2Id].find((id) => members.get(id)?.has(line.playerId));
    if (teamId !== undefined) accumulate(byTeam, teamId, line);
  }
  const teams = new Map(source.teams.map((t) => [t.id, t]));
  return [...byTeam].flatMap(([teamId, acc]): TeamTotalsRow[] => {
    const team = teams.get(teamId);
    if (!team) return [];
    return [
      {
        kind: 'team',
        id: `${team.name}-${team.seasonNumber}`,
        teamId,
        name: team.name,
        seasonNumber: team.seasonNumber,
        logoUrl: team.logoUrl,
        playerCount: acc.players.size,
        gamesPlayed: acc.games.size,
        totalSets: setsOfGames(acc.games, scoped),
        totals: acc.totals,
      },
    ];
  });
}

/**
 * The whole leaderboard from raw rows: aggregate per player or per team (by `view`) over the season and stage
 * group, then `buildLeaderboard` (inclusion rules, mode, filters, sort, rank, page). Query fields left out
 * take the defaults of docs/product/leaderboard.md#leaderboard-state (players, all seasons, all stages,
 * Total, totalKills desc, page 1).
 */
export function buildLeaderboardFromStatLines(
  lines: readonly RawStatLine[],
  games: readonly RawGame[],
  options: LeaderboardSource & Partial<LeaderboardQuery>,
): LeaderboardPage {
  const query: LeaderboardQuery = { ...DEFAULT_LEADERBOARD_QUERY, ...withoutUndefined(options) };
  const scope = { season: query.season, stageGroup: query.stageGroup };
  const rows: TotalsRow[] =
    query.view === 'teams'
      ? aggregateTeamRows(lines, games, options, scope)
      : aggregatePlayerRows(lines, games, options, scope);
  return buildLeaderboard(rows, query);
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
