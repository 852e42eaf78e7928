/**
 * The one reading of a list page's numeric URL values (`?page=`, `?season=`, an entity id in the path),
 * for the web pages and for the server that preloads them. A value that is not plain digits, zero, or past
 * the safe integers reads as "not given", so a hand-edited or stale URL falls back to the page's default
 * instead of failing.
 *
 * Seasons: URLs and list filters speak season NUMBERS (`?season=14`, API filter `seasonNumber=14`); a
 * season's database id only travels in fields named `seasonId` (see docs/decisions on season naming).
 */

/** A positive whole number written as plain digits, or null. */
export function parsePositiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/**
 * A season number from a URL or filter value, or null (every season, or none chosen). With `maxSeason`
 * (the current season) only 1..maxSeason is read: the filters offer no later season.
 */
export function parseSeasonNumber(value: string | null | undefined, maxSeason?: number): number | null {
  const season = parsePositiveInt(value);
  if (season === null) return null;
  return maxSeason === undefined || season <= maxSeason ? season : null;
}

/** A 1-based page number, 1 when missing or unreadable. */
export function parsePageNumber(value: string | null | undefined): number {
  return parsePositiveInt(value) ?? 1;
}
