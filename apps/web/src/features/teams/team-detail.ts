/**
 * The team page's choices (docs/product/teams.md#team-page, docs/product/teams.md#team-links): its roster
 * with stat sums and its games seen from its side (which season's team it shows is shared:
 * @league/shared/domain/team-page).
 */
import { emptyStatNumbers, pickStatNumbers } from '@league/shared/domain/derived-stats';
import type { StatNumbers } from '@league/shared/domain/league';
import { slugKey, teamSlug } from '@league/shared/domain/slug';
import type { TeamDetail, TeamGame } from '@league/shared/schemas/teams';

export interface RosterStatRow {
  id: number;
  name: string;
  position: string;
  gamesPlayed: number;
  totals: StatNumbers;
}

/** Every roster player with their sums over the team's games; players without lines get zeros. */
export function rosterStatRows(team: Pick<TeamDetail, 'players' | 'playerStats'>): RosterStatRow[] {
  const sums = new Map(team.playerStats.map((row) => [row.playerId, row]));
  const rows: RosterStatRow[] = team.players.map((player) => {
    const sum = sums.get(player.id);
    return {
      id: player.id,
      name: player.name,
      position: player.position,
      gamesPlayed: sum?.gamesPlayed ?? 0,
      totals: sum ? pickStatNumbers(sum) : emptyStatNumbers(),
    };
  });
  // Lines of players no longer on the roster still count for the team.
  for (const sum of team.playerStats) {
    if (!team.players.some((player) => player.id === sum.playerId)) {
      rows.push({
        id: sum.playerId,
        name: sum.name,
        position: '',
        gamesPlayed: sum.gamesPlayed,
        totals: pickStatNumbers(sum),
      });
    }
  }
  return rows;
}

export interface TeamGameView {
  id: number;
  name: string | null;
  date: string;
  stage: string | null;
  opponent: string;
  ownScore: number;
  opponentScore: number;
  result: 'W' | 'L' | 'T';
}

/** A game from the team's side: its score first, the opponent's second, and the result. */
export function viewTeamGame(game: TeamGame, teamId: number): TeamGameView {
  const home = game.team1Id === teamId;
  const ownScore = home ? game.team1Score : game.team2Score;
  const opponentScore = home ? game.team2Score : game.team1Score;
  return {
    id: game.id,
    name: game.name,
    date: game.date,
    stage: game.stage,
    opponent: game.opponent.name,
    ownScore,
    opponentScore,
    result: ownScore > opponentScore ? 'W' : ownScore < opponentScore ? 'L' : 'T',
  };
}

/** Sets of the team's games (team1Score + team2Score each, docs/product/teams.md#rules-and-constants). */
export function setsOfGames(games: readonly TeamGame[]): number {
  return games.reduce((sum, game) => sum + game.team1Score + game.team2Score, 0);
}

export interface Opponent {
  name: string;
  slug: string;
}

/**
 * The names this name's teams met in any season (docs/product/teams.md#head-to-head), by name: one entry per
 * name ignoring case, spelt as in the newest meeting (the API lists seasons and games newest first).
 */
export function opponentsOf(teams: readonly Pick<TeamDetail, 'name' | 'games'>[]): Opponent[] {
  const own = new Set(teams.map((team) => slugKey(team.name)));
  const byKey = new Map<string, Opponent>();
  for (const team of teams) {
    for (const game of team.games) {
      const key = slugKey(game.opponent.name);
      if (own.has(key) || byKey.has(key)) continue;
      byKey.set(key, { name: game.opponent.name, slug: teamSlug(game.opponent.name) });
    }
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
