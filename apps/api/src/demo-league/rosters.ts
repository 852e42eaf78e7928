/**
 * Player careers, season by season. Most players from last season come back, usually to the same
 * franchise; a few veterans who joined in the first seasons play ten or more; new players fill the
 * remaining roster spots, chosen so every team has a setter, a libero and spikers. A player is on at
 * most one team per season.
 */
import type { Position } from '@league/shared/domain/league';
import type { Player, Season, Team } from './model.ts';
import type { Namer } from './names.ts';
import type { Random } from './random.ts';

/** Chance that a regular player from last season plays again; veterans always do until their last season. */
const RETURN_CHANCE = 0.78;
/** Chance that a player who sat out last season comes back. */
const COMEBACK_CHANCE = 0.15;
const STAY_WITH_FRANCHISE = 0.75;
const VETERAN_CHANCE = 0.09;

const FILL_POSITIONS: [Position, number][] = [
  ['Spiker', 35],
  ['All-Rounder', 20],
  ['Blocker', 18],
  ['Setter', 12],
  ['Libero', 12],
  ['N/A', 3],
];

export interface RosterBook {
  players: Player[];
  namer: Namer;
}

export function fillSeasonRosters(random: Random, book: RosterBook, season: Season, teams: Team[]): void {
  const byKey = new Map(teams.map((team) => [team.name.toLowerCase(), team]));
  const hasRoom = (team: Team) => team.roster.length < team.rosterSize;

  for (const player of returningPlayers(random, book.players, season.number)) {
    const home = player.lastTeamKey ? byKey.get(player.lastTeamKey) : undefined;
    const team =
      home && hasRoom(home) && random.chance(STAY_WITH_FRANCHISE)
        ? home
        : pickTeamFor(random, player.position, teams.filter(hasRoom));
    if (team) join(player, team);
  }
  for (const team of teams) {
    while (hasRoom(team)) join(createPlayer(random, book, season.number, neededPosition(random, team)), team);
  }
}

function returningPlayers(random: Random, players: Player[], seasonNumber: number): Player[] {
  const back = players.filter((player) => {
    if (player.lastSeason === seasonNumber - 1) {
      return player.veteran && seasonNumber <= player.plannedLastSeason ? true : random.chance(RETURN_CHANCE);
    }
    return player.lastSeason === seasonNumber - 2 && random.chance(COMEBACK_CHANCE);
  });
  // Veterans pick first, so a full league never leaves them out.
  return [...back.filter((p) => p.veteran), ...random.shuffle(back.filter((p) => !p.veteran))];
}

function join(player: Player, team: Team): void {
  // Skill grows with experience, more for players early in their career.
  if (player.lastSeason > 0) player.skill = Math.min(player.veteran ? 1.5 : 1.3, player.skill + 0.025);
  player.lastSeason = team.season.number;
  player.lastTeamKey = team.name.toLowerCase();
  team.roster.push(player);
}

function pickTeamFor(random: Random, position: Position, open: Team[]): Team | undefined {
  if (open.length === 0) return undefined;
  const wanting = open.filter((team) => neededPositions(team).includes(position));
  return random.pick(wanting.length > 0 ? wanting : open);
}

/** Positions a team still lacks: one setter, one libero, two spikers. */
function neededPositions(team: Team): Position[] {
  const count = (position: Position) => team.roster.filter((p) => p.position === position).length;
  const needs: Position[] = [];
  if (count('Setter') === 0) needs.push('Setter');
  if (count('Libero') === 0) needs.push('Libero');
  if (count('Spiker') < 2) needs.push('Spiker');
  return needs;
}

function neededPosition(random: Random, team: Team): Position {
  return neededPositions(team)[0] ?? random.weighted(FILL_POSITIONS);
}

function createPlayer(random: Random, book: RosterBook, seasonNumber: number, position: Position): Player {
  const veteran = seasonNumber <= 3 && random.chance(VETERAN_CHANCE);
  const player: Player = {
    id: book.players.length + 1,
    name: book.namer(),
    position,
    skill: veteran ? 1.15 + random.next() * 0.2 : 0.7 + random.next() * 0.4,
    veteran,
    plannedLastSeason: veteran ? seasonNumber + random.int(9, 12) : seasonNumber,
    lastSeason: 0,
    lastTeamKey: null,
  };
  book.players.push(player);
  return player;
}
