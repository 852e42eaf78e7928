/**
 * Team names per season. About two thirds of a season's teams are franchises, names that come back over
 * a span of seasons (and keep most of their players, see rosters.ts); the rest are one-season teams.
 * All names come from one generator, so a season never holds two teams of the same name.
 */
import { drawTeamLogo } from './logos.ts';
import type { Pool, Season, Team } from './model.ts';
import type { Namer } from './names.ts';
import type { Random } from './random.ts';

const FRANCHISES_PER_CONFERENCE = 24;
const FRANCHISE_SHARE = 0.65;

interface Franchise {
  name: string;
  firstSeason: number;
  lastSeason: number;
}

export interface TeamBook {
  franchises: Franchise[];
  namer: Namer;
  nextId: number;
}

export function createTeamBook(random: Random, namer: Namer, scale: number, seasonCount: number): TeamBook {
  const franchises = Array.from({ length: FRANCHISES_PER_CONFERENCE * scale }, (): Franchise => {
    const firstSeason = random.int(1, seasonCount - 2);
    return { name: namer(), firstSeason, lastSeason: Math.min(seasonCount, firstSeason + random.int(3, 13)) };
  });
  return { franchises, namer, nextId: 1 };
}

/** The season's teams, named but not yet placed in pools; ids follow creation order. */
export function createSeasonTeams(random: Random, book: TeamBook, season: Season): Team[] {
  const count = season.pools.reduce((sum, pool) => sum + pool.teamCount, 0);
  const active = random.shuffle(
    book.franchises.filter((f) => f.firstSeason <= season.number && season.number <= f.lastSeason),
  );
  const names = active.slice(0, Math.round(count * FRANCHISE_SHARE)).map((f) => f.name);
  while (names.length < count) names.push(book.namer());
  return random.shuffle(names).map(
    (name): Team => ({
      id: book.nextId++,
      name,
      season,
      pool: null,
      placement: season.current ? 'TBD' : "Didn't make playoffs",
      logoUrl: drawTeamLogo(name),
      rosterSize: random.int(6, 8),
      roster: [],
      strength: 0,
    }),
  );
}

/**
 * Teams by strength into the season's pools: conferences take turns picking, and inside a conference the
 * strongest teams form division 1. Returns the teams of each pool, strongest first.
 */
export function assignPools(random: Random, season: Season, teams: Team[]): Map<Pool, Team[]> {
  for (const team of teams) team.strength = rosterStrength(team) + random.next() * 0.12;
  const ranked = [...teams].sort((a, b) => b.strength - a.strength || a.id - b.id);
  const conferenceCount = new Set(season.pools.map((pool) => pool.conference)).size;
  const conferences = new Map<number, Team[]>();
  ranked.forEach((team, index) => {
    const members = conferences.get(index % conferenceCount) ?? [];
    members.push(team);
    conferences.set(index % conferenceCount, members);
  });
  const pools = new Map<Pool, Team[]>();
  for (const [conference, members] of conferences) {
    let offset = 0;
    for (const pool of season.pools.filter((p) => p.conference === conference)) {
      const poolTeams = members.slice(offset, offset + pool.teamCount);
      offset += pool.teamCount;
      for (const team of poolTeams) team.pool = pool;
      pools.set(pool, poolTeams);
    }
  }
  return pools;
}

/** Average skill of the six best players: the starters. */
function rosterStrength(team: Team): number {
  const starters = team.roster
    .map((p) => p.skill)
    .sort((a, b) => b - a)
    .slice(0, 6);
  return starters.reduce((sum, skill) => sum + skill, 0) / Math.max(1, starters.length);
}
