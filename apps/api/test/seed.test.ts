import {
  AWARD_TYPES,
  DIVISIONS,
  describeAwardType,
  PLACEMENTS,
  POSITIONS,
  STAGES,
} from '@league/shared/domain/league';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { queryRows } from '../src/db/sql.ts';
import { buildDemoLeague } from '../src/demo-league/build-league.ts';
import { isDatabaseEmpty, type SeedSummary, seedDemo } from '../src/demo-league/seed-demo.ts';
import { verifyPassword } from '../src/features/users/password.ts';
import { openTestDatabase } from './helpers/test-app.ts';

// A Wednesday afternoon: this week's matches fall on both sides of it.
const NOW = new Date('2026-11-18T15:00:00Z');

let first: Awaited<ReturnType<typeof openTestDatabase>>;
let second: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
let summary: SeedSummary;

beforeAll(async () => {
  first = await openTestDatabase();
  second = await openTestDatabase();
  db = first.database.db;
  expect(await isDatabaseEmpty(db)).toBe(true);
  summary = await seedDemo(db, { scale: 1, now: NOW });
  await seedDemo(second.database.db, { scale: 1, now: NOW });
});
afterAll(async () => {
  await first?.dispose();
  await second?.dispose();
});

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);

/** Every table's rows in a fixed order; match dates are left out as they follow the clock. */
async function snapshot(target: Db) {
  const { seasons, teams, players, teamPlayers, games, stats, awards, awardPlayers, matches } = schema;
  return {
    seasons: await target.select().from(seasons).orderBy(asc(seasons.id)),
    teams: await target.select().from(teams).orderBy(asc(teams.id)),
    players: await target.select().from(players).orderBy(asc(players.id)),
    teamPlayers: await target
      .select()
      .from(teamPlayers)
      .orderBy(asc(teamPlayers.teamId), asc(teamPlayers.playerId)),
    games: await target.select().from(games).orderBy(asc(games.id)),
    stats: await target.select().from(stats).orderBy(asc(stats.id)),
    awards: await target.select().from(awards).orderBy(asc(awards.id)),
    awardPlayers: await target
      .select()
      .from(awardPlayers)
      .orderBy(asc(awardPlayers.awardId), asc(awardPlayers.playerId)),
    matches: (await target.select().from(matches).orderBy(asc(matches.id))).map(
      ({ date: _date, ...rest }) => rest,
    ),
  };
}

describe('demo seed', () => {
  it('gives the same league in two fresh databases', async () => {
    const a = await snapshot(db);
    const b = await snapshot(second.database.db);
    expect(a.stats.length).toBeGreaterThan(2000);
    for (const table of Object.keys(a) as (keyof typeof a)[]) expect(b[table], table).toEqual(a[table]);
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it('reports the rows it wrote per table', async () => {
    const [counts] = await rows<Record<string, number>>(sql`select
      (select count(*) from players)::int as players, (select count(*) from stats)::int as stats,
      (select count(*) from games)::int as games, (select count(*) from article_likes)::int as likes,
      (select count(*) from records)::int as records`);
    expect(summary).toMatchObject({
      players: counts?.players,
      stats: counts?.stats,
      games: counts?.games,
      article_likes: counts?.likes,
      seasons: 14,
      users: 13,
      records: counts?.records,
    });
    expect(counts?.players).toBeGreaterThanOrEqual(250);
    expect(counts?.players).toBeLessThanOrEqual(450);
    // Records are calculated from the seeded stats: every game and season list is full.
    expect(counts?.records).toBeGreaterThan(400);
  });

  it('has 14 seasons whose ids are not their numbers; only season 14 is open', async () => {
    const seasons = await db.select().from(schema.seasons).orderBy(asc(schema.seasons.seasonNumber));
    expect(seasons.map((s) => s.seasonNumber)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    for (const season of seasons) {
      expect(season.id).not.toBe(season.seasonNumber);
      if (season.seasonNumber === 14) expect(season.endDate).toBeNull();
      else expect(season.endDate! > season.startDate).toBe(true);
    }
    // Ids are not in number order either, so sorting by id instead of number shows.
    const byId = [...seasons].sort((x, y) => x.id - y.id).map((s) => s.seasonNumber);
    expect(byId).not.toEqual(seasons.map((s) => s.seasonNumber));
    for (let i = 1; i < seasons.length; i++)
      expect(seasons[i]!.startDate > seasons[i - 1]!.endDate!).toBe(true);
    const current = seasons[13]!;
    expect(Date.parse(current.startDate)).toBeLessThan(NOW.getTime());
    expect(Date.parse(current.startDate)).toBeGreaterThan(NOW.getTime() - 70 * 86_400_000);
  });

  it('gives every season 12–16 uniquely named teams with canonical placements and one G.O.A.T.', async () => {
    const perSeason = await rows<{ season_number: number; n: number; names: number }>(sql`
      select s.season_number, count(*)::int as n, count(distinct lower(t.name))::int as names
      from teams t join seasons s on s.id = t.season_id group by s.season_number order by 1`);
    expect(perSeason).toHaveLength(14);
    for (const season of perSeason) {
      expect(season.n).toBeGreaterThanOrEqual(12);
      expect(season.n).toBeLessThanOrEqual(16);
      expect(season.names).toBe(season.n);
    }
    const teams = await rows<{ placement: string; season_number: number; logo_url: string }>(sql`
      select t.placement, s.season_number, t.logo_url from teams t join seasons s on s.id = t.season_id`);
    const suffixed = new RegExp(`^(.+) \\((${DIVISIONS.join('|')})\\)$`);
    for (const { placement } of teams) {
      const base = suffixed.exec(placement)?.[1] ?? placement;
      expect(PLACEMENTS as readonly string[]).toContain(base);
    }
    expect(teams.filter((t) => t.placement === 'G.O.A.T.')).toHaveLength(1);
    expect(teams.filter((t) => t.season_number === 14).every((t) => t.placement === 'TBD')).toBe(true);
    expect(new Set(teams.filter((t) => suffixed.test(t.placement)).map((t) => t.season_number)).size).toBe(3);
    expect(teams.every((t) => t.logo_url.startsWith('data:image/svg+xml;base64,'))).toBe(true);
    // One champion per finished season and division: ten single-bracket seasons (one of them the G.O.A.T.'s)
    // plus two, two and three divisions.
    const champions = teams.filter((t) => /^1st Place/.test(t.placement) || t.placement === 'G.O.A.T.');
    expect(champions.length).toBe(10 + 2 + 2 + 3);
    const franchises = await rows<{ seasons: number }>(sql`
      select count(*)::int as seasons from teams group by lower(name) order by 1 desc limit 1`);
    expect(franchises[0]?.seasons).toBeGreaterThanOrEqual(5);
  });

  it('has lower-case unique players with positions and careers across seasons', async () => {
    const players = await db.select().from(schema.players);
    expect(new Set(players.map((p) => p.name)).size).toBe(players.length);
    for (const player of players) {
      expect(player.name).toBe(player.name.toLowerCase());
      expect(POSITIONS as readonly string[]).toContain(player.position);
    }
    expect(players.filter((p) => p.position === 'N/A').length).toBeLessThan(players.length * 0.1);
    const doubled = await rows<{ n: number }>(sql`
      select count(*)::int as n from (select tp.player_id from team_players tp join teams t on t.id = tp.team_id
      group by tp.player_id, t.season_id having count(*) > 1) x`);
    expect(doubled[0]?.n).toBe(0);
    const careers = await rows<{ seasons: number }>(sql`
      select count(*)::int as seasons from team_players group by player_id`);
    expect(careers.filter((c) => c.seasons >= 10).length).toBeGreaterThanOrEqual(5);
    expect(careers.filter((c) => c.seasons >= 3).length).toBeGreaterThan(players.length / 3);
    const rosters = await rows<{ n: number }>(
      sql`select count(*)::int as n from team_players group by team_id`,
    );
    expect(rosters.every((r) => r.n >= 6 && r.n <= 8)).toBe(true);
  });

  it('plays bracket games between teams of the game’s season with believable scores', async () => {
    const games = await rows<{
      id: number;
      name: string;
      stage: string;
      season_id: number;
      season_number: number;
      team1_score: number;
      team2_score: number;
      t1_season: number;
      t2_season: number;
      t1_name: string;
      t2_name: string;
      video_url: string | null;
      date: Date;
      start_date: string;
    }>(sql`
      select g.*, s.season_number, s.start_date, t1.season_id as t1_season, t2.season_id as t2_season,
        t1.name as t1_name, t2.name as t2_name
      from games g join seasons s on s.id = g.season_id
      join teams t1 on t1.id = g.team1_id join teams t2 on t2.id = g.team2_id order by g.id`);
    expect(games.length).toBeGreaterThan(150);
    for (const game of games) {
      expect(STAGES as readonly string[]).toContain(game.stage);
      expect(game.t1_season).toBe(game.season_id);
      expect(game.t2_season).toBe(game.season_id);
      expect(game.name).toBe(`${game.t1_name} vs. ${game.t2_name} S${game.season_number}`);
      const [won, lost] = [
        Math.max(game.team1_score, game.team2_score),
        Math.min(game.team1_score, game.team2_score),
      ];
      expect([2, 3]).toContain(won);
      expect(lost).toBeLessThan(won);
      expect(new Date(game.date).getTime()).toBeGreaterThan(Date.parse(game.start_date));
      if (game.video_url) expect(game.video_url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    }
    const stages = new Set(games.map((g) => g.stage));
    for (const stage of ['Winners Bracket; Quarterfinals', 'Losers Bracket; Finals', 'Grand Finals']) {
      expect(stages).toContain(stage);
    }
    const current = games.filter((g) => g.season_number === 14);
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((g) => g.stage === 'Winners Bracket; Round of 16')).toBe(true);
    expect(current.every((g) => new Date(g.date).getTime() < NOW.getTime())).toBe(true);
    expect(games.filter((g) => g.video_url).length).toBeLessThan(games.length / 2);
  });

  it('has one stat line per rostered player of both teams in every game, kills never above attempts', async () => {
    const [bad] = await rows<{ kills: number; negative: number; outsider: number }>(sql`
      select
        count(*) filter (where spike_kills > spike_attempts or ape_kills > ape_attempts)::int as kills,
        count(*) filter (where least(spike_kills, spike_attempts, ape_kills, ape_attempts, spiking_errors, digs,
          blocks, assists, aces, setting_errors, block_follows, serving_errors, misc_errors) < 0)::int as negative,
        count(*) filter (where not exists (select 1 from team_players tp
          where tp.player_id = st.player_id and tp.team_id in (g.team1_id, g.team2_id)))::int as outsider
      from stats st join games g on g.id = st.game_id`);
    expect(bad).toEqual({ kills: 0, negative: 0, outsider: 0 });
    const [coverage] = await rows<{ expected: number; actual: number }>(sql`
      select
        (select count(*) from games g join team_players tp on tp.team_id in (g.team1_id, g.team2_id))::int as expected,
        (select count(*) from stats)::int as actual`);
    expect(coverage?.actual).toBe(coverage?.expected);
  });

  it('fits the stat lines to the positions', async () => {
    const averages = await rows<{ position: string; attempts: number; assists: number; digs: number }>(sql`
      select p.position, avg(st.spike_attempts)::float8 as attempts, avg(st.assists)::float8 as assists,
        avg(st.digs)::float8 as digs
      from stats st join players p on p.id = st.player_id group by p.position`);
    const of = (position: string) => averages.find((a) => a.position === position)!;
    expect(of('Spiker').attempts).toBeGreaterThan(of('Setter').attempts * 3);
    expect(of('Setter').assists).toBeGreaterThan(of('Spiker').assists * 5);
    expect(of('Libero').digs).toBeGreaterThan(of('Spiker').digs * 2);
  });

  it('hands out all 12 award types with the type text and the season in the description', async () => {
    const awards = await rows<{
      id: number;
      type: string;
      description: string;
      season_number: number;
      winners: number;
    }>(sql`
      select a.id, a.type, a.description, s.season_number,
        (select count(*) from award_players ap where ap.award_id = a.id)::int as winners
      from awards a join seasons s on s.id = a.season_id`);
    expect(new Set(awards.map((a) => a.type))).toEqual(new Set(AWARD_TYPES));
    for (const award of awards) {
      expect(award.description.startsWith(describeAwardType(award.type))).toBe(true);
      expect(award.description).toContain(`Season ${award.season_number}:`);
      expect(award.winners).toBeGreaterThanOrEqual(1);
      expect(award.season_number).toBeLessThan(14);
    }
    expect(awards.some((a) => a.winners === 2)).toBe(true);
    const perSeason = new Set(awards.map((a) => a.season_number));
    expect(perSeason.size).toBe(13);
  });

  it('schedules season 14 matches around now: completed ones before, scheduled ones after', async () => {
    const matches = await db.select().from(schema.matches);
    const [current] = await db.select().from(schema.seasons).where(sql`season_number = 14`);
    expect(matches.length).toBeGreaterThanOrEqual(30);
    expect(matches.length).toBeLessThanOrEqual(40);
    const names = new Set(
      (await db.select().from(schema.teams).where(sql`season_id = ${current!.id}`)).map((t) => t.name),
    );
    for (const match of matches) {
      expect(match.seasonId).toBe(current!.id);
      expect(names.has(match.team1Name) && names.has(match.team2Name)).toBe(true);
      expect(match.matchNumber).toMatch(/^(Losers )?Round \d+ - Match \d+$/);
      expect(match.matchNumber.startsWith(match.round)).toBe(true);
      expect([['Playoffs'], ['Regular Season']]).toContainEqual(match.tags);
      expect(match.phase).toBe('qualifiers');
      expect(match.region).toBe('na');
      if (match.status === 'completed') {
        expect(match.date.getTime()).toBeLessThan(NOW.getTime());
        expect(match.set1Score).toMatch(/^\d+-\d+$/);
        expect(match.set2Score).toMatch(/^\d+-\d+$/);
        expect([2, 3]).toContain(Math.max(match.team1Score!, match.team2Score!));
      } else {
        expect(match.status).toBe('scheduled');
        expect(match.date.getTime()).toBeGreaterThan(NOW.getTime());
        expect([match.team1Score, match.set1Score]).toEqual([null, null]);
      }
    }
    const week = 7 * 86_400_000;
    const soon = (m: (typeof matches)[number]) => Math.abs(m.date.getTime() - NOW.getTime()) < week;
    expect(matches.filter((m) => soon(m) && m.status === 'completed').length).toBeGreaterThan(0);
    expect(matches.filter((m) => soon(m) && m.status === 'scheduled').length).toBeGreaterThan(0);
  });

  it('has approved, pending and rejected articles with real text and consistent likes', async () => {
    const articles = await rows<{
      id: number;
      approved: boolean | null;
      likes: number;
      liked: number;
      content: string;
      summary: string;
      image_url: string;
      user_id: number | null;
    }>(sql`
      select a.*, (select count(*) from article_likes l where l.article_id = a.id)::int as liked from articles a`);
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(articles.filter((a) => a.approved === null).length).toBeGreaterThanOrEqual(1);
    expect(articles.filter((a) => a.approved === false).length).toBeGreaterThanOrEqual(1);
    expect(articles.filter((a) => a.approved === true).length).toBeGreaterThan(articles.length / 2);
    for (const article of articles) {
      expect(article.likes).toBe(article.liked);
      expect(article.content.length).toBeGreaterThanOrEqual(240);
      expect(article.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(article.summary.length).toBeGreaterThanOrEqual(50);
      expect(article.image_url).toMatch(/^https:\/\//);
      expect(article.user_id).not.toBeNull();
    }
    expect(articles.some((a) => a.likes > 0)).toBe(true);
  });

  it('links a member to Discord, gives a current player page a verified owner with a bio, and leaves a claim for staff', async () => {
    const links = await db.select().from(schema.linkedAccounts);
    expect(links.map((l) => l.provider).sort()).toEqual(['discord', 'roblox', 'roblox']);
    const claims = await db.select().from(schema.playerClaims);
    const confirmed = claims.find((c) => c.status === 'confirmed')!;
    expect(confirmed.bio).toBeTruthy();
    expect(confirmed.supportedTeamId).not.toBeNull();
    const [owned] = await db
      .select()
      .from(schema.players)
      .where(sql`${schema.players.id} = ${confirmed.playerId}`);
    const ownerLink = links.find((l) => l.userId === confirmed.userId && l.provider === 'roblox')!;
    expect(ownerLink.username.toLowerCase()).toBe(owned!.name.toLowerCase());
    expect(claims.filter((c) => c.status === 'pending')).toHaveLength(1);
  });

  it('creates the demo accounts with their roles and the published password', async () => {
    const users = await db.select().from(schema.users).orderBy(asc(schema.users.id));
    const demo = Object.fromEntries(users.map((u) => [u.username, u]));
    expect(demo.demo_user).toMatchObject({ role: 'user', email: 'user@demo.league' });
    expect(demo.demo_admin).toMatchObject({ role: 'admin', email: 'admin@demo.league' });
    expect(demo.demo_superadmin).toMatchObject({ role: 'superadmin', email: 'superadmin@demo.league' });
    expect(await verifyPassword('volley-demo-1', demo.demo_admin!.passwordHash!)).toBe(true);
    expect(await verifyPassword('wrong-password', demo.demo_admin!.passwordHash!)).toBe(false);
    expect(users.filter((u) => u.role === 'user').length).toBeGreaterThanOrEqual(10);
  });

  it('moves every id sequence past the seeded rows', async () => {
    const [season] = await db
      .insert(schema.seasons)
      .values({ seasonNumber: 15, theme: 'Sequence check', startDate: '2030-01-01' })
      .returning();
    const [player] = await db.insert(schema.players).values({ name: 'sequence_check' }).returning();
    expect(season!.id).toBeGreaterThan(114);
    expect(player!.id).toBe(summary.players! + 1);
    await db.delete(schema.players).where(sql`id = ${player!.id}`);
    await db.delete(schema.seasons).where(sql`id = ${season!.id}`);
  });
});

describe('demo league builder', () => {
  it('places dates by week: two moments of the same week give the same games', () => {
    const monday = buildDemoLeague({ scale: 1, now: new Date('2026-11-16T08:00:00Z') });
    const saturday = buildDemoLeague({ scale: 1, now: new Date('2026-11-21T22:00:00Z') });
    const view = (l: typeof monday) => l.games.map((g) => [g.id, g.name, g.date.toISOString(), g.team1Score]);
    expect(view(saturday)).toEqual(view(monday));
    expect(saturday.matches.filter((m) => m.status === 'completed').length).toBeGreaterThan(
      monday.matches.filter((m) => m.status === 'completed').length,
    );
  });

  it('grows teams, players and games with the scale while keeping 14 seasons', () => {
    const one = buildDemoLeague({ scale: 1, now: NOW });
    const three = buildDemoLeague({ scale: 3, now: NOW });
    expect(three.seasons).toHaveLength(14);
    expect(three.teams.length).toBe(one.teams.length * 3);
    for (const [big, small] of [
      [three.players.length, one.players.length],
      [three.games.length, one.games.length],
      [three.stats.length, one.stats.length],
    ] as const) {
      expect(big / small).toBeGreaterThan(2.5);
      expect(big / small).toBeLessThan(3.5);
    }
    expect(three.teams.filter((t) => t.placement === 'G.O.A.T.')).toHaveLength(1);
    expect(() => buildDemoLeague({ scale: 0 })).toThrow(/Scale/);
  });
});
