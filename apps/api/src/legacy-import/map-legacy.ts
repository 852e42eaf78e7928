/**
 * The legacy league mapped onto our tables, with every row that had to be changed, skipped or kept as an
 * exception listed with its reason. Pure: no database, so the dry run and the import map identically.
 *
 * Rules (docs/decisions "Importing the previous site's database" says why):
 * - Old ids are kept, so old links keep pointing at the same things.
 * - Names our schema keeps unique ignoring case (players; teams within a season) that collide are one
 *   thing: the lowest id is kept and the others' rows point at it.
 * - Orphans (a row whose parent is missing) are skipped; values no rule can repair (negative counters or
 *   scores, two accounts whose names or e-mails differ only in case, a game with three teams) block.
 */
import { mapArticles, mapUsers } from './map-members.ts';
import { mapAwards, mapGames, mapStats } from './map-results.ts';
import { mapMatches } from './map-schedule.ts';
import { mapPlayers, mapRosters, mapSeasons, mapTeams } from './map-structure.ts';
import { type ImportIssue, type MappingResult, newMapping } from './mapping.ts';
import type { LegacyData } from './read-legacy.ts';

/** The whole league, table by table in the order each needs the one before (a team its season...). */
export function mapLegacyLeague(data: LegacyData): MappingResult {
  const issues: ImportIssue[] = [];
  const m = newMapping((action, table, row, reason) => issues.push({ action, table, row, reason }));
  const seasons = mapSeasons(data, m);
  const teams = mapTeams(data, m);
  const players = mapPlayers(data, m);
  const team_players = mapRosters(data, m);
  const games = mapGames(data, m);
  const stats = mapStats(data, m);
  const { awards, award_players } = mapAwards(data, m);
  const matches = mapMatches(data, m);
  const users = mapUsers(data, m);
  const { articles, article_likes } = mapArticles(data, m);
  return {
    league: {
      users,
      articles,
      article_likes,
      seasons,
      teams,
      players,
      team_players,
      games,
      stats,
      awards,
      award_players,
      matches,
    },
    issues,
    playerIds: m.playerTarget,
  };
}
