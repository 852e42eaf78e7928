/**
 * The demo league while it is being built, before it becomes table rows. Objects refer to each other
 * directly (a team holds its players) so the generators read naturally; ids are handed out as objects
 * are created, which keeps them identical from run to run.
 */
import type { Division, Position, StatNumbers } from '@league/shared/domain/league';

/** A group of teams that plays one bracket: a whole season, or one division of it. */
export interface Pool {
  /** At scale N every season holds N conferences of the same shape; 0 is the only one at scale 1. */
  conference: number;
  division: Division | null;
  teamCount: number;
  /** Teams in the double-elimination bracket (4, 8 or 16); the others "Didn't make playoffs". */
  bracketSize: 4 | 8 | 16;
}

export interface Season {
  id: number;
  number: number;
  theme: string;
  image: string | null;
  startDate: string;
  endDate: string | null;
  current: boolean;
  pools: Pool[];
}

export interface Player {
  id: number;
  name: string;
  position: Position;
  /** Around 1; scales every stat and the team's chances. Grows a little each season played. */
  skill: number;
  veteran: boolean;
  /** Veterans keep coming back until this season; others retire at random. */
  plannedLastSeason: number;
  /** Season number of the player's latest team, 0 before the first. */
  lastSeason: number;
  /** Lower-cased name of the latest team, so franchises keep their core. */
  lastTeamKey: string | null;
}

export interface Team {
  id: number;
  name: string;
  season: Season;
  pool: Pool | null;
  placement: string;
  logoUrl: string;
  rosterSize: number;
  roster: Player[];
  /** Skill of the roster plus a little luck: decides seeds and series. */
  strength: number;
}

export interface Game {
  id: number;
  name: string;
  date: Date;
  /** A bracket stage; null for a regular-season game. */
  stage: string | null;
  season: Season;
  team1: Team;
  team2: Team;
  team1Score: number;
  team2Score: number;
  videoUrl: string | null;
}

export interface StatLine extends StatNumbers {
  id: number;
  gameId: number;
  playerId: number;
}

/** Outcome of a best-of series: sets won and the points of every set, team 1's first. */
export interface SeriesResult {
  team1Sets: number;
  team2Sets: number;
  setPoints: [number, number][];
}

/** An article before it has an id and an author id; article-texts.ts and articles.ts write them. */
export interface ArticleDraft {
  title: string;
  summary: string;
  content: string;
  imageUrl: string;
  /** Username of the author, one of the demo or member accounts. */
  author: string;
  /** null = pending, true = approved, false = rejected. */
  approved: boolean | null;
  daysAgo: number;
}
