/** Team slug (public §9): the lower-cased name with spaces turned to hyphens. */
export function teamSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Key under which names and slugs compare equal: lower case, hyphens and spaces alike (decisions §1). */
export function slugKey(nameOrSlug: string): string {
  return nameOrSlug
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');
}
