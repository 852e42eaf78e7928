/**
 * The player page's figures (docs/product/players.md#player-page,
 * docs/product/players.md#rules-and-constants), from the player read model. The formulas live in the shared
 * domain; this file only picks the lines and teams they apply to.
 */
import {
  applyMode,
  type DerivedStats,
  deriveStats,
  setsOfGame,
  sumStatLines,
} from '@league/shared/domain/derived-stats';
import { type HallOfFameBreakdown, scoreHallOfFame } from '@league/shared/domain/hall-of-fame';
import type { StatNumbers } from '@league/shared/domain/league';
import { championshipRings } from '@league/shared/domain/placements';
import type { PlayerDetail, PlayerStatLine } from '@league/shared/schemas/players';
import type { TeamWithSeason } from '@league/shared/schemas/teams';

/** Career, or one season NUMBER. */
export type SeasonChoice = number | null;

/** The team of the current season (docs/product/players.md#rules-and-constants), or null ('Not Active'). */
export function findCurrentTeam(
  teams: readonly TeamWithSeason[],
  currentSeason: number,
): TeamWithSeason | null {
  return teams.find((team) => team.season.seasonNumber === currentSeason) ?? null;
}

/** The team of the highest season NUMBER (docs/product/players.md#rules-and-constants), or null ('N/A'). */
export function findMostRecentTeam(teams: readonly TeamWithSeason[]): TeamWithSeason | null {
  let latest: TeamWithSeason | null = null;
  for (const team of teams) {
    if (!latest || team.season.seasonNumber > latest.season.seasonNumber) latest = team;
  }
  return latest;
}

/** The player's team in a season, or null. */
export function teamOfSeason(teams: readonly TeamWithSeason[], seasonNumber: number): TeamWithSeason | null {
  return teams.find((team) => team.season.seasonNumber === seasonNumber) ?? null;
}

/** Season numbers in which the player has stat lines, oldest first (the selector's entries). */
export function seasonsWithStats(lines: readonly PlayerStatLine[]): number[] {
  return [...new Set(lines.map((line) => line.game.seasonNumber))].sort((a, b) => a - b);
}

/** The lines of the chosen season, or every line for Career. */
export function linesOfChoice(lines: readonly PlayerStatLine[], season: SeasonChoice): PlayerStatLine[] {
  return season === null ? [...lines] : lines.filter((line) => line.game.seasonNumber === season);
}

export interface StatSummary {
  totals: StatNumbers;
  /** Distinct games of the lines. */
  games: number;
  /** Sets of those games: team1Score + team2Score each (docs/product/stats.md#stat-modes). */
  sets: number;
  total: DerivedStats;
  perGame: DerivedStats;
}

/**
 * Totals and per-game averages of some lines (docs/product/players.md#player-page): derived columns from the
 * summed lines.
 */
export function summarizeLines(lines: readonly PlayerStatLine[]): StatSummary {
  const totals = sumStatLines(lines);
  const games = new Map(lines.map((line) => [line.gameId, line.game]));
  const sets = [...games.values()].reduce((sum, game) => sum + setsOfGame(game), 0);
  const played = { games: games.size, sets };
  return { totals, ...played, total: deriveStats(totals), perGame: applyMode(totals, played, 'perGame') };
}

/** Totals and sets of each season with stats, oldest first (the season comparison's input). */
export function seasonSummaries(
  lines: readonly PlayerStatLine[],
): { season: number; summary: StatSummary }[] {
  return seasonsWithStats(lines).map((season) => ({
    season,
    summary: summarizeLines(linesOfChoice(lines, season)),
  }));
}

/**
 * Hall of Fame over the WHOLE career whatever season is selected (docs/product/hall-of-fame.md#scoring):
 * every award, the career totals, the stat lines as games played, every team's placement.
 */
export function hallOfFameOf(player: PlayerDetail): HallOfFameBreakdown {
  return scoreHallOfFame({
    awardTypes: player.awards.map((award) => award.type),
    careerTotals: player.totalStats,
    statLineCount: player.stats.length,
    teams: player.teams,
  });
}

/** Championship rings (docs/product/hall-of-fame.md#rules-and-constants): 1st Place teams in any division. */
export function ringsOf(player: Pick<PlayerDetail, 'teams'>): number {
  return championshipRings(player.teams.map((team) => team.placement));
}

/** Unique games of the lines (newest first as the read model sends them), for the games list. */
export function gamesOfLines(lines: readonly PlayerStatLine[]): PlayerStatLine['game'][] {
  const seen = new Map<number, PlayerStatLine['game']>();
  for (const line of lines) if (!seen.has(line.gameId)) seen.set(line.gameId, line.game);
  return [...seen.values()];
}

/** Teams oldest season first (the teams list and the cards). */
export function teamsBySeason<T extends { name: string; season: { seasonNumber: number } }>(
  teams: readonly T[],
): T[] {
  return [...teams].sort(
    (a, b) => a.season.seasonNumber - b.season.seasonNumber || a.name.localeCompare(b.name),
  );
}
