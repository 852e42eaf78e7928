/**
 * A game's box score (docs/product/games.md#game-page): the player table's columns and rows, one section per
 * team closed by its total. The game page draws it; the API writes the same rows as the game's export
 * (docs/product/games.md#exports).
 */
import { deriveStats, pickStatNumbers, sumStatLines } from './derived-stats.ts';
import type { StatNumbers } from './league.ts';
import { getStatColumn, type StatColumnKey } from './stat-columns.ts';
import type { ExportColumn } from './table-export.ts';

/** What the box score needs of a game (the API's GameDetail has it). */
export interface BoxScoreGame {
  teams: readonly { id: number; name: string; logoUrl: string | null }[];
  stats: readonly BoxScoreLine[];
}
export type BoxScoreLine = StatNumbers & {
  id: number;
  player: { id: number; name: string };
  teamId: number | null;
};

/** Columns of the single game's player table: the recorded numbers plus Spike%. */
export const GAME_STAT_COLUMNS = [
  'spikeKills',
  'spikeAttempts',
  'spikePct',
  'spikingErrors',
  'apeKills',
  'apeAttempts',
  'blocks',
  'blockFollows',
  'digs',
  'assists',
  'settingErrors',
  'aces',
  'servingErrors',
  'miscErrors',
] as const satisfies readonly StatColumnKey[];
export type GameStatColumn = (typeof GAME_STAT_COLUMNS)[number];

/** The table's header groups over GAME_STAT_COLUMNS, with each column's short label. */
export const GAME_STAT_GROUPS: readonly { label: string; columns: readonly [GameStatColumn, string][] }[] = [
  {
    label: 'Spiking',
    columns: [
      ['spikeKills', 'Kills'],
      ['spikeAttempts', 'Att.'],
      ['spikePct', '%'],
      ['spikingErrors', 'Err.'],
    ],
  },
  {
    label: 'Ape',
    columns: [
      ['apeKills', 'Kills'],
      ['apeAttempts', 'Att.'],
    ],
  },
  {
    label: 'Defence',
    columns: [
      ['blocks', 'Blocks'],
      ['blockFollows', 'Follows'],
      ['digs', 'Digs'],
    ],
  },
  {
    label: 'Setting',
    columns: [
      ['assists', 'Assists'],
      ['settingErrors', 'Err.'],
    ],
  },
  {
    label: 'Serving',
    columns: [
      ['aces', 'Aces'],
      ['servingErrors', 'Err.'],
    ],
  },
  { label: 'Misc', columns: [['miscErrors', 'Err.']] },
];
export type GameStatValues = Record<GameStatColumn, number>;

/** A row of the table: a team's separator heading, one player's line, or the team's total. */
export type GameTableRow =
  | {
      kind: 'team';
      id: string;
      teamId: number | null;
      name: string;
      logoUrl: string | null;
      side: 1 | 2 | null;
    }
  | { kind: 'player'; id: string; playerId: number; name: string; team: string; values: GameStatValues }
  | { kind: 'total'; id: string; name: string; team: string; values: GameStatValues };

function valuesOf(line: Parameters<typeof pickStatNumbers>[0]): GameStatValues {
  const derived = deriveStats(pickStatNumbers(line));
  return Object.fromEntries(GAME_STAT_COLUMNS.map((key) => [key, derived[key]])) as GameStatValues;
}

function teamSection(
  heading: Extract<GameTableRow, { kind: 'team' }>,
  lines: readonly BoxScoreLine[],
): GameTableRow[] {
  if (lines.length === 0) return [];
  return [
    heading,
    ...lines.map(
      (line): GameTableRow => ({
        kind: 'player',
        id: `line-${line.id}`,
        playerId: line.player.id,
        name: line.player.name,
        team: heading.name,
        values: valuesOf(line),
      }),
    ),
    {
      kind: 'total',
      id: `${heading.id}-total`,
      name: TEAM_TOTAL,
      team: heading.name,
      values: valuesOf(sumStatLines(lines)),
    },
  ];
}

/**
 * The player table's rows split by team (team 1 first), each team opened by its separator row and closed
 * by its total; lines on neither roster come last under 'Other players'. An empty game gives no rows.
 */
export function buildGameTableRows(game: BoxScoreGame): GameTableRow[] {
  const teamIds = new Set(game.teams.map((team) => team.id));
  const sections = game.teams.map((team, index) =>
    teamSection(
      {
        kind: 'team',
        id: `team-${team.id}`,
        teamId: team.id,
        name: team.name,
        logoUrl: team.logoUrl,
        side: index === 0 ? 1 : index === 1 ? 2 : null,
      },
      game.stats.filter((line) => line.teamId === team.id),
    ),
  );
  const others = game.stats.filter((line) => line.teamId === null || !teamIds.has(line.teamId));
  sections.push(
    teamSection(
      { kind: 'team', id: 'team-other', teamId: null, name: 'Other players', logoUrl: null, side: null },
      others,
    ),
  );
  return sections.flat();
}

const TEAM_TOTAL = 'Team total';

/** Spike% on the game page: the fraction as a percentage with 1 decimal (docs/product/games.md#game-page). */
export function formatSpikePercent(fraction: number): string {
  if (!Number.isFinite(fraction)) return 'N/A';
  return `${(fraction * 100).toFixed(1)}%`;
}

/** The box score's cell of a stat: Spike% as the percentage the page shows (1 decimal), counts as they are. */
function boxScoreValue(key: GameStatColumn, value: number): number | null {
  if (key !== 'spikePct') return value;
  const text = formatSpikePercent(value);
  return text === 'N/A' ? null : Number(text.slice(0, -1));
}

/**
 * The export's columns (docs/product/games.md#exports): Team and Player, then every stat column of the table
 * under its full registry label. The rows are the table's, without the team headings (each row names its
 * team); a team's total is the row whose Player is 'Team total'.
 */
export const BOX_SCORE_EXPORT_COLUMNS: readonly ExportColumn<Exclude<GameTableRow, { kind: 'team' }>>[] = [
  { key: 'team', label: 'Team', value: (row) => row.team },
  { key: 'player', label: 'Player', value: (row) => row.name },
  ...GAME_STAT_COLUMNS.map((key) => ({
    key,
    label: getStatColumn(key).label,
    value: (row: { values: GameStatValues }) => boxScoreValue(key, row.values[key]),
  })),
];

/** The rows of the export: every player line and team total, in the table's order. */
export function boxScoreExportRows(game: BoxScoreGame): Exclude<GameTableRow, { kind: 'team' }>[] {
  return buildGameTableRows(game).filter((row) => row.kind !== 'team');
}
