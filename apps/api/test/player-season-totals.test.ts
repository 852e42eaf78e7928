import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';
import { openTestDatabase } from './helpers/test-app.ts';

/*
 * player_season_totals and player_career_totals are kept by triggers (migration 0002). Each test
 * makes one kind of write straight in SQL, the way any client could, and checks both tables still equal
 * the sums recomputed from the lines.
 */
let db: Db;
let dispose: () => Promise<void>;

const SUMS_OF_PLAYER = sql`count(*)::int as games, sum(g.team1_score + g.team2_score)::int as sets,
  sum(s.spike_kills)::int as spike_kills, sum(s.spike_attempts)::int as spike_attempts,
  sum(s.ape_kills)::int as ape_kills, sum(s.ape_attempts)::int as ape_attempts,
  sum(s.spiking_errors)::int as spiking_errors, sum(s.digs)::int as digs, sum(s.blocks)::int as blocks,
  sum(s.assists)::int as assists, sum(s.aces)::int as aces, sum(s.setting_errors)::int as setting_errors,
  sum(s.block_follows)::int as block_follows, sum(s.serving_errors)::int as serving_errors,
  sum(s.misc_errors)::int as misc_errors`;
const SUMS = sql`s.player_id, g.season_id, ${SUMS_OF_PLAYER}`;

async function totalsTable() {
  return queryRows<Record<string, number>>(
    db,
    sql`select player_id, season_id, games, sets, spike_kills, spike_attempts, ape_kills, ape_attempts,
               spiking_errors, digs, blocks, assists, aces, setting_errors, block_follows, serving_errors,
               misc_errors
        from player_season_totals order by player_id, season_id`,
  );
}

async function recomputed() {
  return queryRows<Record<string, number>>(
    db,
    sql`select ${SUMS} from stats s join games g on g.id = s.game_id
        group by s.player_id, g.season_id order by s.player_id, g.season_id`,
  );
}

/** player_career_totals, and the same sums recomputed from the lines. */
async function careers() {
  const columns = sql`games, sets, spike_kills, spike_attempts, ape_kills, ape_attempts, spiking_errors, digs,
    blocks, assists, aces, setting_errors, block_follows, serving_errors, misc_errors`;
  const table = await queryRows(
    db,
    sql`select player_id, ${columns} from player_career_totals order by player_id`,
  );
  const fresh = await queryRows(
    db,
    sql`select s.player_id, ${SUMS_OF_PLAYER} from stats s join games g on g.id = s.game_id
        group by s.player_id order by s.player_id`,
  );
  return { table, fresh };
}

async function expectExact() {
  const [table, fresh] = [await totalsTable(), await recomputed()];
  expect(table).toEqual(fresh);
  const career = await careers();
  expect(career.table).toEqual(career.fresh);
  return table;
}

const row = (table: Record<string, number>[], playerId: number, seasonId: number) =>
  table.find((r) => r.player_id === playerId && r.season_id === seasonId);

beforeAll(async () => {
  ({
    database: { db },
    dispose,
  } = await openTestDatabase());
  await db.execute(sql`insert into seasons (id, season_number, theme, start_date)
                       values (1, 1, 'One', '2024-01-06'), (2, 2, 'Two', '2024-06-01')`);
  await db.execute(
    sql`insert into teams (id, name, season_id) values (1, 'Crows', 1), (2, 'Owls', 1), (3, 'Crows', 2)`,
  );
  await db.execute(sql`insert into players (id, name) values (1, 'ace'), (2, 'bea'), (3, 'cal')`);
  await db.execute(sql`insert into games (id, date, stage, season_id, team1_id, team2_id, team1_score, team2_score)
                       values (1, '2024-01-10', 'Grand Finals', 1, 1, 2, 3, 1),
                              (2, '2024-01-11', null, 1, 2, 1, 2, 3),
                              (3, '2024-06-10', 'Grand Finals', 2, 3, 2, 3, 0)`);
});
afterAll(() => dispose());

describe('player_season_totals', () => {
  it('adds the lines of a multi-row insert, one row per player and season', async () => {
    await db.execute(sql`insert into stats (game_id, player_id, spike_kills, spike_attempts, digs)
                         values (1, 1, 5, 9, 2), (1, 2, 1, 3, 4), (2, 1, 2, 2, 0), (3, 1, 7, 8, 1)`);
    const table = await expectExact();
    expect(row(table, 1, 1)).toMatchObject({ games: 2, sets: 9, spike_kills: 7, spike_attempts: 11 });
    expect(row(table, 1, 2)).toMatchObject({ games: 1, sets: 3, spike_kills: 7 });
    expect(table).toHaveLength(3);
  });

  it('follows an edit of a line', async () => {
    await db.execute(
      sql`update stats set spike_kills = spike_kills + 10, digs = 0 where game_id = 1 and player_id = 1`,
    );
    expect(row(await expectExact(), 1, 1)).toMatchObject({ spike_kills: 17 });
  });

  it('follows a line moved to another player', async () => {
    await db.execute(sql`update stats set player_id = 3 where game_id = 1 and player_id = 2`);
    const table = await expectExact();
    expect(row(table, 2, 1)).toBeUndefined();
    expect(row(table, 3, 1)).toMatchObject({ games: 1, spike_kills: 1 });
  });

  it('follows a game given other scores or moved to another season', async () => {
    await db.execute(sql`update games set team1_score = 0 where id = 2`);
    expect(row(await expectExact(), 1, 1)).toMatchObject({ sets: 7 });
    await db.execute(sql`update games set season_id = 2 where id = 2`);
    const table = await expectExact();
    expect(row(table, 1, 1)).toMatchObject({ games: 1 });
    expect(row(table, 1, 2)).toMatchObject({ games: 2 });
  });

  it('ignores game edits that change no sum (name, stage, date)', async () => {
    const before = await totalsTable();
    await db.execute(
      sql`update games set stage = 'Winners Bracket; Finals', name = 'renamed', date = now() where id = 1`,
    );
    expect(await expectExact()).toEqual(before);
  });

  it('drops a player and season with no line left, and follows a game deleted with its lines', async () => {
    await db.execute(sql`delete from stats where game_id = 1 and player_id = 3`);
    expect(row(await expectExact(), 3, 1)).toBeUndefined();
    await db.execute(sql`delete from games where id = 3`);
    const table = await expectExact();
    expect(row(table, 1, 2)).toMatchObject({ games: 1 });
  });

  it('leaves nothing behind once every line is gone', async () => {
    await db.execute(sql`delete from stats`);
    expect(await expectExact()).toEqual([]);
  });

  it('rolls back with the write that failed', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into stats (game_id, player_id, spike_kills) values (1, 1, 4)`);
        await tx.execute(sql`insert into stats (game_id, player_id, spike_kills) values (1, 1, 4)`);
      }),
    ).rejects.toThrow();
    expect(await expectExact()).toEqual([]);
  });
});
