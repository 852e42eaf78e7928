/** Team slug (docs/product/teams.md#team-links): the lower-cased name with spaces turned to hyphens. */
export function teamSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * Key under which names and slugs compare equal: lower case, hyphens and spaces alike
 * (docs/product/api-contract.md#read-variants).
 */
export function slugKey(nameOrSlug: string): string {
  return nameOrSlug
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');
}

/** The URL's team name for the lookup: decoded, hyphens back to spaces (docs/product/teams.md#team-page). */
export function teamNameFromParam(raw: string | undefined): string {
  if (!raw) return '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: look the raw text up as it is.
  }
  return decoded.replace(/-/g, ' ').trim();
}
