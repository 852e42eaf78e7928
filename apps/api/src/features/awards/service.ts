import { describeAwardType } from '@league/shared/domain/league';
import { AWARD_LIST_EXPORT_COLUMNS } from '@league/shared/domain/portal-exports';
import { type ExportFormat, exportFilename } from '@league/shared/domain/table-export';
import type { Award, AwardDetail, AwardSkinny } from '@league/shared/schemas/awards';
import type { PlayerRef } from '@league/shared/schemas/common';
import type { TeamWithSeason } from '@league/shared/schemas/teams';
import type { Db } from '../../db/client.ts';
import { groupRows, toIso } from '../../db/sql-helpers.ts';
import { notFound } from '../../lib/errors.ts';
import { everyPage, type TableExport } from '../../lib/export-reply.ts';
import { mapPage, type Page, type PageParams } from '../../lib/paging.ts';
import { assertPlayerExists } from '../players/service.ts';
import { loadTeamsOfPlayers } from '../teams/service.ts';
import { type AwardFilter, type AwardRow, findAward, listAwards, listRecipients } from './queries.ts';

async function loadRecipients(db: Db, awardIds: number[]): Promise<Map<number, PlayerRef[]>> {
  if (awardIds.length === 0) return new Map();
  const byAward = groupRows(await listRecipients(db, awardIds), (r) => r.awardId);
  return new Map(
    [...byAward].map(([id, rows]) => [id, rows.map(({ id: playerId, name }) => ({ id: playerId, name }))]),
  );
}

const toSkinny = (award: AwardRow, players: PlayerRef[]): AwardSkinny => ({
  ...award,
  createdAt: toIso(award.createdAt),
  players,
});

const toAwardTeam = (t: TeamWithSeason) => ({
  id: t.id,
  name: t.name,
  season: { id: t.season.id, seasonNumber: t.season.seasonNumber },
});

/** awards/skinny: awards with their recipients and season. */
export async function listSkinnyAwards(
  db: Db,
  filter: AwardFilter,
  page: PageParams,
): Promise<Page<AwardSkinny>> {
  const awards = await listAwards(db, filter, page);
  const recipients = await loadRecipients(
    db,
    awards.items.map((a) => a.id),
  );
  return mapPage(
    awards,
    awards.items.map((a) => toSkinny(a, recipients.get(a.id) ?? [])),
  );
}

/** The portal's awards table as a file (docs/product/portal.md#exports): every award of its filters. */
export function readAwardListExport(
  db: Db,
  filter: AwardFilter,
  siteName: string,
  format: ExportFormat,
): TableExport<AwardSkinny> {
  const narrowed = [filter.q, filter.seasonNumber && `season ${filter.seasonNumber}`, filter.type];
  return {
    filename: exportFilename([siteName, 'awards', ...narrowed], format),
    columns: AWARD_LIST_EXPORT_COLUMNS,
    rows: everyPage((page) => listSkinnyAwards(db, filter, page)),
  };
}

/** GET /api/awards: recipients with all their teams (name and season). */
export async function listFullAwards(db: Db, filter: AwardFilter, page: PageParams): Promise<Page<Award>> {
  const skinny = await listSkinnyAwards(db, filter, page);
  const playerIds = [...new Set(skinny.items.flatMap((a) => a.players.map((p) => p.id)))];
  const teams = await loadTeamsOfPlayers(db, playerIds);
  return mapPage(
    skinny,
    skinny.items.map((a) => ({
      ...a,
      players: a.players.map((p) => ({ ...p, teams: (teams.get(p.id) ?? []).map(toAwardTeam) })),
    })),
  );
}

/** Award page: the type's fixed description and each recipient's team in the award's season (or null). */
export async function getAwardDetail(db: Db, id: number): Promise<AwardDetail> {
  const award = await findAward(db, id);
  if (!award) throw notFound('Award');
  const recipients = (await loadRecipients(db, [id])).get(id) ?? [];
  const teams = await loadTeamsOfPlayers(
    db,
    recipients.map((p) => p.id),
  );
  return {
    ...toSkinny(award, recipients),
    typeDescription: describeAwardType(award.type),
    players: recipients.map((p) => {
      const playerTeams = teams.get(p.id) ?? [];
      const team = playerTeams.find((t) => t.seasonId === award.seasonId);
      return {
        ...p,
        teams: playerTeams.map(toAwardTeam),
        team: team
          ? { id: team.id, name: team.name, placement: team.placement, logoUrl: team.logoUrl }
          : null,
      };
    }),
  };
}

/** A player's awards (404 for an unknown player, [] for one without awards). */
export async function listAwardsOfPlayer(
  db: Db,
  playerId: number,
  page: PageParams,
): Promise<Page<AwardSkinny>> {
  await assertPlayerExists(db, playerId);
  return listSkinnyAwards(db, { playerId }, page);
}

/** The award with its season, without recipients, or undefined (a page's link preview). */
export function findAwardSummary(db: Db, id: number) {
  return findAward(db, id);
}
