/**
 * The marks beside a team in the table (docs/product/standings.md#clinched-and-eliminated), as the page and
 * its legend show them: a one-letter code, what it means, and which proof gave it. One list for the table,
 * the legend under it and the share image.
 */

export type StandingsMarkId = 'first' | 'playoffs' | 'eliminated' | 'eliminatedFirst';

export interface StandingsMarkLabel {
  id: StandingsMarkId;
  code: string;
  meaning: string;
}

export const STANDINGS_MARKS: readonly StandingsMarkLabel[] = [
  { id: 'first', code: 'y', meaning: 'Clinched first place' },
  { id: 'playoffs', code: 'x', meaning: 'Clinched a playoff spot' },
  { id: 'eliminated', code: 'e', meaning: 'Eliminated from the playoffs' },
  { id: 'eliminatedFirst', code: 'e', meaning: 'Eliminated from first place' },
];

type Mark = 'clinched' | 'eliminated' | null;

/**
 * The marks a row shows: first place clinched (else a playoff spot clinched), and eliminated from the
 * playoffs, or from first place in a season without playoff spots (where that is the only race).
 */
export function rowMarks(marks: { playoffs: Mark; first: Mark }, playoffSpots: number): StandingsMarkLabel[] {
  const ids: StandingsMarkId[] = [];
  if (marks.first === 'clinched') ids.push('first');
  else if (marks.playoffs === 'clinched') ids.push('playoffs');
  if (playoffSpots > 0 && marks.playoffs === 'eliminated') ids.push('eliminated');
  else if (playoffSpots === 0 && marks.first === 'eliminated') ids.push('eliminatedFirst');
  return ids.map((id) => STANDINGS_MARKS.find((m) => m.id === id) as StandingsMarkLabel);
}

/** Which proof gave a table's marks, in words: 'proven over all 4,096 outcomes of the 6 open matches'. */
export function proofText(proof: {
  method: 'exact' | 'bound';
  outcomes: number | null;
  openMatches: number;
}) {
  const matches = `${proof.openMatches} open ${proof.openMatches === 1 ? 'match' : 'matches'}`;
  if (proof.openMatches === 0) return 'every match has been played';
  if (proof.method === 'exact' && proof.outcomes !== null) {
    return `proven over all ${proof.outcomes.toLocaleString('en-US')} outcomes of the ${matches}`;
  }
  return `proven by the points bound over the ${matches} (too many outcomes to try each)`;
}
