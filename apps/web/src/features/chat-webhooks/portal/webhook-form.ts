/**
 * The webhook dialog's values and the bodies they become (docs/product/chat-webhooks.md#pages). Editing leaves
 * the address blank: the browser never has it, and a blank address keeps the stored one.
 */
import { CHAT_EVENTS, type ChatEventKind } from '@league/shared/domain/chat-messages';
import {
  type ChatWebhook,
  CreateChatWebhookBodySchema,
  UpdateChatWebhookBodySchema,
} from '@league/shared/schemas/chat';
import { formSchema } from '../../../components/form/use-zod-form.ts';

export interface WebhookFormValues {
  name: string;
  url: string;
  events: ChatEventKind[];
  /** Role pings as typed: one `Team name: role id` a line (docs/product/chat-webhooks.md#role-pings). */
  rolePings: string;
}

/** A new webhook receives every event the league posts, read from the shared registry (all ticked). */
export const emptyWebhook = (): WebhookFormValues => ({
  name: '',
  url: '',
  events: [...CHAT_EVENTS],
  rolePings: '',
});

export const webhookValues = (webhook: ChatWebhook): WebhookFormValues => ({
  name: webhook.name,
  url: '',
  events: [...webhook.events],
  rolePings: webhook.rolePings.map((p) => `${p.team}: ${p.roleId}`).join('\n'),
});

/**
 * `Storm Crows: 1187…` lines → `[{team, roleId}]`: the team is everything before the last colon (a name may
 * hold one), blank lines are skipped; a line without a colon is a team without a role id, which the shared
 * schema refuses with its message.
 */
export function parseRolePings(text: string): { team: string; roleId: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.lastIndexOf(':');
      return colon < 0
        ? { team: line, roleId: '' }
        : { team: line.slice(0, colon).trim(), roleId: line.slice(colon + 1).trim() };
    });
}

export const CreateWebhookFormSchema = formSchema(
  (values: WebhookFormValues) => ({
    ...values,
    url: values.url.trim(),
    rolePings: parseRolePings(values.rolePings),
  }),
  CreateChatWebhookBodySchema,
);

export const EditWebhookFormSchema = formSchema(
  (values: WebhookFormValues) => ({
    name: values.name,
    events: values.events,
    rolePings: parseRolePings(values.rolePings),
    ...(values.url.trim() === '' ? {} : { url: values.url.trim() }),
  }),
  UpdateChatWebhookBodySchema,
);
