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
}

/** A new webhook receives every event the league posts, read from the shared registry (all ticked). */
export const emptyWebhook = (): WebhookFormValues => ({ name: '', url: '', events: [...CHAT_EVENTS] });

export const webhookValues = (webhook: ChatWebhook): WebhookFormValues => ({
  name: webhook.name,
  url: '',
  events: [...webhook.events],
});

export const CreateWebhookFormSchema = formSchema(
  (values: WebhookFormValues) => ({ ...values, url: values.url.trim() }),
  CreateChatWebhookBodySchema,
);

export const EditWebhookFormSchema = formSchema(
  (values: WebhookFormValues) => ({
    name: values.name,
    events: values.events,
    ...(values.url.trim() === '' ? {} : { url: values.url.trim() }),
  }),
  UpdateChatWebhookBodySchema,
);
