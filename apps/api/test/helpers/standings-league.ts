/**
 * A small league for the standings and ratings tests. Season 13 (id 301) has one recorded game with stat
 * lines; season 14 (id 302) has two divisions of a regular phase (D1 in region na; D2 mostly na, one
 * match in eu), one playoff match, a completed match whose score is no finished best of 5 (2-1), matches
 * still to play, and a team with no match. Ids are fixed so the tests can name them.
 *
 *   D1: 1 Wolves 3-0 Crows · 2 Wave 3-1 Owls · 3 Wolves 3-2 Wave · 4 Crows 3-0 Owls · 5 Wolves–Owls · 6 Crows–Wave
 *   D2: 7 Sharks 3-0 Ghost · 8 Herons 2-3 Foxes · 9 Sharks–Herons · 11 Ghost 2-1 Foxes (eu)
 *   Playoffs: 10 Wolves 3-0 Sharks
 */
import type { Db } from '../../src/db/client.ts';
import { games, matches, players, seasons, stats, teamPlayers, teams } from '../../src/db/schema.ts';

export const S13 = 301;
export const S14 = 302;

export const TEAMS = {
  wolves: 'Golden Wolves',
  crows: 'Storm Crows',
  wave: 'Tidal Wave',
  owls: 'Night Owls',
  sharks: 'Sand Sharks',
  ghost: 'Ghost Squad',
  herons: 'Iron Herons',
  foxes: 'Blue Foxes',
  idle: 'Idle Stars',
} as const;

const SEASON_14_TEAMS = Object.values(TEAMS);
/** Season 13's teams: the Wolves' and the Crows' players come back in season 14. */
const WOLVES_13 = 401;
const CROWS_13 = 402;
const teamId14 = (name: string) => 410 + SEASON_14_TEAMS.indexOf(name as (typeof SEASON_14_TEAMS)[number]);

const played = (sets: [number, number][]) => {
  const scores = sets.map(([a, b]) => `${a}-${b}`);
  const won = sets.filter(([a, b]) => a > b).length;
  return {
    status: 'completed',
    team1Score: won,
    team2Score: sets.length - won,
    set1Score: scores[0] ?? null,
    set2Score: scores[1] ?? null,
    set3Score: scores[2] ?? null,
    set4Score: scores[3] ?? null,
    set5Score: scores[4] ?? null,
  };
};
const SWEEP: [number, number][] = [
  [25, 20],
  [25, 21],
  [25, 22],
];

type MatchSpec = [
  id: number,
  team1: string,
  team2: string,
  result: ReturnType<typeof played> | null,
  extra: { phase?: string; region?: string; division?: string | null; day: string },
];

const MATCHES: MatchSpec[] = [
  [1, TEAMS.wolves, TEAMS.crows, played(SWEEP), { division: 'D1', day: '2026-03-02' }],
  [
    2,
    TEAMS.wave,
    TEAMS.owls,
    played([
      [25, 20],
      [20, 25],
      [25, 18],
      [25, 23],
    ]),
    { division: 'D1', day: '2026-03-03' },
  ],
  [
    3,
    TEAMS.wolves,
    TEAMS.wave,
    played([
      [25, 20],
      [20, 25],
      [25, 18],
      [23, 25],
      [15, 12],
    ]),
    { division: 'D1', day: '2026-03-09' },
  ],
  [4, TEAMS.crows, TEAMS.owls, played(SWEEP), { division: 'D1', day: '2026-03-10' }],
  [5, TEAMS.wolves, TEAMS.owls, null, { division: 'D1', day: '2027-03-16' }],
  [6, TEAMS.crows, TEAMS.wave, null, { division: 'D1', day: '2027-03-17' }],
  [7, TEAMS.sharks, TEAMS.ghost, played(SWEEP), { division: 'D2', day: '2026-03-02' }],
  [
    8,
    TEAMS.herons,
    TEAMS.foxes,
    played([
      [25, 20],
      [20, 25],
      [25, 18],
      [23, 25],
      [12, 15],
    ]),
    { division: 'D2', day: '2026-03-03' },
  ],
  [9, TEAMS.sharks, TEAMS.herons, null, { division: 'D2', day: '2027-03-16' }],
  [10, TEAMS.wolves, TEAMS.sharks, played(SWEEP), { phase: 'playoffs', division: null, day: '2026-03-20' }],
  [
    11,
    TEAMS.ghost,
    TEAMS.foxes,
    played([
      [25, 20],
      [20, 25],
      [25, 18],
    ]),
    { division: 'D2', region: 'eu', day: '2026-03-11' },
  ],
];

export async function standingsLeague(db: Db): Promise<void> {
  await db.insert(seasons).values([
    { id: S13, seasonNumber: 13, theme: 'Thirteen', startDate: '2025-09-01', endDate: '2025-12-01' },
    { id: S14, seasonNumber: 14, theme: 'Fourteen', startDate: '2026-02-23' },
  ]);
  await db
    .insert(teams)
    .values([
      { id: WOLVES_13, name: TEAMS.wolves, seasonId: S13 },
      { id: CROWS_13, name: TEAMS.crows, seasonId: S13 },
      ...SEASON_14_TEAMS.map((name) => ({ id: teamId14(name), name, seasonId: S14 })),
    ]);
  // Three players per team of season 13, who play for the same team in season 14.
  const roster = (base: number) => [base, base + 1, base + 2];
  await db
    .insert(players)
    .values([...roster(501), ...roster(511)].map((id) => ({ id, name: `player_${id}`, position: 'Spiker' })));
  await db.insert(teamPlayers).values([
    ...roster(501).flatMap((playerId) => [
      { teamId: WOLVES_13, playerId },
      { teamId: teamId14(TEAMS.wolves), playerId },
    ]),
    ...roster(511).flatMap((playerId) => [
      { teamId: CROWS_13, playerId },
      { teamId: teamId14(TEAMS.crows), playerId },
    ]),
  ]);
  await db.insert(games).values({
    id: 601,
    name: 'Golden Wolves vs. Storm Crows S13',
    date: new Date('2025-10-05T23:00:00Z'),
    stage: 'Grand Finals',
    seasonId: S13,
    team1Id: WOLVES_13,
    team2Id: CROWS_13,
    team1Score: 3,
    team2Score: 0,
  });
  await db.insert(stats).values(
    [...roster(501), ...roster(511)].map((playerId, i) => ({
      gameId: 601,
      playerId,
      spikeKills: 4 + i,
      spikeAttempts: 12 + i,
      spikingErrors: i % 3,
      blocks: 1 + (i % 2),
      digs: 3 + i,
      aces: i % 2,
      servingErrors: 1,
    })),
  );
  await db.insert(matches).values(
    MATCHES.map(([id, team1Name, team2Name, result, extra]) => ({
      id,
      matchNumber: `Round ${id} - Match 1`,
      round: `Round ${id}`,
      status: 'scheduled',
      phase: extra.phase ?? 'qualifiers',
      region: extra.region ?? 'na',
      division: extra.division ?? null,
      date: new Date(`${extra.day}T23:00:00Z`),
      team1Name,
      team2Name,
      seasonId: S14,
      ...result,
    })),
  );
}
