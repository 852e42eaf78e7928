/**
 * Pure rules of the Challonge bracket import (docs/product/schedule-and-matches.md#challonge-import):
 * tournament ids from bracket URLs, round labels, set scores and the schedule of start times.
 */

/**
 * `challonge.com/abc` → `abc`; an organisation's `org.challonge.com/abc` → `org-abc`; a bare id or number
 * is used as given. Answers null for something that is not a Challonge bracket.
 */
export function challongeTournamentId(input: string): string | null {
  const text = input.trim();
  if (/^[\w-]+$/.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const slug = url.pathname.split('/').filter(Boolean).at(-1);
  if (!slug || !/^[\w-]+$/.test(slug)) return null;
  if (host === 'challonge.com' || host === 'www.challonge.com') return slug;
  const org = host.endsWith('.challonge.com') ? host.slice(0, -'.challonge.com'.length) : null;
  if (org && !org.includes('.') && org !== 'www') return `${org}-${slug}`;
  return null;
}

/** Challonge numbers losers rounds negatively: 2 → "Round 2", -1 → "Losers Round 1". */
export function challongeRoundLabel(round: number): string {
  return round < 0 ? `Losers Round ${-round}` : `Round ${round}`;
}

/** Reads a round filter given as 2, -1, "2", "Round 2" or "Losers Round 1"; null when unreadable. */
export function parseRoundFilter(value: number | string): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value !== 0 ? value : null;
  const text = value.trim();
  const losers = /^losers\s+round\s+(\d+)$/i.exec(text);
  if (losers) return -Number(losers[1]);
  const winners = /^(?:round\s+)?(-?\d+)$/i.exec(text);
  const n = winners ? Number(winners[1]) : 0;
  return n === 0 ? null : n;
}

export interface SetScores {
  sets: (string | null)[];
  team1Sets: number;
  team2Sets: number;
}

/**
 * `scores_csv` "25-20,20-25,15-9" → five set-score slots and the sets won by each side. Challonge writes
 * negative points as "-3-25"; a set is won by the side with more points.
 */
export function parseChallongeScores(scoresCsv: string | null | undefined): SetScores {
  const sets: (string | null)[] = [null, null, null, null, null];
  let team1Sets = 0;
  let team2Sets = 0;
  const parts = (scoresCsv ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  parts.slice(0, 5).forEach((part, i) => {
    const m = /^(-?\d+)-(-?\d+)$/.exec(part);
    if (!m) return;
    const a = Number(m[1]);
    const b = Number(m[2]);
    sets[i] = `${a}-${b}`;
    if (a > b) team1Sets += 1;
    else if (b > a) team2Sets += 1;
  });
  return { sets, team1Sets, team2Sets };
}

/**
 * Start times: the k-th match (0-based) starts at start + k × spacing. Answers the times, or how many
 * matches would start after the end.
 */
export function scheduleMatchTimes(
  count: number,
  start: Date,
  end: Date,
  spacingMinutes: number,
): { times: Date[]; overflow: number } {
  const times = Array.from(
    { length: count },
    (_, k) => new Date(start.getTime() + k * spacingMinutes * 60_000),
  );
  const overflow = times.filter((t) => t.getTime() > end.getTime()).length;
  return { times, overflow };
}
