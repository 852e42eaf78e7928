/**
 * The season recap (docs/product/recap.md) on the demo league: an ended season tells its champion and
 * bracket path, standings, awards, leaders, records, upsets, closest games, streaks, debutants and
 * milestones, each checked against the league's own rows; a season still playing answers 409, an unknown
 * one 404; the answer is cached and follows a changed result.
 */
import { UPSET_BELOW } from '@league/shared/domain/rating-model';
import { seasonNotEndedMessage } from '@league/shared/domain/season-recap';
import { SHARE_IMAGE_SIZE } from '@league/shared/page-urls';
import type { Match } from '@league/shared/schemas/matches';
import type { SeasonRecap } from '@league/shared/schemas/season-recap';
import type { SeasonDetail } from '@league/shared/schemas/seasons';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { seedDemo } from '../src/demo-league/seed-demo.ts';
import { computeLeagueRatings } from '../src/features/ratings/service.ts';
import { resolvePageMeta } from '../src/web/page-meta.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({ setUp: (app) => seedDemo(app.db, { scale: 1, now: new Date() }) });

const read = async <T>(url: string): Promise<T> => {
  const res = await t.as('guest').get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const seasonId = async (seasonNumber: number) =>
  (
    await queryRows<{ id: number }>(t.db, sql`select id from seasons where season_number = ${seasonNumber}`)
  )[0]!.id;

/** Career sums of a player's total kills over every game up to and including one (date, then id). */
async function killsThrough(playerId: number, gameId: number, inclusive: boolean) {
  const [row] = await queryRows<{ kills: number }>(
    t.db,
    sql`select coalesce(sum(s.spike_kills + s.ape_kills), 0)::int as kills
      from stats s join games g on g.id = s.game_id, games target
      where s.player_id = ${playerId} and target.id = ${gameId}
        and (g.date, g.id) ${inclusive ? sql`<=` : sql`<`} (target.date, target.id)`,
  );
  return row!.kills;
}

describe('GET /api/seasons/{seasonId}/recap on the demo league', () => {
  it('crowns the 1st Place team with its bracket path and lists the season’s standings and awards', async () => {
    const id = await seasonId(13);
    const recap = await read<SeasonRecap>(`/api/seasons/${id}/recap`);
    const page = await read<SeasonDetail>(`/api/pages/seasons/${id}`);
    expect(recap.season).toMatchObject({ id, seasonNumber: 13, endDate: page.endDate });
    const champions = page.teams.filter((team) => team.placement.startsWith('1st Place'));
    expect(champions.length).toBeGreaterThan(0);
    expect(recap.champions.map((c) => c.team.id).sort()).toEqual(champions.map((c) => c.id).sort());
    for (const champion of recap.champions) {
      expect(champion.path.length).toBeGreaterThan(0);
      // Every game of the path is the champion's, in a bracket stage, in date order; the last one is won.
      for (const game of champion.path) {
        expect([game.team1.id, game.team2.id]).toContain(champion.team.id);
        expect(game.stage).not.toBeNull();
      }
      const dates = champion.path.map((g) => Date.parse(g.date));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      expect(champion.path.at(-1)?.won).toBe(true);
    }
    expect(recap.standings.map((row) => row.team.id)).toEqual(page.teams.map((team) => team.id));
    // Wins and losses count the recorded games and the completed matches without one (a match whose game is
    // recorded counts once, as its game: the demo's season 13 has its playoffs both ways).
    const wins = recap.standings.reduce((sum, row) => sum + row.won, 0);
    const [decidedGames] = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*) as count from games where season_id = ${id} and team1_score <> team2_score`,
    );
    const completed = await read<Match[]>(`/api/matches?seasonId=${id}&status=completed`);
    const decidedMatches = completed.filter(
      (m) =>
        m.gameId === null && m.team1Score !== null && m.team2Score !== null && m.team1Score !== m.team2Score,
    );
    expect(wins).toBe(Number(decidedGames!.count) + decidedMatches.length);
    expect(recap.awards.map((a) => a.id).sort()).toEqual(page.awards.map((a) => a.id).sort());
  });

  it('names the leaders, upsets, closest games and streaks by their rules', async () => {
    const id = await seasonId(13);
    const recap = await read<SeasonRecap>(`/api/seasons/${id}/recap`);
    const [best] = await queryRows<{ kills: number }>(
      t.db,
      sql`select max(spike_kills + ape_kills)::int as kills from player_season_totals where season_id = ${id}`,
    );
    const kills = recap.leaders.find((l) => l.stat === 'totalKills');
    expect(kills?.entries[0]?.value).toBe(best!.kills);
    // The ratings flag the same upsets (the playoffs of the demo league often have none).
    const { ratings } = await computeLeagueRatings(t.db);
    const flagged = ratings.forecasts.filter((f) => f.seasonId === id && f.upset).length;
    expect(recap.upsets).toHaveLength(Math.min(flagged, 5));
    for (const upset of recap.upsets) {
      expect(upset.winnerProbability).toBeLessThan(UPSET_BELOW);
      const { team1Score, team2Score, team1, team2 } = upset.game;
      expect(upset.winner.id).toBe(team1Score > team2Score ? team1.id : team2.id);
    }
    const chances = recap.upsets.map((u) => u.winnerProbability as number);
    expect(chances).toEqual([...chances].sort((a, b) => a - b));
    const [closest] = recap.closestGames;
    expect(Math.abs(closest!.game.team1Score - closest!.game.team2Score)).toBe(1);
    for (const streak of recap.streaks) expect(streak.length).toBeGreaterThanOrEqual(3);
  });

  it('counts season 1’s players as debutants and names the game of each kill milestone', async () => {
    const first = await read<SeasonRecap>(`/api/seasons/${await seasonId(1)}/recap`);
    const [players] = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from player_season_totals where season_id = ${await seasonId(1)}`,
    );
    expect(first.debutants.count).toBe(players!.count);
    const late = await read<SeasonRecap>(`/api/seasons/${await seasonId(13)}/recap`);
    expect(late.debutants.count).toBeLessThan(players!.count);
    const milestone = late.milestones.list.find((m) => m.stat === 'totalKills');
    if (late.milestones.count > 0) expect(late.milestones.list.length).toBeGreaterThan(0);
    if (milestone) {
      expect(await killsThrough(milestone.player.id, milestone.game.id, false)).toBeLessThan(
        milestone.threshold,
      );
      expect(await killsThrough(milestone.player.id, milestone.game.id, true)).toBeGreaterThanOrEqual(
        milestone.threshold,
      );
    }
  });

  it('answers 409 for the season still playing, 404 for an unknown one and 400 for a malformed id', async () => {
    const res = await t.as('guest').get(`/api/seasons/${await seasonId(14)}/recap`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(seasonNotEndedMessage(14));
    expect((await t.as('guest').get('/api/seasons/999999/recap')).statusCode).toBe(404);
    expect((await t.as('guest').get('/api/seasons/abc/recap')).statusCode).toBe(400);
  });

  it('is cached until a result of the season changes', async () => {
    const id = await seasonId(12);
    const url = `/api/seasons/${id}/recap`;
    const before = await t.as('guest').get(url);
    const again = await t.as('guest').get(url);
    expect(again.headers.etag).toBe(before.headers.etag);
    const recap: SeasonRecap = before.json();
    const row = recap.standings.find((r) => r.won > 0)!;
    const [game] = await queryRows<{ id: number; team1Id: number; team1Score: number; team2Score: number }>(
      t.db,
      sql`select id, team1_id as "team1Id", team1_score as "team1Score", team2_score as "team2Score"
        from games where season_id = ${id}
          and ((team1_id = ${row.team.id} and team1_score > team2_score)
            or (team2_id = ${row.team.id} and team2_score > team1_score))
        order by date limit 1`,
    );
    // The team's win becomes a loss: its standings row follows on the next read.
    const swapped = { team1Score: game!.team2Score, team2Score: game!.team1Score };
    expect((await t.as('admin').patch(`/api/games/${game!.id}`, swapped)).statusCode).toBe(200);
    const after: SeasonRecap = await read(url);
    expect(after.standings.find((r) => r.team.id === row.team.id)).toMatchObject({
      won: row.won - 1,
      lost: row.lost + 1,
    });
  });

  it('draws a share card for an ended season and names it in the page’s link preview', async () => {
    const id = await seasonId(13);
    const card = await t.as('guest').get(`/api/share-images/seasons/${id}/recap`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.rawPayload.readUInt32BE(16)).toBe(SHARE_IMAGE_SIZE.width);
    expect(card.rawPayload.readUInt32BE(20)).toBe(SHARE_IMAGE_SIZE.height);
    const settings = t.app.config.league;
    const meta = await resolvePageMeta(t.db, settings, `/seasons/${id}/recap`);
    expect(meta).toMatchObject({ status: 200, title: expect.stringContaining('Season 13 recap') });
    expect(meta.image).toBe(`${settings.publicUrl}/api/share-images/seasons/${id}/recap`);
    // A season still playing has no card: 409, and its page previews with the league's card.
    const current = await seasonId(14);
    expect((await t.as('guest').get(`/api/share-images/seasons/${current}/recap`)).statusCode).toBe(409);
    const playing = await resolvePageMeta(t.db, settings, `/seasons/${current}/recap`);
    expect(playing.image).toBe(`${settings.publicUrl}/og-image.png`);
    expect((await resolvePageMeta(t.db, settings, '/seasons/999999/recap')).status).toBe(404);
  });
});
