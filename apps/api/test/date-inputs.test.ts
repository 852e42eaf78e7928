/**
 * Dates that arrive from outside (docs/product/api-contract.md#dates): a day that does not exist, or a year the
 * database or the league cannot hold, is a 400 naming the field, never a 500 and never a day moved to
 * another one. (test/strict-input.test.ts sends such lookalikes to every date of the API document.)
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../src/db/schema.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({ fixtures: true });
let admin: Record<string, string>;
let superadmin: Record<string, string>;

beforeAll(async () => {
  admin = await t.as('admin').headers();
  superadmin = await t.as('superadmin').headers();
});

interface Answer {
  status: number;
  body: { code?: string; errors?: { path: string; message: string }[] };
}

async function send(method: string, url: string, headers = {}, payload?: object): Promise<Answer> {
  const res = await t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

const match = (date: string) => ({
  matchNumber: 'D-1',
  round: 'Round 1',
  date,
  seasonId: FX.seasons.s3.id,
  team1Name: 'Storm Crows',
  team2Name: 'Tidal Wave',
});

/** A 400 validation answer naming `field`. */
function expectRefused(answer: Answer, field: string) {
  expect(answer.status).toBe(400);
  expect(answer.body.code).toBe('VALIDATION');
  expect(answer.body.errors?.map((e) => e.path)).toContainEqual(
    expect.stringMatching(new RegExp(`${field}$`)),
  );
}

describe('dates out of the range the database holds', () => {
  it('GET /api/matches?to=0000-01-01 as a guest', async () => {
    expectRefused(await send('GET', '/api/matches?to=0000-01-01'), 'to');
  });

  it('GET /api/admin/activity?to=2026-12-32', async () => {
    expectRefused(await send('GET', '/api/admin/activity?to=2026-12-32', admin), 'to');
  });

  it('POST /api/seasons with year 0000', async () => {
    const answer = await send('POST', '/api/seasons', superadmin, {
      seasonNumber: 90,
      theme: 'Zero',
      startDate: '0000-03-01',
    });
    expectRefused(answer, 'startDate');
  });

  it('POST /api/matches with year 0000, and with a huge year', async () => {
    expectRefused(await send('POST', '/api/matches', admin, match('0000-01-01T20:00:00Z')), 'date');
    expectRefused(await send('POST', '/api/matches', admin, match('275760-01-01T00:00:00Z')), 'date');
  });

  it('PATCH /api/games/{id} with year 0000', async () => {
    expectRefused(
      await send('PATCH', `/api/games/${FX.games.final1}`, admin, { date: '0000-05-01' }),
      'date',
    );
  });

  it('the match file import with year 0000', async () => {
    const answer = await send('POST', '/api/matches/import-file', admin, {
      seasonId: FX.seasons.s3.id,
      matches: [
        {
          matchNumber: 'F-1',
          round: 'Round 1',
          date: '0000-01-01T20:00:00Z',
          team1Name: 'Storm Crows',
          team2Name: 'Blockers',
        },
      ],
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('date');
  });
});

describe('days that do not exist are refused, not moved', () => {
  it('a match on 2026-02-30 is refused, and nothing is stored', async () => {
    expectRefused(await send('POST', '/api/matches', admin, match('2026-02-30T20:00Z')), 'date');
    const stored = await t.db.select().from(matches).where(eq(matches.matchNumber, 'D-1'));
    expect(stored).toEqual([]);
  });

  it('?from=2026-02-30 is a 400', async () => {
    expectRefused(await send('GET', '/api/matches?from=2026-02-30'), 'from');
  });

  it('a real day and time is still taken, a time without a zone as UTC', async () => {
    const answer = await send('POST', '/api/matches', admin, match('2028-02-29T20:00'));
    expect(answer.status).toBe(201);
    expect((answer.body as { date?: string }).date).toBe('2028-02-29T20:00:00.000Z');
  });
});
