/** One entry of a page list: a page number or a gap. */
export type PageItem = number | 'gap';

function span(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The page buttons to show for `page` (1-based) of `pageCount`: the first and last page, the current
 * page with `siblings` on each side, and gaps for skipped pages. The list always has the same length
 * once there are enough pages, so the buttons do not jump around while paging.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return span(1, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  const edge = slots - 2;
  if (current <= siblings + 3) return [...span(1, edge), 'gap', pageCount];
  if (current >= pageCount - siblings - 2) return [1, 'gap', ...span(pageCount - edge + 1, pageCount)];
  return [1, 'gap', ...span(current - siblings, current + siblings), 'gap', pageCount];
}

/** The 1-based first and last row shown on a page, for 'Showing a-b of n'. */
export function pageRange(pageIndex: number, pageSize: number, total: number) {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const from = pageIndex * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(from + pageSize - 1, total), total };
}
