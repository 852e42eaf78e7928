/**
 * A team page kept live (docs/product/live.md#pages-that-update): a published or corrected game changes the
 * team's games and numbers, so the page reads its team again on every `stats` message.
 */
import { liveTopics } from '@league/shared/domain/live-topics';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveTopics } from '../../../lib/live-updates.ts';
import { teamKeys } from './teams-api.ts';

const TOPICS = [liveTopics.stats] as const;

export function useLiveTeam(): boolean {
  const client = useQueryClient();
  const reread = () => void client.invalidateQueries({ queryKey: teamKeys.all });
  return useLiveTopics(TOPICS, { onMessage: reread, onReopen: reread });
}
