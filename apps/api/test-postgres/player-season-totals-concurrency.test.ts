import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../test/global-setup.ts';

/**
 * Runs only with DATABASE_URL: two sessions writing the same player's lines at once, which the embedded
 * database (one connection) cannot do. Without the totals function's lock, the second transaction
 * computes its sums without the first one's line, or fails on the primary key.
 */
describe('player_season_totals under concurrent writes', () => {
  const url = process.env.DATABASE_URL ?? '';
  const name = `league_t_totals_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  const clients = [0, 1].map(() => new pg.Client({ connectionString: withDatabase(url, name) }));
  const [first, second] = clients as [pg.Client, pg.Client];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
    await Promise.all(clients.map((c) => c.connect()));
    await first.query(`insert into seasons (id, season_number, theme, start_date) values (1, 1, 'One', '2024-01-06');
      insert into teams (id, name, season_id) values (1, 'Crows', 1), (2, 'Owls', 1);
      insert into players (id, name) values (1, 'ace');
      insert into games (id, date, season_id, team1_id, team2_id, team1_score, team2_score)
        values (1, '2024-01-10', 1, 1, 2, 3, 1), (2, '2024-01-11', 1, 2, 1, 2, 3);`);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('counts both lines when two transactions add one each for the same player', async () => {
    await first.query('begin');
    await first.query('insert into stats (game_id, player_id, spike_kills) values (1, 1, 5)');
    await second.query('begin');
    // Waits for the first transaction's lock, then reads the first line once it is committed.
    const secondInsert = second.query('insert into stats (game_id, player_id, spike_kills) values (2, 1, 7)');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await first.query('commit');
    await secondInsert;
    await second.query('commit');
    const { rows } = await first.query(
      'select games, sets, spike_kills from player_season_totals where player_id = 1 and season_id = 1',
    );
    expect(rows).toEqual([{ games: 2, sets: 9, spike_kills: 12 }]);
  });
});
