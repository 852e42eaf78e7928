/**
 * A realistic stat-sheet upload for the scale section: the body the portal sends after parsing a CSV
 * (POST /api/stats/batch-csv), for two teams of the latest season with six rostered players each.
 */
import { STAGES, STAT_FIELDS } from '@league/shared/domain/league';
import type { BatchCsvBody } from '@league/shared/schemas/stat-uploads';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';

interface RosterRow {
  seasonId: number;
  teamName: string;
  playerName: string;
}

/** Two teams of the latest season with at least six players each, six players of each. */
async function pickRosters(db: Db): Promise<RosterRow[]> {
  return queryRows<RosterRow>(
    db,
    sql`with latest as (select id from seasons order by season_number desc limit 1),
        full_teams as (
          select t.id, t.name, t.season_id from teams t join team_players tp on tp.team_id = t.id
          where t.season_id = (select id from latest)
          group by t.id having count(*) >= 6 order by t.id limit 2),
        ranked as (
          select ft.season_id, ft.name as team_name, p.name as player_name,
                 row_number() over (partition by ft.id order by p.id) as n
          from full_teams ft join team_players tp on tp.team_id = ft.id join players p on p.id = tp.player_id)
        select season_id as "seasonId", team_name as "teamName", player_name as "playerName"
        from ranked where n <= 6 order by team_name, n`,
  );
}

/** A sheet's numbers for one line: kills never above attempts. */
function lineNumbers(seed: number): Record<(typeof STAT_FIELDS)[number], number> {
  const numbers = Object.fromEntries(STAT_FIELDS.map((f, i) => [f, (seed * 7 + i * 3) % 11])) as Record<
    (typeof STAT_FIELDS)[number],
    number
  >;
  numbers.spikeAttempts = numbers.spikeKills + 4;
  numbers.apeAttempts = numbers.apeKills + 2;
  return numbers;
}

/** Upload bodies, each a new game (numbered, so no two share a name). */
export async function buildUploadBodies(db: Db, count: number): Promise<BatchCsvBody[]> {
  const rows = await pickRosters(db);
  const teamNames = [...new Set(rows.map((r) => r.teamName))];
  const seasonId = rows[0]?.seasonId;
  if (teamNames.length !== 2 || seasonId === undefined) {
    throw new Error('No two teams of six players in the latest season to upload a sheet for');
  }
  return Array.from({ length: count }, (_, upload) => ({
    gameData: {
      teamNames: [teamNames[0] as string, teamNames[1] as string],
      seasonId,
      team1Score: 2,
      team2Score: 1,
      stage: STAGES[0],
      name: `Bench upload ${upload + 1}`,
    },
    statsData: rows.map((r, i) => ({
      playerName: r.playerName,
      teamName: r.teamName,
      ...lineNumbers(i + upload),
    })),
  }));
}
