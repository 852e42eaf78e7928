/** Display names of the trivia choices (docs/product/trivia.md#pages). */
import type { TriviaDifficulty, TriviaType } from '@league/shared/domain/trivia';

export const TYPE_LABELS: Record<TriviaType, string> = { player: 'Player', team: 'Team', season: 'Season' };

export const DIFFICULTY_LABELS: Record<TriviaDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  impossible: 'Impossible',
};

/** docs/product/trivia.md#pages: season trivia is switched off in the game. */
export const SEASON_DISABLED_TEXT = 'Coming soon - Season trivia is currently being fixed';

export const TYPE_DESCRIPTIONS: Record<TriviaType, string> = {
  player: 'Name the player from their career: teams, awards, records.',
  team: 'Name the team from its roster, games and placement.',
  season: SEASON_DISABLED_TEXT,
};

export const QUESTIONS: Record<TriviaType, string> = {
  player: 'Who is this player?',
  team: 'Which team is this?',
  season: 'Which season is this?',
};

export const GUESS_PLACEHOLDERS: Record<TriviaType, string> = {
  player: 'Type a player name',
  team: 'Type a team name',
  season: 'Type a season, e.g. Season 9',
};
