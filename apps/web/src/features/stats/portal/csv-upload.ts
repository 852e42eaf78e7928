/**
 * The stat-sheet upload's pure steps (docs/product/stat-uploads.md#upload-csv,
 * docs/product/stat-uploads.md#rules-and-constants, docs/product/stat-uploads.md#sheet-layout): parse the
 * sheet in the browser, resolve its `SEASON: n` to the season's id, list every problem, build the request
 * bodies, read the server's `missingPlayers` answer and build the request that creates them.
 */
import type { Stage } from '@league/shared/domain/league';
import { parsePositiveInt } from '@league/shared/domain/list-filters';
import { type CsvMode, type ParsedStatsCsv, parseStatsCsv } from '@league/shared/domain/stats-csv';
import type { AddToGameBody, BatchCsvBody } from '@league/shared/schemas/stat-uploads';
import { type MissingPlayer, MissingPlayerSchema } from '@league/shared/schemas/stat-uploads';
import { DATA_LOGIN_REQUIRED, LoginRequiredError } from '../../../components/admin/admin-request.ts';
import { isLoginMissing } from '../../../components/admin/failure-text.ts';
import { ApiError } from '../../../lib/api-client.ts';

export const GAME_ID_MESSAGE = 'Please enter a valid Game ID (a positive number).';
export const STAGE_MESSAGE = 'Choose a match stage';
export const UPLOAD_FAILED_FALLBACK = 'CSV upload failed, correct & try again';
export const ADD_FAILED_FALLBACK = 'Failed to add stats to game';
export const DEFAULT_MISSING_POSITION = 'N/A';

export interface SeasonChoice {
  id: number;
  seasonNumber: number;
}

export interface CsvPreview {
  parsed: ParsedStatsCsv;
  /** The id of the sheet's season (create mode), or null when it is missing or unknown. */
  seasonId: number | null;
  /** Every problem of the sheet, parse errors first; nothing may be sent while this is not empty. */
  problems: string[];
}

export const unknownSeasonMessage = (seasonNumber: number) =>
  `Season ${seasonNumber} does not exist (the CSV says 'SEASON: ${seasonNumber}')`;

/**
 * The id of the season with that number (docs/product/api-contract.md#season-references,
 * docs/product/stat-uploads.md#sheet-layout: the sheet names a number, the API wants an id).
 */
export function resolveSeasonId(
  seasonNumber: number | null,
  seasons: readonly SeasonChoice[],
): number | null {
  if (seasonNumber === null) return null;
  return seasons.find((s) => s.seasonNumber === seasonNumber)?.id ?? null;
}

/** Parses the sheet and lists its problems; in create mode an unknown season number is one of them. */
export function buildCsvPreview(text: string, mode: CsvMode, seasons: readonly SeasonChoice[]): CsvPreview {
  const parsed = parseStatsCsv(text, mode);
  const problems = [...parsed.errors];
  let seasonId: number | null = null;
  if (mode === 'create' && parsed.seasonNumber !== null) {
    seasonId = resolveSeasonId(parsed.seasonNumber, seasons);
    if (seasonId === null) problems.push(unknownSeasonMessage(parsed.seasonNumber));
  }
  return { parsed, seasonId, problems };
}

/** A positive whole game id from the add-mode field, or null. */
export function parseGameId(text: string): number | null {
  return parsePositiveInt(text.trim());
}

function statsData(parsed: ParsedStatsCsv) {
  return parsed.players.map((line) => ({
    ...line.stats,
    playerName: line.playerName,
    teamName: parsed.teamNames[line.teamIndex] ?? '',
  }));
}

/** POST /api/stats/batch-csv body; only called on a preview without problems. */
export function buildBatchCsvBody(preview: CsvPreview, stage: Stage): BatchCsvBody {
  const { parsed } = preview;
  return {
    gameData: {
      teamNames: [parsed.teamNames[0] ?? '', parsed.teamNames[1] ?? ''],
      seasonId: preview.seasonId ?? 0,
      team1Score: parsed.team1Score ?? 0,
      team2Score: parsed.team2Score ?? 0,
      stage,
    },
    statsData: statsData(parsed),
  };
}

/** POST /api/stats/add-to-game body. */
export function buildAddToGameBody(preview: CsvPreview, gameId: number): AddToGameBody {
  return { gameId, statsData: statsData(preview.parsed) };
}

const MissingListSchema = MissingPlayerSchema.array().min(1);

/** The players a refused upload names as unknown or not on their team (a 400 with `missingPlayers`). */
export function missingPlayersOf(error: unknown): MissingPlayer[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body as { missingPlayers?: unknown } | undefined;
  const parsed = MissingListSchema.safeParse(body?.missingPlayers);
  return parsed.success ? parsed.data : null;
}

/** The success alerts of docs/product/stat-uploads.md#errors. */
export function uploadSuccessMessage(mode: CsvMode, count: number, gameId: number): string {
  return mode === 'create'
    ? `Successfully uploaded game and ${count} stats records!`
    : `Successfully added ${count} stats records to game ${gameId}!`;
}

/**
 * The Upload Failed text: the login message without a (valid) session, else the server's message and
 * details, else the fallback of the mode (docs/product/stat-uploads.md#errors).
 */
export function uploadFailureMessage(error: unknown, mode: CsvMode): string {
  const fallback = mode === 'create' ? UPLOAD_FAILED_FALLBACK : ADD_FAILED_FALLBACK;
  if (error instanceof LoginRequiredError || isLoginMissing(error)) {
    return mode === 'create' ? DATA_LOGIN_REQUIRED.uploadCsv : DATA_LOGIN_REQUIRED.addStats;
  }
  if (error instanceof ApiError) {
    const details = error.errors.map((e) => e.message);
    const main = error.serverMessage ?? fallback;
    return [main, ...details.filter((d) => !main.includes(d))].join('\n');
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export const missingReasonText = (player: MissingPlayer) =>
  player.reason === 'unknown'
    ? `Will be created on ${player.teamName || 'the team'}.`
    : `Exists but is not on ${player.teamName || 'either team'}; will be added to it.`;

/**
 * Rows of POST /api/players/batch/by-team-name that create the missing players on the team the sheet
 * puts them in (or add existing ones to it), in the sheet's season.
 */
export function missingPlayersRequest(
  missing: readonly MissingPlayer[],
  positions: Readonly<Record<string, string>>,
  seasonNumber: number | null,
) {
  return missing.map((player) => ({
    name: player.name,
    position: positions[player.name]?.trim() || DEFAULT_MISSING_POSITION,
    teamNames: player.teamName ? [player.teamName] : [],
    ...(seasonNumber !== null ? { seasonNumber } : {}),
  }));
}
