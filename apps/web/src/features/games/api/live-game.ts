/**
 * A game page kept live (docs/product/live.md#pages-that-update): it follows its game's topic, and reads the
 * game again when a correction lands (or when the stream comes back after a drop).
 */
import { liveTopics } from '@league/shared/domain/live-topics';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLiveTopics } from '../../../lib/live-updates.ts';
import { gameKeys } from './games-api.ts';

export function useLiveGame(id: number | null): boolean {
  const client = useQueryClient();
  const topics = useMemo(() => (id === null ? [] : [liveTopics.game(id)]), [id]);
  const reread = () => {
    if (id !== null) void client.invalidateQueries({ queryKey: gameKeys.detail(id) });
  };
  return useLiveTopics(topics, { onMessage: reread, onReopen: reread });
}
