/**
 * Name generators for teams and players. Every name they hand out is new (compared lower-case), so
 * team names never clash inside a season and player names stay unique as the schema demands.
 */
import type { Random } from './random.ts';
import { PLAYER_FIRST_PARTS, PLAYER_SECOND_PARTS, TEAM_FIRST_WORDS, TEAM_SECOND_WORDS } from './words.ts';

export type Namer = () => string;

/** Team names in a shuffled order of all word pairs; once they run out, pairs come back with a numeral. */
export function createTeamNamer(random: Random): Namer {
  const pairs: string[] = [];
  for (const first of TEAM_FIRST_WORDS) {
    for (const second of TEAM_SECOND_WORDS) if (first !== second) pairs.push(`${first} ${second}`);
  }
  const order = random.shuffle(pairs);
  let index = 0;
  return () => {
    const pair = order[index % order.length] as string;
    const round = Math.floor(index / order.length);
    index++;
    return round === 0 ? pair : `${pair} ${toRoman(round + 1)}`;
  };
}

/** Gamer tags such as "nightowl_77", "spikeking42" or "frost_fox", lower-case and never repeated. */
export function createPlayerNamer(random: Random): Namer {
  const used = new Set<string>();
  return () => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const name = composeTag(random);
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
    // Only reached in very large leagues: a numbered tag is always free.
    const name = `${composeTag(random)}_${used.size}`;
    used.add(name);
    return name;
  };
}

function composeTag(random: Random): string {
  const first = random.pick(PLAYER_FIRST_PARTS);
  const second = random.pick(PLAYER_SECOND_PARTS);
  const number = random.int(1, 99);
  const pattern = random.weighted<number>([
    [0, 3],
    [1, 3],
    [2, 4],
    [3, 2],
    [4, 2],
    [5, 1],
  ]);
  switch (pattern) {
    case 0:
      return `${first}${second}`;
    case 1:
      return `${first}_${second}`;
    case 2:
      return `${first}${second}${number}`;
    case 3:
      return `${first}_${second}_${number}`;
    case 4:
      return `${second}_${number}`;
    default:
      return `x${first}${second}x`;
  }
}

function toRoman(value: number): string {
  const numerals: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = value;
  let text = '';
  for (const [amount, numeral] of numerals) {
    while (rest >= amount) {
      text += numeral;
      rest -= amount;
    }
  }
  return text;
}
