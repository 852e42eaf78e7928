import type { GameBase } from '@league/shared/schemas/games';

/** Which side won a game (1 or 2) by sets, or null for a tie or an unplayed 0–0. */
export function gameWinner(game: Pick<GameBase, 'team1Score' | 'team2Score'>): 1 | 2 | null {
  if (game.team1Score > game.team2Score) return 1;
  if (game.team2Score > game.team1Score) return 2;
  return null;
}
