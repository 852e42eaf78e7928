/**
 * The fourteen seasons: numbers, ids, themes, dates and the pools each one plays.
 * Ids are a shuffle of 101..114 so that an id is never a season number and id order is not number
 * order: code that mixes the two up shows it at once (docs/product/api-contract.md#season-references).
 */
import type { Division } from '@league/shared/domain/league';
import { addDays, toDateString } from './calendar.ts';
import type { Pool, Season } from './model.ts';
import type { Random } from './random.ts';
import { SEASON_THEMES } from './words.ts';

export const SEASON_COUNT = 14;
export const FIRST_SEASON_ID = 101;
/** The season whose champion is the league's one G.O.A.T. team. */
export const GOAT_SEASON = 7;

type PoolTemplate = [division: Division | null, teamCount: number, bracketSize: 4 | 8 | 16];

/** Seasons split into divisions, each division with its own bracket. */
const DIVISION_SEASONS: Record<number, PoolTemplate[]> = {
  5: [
    ['D1', 8, 8],
    ['D2', 8, 8],
  ],
  9: [
    ['D1', 8, 8],
    ['D2', 6, 4],
  ],
  12: [
    ['D1', 5, 4],
    ['D2', 5, 4],
    ['D3', 5, 4],
  ],
};

/**
 * Season 14 started five weeks before the current week and has no end; every earlier season lasts 10–11
 * weeks with a 4–5 week break before the next one, counted backwards from there.
 */
export function planSeasons(random: Random, anchor: Date, scale: number): Season[] {
  const ids = random.shuffle(Array.from({ length: SEASON_COUNT }, (_, i) => FIRST_SEASON_ID + i));
  const seasons: Season[] = [];
  let nextStart = addDays(anchor, -35);
  for (let number = SEASON_COUNT; number >= 1; number--) {
    const current = number === SEASON_COUNT;
    let start = nextStart;
    let end: Date | null = null;
    if (!current) {
      // Seasons start on a Sunday and end on the Saturday before the break.
      const breakStart = addDays(nextStart, -7 * random.int(4, 5));
      start = addDays(breakStart, -7 * random.int(10, 11));
      end = addDays(breakStart, -1);
    }
    const template = poolTemplate(random, number);
    seasons.push({
      id: ids[number - 1] as number,
      number,
      theme: SEASON_THEMES[(number - 1) % SEASON_THEMES.length] as string,
      image: number % 4 === 2 ? `https://picsum.photos/seed/volley-season-${number}/1200/630` : null,
      startDate: toDateString(start),
      endDate: end ? toDateString(end) : null,
      current,
      pools: Array.from({ length: scale }, (_, conference) =>
        template.map(
          ([division, teamCount, bracketSize]): Pool => ({ conference, division, teamCount, bracketSize }),
        ),
      ).flat(),
    });
    nextStart = start;
  }
  return seasons.reverse();
}

/**
 * The current season plays its regular phase in two divisions of 8, each sending its top 4 to a bracket of
 * its own (regular-season.ts).
 */
const CURRENT_SEASON_POOLS: PoolTemplate[] = [
  ['D1', 8, 4],
  ['D2', 8, 4],
];

function poolTemplate(random: Random, number: number): PoolTemplate[] {
  if (number === SEASON_COUNT) return CURRENT_SEASON_POOLS;
  const divisions = DIVISION_SEASONS[number];
  if (divisions) return divisions;
  const teamCount = random.int(12, 16);
  return [[null, teamCount, teamCount === 16 && random.chance(0.6) ? 16 : 8]];
}
