/**
 * The league's stat-sheet CSV (docs/product/stat-uploads.md#sheet-layout,
 * docs/product/stat-uploads.md#rules-and-constants). Runs in the browser for the upload preview and on the
 * server, which validates the resulting JSON again. Problems are returned, never thrown.
 *
 *   SEASON: 12,Spikes,,,,,Blocks,…
 *   Sets: 3 - 1,Spiking Errors,Ape Kills,…
 *   Storm Crows,,,,…            ← a team-name row starts that team's block (the first team is team 1)
 *   nightowl_77,2,3,6,11,24,…   ← name, then the 13 numbers in CSV_STAT_ORDER
 */
import Papa from 'papaparse';
import type { StatField, StatNumbers } from './league.ts';

/** Column order of the 13 numbers after the player name (docs/product/stat-uploads.md#sheet-layout). */
export const CSV_STAT_ORDER = [
  'spikingErrors',
  'apeKills',
  'apeAttempts',
  'spikeKills',
  'spikeAttempts',
  'blocks',
  'assists',
  'digs',
  'blockFollows',
  'aces',
  'miscErrors',
  'settingErrors',
  'servingErrors',
] as const satisfies readonly StatField[];

export type CsvMode = 'create' | 'add';

export const CSV_MESSAGES = {
  notCsv: 'Please select a CSV file',
  negativeScore: 'Set scores cannot be negative. All scores must be 0 or positive.',
  bothZero: 'Set scores cannot be 0 for both teams. At least one team must have a score above 0.',
  tie: 'Set scores cannot be tied. One team must win the match.',
  underTwo: 'At least one team score must be 2 or above for a valid match result.',
  noSeason: "Could not find season number in the CSV (e.g., 'SEASON: 5')",
  noScore: "Could not find sets score in the CSV (e.g., 'Sets: 3 - 1' or 'Score: 2 - 0')",
  teams: 'Could not find exactly two team names in the CSV',
  noPlayers: 'No player stats found in the CSV',
} as const;

export interface CsvPlayerLine {
  /** Lower-cased player name. */
  playerName: string;
  /** The team block the row sits in: 0 = team 1, 1 = team 2. */
  teamIndex: 0 | 1;
  /** 1-based line number in the file, for messages. */
  line: number;
  stats: StatNumbers;
}

export interface ParsedStatsCsv {
  seasonNumber: number | null;
  team1Score: number | null;
  team2Score: number | null;
  teamNames: string[];
  players: CsvPlayerLine[];
  /** Every problem found, in file order; empty when the sheet can be uploaded. */
  errors: string[];
}

/** Labels of the sheet's header rows; a row made only of these (and blanks) is a header. */
const HEADER_LABELS = new Set(
  [
    'spikes',
    'blocks',
    'sets',
    'recieves',
    'receives',
    'serves',
    'errors',
    'spiking errors',
    'ape kills',
    'ape attempts',
    'kills',
    'attempts',
    'total',
    'assists',
    'spike',
    'digs',
    'bfs',
    'block follows',
    'aces',
    'misc. errors',
    'misc errors',
    'set. errors',
    'set errors',
    'setting errors',
    'serve errors',
    'serving errors',
    'name',
    'player',
  ].map((s) => s.toLowerCase()),
);

const SEASON_CELL = /^season:\s*(\d+)$/i;
const SCORE_CELL = /^(?:sets|score):\s*(-?\d+)\s*-\s*(-?\d+)$/i;

export function isCsvFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.csv');
}

const isHeaderRow = (cells: string[]) => {
  const filled = cells.filter((c) => c !== '');
  return filled.length > 1 && filled.every((c) => HEADER_LABELS.has(c.toLowerCase()));
};

/**
 * Non-numeric values count as 0 (docs/product/stat-uploads.md#sheet-layout); decimals are truncated to whole
 * counts.
 */
const toCount = (cell: string | undefined): number => {
  const n = Number.parseFloat((cell ?? '').trim());
  return Number.isFinite(n) ? Math.trunc(n) : 0;
};

function readStats(cells: string[]): StatNumbers {
  const stats = {} as StatNumbers;
  CSV_STAT_ORDER.forEach((field, i) => {
    stats[field] = toCount(cells[i + 1]);
  });
  return stats;
}

/** Problems with one player's numbers: negative counts and kills above attempts. */
export function checkStatLine(name: string, stats: StatNumbers): string[] {
  const problems: string[] = [];
  for (const [field, value] of Object.entries(stats)) {
    if (value < 0) problems.push(`${name}: ${field} cannot be negative`);
  }
  if (stats.spikeKills > stats.spikeAttempts) {
    problems.push(
      `${name}: spike kills (${stats.spikeKills}) cannot exceed spike attempts (${stats.spikeAttempts})`,
    );
  }
  if (stats.apeKills > stats.apeAttempts) {
    problems.push(`${name}: ape kills (${stats.apeKills}) cannot exceed ape attempts (${stats.apeAttempts})`);
  }
  return problems;
}

/** Set-score rules of create mode, in the order docs/product/stat-uploads.md#sheet-checks lists them. */
export function checkSetScores(team1Score: number, team2Score: number): string | null {
  if (team1Score < 0 || team2Score < 0) return CSV_MESSAGES.negativeScore;
  if (team1Score === 0 && team2Score === 0) return CSV_MESSAGES.bothZero;
  if (team1Score === team2Score) return CSV_MESSAGES.tie;
  if (team1Score < 2 && team2Score < 2) return CSV_MESSAGES.underTwo;
  return null;
}

interface ScanState extends ParsedStatsCsv {
  seen: Set<string>;
}

function scanRow(state: ScanState, cells: string[], line: number): void {
  const first = cells[0] ?? '';
  const season = SEASON_CELL.exec(first);
  if (season) {
    state.seasonNumber = Number(season[1]);
    return;
  }
  const score = SCORE_CELL.exec(first);
  if (score) {
    state.team1Score = Number(score[1]);
    state.team2Score = Number(score[2]);
    return;
  }
  if (first === '' || isHeaderRow(cells)) return;
  if (cells.slice(1).every((c) => c === '')) {
    state.teamNames.push(first);
    return;
  }
  if (cells.length < 14) {
    state.errors.push(`Line ${line} (${first}): a player row needs a name and 13 numbers`);
    return;
  }
  const stats = readStats(cells);
  if (Object.values(stats).every((v) => v === 0)) return;
  const playerName = first.toLowerCase();
  if (state.teamNames.length === 0) {
    state.errors.push(`Line ${line} (${playerName}): player row before any team name`);
    return;
  }
  if (state.seen.has(playerName)) state.errors.push(`Line ${line}: ${playerName} appears more than once`);
  state.seen.add(playerName);
  state.errors.push(...checkStatLine(playerName, stats).map((p) => `Line ${line}: ${p}`));
  state.players.push({ playerName, teamIndex: state.teamNames.length > 1 ? 1 : 0, line, stats });
}

/** Parses a stat sheet; `mode` decides whether the season and set score are required (create) or not (add). */
export function parseStatsCsv(text: string, mode: CsvMode): ParsedStatsCsv {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const state: ScanState = {
    seasonNumber: null,
    team1Score: null,
    team2Score: null,
    teamNames: [],
    players: [],
    errors: [],
    seen: new Set(),
  };
  data.forEach((row, i) => {
    scanRow(
      state,
      row.map((c) => String(c ?? '').trim()),
      i + 1,
    );
  });
  const errors: string[] = [];
  if (mode === 'create') {
    if (state.seasonNumber === null) errors.push(CSV_MESSAGES.noSeason);
    if (state.team1Score === null || state.team2Score === null) errors.push(CSV_MESSAGES.noScore);
    else {
      const scoreProblem = checkSetScores(state.team1Score, state.team2Score);
      if (scoreProblem) errors.push(scoreProblem);
    }
  }
  if (state.teamNames.length !== 2) errors.push(CSV_MESSAGES.teams);
  if (state.players.length === 0) errors.push(CSV_MESSAGES.noPlayers);
  const { seen: _seen, ...parsed } = state;
  return { ...parsed, errors: [...errors, ...state.errors] };
}

/** The name of a game created from a sheet (docs/product/stat-uploads.md#rules-and-constants). */
export function csvGameName(team1: string, team2: string, seasonNumber: number): string {
  return `${team1} vs. ${team2} S${seasonNumber}`;
}
