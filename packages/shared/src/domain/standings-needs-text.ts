/**
 * The words of "what a team needs" (docs/product/standings.md#what-a-team-needs), and the small search
 * helper it uses.
 */

/** The goal a line is about: a playoff spot, or first place once the spot is clinched. */
export type NeedsGoal = 'playoffs' | 'first';

const GOAL_TEXT: Record<NeedsGoal, string> = { playoffs: 'a playoff spot', first: 'first place' };

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** Every way to pick `size` items, in order (indexes ascending), so earlier matches come first. */
export function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of combinations(items.slice(i + 1), size - 1)) out.push([item, ...rest]);
  });
  return out;
}

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Opponents in order of first meeting, a repeated one counted: 'Storm Crows (twice) and Tidal Wave'. */
function opponentList(opponents: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of opponents) counts.set(name, (counts.get(name) ?? 0) + 1);
  const times = (n: number) => (n === 2 ? ' (twice)' : n > 2 ? ` (${n} times)` : '');
  return listNames([...counts].map(([name, n]) => `${name}${times(n)}`));
}

export interface NeedsWords {
  goal: NeedsGoal;
  kind: 'wins' | 'anyWins' | 'winOutAndHelp' | 'help' | 'contention';
  wins: number;
  opponents: readonly string[];
  rival: string | null;
  /** How many open matches the team has. */
  mine: number;
}

/**
 * 'A win against Storm Crows clinches a playoff spot.', 'Wins against Storm Crows and Tidal Wave clinch a
 * playoff spot.', 'Any two wins clinch first place.', 'Needs to win out and for Golden Wolves to drop a
 * match to clinch a playoff spot.', 'Still in contention for a playoff spot; needs other results to go its
 * way.' (proven: winning out is not enough) or, when that could not be proven either way, 'Still in
 * contention for a playoff spot.'
 */
export function describeNeeds(n: NeedsWords): string {
  const goal = GOAL_TEXT[n.goal];
  switch (n.kind) {
    case 'wins':
      return n.wins === 1
        ? `A win against ${n.opponents[0]} clinches ${goal}.`
        : `Wins against ${opponentList(n.opponents)} clinch ${goal}.`;
    case 'anyWins':
      return n.wins === 1
        ? `Any win clinches ${goal}.`
        : `Any ${NUMBER_WORDS[n.wins] ?? n.wins} wins clinch ${goal}.`;
    case 'winOutAndHelp':
      return n.mine === 0
        ? `Needs ${n.rival} to drop a match to clinch ${goal}.`
        : `Needs to win out and for ${n.rival} to drop a match to clinch ${goal}.`;
    case 'help':
      return `Still in contention for ${goal}; needs other results to go its way.`;
    default:
      return `Still in contention for ${goal}.`;
  }
}
