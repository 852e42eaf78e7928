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
} from '@league/shared/schemas/players-writes';
import { DATA_LOGIN_REQUIRED, LoginRequiredError } from '../../../components/admin/admin-request.ts';
import { isLoginMissing } from '../../../components/admin/failure-text.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { BatchPlayerRequestRow } from '../api/players-admin-api.ts';

export interface BatchRowDraft {
  /** Stable key for React while rows are added and removed. */
  key: number;
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

export function emptyBatchRow(key: number): BatchRowDraft {
  return { key, name: '', position: '', teamNames: '', season: '' };
}

/** 'a, B ,, c' → ['a', 'b', 'c']. */
export function splitTeamNames(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/** Every problem of the rows, one line per bad row, numbered from 1. */
export function validateBatchRows(rows: readonly BatchRowDraft[]): string[] {
  const problems: string[] = [];
  rows.forEach((row, index) => {
    if (row.name.trim() === '' || row.position.trim() === '') problems.push(batchRowMessage(index + 1));
    else if (row.season.trim() !== '' && !/^[1-9]\d*$/.test(row.season.trim()))
      problems.push(SEASON_NUMBER_MESSAGE(index + 1));
  });
  return problems;
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
