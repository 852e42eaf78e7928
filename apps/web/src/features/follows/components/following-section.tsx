import { latePart } from '../../../lib/late-part.tsx';
import { useSession } from '../../../lib/session.ts';
import styles from './following-section.module.css';

// What a member follows, with its settings (push, calendar feed, chat messages), is a late part of its page:
// a guest, for whom the server draws every page, never downloads it.
const LateFollowingSection = latePart(
  () => import('./following-section-view.tsx').then((m) => m.FollowingSectionView),
  [styles],
);

/** "Following" (following-section-view.tsx), for members only. */
export function FollowingSection({ manage = false }: { manage?: boolean }) {
  const { token } = useSession();
  return token ? <LateFollowingSection manage={manage} /> : null;
}
