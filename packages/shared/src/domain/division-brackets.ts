/**
 * A season's playoff brackets by division (docs/product/seasons.md#playoff-bracket). Games carry no division;
 * a team's placement does ("Top 4 (D2)", the suffix the league gives a division's teams), so a game belongs
 * to a division when both its teams' placements name that same one. Rule: every bracket game placed this way
 * → one bracket per division (D1, D2, … order); none → one bracket; some but not all → one bracket,
 * flagged `unsplit` so the page says its divisions could not be told apart.
 */
import { type BracketGame, type BracketSide, bracketOf } from './bracket.ts';
import { STAGES } from './league.ts';

export interface DivisionBracket {
  /** "D1", or null for a season without divisions (or whose games cannot be told apart). */
  division: string | null;
  sides: BracketSide[];
}

export interface DivisionBrackets {
  brackets: DivisionBracket[];
  /** The season has divisions but some bracket game's teams do not say which: drawn as one bracket. */
  unsplit: boolean;
}

const DIVISION_SUFFIX = /\((D\d+)\)\s*$/;
const KNOWN_STAGES = new Set<string>(STAGES);

/** "1st Place (D2)" → "D2"; a placement without the suffix → null. */
export function divisionOfPlacement(placement: string): string | null {
  return DIVISION_SUFFIX.exec(placement)?.[1] ?? null;
}

export function divisionBrackets(
  games: readonly BracketGame[],
  teams: readonly { id: number; placement: string }[],
): DivisionBrackets {
  const divisionOfTeam = new Map(teams.map((team) => [team.id, divisionOfPlacement(team.placement)]));
  const bracketGames = games.filter((game) => game.stage !== null && KNOWN_STAGES.has(game.stage));
  const divisionOfGame = (game: BracketGame): string | null => {
    const [first, second] = game.teams.map((team) => divisionOfTeam.get(team.id) ?? null);
    return first && first === second ? first : null;
  };
  const placed = bracketGames.filter((game) => divisionOfGame(game) !== null);
  if (placed.length === 0 || placed.length < bracketGames.length) {
    const seasonHasDivisions = [...divisionOfTeam.values()].some(Boolean);
    return { brackets: [{ division: null, sides: bracketOf(games) }], unsplit: seasonHasDivisions };
  }
  const divisions = [...new Set(placed.map((game) => divisionOfGame(game) as string))].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  return {
    brackets: divisions.map((division) => ({
      division,
      sides: bracketOf(placed.filter((game) => divisionOfGame(game) === division)),
    })),
    unsplit: false,
  };
}
