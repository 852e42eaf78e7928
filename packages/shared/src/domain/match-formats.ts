/**
 * Match formats and their league-points schemes (docs/product/standings.md#points-schemes): one registry, so
 * the rules text under the table, the portal's format choice, the valid results of a match and the points
 * a result earns all come from the same rows.
 */

export const MATCH_FORMAT_IDS = ['bestOf5', 'bestOf3'] as const;
export type MatchFormatId = (typeof MATCH_FORMAT_IDS)[number];

/** A season plays best of 5 sets unless staff choose otherwise. */
export const DEFAULT_MATCH_FORMAT: MatchFormatId = 'bestOf5';

/** One result a side can have, in sets, and the league points it earns. */
export interface PointsRow {
  won: number;
  lost: number;
  points: number;
}

export interface MatchFormat {
  id: MatchFormatId;
  label: string;
  /** Sets a side needs to win the match. */
  setsToWin: number;
  /** Every result the format allows, from one side's view, winners first. */
  points: readonly PointsRow[];
}

export const MATCH_FORMATS: readonly MatchFormat[] = [
  {
    id: 'bestOf5',
    label: 'Best of 5 sets',
    setsToWin: 3,
    points: [
      { won: 3, lost: 0, points: 3 },
      { won: 3, lost: 1, points: 3 },
      { won: 3, lost: 2, points: 2 },
      { won: 2, lost: 3, points: 1 },
      { won: 1, lost: 3, points: 0 },
      { won: 0, lost: 3, points: 0 },
    ],
  },
  {
    id: 'bestOf3',
    label: 'Best of 3 sets',
    setsToWin: 2,
    points: [
      { won: 2, lost: 0, points: 3 },
      { won: 2, lost: 1, points: 2 },
      { won: 1, lost: 2, points: 1 },
      { won: 0, lost: 2, points: 0 },
    ],
  },
];

/** Whether a text names a format of the registry (stored settings, query strings). */
export function isMatchFormatId(value: string): value is MatchFormatId {
  return (MATCH_FORMAT_IDS as readonly string[]).includes(value);
}

/** The registry row of a format id. */
export function getMatchFormat(id: MatchFormatId): MatchFormat {
  return MATCH_FORMATS.find((f) => f.id === id) as MatchFormat;
}

/**
 * League points of a side that won `won` sets and lost `lost` (docs/product/standings.md#points-schemes):
 * the scheme's row for that result; null when the format does not allow the result (3-3, 4-1, 2-2).
 */
export function leaguePointsFor(format: MatchFormat, won: number, lost: number): number | null {
  return format.points.find((row) => row.won === won && row.lost === lost)?.points ?? null;
}

/** Whether `team1Sets`-`team2Sets` is a finished match of the format. */
export function isMatchResult(format: MatchFormat, team1Sets: number, team2Sets: number): boolean {
  return leaguePointsFor(format, team1Sets, team2Sets) !== null;
}

/** Every finished result of a match as [team1 sets, team2 sets], team1's wins first. */
export function matchResultsOf(format: MatchFormat): readonly (readonly [number, number])[] {
  return format.points.map((row) => [row.won, row.lost] as const);
}

const score = (row: PointsRow) => `${row.won}-${row.lost}`;

function joinOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * The scheme in words, built from the rows (docs/product/standings.md#points-schemes): results with the same
 * points and the same outcome share a clause, e.g. 'Best of 5 sets: 3 points for a 3-0 or 3-1 win, 2 for a
 * 3-2 win, 1 for a 2-3 loss, 0 for a 1-3 or 0-3 loss.'
 */
export function describePointsScheme(format: MatchFormat): string {
  const clauses: string[] = [];
  let group: PointsRow[] = [];
  const flush = () => {
    const first = group[0];
    if (!first) return;
    const outcome = first.won > first.lost ? 'win' : 'loss';
    const unit = clauses.length === 0 ? (first.points === 1 ? ' point' : ' points') : '';
    clauses.push(`${first.points}${unit} for a ${joinOr(group.map(score))} ${outcome}`);
    group = [];
  };
  for (const row of format.points) {
    const first = group[0];
    if (first && (first.points !== row.points || first.won > first.lost !== row.won > row.lost)) flush();
    group.push(row);
  }
  flush();
  return `${format.label}: ${clauses.join(', ')}.`;
}
