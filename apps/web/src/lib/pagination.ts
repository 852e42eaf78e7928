/**
 * Page arithmetic shared by every paged list (public list pages, staff tables, the data table): how many
 * pages a total fills. One definition, so the public lists, the portal's page clamp and the table's
 * pager cannot disagree about where the last page is.
 */

/** Pages needed for `total` items at `pageSize` a page; at least one, so an empty list still has page 1. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
