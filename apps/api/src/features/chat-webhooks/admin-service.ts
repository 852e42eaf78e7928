/**
 * The Settings page's chat webhooks and the deliveries list (docs/product/chat-webhooks.md#permissions:
 * superadmins only). The address of a webhook is written, never answered: only its masked form leaves the
 * server, and only the masked form goes into the staff activity log, where every change here is recorded.
 * The database keeps it sealed (lib/secrets-at-rest.ts): its token is a bearer secret.
 */
import {
  type ChatEvent,
  chatEventTitle,
  maskWebhookUrl,
  testChatMessage,
} from '@league/shared/domain/chat-messages';
import type {
  ChatDelivery,
  ChatTestResult,
  ChatWebhook,
  CreateChatWebhookInput,
  UpdateChatWebhookInput,
} from '@league/shared/schemas/chat';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/sql-helpers.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { postChatMessage } from '../../lib/outbox/chat-channel.ts';
import type { SecretBox } from '../../lib/secrets-at-rest.ts';
import { editRecord } from '../../lib/writes/activity-entry.ts';
import { staffWrite } from '../../lib/writes/unit-of-work.ts';
import {
  countDeliveryRows,
  deleteWebhookRow,
  findDeliveryRow,
  findWebhookRow,
  insertWebhook,
  listDeliveryRows,
  listWebhookRows,
  requeueFailedDelivery,
  updateWebhookRow,
  type WebhookRow,
} from './queries.ts';

const PLACE = 'chat_webhooks.url';

const toWebhook = (secrets: SecretBox, row: WebhookRow): ChatWebhook => ({
  id: row.id,
  name: row.name,
  maskedUrl: maskWebhookUrl(secrets.open(row.url, PLACE)),
  events: row.events as ChatWebhook['events'],
  rolePings: row.rolePings,
  createdAt: toIso(row.createdAt),
});

export async function listChatWebhooks(db: Db, secrets: SecretBox): Promise<ChatWebhook[]> {
  return (await listWebhookRows(db)).map((row) => toWebhook(secrets, row));
}

/** A webhook as the activity log keeps it: the address masked, the events as text. */
const webhookSnapshot = (w: ChatWebhook) => ({
  name: w.name,
  url: w.maskedUrl,
  events: w.events.join(', '),
  rolePings: w.rolePings.map((p) => `${p.team}: ${p.roleId}`).join(', '),
});

export async function createChatWebhook(
  db: Db,
  secrets: SecretBox,
  actor: AuthUser,
  body: CreateChatWebhookInput,
): Promise<ChatWebhook> {
  return staffWrite(db, actor, async (tx) => {
    const webhook = toWebhook(
      secrets,
      await insertWebhook(tx, { ...body, url: secrets.seal(body.url, PLACE) }),
    );
    return {
      result: webhook,
      activity: {
        kind: 'create',
        entityType: 'chat-webhook',
        entityId: webhook.id,
        entityLabel: webhook.name,
        after: webhookSnapshot(webhook),
      },
    };
  });
}

export async function updateChatWebhook(
  db: Db,
  secrets: SecretBox,
  actor: AuthUser,
  id: number,
  body: UpdateChatWebhookInput,
): Promise<ChatWebhook> {
  const change = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  if (body.url !== undefined) change.url = secrets.seal(body.url, PLACE);
  return staffWrite(db, actor, async (tx) => {
    const current = await findWebhookRow(tx, id);
    const row = current && (await updateWebhookRow(tx, id, change));
    if (!current || !row) throw notFound('Webhook');
    const webhook = toWebhook(secrets, row);
    return {
      result: webhook,
      activity: editRecord({
        entityType: 'chat-webhook',
        entityId: id,
        entityLabel: webhook.name,
        body,
        before: webhookSnapshot(toWebhook(secrets, current)),
        after: webhookSnapshot(webhook),
      }),
    };
  });
}

/** Its deliveries go with it: nothing is posted to an address the league no longer uses. */
export async function deleteChatWebhook(
  db: Db,
  secrets: SecretBox,
  actor: AuthUser,
  id: number,
): Promise<{ message: string }> {
  await staffWrite(db, actor, async (tx) => {
    const current = await findWebhookRow(tx, id);
    if (!current || !(await deleteWebhookRow(tx, id))) throw notFound('Webhook');
    return {
      result: undefined,
      activity: {
        kind: 'delete',
        entityType: 'chat-webhook',
        entityId: id,
        entityLabel: current.name,
        before: webhookSnapshot(toWebhook(secrets, current)),
      },
    };
  });
  return { message: `Webhook ${id} deleted` };
}

/** Posts a test message now and says how the chat answered; nothing is recorded. */
export async function sendTestMessage(
  db: Db,
  secrets: SecretBox,
  config: ServerConfig,
  id: number,
): Promise<ChatTestResult> {
  const row = await findWebhookRow(db, id);
  if (!row) throw notFound('Webhook');
  const outcome = await postChatMessage(
    secrets.open(row.url, PLACE),
    testChatMessage({ siteName: config.league.siteName, publicUrl: config.league.publicUrl }),
    config.chatTimeoutMs,
  );
  if (outcome.kind === 'sent') return { ok: true, message: `Test message sent to ${row.name}` };
  return { ok: false, message: `The chat did not take the test message (${outcome.error})` };
}

export async function listChatDeliveries(
  db: Db,
  query: { status?: string | undefined; limit?: number | undefined; offset?: number | undefined },
): Promise<{ rows: ChatDelivery[]; total: number }> {
  const filter = { status: query.status };
  const [rows, total] = await Promise.all([
    listDeliveryRows(db, filter, query.limit ?? 20, query.offset ?? 0),
    countDeliveryRows(db, filter),
  ]);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      webhookId: row.webhookId,
      webhookName: row.webhookName,
      event: row.event as ChatDelivery['event'],
      title: chatEventTitle(row.facts as ChatEvent),
      status: row.status as ChatDelivery['status'],
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: toIso(row.createdAt),
      nextAttemptAt: row.status === 'pending' || row.status === 'retrying' ? toIso(row.nextAttemptAt) : null,
      sentAt: row.sentAt ? toIso(row.sentAt) : null,
    })),
  };
}

/** A failed delivery waits again with a fresh count of attempts. */
export async function retryChatDelivery(db: Db, actor: AuthUser, id: number): Promise<{ message: string }> {
  await staffWrite(db, actor, async (tx) => {
    const current = await findDeliveryRow(tx, id);
    const result = await requeueFailedDelivery(tx, id);
    if (!current || result === 'missing') throw notFound('Delivery');
    if (result === 'not-failed') throw conflict('Only a failed delivery can be retried');
    return {
      result: undefined,
      activity: {
        kind: 'edit',
        entityType: 'chat-delivery',
        entityId: id,
        entityLabel: chatEventTitle(current.facts as ChatEvent),
        before: { status: current.status, attempts: current.attempts },
        after: { status: 'pending', attempts: 0 },
      },
    };
  });
  return { message: `Delivery ${id} will be tried again` };
}
