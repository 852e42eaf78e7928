import { latePart } from '../../../lib/late-part.tsx';
import styles from './follow-star.module.css';

export type FollowTarget =
  | { kind: 'team'; team: string }
  | { kind: 'player'; playerId: number; name: string };

export interface FollowStarProps {
  target: FollowTarget;
  /** The star alone (a match card, a table row); its label says what it does. */
  compact?: boolean;
  /** Shown to members only (a star on every match card would crowd a guest's schedule). */
  membersOnly?: boolean;
}

/**
 * The star that follows a team (every season of its name) or a player, and unfollows it again
 * (docs/product/follows.md#pages); a guest's star leads to the login page. A late part: the server draws
 * it, and its code (the member's follows, read and written) comes after the page's, a press meanwhile
 * kept (lib/late-part.tsx).
 */
export const FollowStar = latePart<FollowStarProps>(
  () => import('./follow-star-view.tsx').then((m) => m.FollowStarView),
  [styles],
);
