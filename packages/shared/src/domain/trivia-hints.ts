/**
 * Trivia hint texts (docs/product/trivia.md#hints). Builders take plain data and return the hints in the
 * order of docs/product/trivia.md#hints; `arrangeHints` keeps the first (free) hint and shuffles the rest.
 */
import { championshipRings, isMissedPlayoffs } from './placements.ts';

export interface HintTeam {
  name: string;
  seasonNumber: number;
  placement: string;
}

export interface PlayerHintData {
  name: string;
  teams: readonly HintTeam[];
  /** One entry per award won. */
  awardTypes: readonly string[];
  recordCount: number;
}

export interface TeamHintData {
  name: string;
  placement: string;
  seasonNumber: number;
  seasonTheme: string;
  /** YYYY-MM-DD. */
  seasonStartDate: string;
  /** Roster names in the order the caller lists them (first and last player hints). */
  playerNames: readonly string[];
  gameCount: number;
}

export interface SeasonHintData {
  seasonNumber: number;
  theme: string;
  teamCount: number;
  gameCount: number;
  awardCount: number;
  recordCount: number;
  startDate: string;
  endDate: string | null;
  /** Team names in the order the caller lists them (first team hint). */
  teamNames: readonly string[];
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function firstLetter(text: string): string {
  return text.trim().charAt(0).toUpperCase();
}

function lastLetter(text: string): string {
  return text.trim().slice(-1).toUpperCase();
}

/** A team name without a trailing season tag such as "(s3)". */
function withoutSeasonTag(name: string): string {
  return name.replace(/\s*\(s\d+\)\s*$/i, '').trim();
}

function teamLabel(team: HintTeam | undefined): string {
  return team ? `${team.name} (Season ${team.seasonNumber})` : 'none';
}

/**
 * Player hints, 12, in the order of docs/product/trivia.md#hints: first letter; number of teams; number of
 * awards; number of records; name length; first team; most recent team; distinct award types; last letter;
 * all team names; championship rings (1st Place, any division) or "No championship rings"; missed playoffs.
 * Teams are ordered by season number.
 */
export function buildPlayerHints(data: PlayerHintData): string[] {
  const teams = [...data.teams].sort((a, b) => a.seasonNumber - b.seasonNumber);
  const awardTypes = [...new Set(data.awardTypes)];
  const rings = championshipRings(teams.map((t) => t.placement));
  const missed = teams.filter((t) => isMissedPlayoffs(t.placement)).length;
  return [
    `Their name starts with "${firstLetter(data.name)}"`,
    `Has played for ${plural(teams.length, 'team', 'teams')}`,
    `Has won ${plural(data.awardTypes.length, 'award', 'awards')}`,
    `Holds ${plural(data.recordCount, 'record', 'records')}`,
    `Their name is ${plural(data.name.trim().length, 'character', 'characters')} long`,
    `Their first team: ${teamLabel(teams[0])}`,
    `Their most recent team: ${teamLabel(teams.at(-1))}`,
    awardTypes.length > 0 ? `Award types won: ${awardTypes.join(', ')}` : 'No award types won',
    `Their name ends with "${lastLetter(data.name)}"`,
    // A franchise kept over several seasons is one name in this list.
    teams.length > 0 ? `Teams: ${[...new Set(teams.map((t) => t.name))].join(', ')}` : 'Teams: none',
    rings > 0 ? `${plural(rings, 'championship ring', 'championship rings')}` : 'No championship rings',
    `Missed the playoffs ${plural(missed, 'time', 'times')}`,
  ];
}

/**
 * Team hints, 10, in the order of docs/product/trivia.md#hints: first letter; placement; player count; game
 * count; season number; season theme; name length (without a trailing "(sN)"); first player; last player;
 * season start date.
 */
export function buildTeamHints(data: TeamHintData): string[] {
  return [
    `The team name starts with "${firstLetter(data.name)}"`,
    `Placement: ${data.placement}`,
    `Has ${plural(data.playerNames.length, 'player', 'players')}`,
    `Played ${plural(data.gameCount, 'game', 'games')}`,
    `Played in Season ${data.seasonNumber}`,
    `Season theme: ${data.seasonTheme}`,
    `The team name is ${plural(withoutSeasonTag(data.name).length, 'character', 'characters')} long`,
    `First player: ${data.playerNames[0] ?? 'none'}`,
    `Last player: ${data.playerNames.at(-1) ?? 'none'}`,
    `The season started on ${data.seasonStartDate}`,
  ];
}

/**
 * Season hints, 10, in the order of docs/product/trivia.md#hints: first letter "S"; season number; theme;
 * team count; game count; award count; record count; start date; end date ('not ended yet' when missing);
 * first team.
 */
export function buildSeasonHints(data: SeasonHintData): string[] {
  return [
    'The answer starts with "S"',
    `The season number is ${data.seasonNumber}`,
    `Theme: ${data.theme}`,
    `Had ${plural(data.teamCount, 'team', 'teams')}`,
    `Had ${plural(data.gameCount, 'game', 'games')}`,
    `Gave out ${plural(data.awardCount, 'award', 'awards')}`,
    `Holds ${plural(data.recordCount, 'record', 'records')}`,
    `Started on ${data.startDate}`,
    data.endDate ? `Ended on ${data.endDate}` : 'Has not ended yet',
    `First team: ${data.teamNames[0] ?? 'none'}`,
  ];
}

/**
 * Hint order of a round (docs/product/trivia.md#hints, docs/product/trivia.md#rules-and-constants): the first
 * hint stays first, the rest are shuffled (Fisher–Yates) with the injected `random` returning numbers in [0,
 * 1).
 */
export function arrangeHints(hints: readonly string[], random: () => number): string[] {
  const [first, ...rest] = hints;
  if (first === undefined) return [];
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const a = rest[i] as string;
    rest[i] = rest[j] as string;
    rest[j] = a;
  }
  return [first, ...rest];
}
