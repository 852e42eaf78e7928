/**
 * The Create Players modal's rows (docs/product/players.md#rules-and-constants): each needs a name and a
 * position, else 'Row {n}: Name and Position are required.'; names are lower-cased; team names are
 * comma-separated, trimmed, lower-cased, blanks dropped; an optional season number says which season's teams
 * are meant.
 */
import {
  batchRowMessage,
  normalizePlayerName,
  normalizePosition,
} from '@league/shared/schemas/players-admin';
import { z } from 'zod';
import { DATA_LOGIN_REQUIRED, LoginRequiredError } from '../../../components/admin/admin-request.ts';
import { isLoginMissing } from '../../../components/admin/failure-text.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { BatchPlayerRequestRow } from '../api/players-admin-api.ts';

export interface BatchRowDraft {
  name: string;
  position: string;
  /** Comma-separated team names as typed. */
  teamNames: string;
  /** Season number as typed; blank = each team name's most recent season. */
  season: string;
}

export const BATCH_FAILED = 'Batch creation failed';
export const CREATE_PLAYERS_RETRY = 'Failed to create players. Please try again.';
export const CREATE_PLAYERS_NO_RESPONSE = 'Failed to create players. No response received.';
export const SEASON_NUMBER_MESSAGE = (row: number) => `Row ${row}: Season must be a positive whole number.`;

export function emptyBatchRow(): BatchRowDraft {
  return { name: '', position: '', teamNames: '', season: '' };
}

/** 'a, B ,, c' → ['a', 'b', 'c']. */
export function splitTeamNames(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

const isBlank = (text: string) => text.trim() === '';

/**
 * The rows as typed, checked and turned into the request: a missing name or position is said on that
 * field with its row's message, a bad season number on the season.
 */
export const BatchRowsFormSchema = z
  .object({
    rows: z.array(
      z.object({ name: z.string(), position: z.string(), teamNames: z.string(), season: z.string() }),
    ),
  })
  .superRefine(({ rows }, ctx) => {
    rows.forEach((row, i) => {
      const missing = (['name', 'position'] as const).filter((field) => isBlank(row[field]));
      for (const field of missing) {
        ctx.addIssue({ code: 'custom', path: ['rows', i, field], message: batchRowMessage(i + 1) });
      }
      if (missing.length === 0 && !isBlank(row.season) && !/^[1-9]\d*$/.test(row.season.trim())) {
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'season'], message: SEASON_NUMBER_MESSAGE(i + 1) });
      }
    });
  })
  .transform(({ rows }) => toBatchRequest(rows));

/** The server names a row's field as `{row}.{field}`; the form as `rows.{row}.{field}`. */
export function batchFieldOf(path: string): string | null {
  const match = /^(\d+)\.(teamNames|seasonNumber|name|position)$/.exec(path);
  if (!match) return null;
  return `rows.${match[1]}.${match[2] === 'seasonNumber' ? 'season' : match[2]}`;
}

/** Every problem of the rows, one line per bad row, numbered from 1. */
export function validateBatchRows(rows: readonly BatchRowDraft[]): string[] {
  const parsed = BatchRowsFormSchema.safeParse({ rows });
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
}

/** The request rows; call after validateBatchRows found nothing. */
export function toBatchRequest(rows: readonly BatchRowDraft[]): BatchPlayerRequestRow[] {
  return rows.map((row) => {
    const season = row.season.trim();
    return {
      name: normalizePlayerName(row.name),
      position: normalizePosition(row.position),
      teamNames: splitTeamNames(row.teamNames),
      ...(season ? { seasonNumber: Number(season) } : {}),
    };
  });
}

/**
 * The failure texts of docs/product/players.md#errors: the server's message (and its per-row details) under
 * 'Batch creation failed'; no answer at all (network) → 'No response received'; anything else → 'Please try
 * again'.
 */
export function batchFailureMessages(error: unknown): string[] {
  if (error instanceof LoginRequiredError || isLoginMissing(error))
    return [DATA_LOGIN_REQUIRED.createPlayers];
  if (error instanceof ApiError) {
    const details = error.errors.map((e) => e.message);
    const main = error.serverMessage ? `${BATCH_FAILED}: ${error.serverMessage}` : BATCH_FAILED;
    return [main, ...details.filter((d) => !main.includes(d))];
  }
  if (error instanceof TypeError) return [CREATE_PLAYERS_NO_RESPONSE];
  return [CREATE_PLAYERS_RETRY];
}
