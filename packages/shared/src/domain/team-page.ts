/**
 * Which team a team page shows (docs/product/teams.md#team-links). Shared: the page shows it, and the
 * server describes the same team in the page's HTML.
 */

/**
 * The team of `?season=N` when the name has a team that season, otherwise the most recent: `teams` are
 * one name's teams, newest season first (as the API lists them). Null when there is none.
 */
export function pickTeam<T extends { season: { seasonNumber: number } }>(
  teams: readonly T[],
  season: number | null,
): T | null {
  if (season !== null) {
    const match = teams.find((team) => team.season.seasonNumber === season);
    if (match) return match;
  }
  return teams[0] ?? null;
}
