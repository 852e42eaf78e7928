/**
 * A season's playoff bracket drawn from its games' stages (docs/product/seasons.md#playoff-bracket): a stage
 * reads "Side; Round" ("Winners Bracket; Semifinals") or is a side of its own ("Grand Finals", "3rd Place
 * Match"). Sides and rounds follow the canonical stage list's order; games without a known stage are left out.
 */
import { STAGES } from './league.ts';

export interface BracketTeam {
  id: number;
  name: string;
  score: number;
}

export interface BracketMatch {
  gameId: number;
  date: string;
  /** Team 1, then team 2. */
  teams: [BracketTeam, BracketTeam];
  /** The team with more sets, null for a level score. */
  winnerId: number | null;
}

export interface BracketRound {
  stage: string;
  /** The round's own name: "Semifinals", "Bracket Reset"; a one-round side repeats the side's name. */
  label: string;
  matches: BracketMatch[];
}

export interface BracketSide {
  label: string;
  rounds: BracketRound[];
}

/** What bracketOf needs of a game: the season page's games carry it (teams in order, team 1 first). */
export interface BracketGame {
  id: number;
  date: string;
  stage: string | null;
  team1Score: number;
  team2Score: number;
  teams: readonly { id: number; name: string }[];
}

/** "Winners Bracket; Finals" → side "Winners Bracket", round "Finals"; "Grand Finals" is its own side. */
function splitStage(stage: string): { side: string; round: string } {
  const cut = stage.indexOf(';');
  if (cut < 0) return { side: stage, round: stage };
  return { side: stage.slice(0, cut).trim(), round: stage.slice(cut + 1).trim() };
}

const STAGE_ORDER = new Map<string, number>(STAGES.map((stage, index) => [stage, index]));

/** The bracket of a season's games: sides, each with its rounds in order, each round's matches by date. */
export function bracketOf(games: readonly BracketGame[]): BracketSide[] {
  const byStage = new Map<string, BracketMatch[]>();
  for (const game of games) {
    const [team1, team2] = game.teams;
    if (!game.stage || !STAGE_ORDER.has(game.stage) || !team1 || !team2) continue;
    const winnerId =
      game.team1Score === game.team2Score ? null : game.team1Score > game.team2Score ? team1.id : team2.id;
    const match: BracketMatch = {
      gameId: game.id,
      date: game.date,
      teams: [
        { id: team1.id, name: team1.name, score: game.team1Score },
        { id: team2.id, name: team2.name, score: game.team2Score },
      ],
      winnerId,
    };
    byStage.set(game.stage, [...(byStage.get(game.stage) ?? []), match]);
  }
  const sides: BracketSide[] = [];
  const stages = [...byStage.keys()].sort((a, b) => STAGE_ORDER.get(a)! - STAGE_ORDER.get(b)!);
  for (const stage of stages) {
    const { side, round } = splitStage(stage);
    const matches = byStage.get(stage)!.sort((a, b) => a.date.localeCompare(b.date) || a.gameId - b.gameId);
    // Grand Finals and its Bracket Reset are one side; so are each bracket's rounds.
    let target = sides.find((s) => s.label === side);
    if (!target) {
      target = { label: side, rounds: [] };
      sides.push(target);
    }
    target.rounds.push({ stage, label: round, matches });
  }
  return sides;
}
