import type { BadgeTone } from '../../../components/ui/badge.tsx';

/**
 * An article's approval state (docs/product/articles.md#data: null = pending, true = approved, false =
 * rejected).
 */
export function articleStatus(approved: boolean | null): { label: string; tone: BadgeTone } {
  if (approved === true) return { label: 'Approved', tone: 'success' };
  if (approved === false) return { label: 'Rejected', tone: 'danger' };
  return { label: 'Pending', tone: 'warning' };
}

/**
 * Which moderation buttons a row offers (docs/product/articles.md#moderation): Approve unless approved,
 * Reject unless rejected.
 */
export function moderationActions(approved: boolean | null): { approve: boolean; reject: boolean } {
  return { approve: approved !== true, reject: approved !== false };
}
