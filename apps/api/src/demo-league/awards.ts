/**
 * End-of-season awards, given from the season's own numbers: Best Spiker to the most spike kills, Best
 * Setter to the most assists among setters, the Finals MVP from the last game's winners, and so on.
 * Each past season hands out most of the twelve types, now and then shared by two players; over the
 * league every type appears.
 */
import {
  AWARD_TYPES,
  type AwardType,
  describeAwardType,
  type StatNumbers,
} from '@league/shared/domain/league';
import { addDays, fromDateString } from './calendar.ts';
import type { Player, Season } from './model.ts';
import type { PlayerTally, PoolResult } from './play-season.ts';
import type { Random } from './random.ts';

export interface Award {
  id: number;
  type: AwardType;
  description: string;
  imageUrl: string | null;
  season: Season;
  createdAt: Date;
  players: Player[];
}

export interface AwardSeason {
  season: Season;
  conference: number;
  tallies: PlayerTally[];
  /** Last season's tallies of every player, for the Most Improved Player. */
  previous: Map<number, PlayerTally>;
  finals: PoolResult['finalLines'];
}

interface Pick {
  players: Player[];
  reason: string;
}

const SHARED_CHANCE = 0.08;

const kills = (t: StatNumbers) => t.spikeKills + t.apeKills;
const prf = (t: StatNumbers) => kills(t) + t.aces + t.assists;
const errors = (t: StatNumbers) => t.spikingErrors + t.settingErrors + t.servingErrors + t.miscErrors;

export function giveAwards(random: Random, awardSeasons: AwardSeason[]): Award[] {
  const awards: Award[] = [];
  const given = new Set<AwardType>();
  awardSeasons.forEach((entry, index) => {
    const chosen = new Set(typesFor(random, entry.season.number));
    // The last awarded season fills in any type the others happened to skip.
    if (index === awardSeasons.length - 1)
      for (const type of AWARD_TYPES) if (!given.has(type)) chosen.add(type);
    for (const type of AWARD_TYPES.filter((t) => chosen.has(t))) {
      const pick = pickWinners(random, type, entry);
      if (!pick) continue;
      given.add(type);
      awards.push(createAward(random, awards.length + 1, type, entry.season, pick));
    }
  });
  return awards;
}

/** Most types every season; MVP and Finals MVP always; no Most Improved in the first season. */
function typesFor(random: Random, seasonNumber: number): AwardType[] {
  const skipped = random.weighted<number>([
    [0, 4],
    [1, 4],
    [2, 2],
    [3, 1],
  ]);
  const optional = random.shuffle(AWARD_TYPES.filter((t) => t !== 'MVP' && t !== 'FMVP'));
  const skip = new Set<AwardType>(optional.slice(0, skipped));
  if (seasonNumber === 1) skip.add('MIP');
  return AWARD_TYPES.filter((t) => !skip.has(t));
}

/** How a statistical award is decided: who may win it, the score that ranks them, and the reason given. */
interface Rule {
  among?: (t: PlayerTally) => boolean;
  score: (t: PlayerTally) => number;
  reason: (value: number) => string;
  /** The MVP is never shared. */
  shareable?: boolean;
}

const RULES: Partial<Record<AwardType, Rule>> = {
  MVP: {
    score: (t) => prf(t.totals) + t.totals.blocks + t.totals.digs / 2 - errors(t.totals),
    reason: (v) => `an all-round score of ${Math.round(v)}`,
    shareable: false,
  },
  'Best Spiker': { score: (t) => t.totals.spikeKills, reason: (v) => `${v} spike kills` },
  'Best Server': {
    score: (t) => t.totals.aces * 2 - t.totals.servingErrors,
    reason: () => 'the most aces for the fewest misses',
  },
  'Best Blocker': { score: (t) => t.totals.blocks, reason: (v) => `${v} blocks` },
  'Best Libero': {
    among: (t) => t.player.position === 'Libero',
    score: (t) => t.totals.digs + t.totals.blockFollows,
    reason: (v) => `${v} digs and block follows`,
  },
  'Best Setter': {
    among: (t) => t.player.position === 'Setter',
    score: (t) => t.totals.assists,
    reason: (v) => `${v} assists`,
  },
  'Best Aper': { score: (t) => t.totals.apeKills, reason: (v) => `${v} ape kills` },
  DPOS: {
    score: (t) => t.totals.digs + 2 * t.totals.blocks + t.totals.blockFollows,
    reason: () => 'the league’s toughest defence',
  },
  'Best Receiver': {
    // Liberos have their own award; this one finds the best passer among everyone else.
    among: (t) => t.player.position !== 'Libero',
    score: (t) => (t.totals.digs + t.totals.blockFollows) / t.games,
    reason: (v) => `${v.toFixed(1)} receives a game`,
  },
};

function pickWinners(random: Random, type: AwardType, entry: AwardSeason): Pick | undefined {
  const eligible = entry.tallies.filter((t) => t.games > 0);
  if (eligible.length === 0) return undefined;
  if (type === 'MIP') return mostImproved(random, eligible, entry.previous);
  if (type === 'FMVP') return finalsMvp(entry);
  const rule = RULES[type];
  if (!rule) return { players: [random.pick(eligible).player], reason: 'their spirit on and off the court' };
  const among = rule.among ? eligible.filter(rule.among) : eligible;
  return best(random, among.length > 0 ? among : eligible, rule.score, rule.reason, rule.shareable);
}

/** The top player by `score`; now and then the runner-up shares it. */
function best(
  random: Random,
  tallies: PlayerTally[],
  score: (t: PlayerTally) => number,
  describe: (value: number) => string,
  shareable = true,
): Pick | undefined {
  const ranked = [...tallies].sort((a, b) => score(b) - score(a) || a.player.id - b.player.id);
  const [first, second] = ranked;
  if (!first) return undefined;
  const shared = shareable && second !== undefined && random.chance(SHARED_CHANCE);
  const players = shared ? [first.player, second.player] : [first.player];
  return { players, reason: describe(score(first)) };
}

function mostImproved(
  random: Random,
  tallies: PlayerTally[],
  previous: Map<number, PlayerTally>,
): Pick | undefined {
  const perGame = (t: PlayerTally) => prf(t.totals) / t.games;
  const improved = tallies.filter((t) => (previous.get(t.player.id)?.games ?? 0) > 0);
  const gain = (t: PlayerTally) => perGame(t) - perGame(previous.get(t.player.id) as PlayerTally);
  return best(random, improved, gain, (v) => `${v.toFixed(1)} more points a game than the season before`);
}

function finalsMvp(entry: AwardSeason): Pick | undefined {
  const ranked = [...entry.finals].sort((a, b) => prf(b.line) - prf(a.line) || a.player.id - b.player.id);
  const top = ranked[0];
  return top && { players: [top.player], reason: `${prf(top.line)} points in the deciding game` };
}

function createAward(random: Random, id: number, type: AwardType, season: Season, pick: Pick): Award {
  const names = pick.players.map((p) => p.name).join(' and ');
  const slug = type.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    id,
    type,
    description: `${describeAwardType(type)} Season ${season.number}: ${names}, for ${pick.reason}.`,
    imageUrl: random.chance(0.1) ? `https://picsum.photos/seed/award-${slug}-${season.number}/600/400` : null,
    season,
    // Awards are announced the week after the season ends.
    createdAt: new Date(addDays(fromDateString(season.endDate as string), 5).getTime() + 20 * 3600_000),
    players: pick.players,
  };
}
