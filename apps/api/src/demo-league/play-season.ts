/**
 * Plays one season: every pool's bracket becomes games with a stat line for each rostered player of both
 * teams, and bracket results become placements. The current season is still in its regular phase (see
 * regular-season.ts): its playoffs have not started, so nothing of its bracket is played here.
 */
import type { Placement, StatNumbers } from '@league/shared/domain/league';
import { type BracketSeries, playDoubleElimination } from './bracket.ts';
import { addDays, eveningSlot, fromDateString } from './calendar.ts';
import type { Game, Player, Pool, Season, SeriesResult, StatLine, Team } from './model.ts';
import type { Random } from './random.ts';
import { playSeries } from './series.ts';
import { generateStatLine } from './stat-lines.ts';

export interface PlayerTally {
  player: Player;
  team: Team;
  games: number;
  totals: StatNumbers;
}

export interface PoolResult {
  pool: Pool;
  teams: Team[];
  series: BracketSeries<Team>[];
  /** Stat lines of the last game's winners, for the Finals MVP. */
  finalLines: { player: Player; line: StatNumbers }[];
}

export interface SeasonResult {
  games: Game[];
  stats: StatLine[];
  pools: PoolResult[];
  tallies: Map<number, PlayerTally>;
  /** The game each played series became. */
  playedGames: Map<BracketSeries<Team>, Game>;
}

export interface IdCounters {
  game: number;
  stat: number;
}

export function playSeason(
  random: Random,
  season: Season,
  pools: Map<Pool, Team[]>,
  ids: IdCounters,
): SeasonResult {
  const result: SeasonResult = {
    games: [],
    stats: [],
    pools: [],
    tallies: new Map(),
    playedGames: new Map(),
  };
  const perNight = new Map<number, number>();
  for (const [pool, teams] of pools) {
    if (season.current) {
      result.pools.push({ pool, teams, series: [], finalLines: [] });
      continue;
    }
    const seeds = teams.slice(0, pool.bracketSize);
    const bracket = playDoubleElimination(seeds, (team1, team2, bestOf) =>
      playSeries(random, team1.strength, team2.strength, bestOf),
    );
    for (const [team, placement] of bracket.placements) team.placement = withDivision(placement, pool);
    // Ids and dates follow the order of play: by night, winners bracket first within a night.
    const inOrder = [...bracket.series].sort((a, b) => a.slot - b.slot);
    let finalLines: PoolResult['finalLines'] = [];
    for (const series of inOrder) {
      const night = perNight.get(series.slot) ?? 0;
      perNight.set(series.slot, night + 1);
      const date = eveningSlot(
        addDays(fromDateString(season.endDate as string), -3 * (5 - series.slot)),
        night,
        45,
      );
      // Finals were streamed more often than early rounds.
      const videoChance = series.slot >= 5 ? 0.5 : series.slot >= 3 ? 0.2 : 0.05;
      const game = createGame(random, season, series, date, ids, videoChance);
      result.games.push(game);
      result.playedGames.set(series, game);
      finalLines = recordStats(random, game, series.winner, ids, result);
    }
    result.pools.push({ pool, teams, series: bracket.series, finalLines });
  }
  return result;
}

/** "1st Place" → "1st Place (D2)" in a division; the league's one G.O.A.T. is set later. */
function withDivision(placement: Placement, pool: Pool): string {
  return pool.division ? `${placement} (${pool.division})` : placement;
}

/** Two teams that met, and the result: a bracket series, or a regular-season match (no stage). */
export interface Meeting extends SeriesResult {
  team1: Team;
  team2: Team;
  stage: string | null;
}

/** A played meeting as a game of `season`, with its next id. */
export function createGame(
  random: Random,
  season: Season,
  series: Meeting,
  date: Date,
  ids: IdCounters,
  videoChance: number,
): Game {
  return {
    id: ids.game++,
    name: `${series.team1.name} vs. ${series.team2.name} S${season.number}`,
    date,
    stage: series.stage,
    season,
    team1: series.team1,
    team2: series.team2,
    team1Score: series.team1Sets,
    team2Score: series.team2Sets,
    videoUrl: random.chance(videoChance) ? youtubeUrl(random) : null,
  };
}

/** Adds a stat line for every rostered player of both teams; answers the winners' lines. */
export function recordStats(
  random: Random,
  game: Game,
  winner: Team,
  ids: IdCounters,
  result: Pick<SeasonResult, 'stats' | 'tallies'>,
): PoolResult['finalLines'] {
  const sets = game.team1Score + game.team2Score;
  const winnerLines: PoolResult['finalLines'] = [];
  for (const team of [game.team1, game.team2]) {
    const won = team === winner;
    for (const player of team.roster) {
      const line = generateStatLine(random, { position: player.position, skill: player.skill, sets, won });
      result.stats.push({ id: ids.stat++, gameId: game.id, playerId: player.id, ...line });
      addToTally(result.tallies, player, team, line);
      if (won) winnerLines.push({ player, line });
    }
  }
  return winnerLines;
}

function addToTally(tallies: Map<number, PlayerTally>, player: Player, team: Team, line: StatNumbers): void {
  let tally = tallies.get(player.id);
  if (!tally) {
    tally = { player, team, games: 0, totals: { ...line } };
    for (const key of Object.keys(line) as (keyof StatNumbers)[]) tally.totals[key] = 0;
    tallies.set(player.id, tally);
  }
  tally.games++;
  for (const key of Object.keys(line) as (keyof StatNumbers)[]) tally.totals[key] += line[key];
}

function youtubeUrl(random: Random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let id = '';
  for (let i = 0; i < 11; i++) id += alphabet.charAt(random.int(0, alphabet.length - 1));
  return `https://www.youtube.com/watch?v=${id}`;
}
