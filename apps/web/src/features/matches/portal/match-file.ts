/**
 * The match file import (docs/product/schedule-and-matches.md#match-file-import): a CSV with one match a row,
 * parsed in the browser with papaparse and validated whole with the server's MatchFileImportBodySchema, every
 * problem listed before sending.
 */
import { SET_SCORE_KEYS } from '@league/shared/domain/standings-matches';
import { type MatchFileImportBody, MatchFileImportBodySchema } from '@league/shared/schemas/match-imports';
import Papa from 'papaparse';

export const MATCH_FILE_COLUMNS = [
  'matchNumber',
  'round',
  'date',
  'team1Name',
  'team2Name',
  'status',
  ...SET_SCORE_KEYS,
  'tags',
  'phase',
  'division',
] as const;
const REQUIRED_COLUMNS = ['matchNumber', 'round', 'date', 'team1Name', 'team2Name'] as const;

export type MatchFileRow = Record<(typeof MATCH_FILE_COLUMNS)[number], string>;

export interface MatchFileResult {
  /** The rows as read, for the preview. */
  rows: MatchFileRow[];
  /** Every problem found, each naming its row; empty when the file can be imported. */
  problems: string[];
  /** The request body, present only when there is no problem. */
  body: MatchFileImportBody | null;
}

/** Header names compared without case, spaces, dashes or underscores ('Team 1 Name' = 'team1Name'). */
const headerKey = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');
const COLUMN_BY_KEY = new Map<string, string>(
  MATCH_FILE_COLUMNS.map((column) => [headerKey(column), column]),
);

function toRow(record: Record<string, string | undefined>): MatchFileRow {
  const row = {} as MatchFileRow;
  for (const column of MATCH_FILE_COLUMNS) row[column] = (record[column] ?? '').trim();
  return row;
}

/** What the schema gets for one row: blanks left out, tags split on commas or semicolons. */
function toRequestRow(row: MatchFileRow) {
  const entry: Record<string, unknown> = {};
  for (const column of MATCH_FILE_COLUMNS) {
    if (row[column] !== '') entry[column] = row[column];
  }
  if (row.tags) entry.tags = row.tags.split(/[;,]/);
  return entry;
}

/** Parses and validates a match file for a season (by id) and region. */
export function parseMatchFile(
  text: string,
  options: { seasonId: number | null; region: string },
): MatchFileResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => COLUMN_BY_KEY.get(headerKey(header)) ?? header.trim(),
  });
  const problems: string[] = [];
  const fields = parsed.meta.fields ?? [];
  for (const column of REQUIRED_COLUMNS) {
    if (!fields.includes(column)) problems.push(`The file has no "${column}" column`);
  }
  for (const error of parsed.errors) {
    problems.push(error.row === undefined ? error.message : `Row ${error.row + 1}: ${error.message}`);
  }
  const rows = parsed.data.map(toRow);
  if (problems.length > 0) return { rows, problems, body: null };

  const result = MatchFileImportBodySchema.safeParse({
    seasonId: options.seasonId ?? undefined,
    region: options.region,
    matches: rows.map(toRequestRow),
  });
  if (result.success) return { rows, problems: [], body: result.data };
  for (const issue of result.error.issues) {
    const [first, index, field] = issue.path;
    if (first === 'matches' && typeof index === 'number') {
      const label = rows[index]?.matchNumber ? ` (${rows[index]?.matchNumber})` : '';
      problems.push(`Row ${index + 1}${label}${field ? `, ${String(field)}` : ''}: ${issue.message}`);
    } else if (first === 'seasonId') {
      problems.push('Choose the season of these matches');
    } else {
      problems.push(issue.message);
    }
  }
  return { rows, problems, body: null };
}
