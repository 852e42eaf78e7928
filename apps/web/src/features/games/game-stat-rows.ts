import { deriveStats, pickStatNumbers, sumStatLines } from '@league/shared/domain/derived-stats';
import type { StatColumnKey } from '@league/shared/domain/stat-columns';
import type { GameDetail, GameStatLine } from '@league/shared/schemas/games';

/**
 * Columns of the single game's player table: the recorded numbers plus Spike%
 * (docs/product/games.md#game-page).
 */
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
  | { kind: 'player'; id: string; playerId: number; name: string; values: GameStatValues }
  | { kind: 'total'; id: string; name: string; values: GameStatValues };

function valuesOf(line: Parameters<typeof pickStatNumbers>[0]): GameStatValues {
  const derived = deriveStats(pickStatNumbers(line));
  return Object.fromEntries(GAME_STAT_COLUMNS.map((key) => [key, derived[key]])) as GameStatValues;
}

function teamSection(
  heading: Extract<GameTableRow, { kind: 'team' }>,
  lines: readonly GameStatLine[],
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
        values: valuesOf(line),
      }),
    ),
    { kind: 'total', id: `${heading.id}-total`, name: 'Team total', values: valuesOf(sumStatLines(lines)) },
  ];
}

/**
 * The player table's rows split by team (team 1 first), each team opened by its separator row and closed
 * by its total; lines on neither roster come last under 'Other players'. An empty game gives no rows.
 */
export function buildGameTableRows(game: Pick<GameDetail, 'teams' | 'stats'>): GameTableRow[] {
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

/** Spike% on the game page: the fraction as a percentage with 1 decimal (docs/product/games.md#game-page). */
export function formatSpikePercent(fraction: number): string {
  if (!Number.isFinite(fraction)) return 'N/A';
  return `${(fraction * 100).toFixed(1)}%`;
}
