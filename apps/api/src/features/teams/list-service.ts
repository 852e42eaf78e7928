/** Team lists: skinny, medium (with rosters) and full (with games), and the portal's export. */
import { TEAM_LIST_EXPORT_COLUMNS } from '@league/shared/domain/portal-exports';
import { type ExportFormat, exportFilename } from '@league/shared/domain/table-export';
import type {
  RosterPlayer,
  TeamFull,
  TeamGame,
  TeamMedium,
  TeamWithSeason,
} from '@league/shared/schemas/teams';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/sql-helpers.ts';
import { everyPage, type TableExport } from '../../lib/export-reply.ts';
import { mapPage, type Page, type PageParams } from '../../lib/paging.ts';
import { listGamesOfTeams } from './game-queries.ts';
import { listTeamsWithSeason, type TeamFilter, type TeamWithSeasonRow } from './queries.ts';
import { countPlayoffGames, loadRosters } from './service.ts';

/** teams/skinny: teams with their season, newest season first. */
export function listSkinnyTeams(db: Db, filter: TeamFilter, page: PageParams): Promise<Page<TeamWithSeason>> {
  return listTeamsWithSeason(db, filter, page);
}

/** The portal's teams table as a file (docs/product/portal.md#exports): every team of its filter. */
export function readTeamListExport(
  db: Db,
  filter: TeamFilter,
  siteName: string,
  format: ExportFormat,
): TableExport<TeamWithSeason> {
  const narrowed = [filter.q, filter.seasonNumber && `season ${filter.seasonNumber}`, filter.placement];
  return {
    filename: exportFilename([siteName, 'teams', ...narrowed], format),
    columns: TEAM_LIST_EXPORT_COLUMNS,
    rows: everyPage((page) => listSkinnyTeams(db, filter, page)),
  };
}

/** Each game of these teams, once per team that played it, seen from that team. */
async function loadTeamGames(db: Db, teamIds: number[]): Promise<Map<number, TeamGame[]>> {
  const byTeam = new Map<number, TeamGame[]>();
  if (teamIds.length === 0) return byTeam;
  const wanted = new Set(teamIds);
  for (const { team1Name, team2Name, ...g } of await listGamesOfTeams(db, teamIds)) {
    const game = { ...g, date: toIso(g.date) };
    const sides = [
      [g.team1Id, { id: g.team2Id, name: team2Name }],
      [g.team2Id, { id: g.team1Id, name: team1Name }],
    ] as const;
    for (const [teamId, opponent] of sides) {
      if (!wanted.has(teamId)) continue;
      const list = byTeam.get(teamId) ?? [];
      list.push({ ...game, opponent });
      byTeam.set(teamId, list);
    }
  }
  return byTeam;
}

/** teams/medium: teams with season and roster. */
export async function listMediumTeams(
  db: Db,
  filter: TeamFilter,
  page: PageParams,
): Promise<Page<TeamMedium>> {
  const teams = await listTeamsWithSeason(db, filter, page);
  const rosters = await loadRosters(
    db,
    teams.items.map((t) => t.id),
  );
  return mapPage(
    teams,
    teams.items.map((t) => ({ ...t, players: rosters.get(t.id) ?? [] })),
  );
}

/** GET /api/teams: medium plus each team's games and playoff game count. */
export async function listFullTeams(db: Db, filter: TeamFilter, page: PageParams): Promise<Page<TeamFull>> {
  const teams = await listTeamsWithSeason(db, filter, page);
  const ids = teams.items.map((t) => t.id);
  const [rosters, games] = await Promise.all([loadRosters(db, ids), loadTeamGames(db, ids)]);
  return mapPage(
    teams,
    teams.items.map((t) => toFullTeam(t, rosters, games)),
  );
}

function toFullTeam(
  team: TeamWithSeasonRow,
  rosters: Map<number, RosterPlayer[]>,
  games: Map<number, TeamGame[]>,
): TeamFull {
  const teamGames = games.get(team.id) ?? [];
  return {
    ...team,
    players: rosters.get(team.id) ?? [],
    games: teamGames,
    playoffGames: countPlayoffGames(teamGames),
  };
}
