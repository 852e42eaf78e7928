/**
 * The season recap's statements about games and teams (docs/product/recap.md#rules): the champions and their
 * bracket path, the final standings, the biggest upsets, the closest games and the longest streaks. Pure:
 * the API reads the season's games, teams and the model's forecasts and passes them in.
 */
import type { RecapGame } from '../schemas/season-recap.ts';
import { STAGES } from './league.ts';
import { isChampionship, parsePlacement } from './placements.ts';
import { UPSET_BELOW } from './rating-model.ts';

/** How many upsets, closest games and streaks a recap lists. */
export const RECAP_LIST_SIZE = 5;
/** A streak shorter than this many wins in a row is not worth a line. */
export const STREAK_MIN = 3;

export interface RecapTeamInput {
  id: number;
  name: string;
  placement: string;
}

const PLAYOFF_STAGES = new Set<string>(STAGES);

const SOURCE_ORDER = { game: 0, match: 1 } as const;

/**
 * Date order, then games before matches, then id (the ratings' order): the order results were played in,
 * whatever order the rows came in.
 */
export function compareGames(a: RecapGame, b: RecapGame): number {
  return (
    Date.parse(a.date) - Date.parse(b.date) || SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] || a.id - b.id
  );
}

/** A result's key among both sources: 'game:12', 'match:40'. */
export const resultKey = (g: Pick<RecapGame, 'source' | 'id'>) => `${g.source}:${g.id}`;

/** The team that won more sets, or null for a level (or unplayed) score. */
export function winnerOf(game: RecapGame): RecapGame['team1'] | null {
  if (game.team1Score === game.team2Score) return null;
  return game.team1Score > game.team2Score ? game.team1 : game.team2;
}

const plays = (game: RecapGame, teamId: number) => game.team1.id === teamId || game.team2.id === teamId;

/**
 * The champions: every team placed 1st Place (one per division in a season with divisions), in division
 * order, each with its path, the recorded games it played in a bracket stage (docs/product/games.md#stages)
 * in date order and whether it won each.
 */
export function championsOf(teams: readonly RecapTeamInput[], games: readonly RecapGame[]) {
  const playoffs = games
    .filter((g) => g.source === 'game' && g.stage !== null && PLAYOFF_STAGES.has(g.stage))
    .sort(compareGames);
  return teams
    .filter((t) => isChampionship(t.placement))
    .sort((a, b) =>
      (parsePlacement(a.placement).division ?? '').localeCompare(parsePlacement(b.placement).division ?? ''),
    )
    .map((t) => ({
      team: { id: t.id, name: t.name },
      placement: t.placement,
      path: playoffs.filter((g) => plays(g, t.id)).map((g) => ({ ...g, won: winnerOf(g)?.id === t.id })),
    }));
}

/**
 * The final standings: the teams in the order of their final placements as `teams` comes (the season page's
 * order), each with its wins and losses over every game of the season; a level score counts as neither.
 */
export function finalStandingsOf(teams: readonly RecapTeamInput[], games: readonly RecapGame[]) {
  const tally = new Map(teams.map((t) => [t.id, { won: 0, lost: 0 }]));
  for (const game of games) {
    const winner = winnerOf(game);
    if (!winner) continue;
    const loser = winner.id === game.team1.id ? game.team2 : game.team1;
    const w = tally.get(winner.id);
    const l = tally.get(loser.id);
    if (w) w.won++;
    if (l) l.lost++;
  }
  return teams.map((t, index) => ({
    position: index + 1,
    team: { id: t.id, name: t.name },
    placement: t.placement,
    won: tally.get(t.id)?.won ?? 0,
    lost: tally.get(t.id)?.lost ?? 0,
  }));
}

/** What the model gave team 1 before each result, by resultKey (docs/product/ratings.md#what-the-model-said). */
export type Team1Chances = ReadonlyMap<string, number>;

function withWinnerChance(game: RecapGame, chances: Team1Chances) {
  const winner = winnerOf(game);
  if (!winner) return null;
  const team1 = chances.get(resultKey(game));
  const winnerProbability = team1 === undefined ? null : winner.id === game.team1.id ? team1 : 1 - team1;
  return { game, winner, winnerProbability };
}

/**
 * The biggest upsets: games whose winner the model gave less than UPSET_BELOW (35%) of a chance before the
 * game (the ratings page's own upset rule), the smallest chance first, then by date; at most RECAP_LIST_SIZE.
 */
export function biggestUpsets(games: readonly RecapGame[], chances: Team1Chances) {
  return games
    .map((g) => withWinnerChance(g, chances))
    .filter((g) => g !== null && g.winnerProbability !== null && g.winnerProbability < UPSET_BELOW)
    .map((g) => g as NonNullable<typeof g> & { winnerProbability: number })
    .sort((a, b) => a.winnerProbability - b.winnerProbability || compareGames(a.game, b.game))
    .slice(0, RECAP_LIST_SIZE);
}

/**
 * The closest games, among games with a winner: the smallest set margin first (a deciding-set win), then the
 * most sets played (a 3-2 before a 2-1), then the forecast nearest an even chance (a game without one comes
 * after those with one), then by date; at most RECAP_LIST_SIZE.
 */
export function closestGames(games: readonly RecapGame[], chances: Team1Chances) {
  const margin = (g: RecapGame) => Math.abs(g.team1Score - g.team2Score);
  const sets = (g: RecapGame) => g.team1Score + g.team2Score;
  const evenness = (p: number | null) => (p === null ? Number.POSITIVE_INFINITY : Math.abs(p - 0.5));
  return games
    .map((g) => withWinnerChance(g, chances))
    .filter((g) => g !== null)
    .sort(
      (a, b) =>
        margin(a.game) - margin(b.game) ||
        sets(b.game) - sets(a.game) ||
        evenness(a.winnerProbability) - evenness(b.winnerProbability) ||
        compareGames(a.game, b.game),
    )
    .slice(0, RECAP_LIST_SIZE);
}

/**
 * The longest winning streaks: for each team its longest run of wins in a row over the season's games in
 * date order (a loss or a level score ends a run), kept when at least STREAK_MIN long; the longest first,
 * then the earliest to start; at most RECAP_LIST_SIZE. Each names its first and last game.
 */
export function longestStreaks(teams: readonly RecapTeamInput[], games: readonly RecapGame[]) {
  const ordered = [...games].sort(compareGames);
  const streaks: { team: { id: number; name: string }; length: number; first: RecapGame; last: RecapGame }[] =
    [];
  for (const t of teams) {
    let best: { length: number; first: RecapGame; last: RecapGame } | null = null;
    let run: { length: number; first: RecapGame } | null = null;
    for (const game of ordered) {
      if (!plays(game, t.id)) continue;
      if (winnerOf(game)?.id !== t.id) {
        run = null;
        continue;
      }
      run = run ? { length: run.length + 1, first: run.first } : { length: 1, first: game };
      if (!best || run.length > best.length) best = { ...run, last: game };
    }
    if (best && best.length >= STREAK_MIN) streaks.push({ team: { id: t.id, name: t.name }, ...best });
  }
  return streaks
    .sort((a, b) => b.length - a.length || compareGames(a.first, b.first))
    .slice(0, RECAP_LIST_SIZE);
}
