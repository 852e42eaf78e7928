/**
 * What other features ask of the chat webhooks: where a chat event would go before it is recorded
 * (docs/product/chat-webhooks.md#messages). Reads only; recording goes through the unit of work.
 */
import { type ChatEvent, chatEventKey } from '@league/shared/domain/chat-messages';
import type { Db } from '../../db/client.ts';
import { listEventTargetRows } from './queries.ts';

/** Every webhook that receives `event`'s kind, by name, and whether it already has this very event. */
export function listChatTargets(db: Db, event: ChatEvent): Promise<{ name: string; posted: boolean }[]> {
  return listEventTargetRows(db, event.kind, chatEventKey(event));
}
