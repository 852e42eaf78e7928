/**
 * The fixture league's rows (helpers/fixtures.ts) in the shapes the API answers them, for a test that
 * expects an untouched row: each shape is the row's own fields (dates as ISO text, absent values null)
 * with the references it names. Orders are not derived here: a test lists the rows it expects, in the
 * order it expects them.
 */
import type { GameSkinny } from '@league/shared/schemas/games';
import {
  AWARD_ROWS,
  GAME_ROWS,
  numbers,
  PLAYER_ROWS,
  SEASON_ROWS,
  STAT_LINES,
  TEAM_ROWS,
} from './fixtures.ts';

type SeasonKey = keyof typeof SEASON_ROWS;
type TeamKey = keyof typeof TEAM_ROWS;
type PlayerKey = keyof typeof PLAYER_ROWS;
type GameKey = keyof typeof GAME_ROWS;
type AwardKey = keyof typeof AWARD_ROWS;

const keyOf = <K extends string>(rows: Record<K, { id: number }>, id: number): K => {
  const key = (Object.keys(rows) as K[]).find((k) => rows[k].id === id);
  if (!key) throw new Error(`no fixture row with id ${id}`);
  return key;
};

/** Every stat field at 0: the totals of a player without lines. */
export const ZERO_TOTALS = numbers({});

/** nightowl_77's career totals: the sums of lines 401, 405, 410 and 412 (helpers/fixtures.ts). */
export const NIGHTOWL_CAREER = numbers({
  spikeKills: 33,
  spikeAttempts: 69,
  apeKills: 2,
  apeAttempts: 5,
  spikingErrors: 3,
  digs: 4,
  blocks: 4,
  aces: 6,
  servingErrors: 1,
});

/** A season as lists name it beside a team: `{ id, seasonNumber, theme, startDate }`. */
export const seasonSummary = (key: SeasonKey) => {
  const { id, seasonNumber, theme, startDate } = SEASON_ROWS[key];
  return { id, seasonNumber, theme, startDate };
};

/** A team as a game's `teams[]` names it. */
export const teamRef = (key: TeamKey) => {
  const { id, name, logoUrl } = TEAM_ROWS[key];
  return { id, name, logoUrl };
};

/** A team with its season summary, as the player and team lists give it. */
export const teamWithSeason = (key: TeamKey) => {
  const { id, name, placement, logoUrl, seasonId } = TEAM_ROWS[key];
  return { id, name, placement, logoUrl, seasonId, season: seasonSummary(keyOf(SEASON_ROWS, seasonId)) };
};

/** A player as a stat line or an award names it. */
export const playerRef = (key: PlayerKey) => {
  const { id, name } = PLAYER_ROWS[key];
  return { id, name };
};

/** A player as a roster lists it. */
export const rosterEntry = (key: PlayerKey) => ({ ...PLAYER_ROWS[key] });

/** A game in the legacy game shape: the game with its season and both teams, team 1 first. */
export const gameSkinny = (key: GameKey): GameSkinny => {
  const row = GAME_ROWS[key];
  const season = SEASON_ROWS[keyOf(SEASON_ROWS, row.seasonId)];
  return {
    id: row.id,
    name: row.name,
    date: row.date.toISOString(),
    stage: row.stage,
    seasonId: row.seasonId,
    team1Id: row.team1Id,
    team2Id: row.team2Id,
    team1Score: row.team1Score,
    team2Score: row.team2Score,
    videoUrl: row.videoUrl,
    season: { id: season.id, seasonNumber: season.seasonNumber },
    teams: [teamRef(keyOf(TEAM_ROWS, row.team1Id)), teamRef(keyOf(TEAM_ROWS, row.team2Id))],
  };
};

/** A game as a team's games list it: the game's own fields and the other team. */
export const teamGame = (key: GameKey, opponent: TeamKey) => {
  const {
    season: _season,
    teams: _teams,
    seasonId: _seasonId,
    videoUrl: _videoUrl,
    ...own
  } = gameSkinny(key);
  const { id, name } = TEAM_ROWS[opponent];
  return { ...own, opponent: { id, name } };
};

/** An award in the skinny shape, its recipients in the order given. */
export const awardSkinny = (key: AwardKey, recipients: PlayerKey[]) => {
  const row = AWARD_ROWS[key];
  const season = SEASON_ROWS[keyOf(SEASON_ROWS, row.seasonId)];
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    seasonId: row.seasonId,
    season: { id: season.id, seasonNumber: season.seasonNumber },
    players: recipients.map(playerRef),
  };
};

/** The stat line with that id, as inserted: `{ id, gameId, playerId, ...numbers }`. */
export const statLine = (id: number) => {
  const line = STAT_LINES.find((l) => l.id === id);
  if (!line) throw new Error(`no fixture stat line ${id}`);
  return line;
};

/** A stat line with its player, as a game's lines list it. */
export const lineWithPlayer = (id: number) => {
  const line = statLine(id);
  return { ...line, player: playerRef(keyOf(PLAYER_ROWS, line.playerId)) };
};

/** A stat line with its game in the legacy game shape, as a player's lines list it. */
export const lineWithGame = (id: number) => {
  const line = statLine(id);
  return { ...line, game: gameSkinny(keyOf(GAME_ROWS, line.gameId)) };
};
