/**
 * Share images (docs/product/site.md#share-images): the 1200×630 cards link previews show for a leaderboard
 * view, a player, a game, the records and a standings table. Each card is built from the same reads as its page, drawn once,
 * and kept until league data changes, so a link pasted in a chat costs one drawing however often it is seen.
 */
import { deriveStats, sumStatLines } from '@league/shared/domain/derived-stats';
import { leaderboardTitle } from '@league/shared/domain/leaderboard-view';
import { describePointsScheme, getMatchFormat } from '@league/shared/domain/match-formats';
import { positionText } from '@league/shared/domain/standings-columns';
import { rowMarks } from '@league/shared/domain/standings-mark-labels';
import {
  formatRecordValue,
  formatStat,
  getStatColumn,
  isPercentRecord,
  isStatColumnKey,
  STAT_MODE_LABELS,
  type StatColumnKey,
} from '@league/shared/domain/stat-columns';
import type { GameDetail } from '@league/shared/schemas/games';
import type { LeaderboardQueryParams, LeaderboardResponse } from '@league/shared/schemas/leaderboard';
import type { PlayerDetail } from '@league/shared/schemas/players';
import type { LeagueRecord } from '@league/shared/schemas/records';
import type { StandingsQuery, StandingsRead } from '@league/shared/schemas/standings';
import type { Db } from '../../db/client.ts';
import { getGameDetail } from '../../features/games/service.ts';
import {
  buildLeaderboardResponse,
  leaderboardViewStateOf,
  readLeaderboardRows,
} from '../../features/leaderboard/service.ts';
import { getPlayerDetail } from '../../features/players/service.ts';
import { readRecords } from '../../features/records/service.ts';
import { readStandings, standingsViewWords } from '../../features/standings/service.ts';
import type { CachedRead } from '../../lib/read-path.ts';
import { type ShareCard, shareCardTree } from './card.ts';
import { renderCardPng } from './render.ts';

/** The title the leaderboard opens with, as its page names it. */
const LEADERBOARD_TITLE = 'Statistics Leaderboard';
const CARD_ROWS = 5;
/** The stats a player's season line shows, in order. */
const SEASON_LINE: StatColumnKey[] = ['totalKills', 'totalSpikePct', 'blocks', 'assists', 'aces'];

export interface ShareImages {
  db: Db;
  siteName: string;
  timeZone: string;
  /** The league's current season number: a standings link without a season shows it. */
  currentSeason: number;
  /** Drawn cards by address (a cache of the read path, cleared on every data change). */
  drawn: Pick<CachedRead<Buffer>, 'get'>;
}

/** Drawn cards: a day at most (a data change clears them sooner); 300 cards is about 5 MB. */
export const DRAWN_CARDS = { ttlMs: 24 * 3600_000, maxEntries: 300, follows: 'league-data' } as const;

/** A card drawn once per address and data version. */
export function draw(images: ShareImages, key: string, card: () => Promise<ShareCard>): Promise<Buffer> {
  return images.drawn.get(key, async () => renderCardPng(shareCardTree(await card(), images.siteName)));
}

/** A leaderboard view's card: its words as the title, its first five rows with the sorted value. */
export function leaderboardCard(response: LeaderboardResponse, query: LeaderboardQueryParams): ShareCard {
  const column: StatColumnKey = isStatColumnKey(query.sort) ? query.sort : 'totalKills';
  return {
    eyebrow: query.view === 'teams' ? 'Team leaderboard' : 'Player leaderboard',
    title: leaderboardTitle(leaderboardViewStateOf(query), LEADERBOARD_TITLE),
    ...(response.qualification
      ? { subtitle: `Qualified: at least ${response.qualification.sets.min} sets played` }
      : {}),
    rows: response.rows.slice(0, CARD_ROWS).map((row) => ({
      rank: String(row.rank),
      label: row.name,
      value: formatStat(column, row.stats[column], query.mode),
    })),
    valueLabel: `${getStatColumn(column).label} · ${STAT_MODE_LABELS[query.mode]}`,
  };
}

/** A player's card: the latest season they played, with its main numbers. */
export function playerCard(player: PlayerDetail): ShareCard {
  const latest = Math.max(...player.stats.map((line) => line.game.seasonNumber));
  if (!Number.isFinite(latest)) {
    return {
      eyebrow: player.position || 'Player',
      title: player.name,
      subtitle: 'No games recorded yet',
      rows: [],
    };
  }
  const lines = player.stats.filter((line) => line.game.seasonNumber === latest);
  const stats = deriveStats(sumStatLines(lines));
  const team = player.teams.find((t) => t.season.seasonNumber === latest);
  const games = new Set(lines.map((line) => line.game.id)).size;
  return {
    eyebrow: player.position || 'Player',
    title: player.name,
    subtitle: [`Season ${latest}`, team?.name, `${games} ${games === 1 ? 'game' : 'games'}`]
      .filter(Boolean)
      .join(' · '),
    rows: SEASON_LINE.map((key) => ({
      label: getStatColumn(key).label,
      value: formatStat(key, stats[key], 'total'),
    })),
    valueLabel: `Season ${latest} totals`,
  };
}

/** '3 kills', '1 block'; nothing for 0, so a line says what the player did. */
const count = (n: number, one: string, many: string) => (n === 0 ? null : `${n} ${n === 1 ? one : many}`);

/** A game's card: the score, where it sits, and its best performers by PRF. */
export function gameCard(game: GameDetail, timeZone: string): ShareCard {
  const [one, two] = game.teams;
  const teamName = (id: number | null) => game.teams.find((t) => t.id === id)?.name;
  const date = new Date(game.date).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
  const performers = game.stats
    .map((line) => ({ line, stats: deriveStats(line) }))
    .sort((a, b) => b.stats.prf - a.stats.prf || a.line.player.name.localeCompare(b.line.player.name))
    .slice(0, CARD_ROWS);
  return {
    eyebrow: `Season ${game.season.seasonNumber}${game.stage ? ` · ${game.stage}` : ''}`,
    title: `${one?.name ?? 'Team 1'} ${game.team1Score}–${game.team2Score} ${two?.name ?? 'Team 2'}`,
    subtitle: date,
    rows: performers.map(({ line, stats }) => ({
      label: line.player.name,
      detail: [
        teamName(line.teamId),
        count(stats.totalKills, 'kill', 'kills'),
        count(stats.assists, 'assist', 'assists'),
        count(stats.blocks, 'block', 'blocks'),
        count(stats.aces, 'ace', 'aces'),
      ]
        .filter(Boolean)
        .join(' · '),
      value: String(stats.prf),
    })),
    valueLabel: getStatColumn('prf').label,
  };
}

/** The records' card: the holder of each single-game record, first five kinds. */
export function recordsCard(records: readonly LeagueRecord[]): ShareCard {
  const leaders = records.filter((r) => r.type === 'game' && r.rank === 1).slice(0, CARD_ROWS);
  return {
    eyebrow: 'Stat records',
    title: 'Single-game records',
    subtitle: 'The best performances of all time',
    rows: leaders.map((r) => ({
      label: r.record,
      detail: [r.player?.name, r.season ? `Season ${r.season.seasonNumber}` : null]
        .filter(Boolean)
        .join(' · '),
      value: formatRecordValue(r.value, isPercentRecord(r.record)),
    })),
  };
}

export function leaderboardImage(images: ShareImages, key: string, query: LeaderboardQueryParams) {
  return draw(images, key, async () => {
    // The first page of the view: the card shows its top five whatever page the link was on.
    const first = { ...query, offset: 0, limit: CARD_ROWS };
    return leaderboardCard(
      buildLeaderboardResponse(await readLeaderboardRows(images.db, first), first),
      first,
    );
  });
}

export function playerImage(images: ShareImages, id: number) {
  return draw(images, `player:${id}`, async () => playerCard(await getPlayerDetail(images.db, id)));
}

export function gameImage(images: ShareImages, id: number) {
  return draw(images, `game:${id}`, async () =>
    gameCard(await getGameDetail(images.db, id), images.timeZone),
  );
}

/** A table's card: its season and group as the title, its first five rows with their points and record. */
export function standingsCard(read: StandingsRead): ShareCard {
  const words = standingsViewWords(read.season, read.group);
  return {
    eyebrow: 'Standings',
    title: [`${words[0] ?? 'Season'} standings`, ...words.slice(1)].join(' · '),
    subtitle: describePointsScheme(getMatchFormat(read.format)).split(':')[0] ?? '',
    rows: read.rows.slice(0, CARD_ROWS).map((row) => ({
      rank: positionText(row),
      label: row.team,
      detail: [
        `${row.won}–${row.lost}`,
        ...rowMarks(row.marks, read.playoffSpots).map((m) => m.meaning),
      ].join(' · '),
      value: String(row.leaguePoints),
    })),
    valueLabel: 'League points',
  };
}

export function standingsImage(images: ShareImages, query: StandingsQuery) {
  return draw(images, `standings:${JSON.stringify(query)}`, async () =>
    standingsCard(await readStandings(images.db, query, images.currentSeason, { needs: false })),
  );
}

export function recordsImage(images: ShareImages) {
  return draw(images, 'records', async () => recordsCard(await readRecords(images.db)));
}
