/**
 * Where a team's rating starts in a new season (docs/product/ratings.md#between-seasons). Teams are rows per
 * season and players move, so the prior follows the players first: the mean of the ratings of the teams its
 * players were on in their latest earlier season; else the latest earlier team of the same name; else the
 * league mean. The prior is then regressed a third of the way to the mean.
 */
import { RATING_MEAN, ROSTER_MIN_RETURNING, regressToMean } from './rating-model.ts';
import { slugKey } from './slug.ts';

export interface RatedSeason {
  id: number;
  seasonNumber: number;
}

export interface RatedTeam {
  id: number;
  name: string;
  seasonId: number;
  /** The team's roster. */
  playerIds: readonly number[];
}

export type StartSource = 'roster' | 'name' | 'mean';

export interface RatingStart {
  teamId: number;
  /** Before regression. */
  prior: number;
  rating: number;
  source: StartSource;
  /** Players of the roster who played for some team in an earlier season. */
  returning: number;
}

interface Earlier {
  seasonNumber: number;
  teamId: number;
}

/** Each player's and each name's teams, by season number, to look back from any season. */
export function indexTeamHistory(teams: readonly RatedTeam[], seasons: readonly RatedSeason[]) {
  const numberOf = new Map(seasons.map((s) => [s.id, s.seasonNumber]));
  const byPlayer = new Map<number, Earlier[]>();
  const byName = new Map<string, Earlier[]>();
  const push = <K>(map: Map<K, Earlier[]>, key: K, entry: Earlier) => {
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  };
  for (const team of teams) {
    const seasonNumber = numberOf.get(team.seasonId);
    if (seasonNumber === undefined) continue;
    for (const player of team.playerIds) push(byPlayer, player, { seasonNumber, teamId: team.id });
    push(byName, slugKey(team.name), { seasonNumber, teamId: team.id });
  }
  return { numberOf, byPlayer, byName };
}

export type TeamHistory = ReturnType<typeof indexTeamHistory>;

/** The teams of the latest season before `seasonNumber` among `entries` (several when a player moved mid-season). */
function latestBefore(entries: readonly Earlier[] | undefined, seasonNumber: number): number[] {
  const earlier = (entries ?? []).filter((e) => e.seasonNumber < seasonNumber);
  const latest = Math.max(...earlier.map((e) => e.seasonNumber));
  return earlier.filter((e) => e.seasonNumber === latest).map((e) => e.teamId);
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * The start of one team: roster prior = mean over returning players of the mean rating of their teams in
 * their latest earlier season (needs ROSTER_MIN_RETURNING players); else the rating of the latest earlier
 * team of the same name (slug); else the league mean. Start = regressToMean(prior).
 */
export function startRating(
  team: RatedTeam,
  history: TeamHistory,
  ratings: ReadonlyMap<number, number>,
): RatingStart {
  const seasonNumber = history.numberOf.get(team.seasonId) ?? 0;
  const rated = (ids: number[]) => ids.flatMap((id) => (ratings.has(id) ? [ratings.get(id) as number] : []));
  const playerPriors = team.playerIds.flatMap((player) => {
    const values = rated(latestBefore(history.byPlayer.get(player), seasonNumber));
    return values.length > 0 ? [mean(values)] : [];
  });
  const returning = playerPriors.length;
  const start = (prior: number, source: StartSource) => ({
    teamId: team.id,
    prior,
    rating: regressToMean(prior),
    source,
    returning,
  });
  if (returning >= ROSTER_MIN_RETURNING) return start(mean(playerPriors), 'roster');
  const named = rated(latestBefore(history.byName.get(slugKey(team.name)), seasonNumber));
  if (named.length > 0) return start(mean(named), 'name');
  return start(RATING_MEAN, 'mean');
}
