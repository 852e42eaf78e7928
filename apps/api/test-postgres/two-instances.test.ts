import { describe, expect, it } from 'vitest';
import { authHeader, createUser, tokenFor } from '../test/helpers/auth.ts';
import { FX, loadLeagueFixtures } from '../test/helpers/fixtures.ts';
import { useTwoInstances } from '../test/helpers/two-instances.ts';

/**
 * Runs only with DATABASE_URL (the PostgreSQL pass of the API suite): several instances share one database
 * only there; the embedded database belongs to one process.
 */
const playerUrl = `/api/players/${FX.players.nightowl}`;

/** Two apps on one PostgreSQL database, as two instances behind a load balancer. */
describe('public reads on two instances', () => {
  const two = useTwoInstances('two', ({ db }) => loadLeagueFixtures(db));

  it('shows a write through one instance on the other at once, player page and leaderboard', async () => {
    const leaderboardUrl = '/api/leaderboard?view=players&stage=all';
    const nameOnB = async () => (await two.b.inject(playerUrl)).json<{ name: string }>().name;
    const leaderboardNames = async () =>
      (await two.b.inject(leaderboardUrl)).json<{ rows: Array<{ id: number; name: string }> }>().rows;
    await nameOnB();
    await leaderboardNames();

    const user = await createUser(two.db, { role: 'admin' });
    const patch = await two.a.inject({
      method: 'PATCH',
      url: playerUrl,
      headers: authHeader(await tokenFor(two.a, user)),
      payload: { name: 'Seen Everywhere' },
    });
    expect(patch.statusCode).toBe(200);
    const renamed = patch.json<{ name: string }>().name;
    // NOTIFY went out before A answered; give B's listener connection its turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await nameOnB()).toBe(renamed);
    const row = (await leaderboardNames()).find((r) => r.id === FX.players.nightowl);
    expect(row?.name).toBe(renamed);
  });
});
