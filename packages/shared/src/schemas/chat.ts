/**
 * The chat webhooks of the portal's Settings page and their deliveries (docs/product/chat-webhooks.md#api).
 * A webhook's address is a secret: it is written here but only ever answered masked.
 */
import { z } from 'zod';
import { CHAT_EVENTS, normalizeWebhookUrl } from '../domain/chat-messages.ts';
import { DeliveryStateSchema } from './deliveries.ts';

export const WEBHOOK_NAME_MESSAGE = 'Name must be 1 to 80 characters';
export const WEBHOOK_URL_MESSAGE =
  'Webhook URL must be an http(s) address such as https://discord.com/api/webhooks/…';
export const WEBHOOK_EVENTS_MESSAGE = 'Choose at least one event';

const name = z
  .string({ error: WEBHOOK_NAME_MESSAGE })
  .trim()
  .min(1, WEBHOOK_NAME_MESSAGE)
  .max(80, WEBHOOK_NAME_MESSAGE);
const url = z
  .string({ error: WEBHOOK_URL_MESSAGE })
  .trim()
  .max(500, WEBHOOK_URL_MESSAGE)
  .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_URL_MESSAGE }))
  // Kept in one form, so the masked one never shows more than the token's last characters.
  .transform(normalizeWebhookUrl);
const events = z
  .array(z.enum(CHAT_EVENTS, { error: `Events are ${CHAT_EVENTS.join(', ')}` }), {
    error: WEBHOOK_EVENTS_MESSAGE,
  })
  .min(1, WEBHOOK_EVENTS_MESSAGE)
  .transform((list) => [...new Set(list)]);

export const ROLE_ID_MESSAGE = 'A role id is the 17 to 20 digits Discord shows (Copy Role ID)';
export const ROLE_TEAM_MESSAGE = 'Team must be a team name of 1 to 100 characters';
export const ROLE_TEAM_REPEAT = 'Each team can have one role';

/** Teams' Discord roles mentioned on their match posts; empty (the default) pings nobody. */
const rolePings = z
  .array(
    z.object({
      team: z
        .string({ error: ROLE_TEAM_MESSAGE })
        .trim()
        .min(1, ROLE_TEAM_MESSAGE)
        .max(100, ROLE_TEAM_MESSAGE),
      roleId: z
        .string({ error: ROLE_ID_MESSAGE })
        .trim()
        .regex(/^[0-9]{17,20}$/, ROLE_ID_MESSAGE),
    }),
  )
  .max(64)
  .refine(
    (list) => new Set(list.map((p) => p.team.toLowerCase().replace(/[\s-]+/g, ' '))).size === list.length,
    ROLE_TEAM_REPEAT,
  );

export const CreateChatWebhookBodySchema = z.object({ name, url, events, rolePings: rolePings.default([]) });
export type CreateChatWebhookBody = z.input<typeof CreateChatWebhookBodySchema>;
export type CreateChatWebhookInput = z.output<typeof CreateChatWebhookBodySchema>;

/** Changed fields only; a missing `url` keeps the stored address (the browser never has it). */
export const UpdateChatWebhookBodySchema = z.object({
  name: name.optional(),
  url: url.optional(),
  events: events.optional(),
  rolePings: rolePings.optional(),
});
export type UpdateChatWebhookBody = z.input<typeof UpdateChatWebhookBodySchema>;
export type UpdateChatWebhookInput = z.output<typeof UpdateChatWebhookBodySchema>;

export const ChatWebhookSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The address with its secret part hidden, e.g. `https://discord.com/api/webhooks/1234/••••wxyz`. */
  maskedUrl: z.string(),
  events: z.array(z.enum(CHAT_EVENTS)),
  rolePings: z.array(z.object({ team: z.string(), roleId: z.string() })),
  createdAt: z.string(),
});
export type ChatWebhook = z.infer<typeof ChatWebhookSchema>;

export const ChatDeliverySchema = z.object({
  id: z.number().int(),
  webhookId: z.number().int(),
  webhookName: z.string(),
  event: z.enum(CHAT_EVENTS),
  /** What the message is about, e.g. `Aces 3–1 Blockers`. */
  title: z.string(),
  ...DeliveryStateSchema.shape,
});
export type ChatDelivery = z.infer<typeof ChatDeliverySchema>;

export const ChatTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });
export type ChatTestResult = z.infer<typeof ChatTestResultSchema>;

export const PostTonightResultSchema = z.object({
  message: z.string(),
  matches: z.number().int(),
  deliveries: z.number().int(),
});
export type PostTonightResult = z.infer<typeof PostTonightResultSchema>;

/**
 * What "Post tonight's matches" would post, read before staff confirm (GET /api/matches/post-tonight): the
 * league's day, its matches still to play, and each webhook that receives the list with whether it already
 * has this very list.
 */
export const TonightPostPreviewSchema = z.object({
  day: z.string(),
  matches: z.array(
    z.object({
      id: z.number().int(),
      matchNumber: z.string(),
      team1Name: z.string(),
      team2Name: z.string(),
      date: z.string(),
    }),
  ),
  webhooks: z.array(z.object({ name: z.string(), posted: z.boolean() })),
});
export type TonightPostPreview = z.infer<typeof TonightPostPreviewSchema>;
