/**
 * The checks of a stat sheet (docs/product/stat-uploads.md#rules-and-constants), shared by the CSV upload and
 * the review of a game server's result (docs/product/live.md#pending-results): problems of the lines
 * themselves, and the players that are unknown or not on their team, listed all at once as the CSV upload's
 * Missing Players dialog lists them. Answered as values; the writes turn them into their errors.
 */
import { checkStatLine } from '@league/shared/domain/stats-csv';
import type { MissingPlayer, UploadStatLine } from '@league/shared/schemas/stat-uploads';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldError } from '../../lib/errors.ts';
import type { GameTeam } from '../games/service.ts';
import { listPlayersNamed, listRosterLinks } from './queries.ts';

/** Shape problems of the lines themselves: duplicates, negative numbers, kills above attempts. */
export function listLineProblems(lines: readonly UploadStatLine[], path = 'statsData'): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    const key = line.playerName.toLowerCase();
    if (seen.has(key))
      errors.push({ path: `${path}.${i}.playerName`, message: `${key} appears more than once` });
    seen.add(key);
    for (const message of checkStatLine(key, line)) errors.push({ path: `${path}.${i}`, message });
  });
  return errors;
}

export interface SheetPlayers {
  /** Each line's player, in line order; undefined where the line's player is missing. */
  playerIds: (number | undefined)[];
  missing: MissingPlayer[];
  /** Lines naming a team that does not play in the game. */
  errors: FieldError[];
}

/** Each line's player, and every player that is unknown or not on the line's team (or either team). */
export async function findSheetPlayers(
  db: Db,
  gameTeams: readonly [GameTeam, GameTeam],
  lines: readonly UploadStatLine[],
  path = 'statsData',
): Promise<SheetPlayers> {
  const names = lines.map((l) => l.playerName.toLowerCase());
  const found = await listPlayersNamed(db, names);
  const idByName = new Map(found.map((p) => [p.key, p.id]));
  const roster = await listRosterLinks(
    db,
    gameTeams.map((t) => t.id),
  );
  const onTeam = new Set(roster.map((r) => `${r.teamId}:${r.playerId}`));
  const result: SheetPlayers = { playerIds: [], missing: [], errors: [] };
  lines.forEach((line, i) => {
    const name = line.playerName.toLowerCase();
    const wanted = line.teamName
      ? gameTeams.filter((t) => t.name.toLowerCase() === line.teamName?.toLowerCase())
      : gameTeams;
    if (line.teamName && wanted.length === 0) {
      result.errors.push({
        path: `${path}.${i}.teamName`,
        message: `${line.teamName} does not play in this game`,
      });
      result.playerIds.push(undefined);
      return;
    }
    const id = idByName.get(name);
    const teamName = wanted.length === 1 ? (wanted[0]?.name ?? '') : '';
    if (id === undefined) result.missing.push({ name, teamName, reason: 'unknown' });
    else if (!wanted.some((t) => onTeam.has(`${t.id}:${id}`)))
      result.missing.push({ name, teamName, reason: 'not-on-team' });
    result.playerIds.push(
      id !== undefined && wanted.some((t) => onTeam.has(`${t.id}:${id}`)) ? id : undefined,
    );
  });
  return result;
}

/** The 400 of a sheet that names missing players: every one listed, with `missingPlayers` for the dialog. */
export function missingPlayersError(missing: readonly MissingPlayer[], path = 'statsData'): AppError {
  const list = missing.map((m) => m.name).join(', ');
  return new AppError(
    'BAD_REQUEST',
    `${missing.length} player${missing.length === 1 ? ' is' : 's are'} missing or not on their team: ${list}`,
    missing.map((m) => ({
      path,
      message:
        m.reason === 'unknown'
          ? `Player ${m.name} does not exist`
          : `Player ${m.name} is not on ${m.teamName || 'either team'}`,
    })),
    { missingPlayers: missing },
  );
}
