/**
 * The leagues the API document's examples are captured on: the demo league as seeded for reads, a small
 * league of its own for each write.
 */
import { desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  articles,
  awards,
  games,
  matches,
  players,
  seasons,
  stats,
  teamPlayers,
  teams,
} from '../src/db/schema.ts';
import type { ExampleLeague, ExampleRefs } from '../src/lib/route-facts.ts';

/** The demo league's current season, read as it was seeded: its latest game, its two teams, one player each. */
async function demoLeague(db: Db): Promise<ExampleLeague> {
  const [game] = await db
    .select({ id: games.id, seasonId: games.seasonId, team1Id: games.team1Id, team2Id: games.team2Id })
    .from(games)
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .orderBy(desc(seasons.seasonNumber), desc(games.date))
    .limit(1);
  const [season] = await db.select().from(seasons).where(eq(seasons.id, game!.seasonId));
  const teamOf = async (teamId: number) => {
    const team = await db.query.teams.findFirst({ where: (t, { eq }) => eq(t.id, teamId) });
    const [member] = await db
      .select({ id: teamPlayers.playerId })
      .from(teamPlayers)
      .where(eq(teamPlayers.teamId, teamId))
      .orderBy(teamPlayers.playerId)
      .limit(1);
    const player = await db.query.players.findFirst({ where: (p, { eq }) => eq(p.id, member!.id) });
    return { team: { id: team!.id, name: team!.name }, player: { id: player!.id, name: player!.name } };
  };
  const [side1, side2] = [await teamOf(game!.team1Id), await teamOf(game!.team2Id)];
  return {
    seasonId: season!.id,
    seasonNumber: season!.seasonNumber,
    team1: side1.team,
    team2: side2.team,
    player1: side1.player,
    player2: side2.player,
    gameId: game!.id,
  };
}

/** What reads show: rows of the demo league itself. */
export async function demoReads(db: Db): Promise<Partial<ExampleRefs>> {
  const league = await demoLeague(db);
  const first = async (rows: Promise<{ id: number }[]>) => (await rows)[0]!.id;
  return {
    league: async () => league,
    statLine: () =>
      first(
        db
          .select({ id: stats.id })
          .from(stats)
          .where(eq(stats.gameId, league.gameId))
          .orderBy(stats.id)
          .limit(1),
      ),
    async endedSeason() {
      // The newest season with an end date: the demo league's current season has none.
      const [row] = await db
        .select({ id: seasons.id, seasonNumber: seasons.seasonNumber })
        .from(seasons)
        .where(isNotNull(seasons.endDate))
        .orderBy(desc(seasons.seasonNumber))
        .limit(1);
      return row!;
    },
    match: () => first(db.select({ id: matches.id }).from(matches).orderBy(desc(matches.date)).limit(1)),
    award: () => first(db.select({ id: awards.id }).from(awards).orderBy(desc(awards.id)).limit(1)),
    article: () =>
      first(
        db
          .select({ id: articles.id })
          .from(articles)
          .where(eq(articles.approved, true))
          .orderBy(desc(articles.id))
          .limit(1),
      ),
  };
}

/**
 * What writes act on: a small league of its own for each, named as the league would name it (the next
 * season numbers, a winter cup, two teams with one player each and a game between them).
 */
export function freshLeagues(
  db: Db,
  firstNumber: number,
  unique: (base: string) => string,
): Partial<ExampleRefs> {
  let number = firstNumber;
  const season = async (theme: string) => {
    const seasonNumber = ++number;
    const [row] = await db
      .insert(seasons)
      .values({ seasonNumber, theme, startDate: '2027-01-09' })
      .returning({ id: seasons.id });
    return { id: row!.id, seasonNumber };
  };
  return {
    freeSeasonNumber: async () => ++number,
    emptySeason: () => season('Spring Open'),
    async league() {
      // The demo league's players are named like these (word_number): skip numbers whose names it uses.
      const taken = async (n: number) =>
        (
          await db
            .select({ id: players.id })
            .from(players)
            .where(inArray(players.name, [`skyhook_${n}`, `lowdig_${n}`]))
        ).length > 0;
      while (await taken(number + 1)) number++;
      const { id: seasonId, seasonNumber } = await season('Winter Cup');
      const [team1, team2] = await db
        .insert(teams)
        .values([
          { name: 'Harbor Hawks', seasonId },
          { name: 'Night Owls', seasonId },
        ])
        .returning({ id: teams.id, name: teams.name });
      const [player1, player2] = await db
        .insert(players)
        .values([
          // Through `unique`: other examples create players of these names too (the batch create's).
          { name: unique(`skyhook_${seasonNumber}`), position: 'Spiker' },
          { name: unique(`lowdig_${seasonNumber}`), position: 'Libero' },
        ])
        .returning({ id: players.id, name: players.name });
      await db.insert(teamPlayers).values([
        { teamId: team1!.id, playerId: player1!.id },
        { teamId: team2!.id, playerId: player2!.id },
      ]);
      const [game] = await db
        .insert(games)
        .values({
          name: 'Harbor Hawks vs. Night Owls',
          date: new Date('2027-01-09T20:00:00Z'),
          stage: 'Winners Bracket; Quarterfinals',
          seasonId,
          team1Id: team1!.id,
          team2Id: team2!.id,
          team1Score: 3,
          team2Score: 1,
        })
        .returning({ id: games.id });
      return {
        seasonId,
        seasonNumber,
        team1: team1!,
        team2: team2!,
        player1: player1!,
        player2: player2!,
        gameId: game!.id,
      };
    },
  };
}

/** Names as a league would give them: each the first time as it is, then numbered. */
export function realisticNames(): (base: string) => string {
  const used = new Map<string, number>();
  return (base) => {
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return count === 1 ? base : `${base}_${count}`;
  };
}
