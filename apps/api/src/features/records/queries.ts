/**
 * Records in SQL: each top-10 list is one INSERT … SELECT … ORDER BY … LIMIT 10 over a per-line (game) or
 * per-season table built once per recalculation, so the database does a bounded top-N sort per list and
 * nothing is shipped to the server.
 */

import type { StatField } from '@league/shared/domain/league';
import { STAT_FIELDS } from '@league/shared/domain/league';
import type { RecordDefinition, RecordType } from '@league/shared/domain/records';
import { RECORD_TOP_N } from '@league/shared/domain/records';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { records } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';

const column = (field: StatField) => sql.raw(field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
const sumsOf = STAT_FIELDS.map((f) => sql`sum(s.${column(f)})::int as ${column(f)}`);
const fieldsOf = STAT_FIELDS.map((f) => sql`s.${column(f)}`);

/** One row per stat line (game records) and one per player and season (season records), for this transaction. */
export async function deleteAllRecords(tx: Tx): Promise<void> {
  await tx.delete(records);
}

export async function buildRecordSources(tx: Tx): Promise<void> {
  await tx.execute(sql`drop table if exists record_game_lines`);
  await tx.execute(sql`drop table if exists record_season_lines`);
  await tx.execute(sql`
    create temp table record_game_lines on commit drop as
    select s.id as line_id, s.player_id, s.game_id, g.season_id, g.date as line_date, ${sql.join(fieldsOf, sql`, `)}
    from stats s join games g on g.id = s.game_id`);
  await tx.execute(sql`
    create temp table record_season_lines on commit drop as
    select s.player_id, g.season_id, min(se.start_date)::timestamptz as line_date, min(se.id) as line_id,
           ${sql.join(sumsOf, sql`, `)}
    from stats s join games g on g.id = s.game_id join seasons se on se.id = g.season_id
    group by s.player_id, g.season_id`);
}

function valueExpression(definition: RecordDefinition): { value: SQL; order: SQL; where: SQL } {
  if (definition.kind === 'count') {
    const value = sql`(${sql.join(
      definition.fields.map((f) => sql`${column(f)}`),
      sql` + `,
    )})`;
    return { value: sql`${value}::float8`, order: value, where: sql`${value} > 0` };
  }
  const kills = sql`(spike_kills + ape_kills)`;
  const attempts = sql`(spike_attempts + ape_attempts)`;
  if (definition.kind === 'efficiency') {
    // Ape shots have no error counter: spiking errors are the only ones subtracted.
    const net = sql`(${kills} - spiking_errors)`;
    return {
      value: sql`round(100.0 * ${net} / ${attempts}, 2)::float8`,
      order: sql`(${net}::float8 / ${attempts})`,
      where: sql`${attempts} >= ${definition.minAttempts} and ${net} > 0`,
    };
  }
  return {
    value: sql`round(100.0 * ${kills} / ${attempts}, 2)::float8`,
    order: sql`(${kills}::float8 / ${attempts})`,
    where: sql`${attempts} >= ${definition.minAttempts} and ${kills} > 0`,
  };
}

/**
 * Inserts one top-10 list; ties go to the earlier date, then the lower id
 * (docs/product/records.md#rules-and-constants).
 */
export async function insertRecordList(
  tx: Tx,
  type: RecordType,
  definition: RecordDefinition,
  sortOrder: number,
): Promise<number> {
  const { value, order, where } = valueExpression(definition);
  const source = type === 'game' ? sql`record_game_lines` : sql`record_season_lines`;
  const gameId = type === 'game' ? sql`game_id` : sql`null::int`;
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with ranked as (
          insert into records (type, record, sort_order, rank, value, date, game_id, player_id, season_id)
          select ${type}, ${definition.label}, ${sortOrder},
                 row_number() over (order by ${order} desc, line_date asc, line_id asc, player_id asc),
                 ${value}, line_date, ${gameId}, player_id, season_id
          from (select * from ${source} where ${where}
                order by ${order} desc, line_date asc, line_id asc, player_id asc
                limit ${RECORD_TOP_N}) top
          returning 1)
        select count(*)::int as n from ranked`,
  );
  return rows[0]?.n ?? 0;
}

export interface RecordRow {
  id: number;
  type: RecordType;
  record: string;
  rank: number;
  value: number;
  date: Date | string | null;
  gameId: number | null;
  playerId: number | null;
  playerName: string | null;
  seasonId: number | null;
  seasonNumber: number | null;
}

/** Records in their fixed order: game records first, then season records, each list by rank. */
export function listRecords(db: Db | Tx) {
  return queryRows<RecordRow>(
    db,
    sql`select r.id, r.type, r.record, r.rank, r.value, r.date, r.game_id as "gameId",
               p.id as "playerId", p.name as "playerName", se.id as "seasonId", se.season_number as "seasonNumber"
        from records r
        left join players p on p.id = r.player_id
        left join seasons se on se.id = r.season_id
        order by case r.type when 'game' then 0 else 1 end, r.sort_order, r.rank`,
  );
}

/** How many record rows there are. */
export function countRecordRows(db: Db | Tx): Promise<number> {
  return db.$count(records);
}
