/**
 * The league's fixed vocabularies: stages, placements, award types, positions, match statuses.
 * One list each, shared by the demo data, the API's validation, the filters and the portal selects.
 */

/** Double-elimination stage names (docs/product/games.md#stages), exactly as stored on games. */
export const STAGES = [
  'Winners Bracket; Round of 16',
  'Winners Bracket; Quarterfinals',
  'Winners Bracket; Semifinals',
  'Winners Bracket; Finals',
  'Losers Bracket; Round 1',
  'Losers Bracket; Round 2',
  'Losers Bracket; Round 3',
  'Losers Bracket; Quarterfinals',
  'Losers Bracket; Semifinals',
  'Losers Bracket; Finals',
  'Grand Finals',
  'Grand Finals; Bracket Reset',
  '3rd Place Match',
  'Single Elimination; Round of 16',
  'Single Elimination; Quarterfinals',
  'Single Elimination; Semifinals',
  'Single Elimination; Finals',
] as const;
export type Stage = (typeof STAGES)[number];

/** Canonical placements (docs/product/teams.md#placements), in the order the placement filter offers them. */
export const PLACEMENTS = [
  '1st Place',
  '2nd Place',
  '3rd Place',
  '4th Place',
  'Top 4',
  'Top 6',
  'Top 8',
  'Top 12',
  'Top 16',
  'TBD',
  "Didn't make playoffs",
  'G.O.A.T.',
] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** The first nine placements may carry one of these suffixes, as in "Top 8 (D2)". */
export const DIVISIONS = ['D1', 'D2', 'D3'] as const;
export type Division = (typeof DIVISIONS)[number];

export const DEFAULT_PLACEMENT: Placement = "Didn't make playoffs";

export const AWARD_TYPES = [
  'MVP',
  'Best Spiker',
  'Best Server',
  'Best Blocker',
  'Best Libero',
  'Best Setter',
  'MIP',
  'Best Aper',
  'FMVP',
  'DPOS',
  'Best Receiver',
  'LuvLate Award',
] as const;
export type AwardType = (typeof AWARD_TYPES)[number];

export const DEFAULT_AWARD_DESCRIPTION = 'A special recognition for outstanding achievement';

/** Fixed long descriptions of each award type, written for this league. */
export const AWARD_TYPE_DESCRIPTIONS: Record<AwardType, string> = {
  MVP: 'The Most Valuable Player of the season: the one player whose all-round play, from first serve to final kill, carried their team further than anyone else could.',
  'Best Spiker':
    'Given to the season’s most dangerous attacker, judged on kills, efficiency and the ability to finish the rally when the set is on the line.',
  'Best Server':
    'For the player whose serve set the tone: aces, pressure on the receivers and very few points given away at the line.',
  'Best Blocker':
    'For the wall at the net: the player who shut down opposing hitters most often and turned defence into points.',
  'Best Libero':
    'For the season’s finest back-row specialist, whose passing and digging kept rallies alive and gave the setter clean balls.',
  'Best Setter':
    'For the player who ran the offence best, spreading assists across the court and making every hitter around them better.',
  MIP: 'The Most Improved Player: the one whose game grew the most from the previous season, measured by numbers and by the eye test.',
  'Best Aper':
    'For the master of the ape shot, the game’s trickiest attack: the most ape kills with the best touch and timing.',
  FMVP: 'The Finals MVP: the player who rose highest when the championship was decided in the last series of the playoffs.',
  DPOS: 'The Defensive Player of the Season, for the combination of digs, blocks and block follows that no opponent could get past.',
  'Best Receiver':
    'For the steadiest pair of hands in serve receive: the player who took the hardest serves and turned them into first-ball chances.',
  'LuvLate Award':
    'A community honour named after one of the league’s founders, given to the player who did the most for the spirit of the league on and off the court.',
};

/** Long description of an award type, or the default text for a type outside the list. */
export function describeAwardType(type: string): string {
  return (AWARD_TYPE_DESCRIPTIONS as Record<string, string>)[type] ?? DEFAULT_AWARD_DESCRIPTION;
}

export const POSITIONS = ['Setter', 'Spiker', 'Libero', 'Blocker', 'All-Rounder', 'N/A'] as const;
export type Position = (typeof POSITIONS)[number];

/** A match is `live` from its first point to its approval (docs/product/live.md#match-state). */
export const MATCH_STATUSES = ['scheduled', 'live', 'completed'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const REGIONS = ['na', 'eu', 'as', 'sa'] as const;
export type Region = (typeof REGIONS)[number];

/**
 * A match's phase (docs/product/schedule-and-matches.md#data): `qualifiers` is the regular phase, whose
 * completed matches make the standings; `playoffs` matches feed the bracket.
 */
export const MATCH_PHASES = ['qualifiers', 'playoffs'] as const;
export type MatchPhase = (typeof MATCH_PHASES)[number];
export const MATCH_PHASE_LABELS: Record<MatchPhase, string> = {
  qualifiers: 'Regular season',
  playoffs: 'Playoffs',
};

export const ROLES = ['user', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** The 13 recorded stat fields of a stat line, in storage order. */
export const STAT_FIELDS = [
  'spikeKills',
  'spikeAttempts',
  'apeKills',
  'apeAttempts',
  'spikingErrors',
  'digs',
  'blocks',
  'assists',
  'aces',
  'settingErrors',
  'blockFollows',
  'servingErrors',
  'miscErrors',
] as const;
export type StatField = (typeof STAT_FIELDS)[number];
export type StatNumbers = Record<StatField, number>;
