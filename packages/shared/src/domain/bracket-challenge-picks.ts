/**
 * A filled bracket and how it scores (docs/product/pickem.md#bracket-challenge): a member's picks name each
 * slot's winner; the season's results decide each slot the same way; a slot picked right earns its round's
 * points. Pure: the server checks and scores with it, the page draws a member's bracket with it.
 */
import { type ChallengeBracket, challengeRoundLabel, challengeSlots, sameTeam } from './bracket-challenge.ts';

/** A member's bracket: each slot's winner by slot id. */
export type BracketPicks = Readonly<Record<string, string>>;

export interface SlotState {
  /** The slot's two teams, null while a source is undecided. */
  teams: [string | null, string | null];
  winner: string | null;
  /** False for a Bracket Reset that is not played (the winners' side won the Grand Finals). */
  played: boolean;
}

/**
 * Walks a bracket in play order: each slot's teams follow from its sources, `decide` names its winner (one of
 * the two teams, or null). A reset is played only when the Grand Finals' winner is its second team (the
 * losers' side's champion).
 */
export function walkBracket(
  bracket: ChallengeBracket,
  decide: (slotId: string, teams: [string, string]) => string | null,
): Map<string, SlotState> {
  const states = new Map<string, SlotState>();
  const teamOf = (entrant: ChallengeBracket['rounds'][number]['slots'][number]['entrants'][number]) => {
    if ('team' in entrant) return entrant.team;
    const source = states.get('winnerOf' in entrant ? entrant.winnerOf : entrant.loserOf);
    if (!source?.winner) return null;
    if ('winnerOf' in entrant) return source.winner;
    return source.teams.find((t) => !sameTeam(t, source.winner)) ?? null;
  };
  for (const { slot, round } of challengeSlots(bracket)) {
    const teams: [string | null, string | null] = [teamOf(slot.entrants[0]), teamOf(slot.entrants[1])];
    const final = round.reset ? states.get(slot.id.replace(/-reset$/, '')) : undefined;
    const played = !round.reset || (!!final?.winner && sameTeam(final.winner, final.teams[1]));
    const [a, b] = teams;
    const picked = played && a && b ? decide(slot.id, [a, b]) : null;
    const winner = picked ? ([a, b].find((t) => sameTeam(t, picked)) ?? null) : null;
    states.set(slot.id, { teams, winner, played });
  }
  return states;
}

const slotName = (bracket: ChallengeBracket, stage: string, index: number, count: number) =>
  `${bracket.division ? `Division ${bracket.division} ` : ''}${challengeRoundLabel(stage)}${count > 1 ? ` match ${index + 1}` : ''}`;

/**
 * Why a filled bracket is refused, or null when it is whole: every slot id must be one of the brackets', every
 * played slot needs a winner that is one of its two teams (from the member's own earlier picks), and a reset
 * the member's bracket does not play must be left out.
 */
export function checkBracketPicks(brackets: readonly ChallengeBracket[], picks: BracketPicks): string | null {
  const known = new Set(brackets.flatMap((b) => challengeSlots(b).map(({ slot }) => slot.id)));
  const unknown = Object.keys(picks).find((id) => !known.has(id));
  if (unknown !== undefined) return `Unknown slot ${unknown}: the bracket has no such match`;
  for (const bracket of brackets) {
    const states = walkBracket(bracket, (id) => picks[id] ?? null);
    for (const { slot, round, index } of challengeSlots(bracket)) {
      const state = states.get(slot.id) as SlotState;
      const name = slotName(bracket, round.stage, index, round.slots.length);
      const pick = picks[slot.id];
      if (!state.played) {
        if (pick !== undefined)
          return `${name} is played only when the losers' side wins the Grand Finals: leave it out`;
        continue;
      }
      if (pick === undefined) return `The bracket is incomplete: pick the winner of ${name}`;
      if (!state.winner) return `${pick} is not in ${name}: pick ${state.teams[0]} or ${state.teams[1]}`;
    }
  }
  return null;
}

/** A whole bracket's picks with each team written as the schedule writes it (the check ignores case). */
export function canonicalPicks(
  brackets: readonly ChallengeBracket[],
  picks: BracketPicks,
): Record<string, string> {
  const canonical: Record<string, string> = {};
  for (const bracket of brackets)
    for (const [id, state] of walkBracket(bracket, (slotId) => picks[slotId] ?? null))
      if (state.winner) canonical[id] = state.winner;
  return canonical;
}

/** A completed playoff match: its two teams and its winner. */
export interface ChallengeResult {
  team1: string;
  team2: string;
  winner: string;
}

/**
 * The season's results laid on a bracket: a slot is decided by the first result (in the order given, by date)
 * between its two teams that no earlier slot took, so two teams meeting twice fill two slots in order.
 */
export function actualBracket(
  bracket: ChallengeBracket,
  results: readonly ChallengeResult[],
): Map<string, SlotState> {
  const used = new Set<number>();
  return walkBracket(bracket, (_id, [a, b]) => {
    const index = results.findIndex(
      (r, i) =>
        !used.has(i) &&
        ((sameTeam(r.team1, a) && sameTeam(r.team2, b)) || (sameTeam(r.team1, b) && sameTeam(r.team2, a))),
    );
    if (index < 0) return null;
    used.add(index);
    return results[index]?.winner ?? null;
  });
}

/**
 * A filled bracket's score: each decided slot whose actual winner is the member's pick for that slot earns its
 * round's points (a reset only counts when both the member's bracket and the season played it). `correct`
 * counts those slots, `decided` the slots the season has decided so far.
 */
export function scoreBracketPicks(
  brackets: readonly { bracket: ChallengeBracket; actual: ReadonlyMap<string, SlotState> }[],
  picks: BracketPicks,
): { points: number; correct: number; decided: number } {
  let points = 0;
  let correct = 0;
  let decided = 0;
  for (const { bracket, actual } of brackets) {
    for (const { slot, round } of challengeSlots(bracket)) {
      const winner = actual.get(slot.id)?.winner;
      if (!winner) continue;
      decided += 1;
      if (sameTeam(picks[slot.id], winner)) {
        points += round.points;
        correct += 1;
      }
    }
  }
  return { points, correct, decided };
}
