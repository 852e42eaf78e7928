/**
 * The season recap's statements about players (docs/product/recap.md#rules): statistical leaders, records
 * set, debutants and career milestones. Stats are the stat-column registry's (stat-columns.ts), so a
 * leader's "Total Kills" is the leaderboard's.
 */
import type { RecapGame } from '../schemas/season-recap.ts';
import { deriveStats } from './derived-stats.ts';
import type { StatNumbers } from './league.ts';
import { STAT_COLUMNS, type StatColumnKey } from './stat-columns.ts';

/** The stats a recap names leaders for, in order. */
export const LEADER_STATS = [
  'totalKills',
  'assists',
  'blocks',
  'digs',
  'aces',
] as const satisfies readonly StatColumnKey[];
/** Leaders named per stat. */
export const LEADERS_PER_STAT = 3;
/** Debutants listed (the count covers them all). */
export const DEBUTANTS_LISTED = 10;
/** Milestones listed (the count covers them all). */
export const MILESTONES_LISTED = 12;

/**
 * Career milestones: every whole multiple of the step is a mark (1,000, 2,000… kills; 250, 500… blocks).
 */
export const MILESTONE_STEPS = {
  totalKills: 1000,
  assists: 1000,
  digs: 1000,
  blocks: 250,
  aces: 250,
} as const satisfies Partial<Record<StatColumnKey, number>>;
type MilestoneStat = keyof typeof MILESTONE_STEPS;

export const statLabel = (key: StatColumnKey) => STAT_COLUMNS.find((c) => c.key === key)?.label ?? key;

export interface RecapPlayer {
  id: number;
  name: string;
}

/** A player's sums over the season (player_season_totals). */
export interface SeasonTotalsInput {
  player: RecapPlayer;
  games: number;
  totals: StatNumbers;
}

/**
 * Statistical leaders: for each of LEADER_STATS, the LEADERS_PER_STAT players with the highest season total
 * above 0, ties by name.
 */
export function statLeaders(rows: readonly SeasonTotalsInput[]) {
  const derived = rows.map((r) => ({ player: r.player, stats: deriveStats(r.totals) }));
  return LEADER_STATS.map((stat) => ({
    stat,
    label: statLabel(stat),
    entries: derived
      .filter((r) => r.stats[stat] > 0)
      .sort((a, b) => b.stats[stat] - a.stats[stat] || a.player.name.localeCompare(b.player.name))
      .slice(0, LEADERS_PER_STAT)
      .map((r) => ({ player: r.player, value: r.stats[stat] })),
  }));
}

/** One player's stat line in one game of the season. */
export interface SeasonLineInput {
  player: RecapPlayer;
  game: RecapGame;
  line: StatNumbers;
}

/**
 * Debutants: the players with a line this season and none in any earlier season (`veterans` holds those
 * who had one). Listed the most games first, then the most total kills, then by name; each names its first
 * game of the season.
 */
export function debutantsOf(lines: readonly SeasonLineInput[], veterans: ReadonlySet<number>) {
  const byPlayer = new Map<
    number,
    { player: RecapPlayer; games: number; totalKills: number; first: RecapGame }
  >();
  for (const { player, game, line } of lines) {
    if (veterans.has(player.id)) continue;
    const kills = line.spikeKills + line.apeKills;
    const seen = byPlayer.get(player.id);
    if (!seen) byPlayer.set(player.id, { player, games: 1, totalKills: kills, first: game });
    else {
      seen.games++;
      seen.totalKills += kills;
      if (Date.parse(game.date) - Date.parse(seen.first.date) < 0) seen.first = game;
    }
  }
  const players = [...byPlayer.values()]
    .sort(
      (a, b) =>
        b.games - a.games || b.totalKills - a.totalKills || a.player.name.localeCompare(b.player.name),
    )
    .slice(0, DEBUTANTS_LISTED)
    .map((d) => ({ player: d.player, games: d.games, totalKills: d.totalKills, firstGameId: d.first.id }));
  return { count: byPlayer.size, players };
}

/**
 * Milestones: a player's career total of a MILESTONE_STEPS stat passing a whole multiple of its step during
 * the season. `before` is each player's career sums before the season; the season's lines are walked in
 * game order (date, then id) and the game that reaches the mark is its evidence. The rarest first (the
 * highest multiple of its step), then by date; at most MILESTONES_LISTED, `count` is all of them.
 */
export function milestonesOf(lines: readonly SeasonLineInput[], before: ReadonlyMap<number, StatNumbers>) {
  const ordered = [...lines].sort(
    (a, b) => Date.parse(a.game.date) - Date.parse(b.game.date) || a.game.id - b.game.id,
  );
  const running = new Map<number, Record<MilestoneStat, number>>();
  const reached: { player: RecapPlayer; stat: MilestoneStat; threshold: number; game: RecapGame }[] = [];
  const stats = Object.keys(MILESTONE_STEPS) as MilestoneStat[];
  for (const { player, game, line } of ordered) {
    let sums = running.get(player.id);
    if (!sums) {
      const prior = before.get(player.id);
      const derived = prior ? deriveStats(prior) : null;
      sums = Object.fromEntries(stats.map((s) => [s, derived ? derived[s] : 0])) as Record<
        MilestoneStat,
        number
      >;
      running.set(player.id, sums);
    }
    const added = deriveStats(line);
    for (const stat of stats) {
      const step = MILESTONE_STEPS[stat];
      const from = sums[stat];
      const to = from + added[stat];
      for (let mark = (Math.floor(from / step) + 1) * step; mark <= to; mark += step) {
        reached.push({ player, stat, threshold: mark, game });
      }
      sums[stat] = to;
    }
  }
  const rarity = (m: (typeof reached)[number]) => m.threshold / MILESTONE_STEPS[m.stat];
  const list = reached
    .sort(
      (a, b) =>
        rarity(b) - rarity(a) || Date.parse(a.game.date) - Date.parse(b.game.date) || a.game.id - b.game.id,
    )
    .slice(0, MILESTONES_LISTED)
    .map((m) => ({ ...m, label: statLabel(m.stat) }));
  return { count: reached.length, list };
}

/** A row of the all-time record lists (docs/product/records.md), as the records read answers it. */
export interface RecordInput {
  type: 'game' | 'season';
  record: string;
  rank: number;
  value: number;
  gameId: number | null;
  player: RecapPlayer | null;
  season: { id: number } | null;
}

/** Record entries listed: those at this rank or better of their all-time list (the count covers them all). */
export const RECORD_RANK_LISTED = 3;

/**
 * Records set this season: the entries of the all-time top-10 lists made in one of its games (game records)
 * or over the season (season records). `count` is all of them; `list` those ranked RECORD_RANK_LISTED or
 * better, in the lists' own order (the input's).
 */
export function recordsOfSeason(
  records: readonly RecordInput[],
  seasonId: number,
  gameIds: ReadonlySet<number>,
) {
  const made = records.filter(
    (r) =>
      r.player !== null &&
      (r.type === 'game' ? r.gameId !== null && gameIds.has(r.gameId) : r.season?.id === seasonId),
  );
  const list = made
    .filter((r) => r.rank <= RECORD_RANK_LISTED)
    .map((r) => ({
      type: r.type,
      record: r.record,
      rank: r.rank,
      value: r.value,
      player: r.player as RecapPlayer,
      gameId: r.type === 'game' ? r.gameId : null,
    }));
  return { count: made.length, list };
}
