/**
 * The standings read (docs/product/standings.md#api): a season's match rows as the schedule stores them, its
 * teams and its settings go to the shared `buildStandings`, which orders the table by the season's chain,
 * explains ties, proves marks and writes the rules text. Computed on read; the public read cache keeps
 * each answer until league data changes (the route's `publicRead`), so a table is built once per change
 * whatever the traffic.
 */

import { STANDINGS_EXPORT_COLUMNS } from '@league/shared/domain/standings-columns';
import {
  groupChoicesOf,
  isInGroup,
  type StandingsGroup,
  type StandingsMatch,
} from '@league/shared/domain/standings-matches';
import type { StandingsSettings } from '@league/shared/domain/standings-state';
import { buildStandings, type StandingsRow } from '@league/shared/domain/standings-table';
import { type ExportFormat, exportFilename } from '@league/shared/domain/table-export';
import type { SeasonRef } from '@league/shared/schemas/common';
import type { StandingsQuery, StandingsRead } from '@league/shared/schemas/standings';
import {
  defaultStandingsSettings,
  type StandingsSettingsRead,
  StandingsSettingsSchema,
} from '@league/shared/schemas/standings-admin';
import type { Db } from '../../db/client.ts';
import type { TableExport } from '../../lib/export-reply.ts';
import { listSeasonScheduleRows } from '../matches/service.ts';
import { assertSeasonExists, resolveSeasonRef } from '../seasons/service.ts';
import { listTeamsOfSeasons } from '../teams/service.ts';
import { findStandingsSettings, type StandingsSettingsRecord } from './queries.ts';

/** The settings a stored row holds; a row that no longer passes the rules (edited by hand) gives the defaults. */
export function settingsOfRecord(row: StandingsSettingsRecord | undefined): StandingsSettings {
  if (!row) return defaultStandingsSettings();
  const parsed = StandingsSettingsSchema.safeParse({
    format: row.format,
    tieBreakers: row.tieBreakers,
    playoffSpots: row.playoffSpots,
    coinFlips: row.coinFlips,
    adjustments: row.adjustments,
  });
  return parsed.success ? parsed.data : defaultStandingsSettings();
}

/** A season's settings (the defaults until staff change them), as the API answers them. */
export function settingsRead(
  seasonId: number,
  row: StandingsSettingsRecord | undefined,
): StandingsSettingsRead {
  const settings = settingsOfRecord(row);
  return {
    seasonId,
    format: settings.format,
    tieBreakers: [...settings.tieBreakers],
    playoffSpots: settings.playoffSpots,
    coinFlips: settings.coinFlips.map((flip) => [...flip]),
    adjustments: settings.adjustments.map((a) => ({ ...a })),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** GET /api/seasons/{seasonId}/standings-settings; 404 for an unknown season. */
export async function getStandingsSettings(db: Db, seasonId: number): Promise<StandingsSettingsRead> {
  await assertSeasonExists(db, seasonId);
  return settingsRead(seasonId, await findStandingsSettings(db, seasonId));
}

/**
 * The group a query asks for: absent fields take every value, except the phase, whose absence means the
 * regular phase (so it is left out rather than null, which would take every phase).
 */
function groupOf(query: StandingsQuery): StandingsGroup {
  return {
    ...(query.phase === undefined ? {} : { phase: query.phase }),
    region: query.region ?? null,
    division: query.division ?? null,
  };
}

/** Whether the group's matches belong to two or more divisions (teams that never meet). */
function spansDivisions(matches: readonly StandingsMatch[], group: StandingsGroup): boolean {
  const divisions = new Set<string>();
  for (const m of matches) {
    if (m.division && isInGroup(m, group)) divisions.add(m.division.trim().toLowerCase());
  }
  return divisions.size > 1;
}

/**
 * The table of a season's group (docs/product/standings.md#data). A table of the whole season lists every
 * team of the season, played or not; a table of one region or division lists the teams of its matches. A
 * table spanning several divisions leaves out what each team needs: each division's own table says it,
 * and the search over every team of a large season is the costliest part of a table (about 11 s for the
 * whole current season of the 10× demo league, 0.3 s without it).
 */
export async function readStandings(
  db: Db,
  query: StandingsQuery,
  currentSeason: number,
  options: { needs?: boolean } = {},
): Promise<StandingsRead> {
  const season = await resolveSeasonRef(db, query.seasonNumber, currentSeason);
  const group = groupOf(query);
  const wholeSeason = group.region == null && group.division == null;
  const [matches, teams, stored] = await Promise.all([
    listSeasonScheduleRows(db, season.id),
    wholeSeason ? listTeamsOfSeasons(db, [season.id]) : Promise.resolve([]),
    findStandingsSettings(db, season.id),
  ]);
  const settings = settingsOfRecord(stored);
  const needs = options.needs ?? !spansDivisions(matches, group);
  const table = buildStandings({ settings, matches, group, teams }, { needs });
  return {
    ...table,
    season,
    group: { phase: query.phase ?? null, region: query.region ?? null, division: query.division ?? null },
    choices: groupChoicesOf(matches),
    format: settings.format,
    tieBreakers: [...settings.tieBreakers],
    playoffSpots: settings.playoffSpots,
    adjustments: settings.adjustments.map((a) => ({ ...a })),
  };
}

/** The words of a table's season and group: 'Season 14', 'D1', 'playoffs'. */
export function standingsViewWords(season: SeasonRef, group: StandingsRead['group']): string[] {
  return [`Season ${season.seasonNumber}`, group.phase, group.region, group.division].filter(
    (word): word is string => word !== null && word !== '',
  );
}

/** The table as a file (docs/product/api-contract.md#exports): the page's columns, every row. */
export async function readStandingsExport(
  db: Db,
  query: StandingsQuery,
  currentSeason: number,
  siteName: string,
  format: ExportFormat,
): Promise<TableExport<StandingsRow>> {
  const read = await readStandings(db, query, currentSeason, { needs: false });
  return {
    filename: exportFilename([siteName, 'standings', ...standingsViewWords(read.season, read.group)], format),
    columns: STANDINGS_EXPORT_COLUMNS,
    rows: read.rows,
  };
}
