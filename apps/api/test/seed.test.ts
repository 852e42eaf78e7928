import {
  AWARD_TYPES,
  DIVISIONS,
  describeAwardType,
  PLACEMENTS,
  POSITIONS,
  STAGES,
} from '@league/shared/domain/league';
import { buildStandings } from '@league/shared/domain/standings-table';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { queryRows } from '../src/db/sql.ts';
import { buildDemoLeague } from '../src/demo-league/build-league.ts';
import { DEMO_LEAGUE_KEY } from '../src/demo-league/match-night.ts';
import { isDatabaseEmpty, type SeedSummary, seedDemo } from '../src/demo-league/seed-demo.ts';
import { verifyPassword } from '../src/features/users/password.ts';
import { checkLeagueKey } from '../src/lib/league-keys.ts';
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

  it('plays a match night: a live match, a result waiting for approval, a corrected game and its key', async () => {
    const keys = await db.select().from(schema.leagueApiKeys);
    expect(keys).toHaveLength(1);
    expect(JSON.stringify(keys)).not.toContain(DEMO_LEAGUE_KEY);
    expect(await checkLeagueKey(db, DEMO_LEAGUE_KEY, 'results:submit')).toMatchObject({
      ok: { id: keys[0]!.id },
    });
    const results = await db.select().from(schema.pendingResults).orderBy(asc(schema.pendingResults.id));
    expect(results.map((r) => r.status)).toEqual(['pending', 'approved']);
    const [pending, approved] = results;
    const [waiting] = await db.select().from(schema.matches).where(sql`id = ${pending!.matchId}`);
    expect(waiting).toMatchObject({ status: 'live', set3Score: pending!.setScores[2] });
    const [correction] = await db.select().from(schema.gameCorrections);
    expect(correction).toMatchObject({ gameId: approved!.gameId });
    expect(correction!.at.getTime()).toBeLessThan(NOW.getTime());
    // The line holds the corrected number the correction names.
    const [, name, , after] = /^(.+) digs: (\d+) → (\d+)$/.exec(correction!.changes[0]!)!;
    const [line] = await rows<{ digs: number }>(
      sql`select s.digs from stats s join players p on p.id = s.player_id where s.game_id = ${approved!.gameId} and p.name = ${name}`,
    );
    expect(line!.digs).toBe(Number(after));
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

  it('has an open fan vote with hidden ballots and a closed one with results (docs/product/votes.md)', async () => {
    const votes = await rows<{ kind: string; closed: boolean; candidates: number; ballots: number }>(
      sql`select v.kind, v.closes_at <= ${NOW.toISOString()}::timestamptz as closed,
        (select count(*) from vote_candidates c where c.vote_id = v.id)::int as candidates,
        (select count(*) from vote_ballots b where b.vote_id = v.id)::int as ballots
        from votes v order by v.closes_at`,
    );
    expect(votes.map((v) => [v.kind, v.closed])).toEqual([
      ['season-mvp', true],
      ['play-of-the-week', false],
    ]);
    for (const vote of votes) {
      expect(vote.candidates).toBeGreaterThanOrEqual(2);
      expect(vote.ballots).toBeGreaterThan(0);
    }
    expect(summary.votes).toBe(2);
    // The demo's accounts are a month old, so demo_user may vote under the default threshold (7 days).
    const [young] = await rows<{ n: number }>(
      sql`select count(*)::int as n from users where created_at > ${NOW.toISOString()}::timestamptz - interval '7 days'`,
    );
    expect(young?.n).toBe(0);
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
      // Bracket games have a stage; the current season's regular-phase games have none.
      if (game.season_number === 14) expect(game.stage).toBeNull();
      else expect(STAGES as readonly string[]).toContain(game.stage);
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
    expect(current.length).toBeGreaterThan(40);
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

  it('schedules season 14 around now: a regular phase in two divisions, live matches tonight, then the playoffs', async () => {
    const [current] = await db.select().from(schema.seasons).where(sql`season_number = 14`);
    // Season 13's playoffs are on the schedule too (the bracket challenge's scored season, below).
    const matches = (await db.select().from(schema.matches).orderBy(asc(schema.matches.id))).filter(
      (m) => m.seasonId === current!.id,
    );
    const names = new Set(
      (await db.select().from(schema.teams).where(sql`season_id = ${current!.id}`)).map((t) => t.name),
    );
    const regular = matches.filter((m) => m.phase === 'qualifiers');
    const playoffs = matches.filter((m) => m.phase === 'playoffs');
    // Two divisions of 8 play a round robin (7 rounds of 4 matches each); each bracket of 4 has 2 + 2
    // matches in its first two weeks.
    expect(regular).toHaveLength(56);
    expect(playoffs).toHaveLength(8);
    for (const division of ['D1', 'D2']) {
      const own = regular.filter((m) => m.division === division);
      expect(own).toHaveLength(28);
      const teams = new Set(own.flatMap((m) => [m.team1Name, m.team2Name]));
      expect(teams.size).toBe(8);
      const pairs = new Set(own.map((m) => [m.team1Name, m.team2Name].sort().join('|')));
      expect(pairs.size).toBe(28);
    }
    const recorded = await rows<{
      id: number;
      date: Date;
      t1: string;
      t2: string;
      s1: number;
      s2: number;
    }>(sql`
      select g.id, g.date, t1.name as t1, t2.name as t2, g.team1_score as s1, g.team2_score as s2
      from games g join teams t1 on t1.id = g.team1_id join teams t2 on t2.id = g.team2_id
      where g.season_id = ${current!.id}`);
    for (const match of matches) {
      expect(match.seasonId).toBe(current!.id);
      expect(match.matchNumber).toMatch(/^(Losers )?Round \d+ - Match \d+$/);
      expect(match.matchNumber.startsWith(match.round)).toBe(true);
      expect(match.tags).toEqual([match.phase === 'playoffs' ? 'Playoffs' : 'Regular Season']);
      expect(match.region).toBe('na');
      expect(['D1', 'D2']).toContain(match.division);
      if (match.status === 'completed') {
        expect(names.has(match.team1Name) && names.has(match.team2Name)).toBe(true);
        expect(match.date.getTime()).toBeLessThan(NOW.getTime());
        expect(match.set1Score).toMatch(/^\d+-\d+$/);
        expect(match.set2Score).toMatch(/^\d+-\d+$/);
        expect(Math.max(match.team1Score!, match.team2Score!)).toBe(2);
        // Every played match has its recorded game: same teams, same moment, same score.
        const game = recorded.find(
          (g) => new Date(g.date).getTime() === match.date.getTime() && g.t1 === match.team1Name,
        );
        expect(game).toMatchObject({ t2: match.team2Name, s1: match.team1Score, s2: match.team2Score });
      } else if (match.status === 'live') {
        // Tonight (docs/product/live.md): started within the last two hours, with its first set played.
        expect(match.date.getTime()).toBeLessThan(NOW.getTime());
        expect(match.date.getTime()).toBeGreaterThan(NOW.getTime() - 2 * 60 * 60 * 1000);
        expect(match.set1Score).toMatch(/^\d+-\d+$/);
      } else {
        expect(match.status).toBe('scheduled');
        expect(match.date.getTime()).toBeGreaterThan(NOW.getTime());
        expect([match.team1Score, match.set1Score]).toEqual([null, null]);
      }
    }
    expect(recorded).toHaveLength(regular.filter((m) => m.status === 'completed').length);
    // The playoffs wait for the table: their teams are still to be decided.
    for (const match of playoffs)
      expect([match.status, match.team1Name, match.team2Name]).toEqual(['scheduled', 'TBD', 'TBD']);
    const lastRegular = Math.max(...regular.map((m) => m.date.getTime()));
    expect(playoffs.every((m) => m.date.getTime() > lastRegular)).toBe(true);
    const week = 7 * 86_400_000;
    const soon = (m: (typeof matches)[number]) => Math.abs(m.date.getTime() - NOW.getTime()) < week;
    expect(matches.filter((m) => soon(m) && m.status === 'completed').length).toBeGreaterThan(0);
    expect(matches.filter((m) => soon(m) && m.status === 'scheduled').length).toBeGreaterThan(0);
    expect(matches.filter((m) => m.status === 'live')).toHaveLength(2);
  });

  it("puts season 13's playoffs on the schedule as played, and scores the members' brackets of them", async () => {
    const [last] = await db.select().from(schema.seasons).where(sql`season_number = 13`);
    const playoffs = await db.select().from(schema.matches).where(sql`season_id = ${last!.id}`);
    const bracketGames = await rows<{ n: number }>(
      sql`select count(*)::int as n from games where season_id = ${last!.id} and stage is not null`,
    );
    expect(playoffs).toHaveLength(bracketGames[0]!.n);
    expect(playoffs.every((m) => m.phase === 'playoffs' && m.status === 'completed')).toBe(true);
    expect(new Set(playoffs.map((m) => m.round))).toContain('Losers Round 1');
    const read = await rows<{ points: number | null; correct: number | null }>(
      sql`select points, correct from bracket_entries where season_id = ${last!.id}`,
    );
    expect(read).toHaveLength(summary.bracketEntries!);
    expect(read.length).toBeGreaterThanOrEqual(5);
    // Every bracket is scored, and they do not all score the same.
    expect(read.every((e) => e.points !== null && e.correct !== null)).toBe(true);
    expect(new Set(read.map((e) => e.points)).size).toBeGreaterThan(1);
  });

  it("records the current season's standings settings: best of 3, top 4, one deduction with its reason", async () => {
    const [current] = await db.select().from(schema.seasons).where(sql`season_number = 14`);
    const settings = await db.select().from(schema.standingsSettings);
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatchObject({ seasonId: current!.id, format: 'bestOf3', playoffSpots: 4 });
    expect(settings[0]!.adjustments).toEqual([
      { teamName: expect.any(String), points: 1, reason: 'Late roster submission' },
    ]);
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
  it('places dates by week: later in the same week only more of the same results are played', () => {
    const monday = buildDemoLeague({ scale: 1, now: new Date('2026-11-16T08:00:00Z') });
    const saturday = buildDemoLeague({ scale: 1, now: new Date('2026-11-21T22:00:00Z') });
    const view = (l: typeof monday) => l.games.map((g) => [g.id, g.name, g.date.toISOString(), g.team1Score]);
    // Monday's games are the first of Saturday's, with the same ids, dates and scores.
    expect(view(saturday).slice(0, monday.games.length)).toEqual(view(monday));
    expect(saturday.games.length).toBeGreaterThan(monday.games.length);
    // Tonight's matches in progress are moved to tonight (match-night.ts); every other match keeps its date.
    const live = new Set(
      [...monday.matches, ...saturday.matches].filter((m) => m.status === 'live').map((m) => m.id),
    );
    const schedule = (l: typeof monday) =>
      l.matches.filter((m) => !live.has(m.id)).map((m) => [m.id, m.matchNumber, m.date.toISOString()]);
    expect(live.size).toBeGreaterThan(0);
    expect(schedule(saturday)).toEqual(schedule(monday));
    expect(saturday.matches.filter((m) => m.status === 'completed').length).toBeGreaterThan(
      monday.matches.filter((m) => m.status === 'completed').length,
    );
  });

  it("shows marks, ties, needs and the deduction in the current season's tables whatever the day", () => {
    // Built at the week's last moment, then replayed as of every moment a match of this week starts: the
    // results are the same every day, only fewer of them are played earlier in the week.
    const sunday = Date.parse('2026-11-15T00:00:00Z');
    const league = buildDemoLeague({ scale: 1, now: new Date(sunday + 7 * 86_400_000 - 1) });
    const [settings] = league.standingsSettings;
    const thisWeek = league.matches
      .map((m) => m.date.getTime())
      .filter((time) => time >= sunday && time < sunday + 7 * 86_400_000);
    const moments = [sunday, ...new Set(thisWeek)].sort((a, b) => a - b);
    expect(moments.length).toBeGreaterThan(4);
    for (const now of moments) {
      const matches = league.matches.map(({ setScores, ...m }) => {
        const played = m.status === 'completed' && m.date.getTime() < now;
        return {
          ...m,
          status: played ? 'completed' : 'scheduled',
          team1Score: played ? m.team1Score : null,
          team2Score: played ? m.team2Score : null,
          set1Score: played ? (setScores[0] ?? null) : null,
          set2Score: played ? (setScores[1] ?? null) : null,
          set3Score: played ? (setScores[2] ?? null) : null,
          set4Score: null,
          set5Score: null,
        };
      });
      const rows = ['D1', 'D2'].flatMap(
        (division) => buildStandings({ settings: settings!, matches, group: { division } }).rows,
      );
      const seen = {
        clinched: rows.some((r) => r.marks.playoffs === 'clinched'),
        eliminated: rows.some((r) => r.marks.playoffs === 'eliminated'),
        tie: rows.some((r) => r.tie !== null),
        needs: rows.some((r) => r.needs !== null),
        deduction: rows.some((r) => r.deduction === 1),
      };
      expect(seen, new Date(now).toISOString()).toEqual({
        clinched: true,
        eliminated: true,
        tie: true,
        needs: true,
        deduction: true,
      });
    }
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
