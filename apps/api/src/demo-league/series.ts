/**
 * Best-of series played set by set. The stronger team wins a set more often, and close teams go the
 * distance, which is what makes 3-2 finals and 2-0 sweeps show up in believable proportions.
 */
import type { SeriesResult } from './model.ts';
import type { Random } from './random.ts';

/** How strongly a strength gap turns into set wins; 0.2 of strength gives about 3 sets out of 4. */
const STEEPNESS = 5.5;

export function playSeries(
  random: Random,
  strength1: number,
  strength2: number,
  bestOf: 3 | 5,
): SeriesResult {
  const needed = Math.ceil(bestOf / 2);
  const chance1 = 1 / (1 + Math.exp(-(strength1 - strength2) * STEEPNESS));
  const setPoints: [number, number][] = [];
  let team1Sets = 0;
  let team2Sets = 0;
  while (team1Sets < needed && team2Sets < needed) {
    const deciding = setPoints.length === bestOf - 1;
    const team1Wins = random.chance(chance1);
    const [winner, loser] = playSetPoints(random, deciding ? 15 : 25);
    setPoints.push(team1Wins ? [winner, loser] : [loser, winner]);
    if (team1Wins) team1Sets++;
    else team2Sets++;
  }
  return { team1Sets, team2Sets, setPoints };
}

/** Points of one set, winner first: to 25 (15 in a deciding set), won by two. */
export function playSetPoints(random: Random, target: number): [number, number] {
  if (random.chance(0.12)) {
    // Deuce: the set runs past the target and ends two points apart.
    const extra = random.weighted<number>([
      [0, 5],
      [1, 3],
      [2, 2],
      [3, 1],
      [5, 1],
    ]);
    return [target + 1 + extra, target - 1 + extra];
  }
  const closeLow = target - 8;
  const loser = random.chance(0.7)
    ? random.int(closeLow, target - 2)
    : random.int(Math.round(target * 0.4), closeLow);
  return [target, loser];
}

export function formatSetScore([team1, team2]: [number, number]): string {
  return `${team1}-${team2}`;
}
