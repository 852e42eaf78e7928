import { CHAT_EVENT_LABELS, CHAT_EVENTS, type ChatEventKind } from '@league/shared/domain/chat-messages';
import type { ChatWebhook } from '@league/shared/schemas/chat';
import { type Control, useController } from 'react-hook-form';
import { createFailureText, DATA_LOGIN_REQUIRED } from '../../../components/admin/admin-request.ts';
import { CREATE_FAILED, SAVE_FAILED } from '../../../components/admin/failure-text.ts';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { FormTextAreaField, FormTextField } from '../../../components/form/form-fields.tsx';
import { useFormSubmit } from '../../../components/form/use-form-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useCreateChatWebhook, useUpdateChatWebhook } from '../api/chat-webhooks-api.ts';
import styles from './settings-page.module.css';
import {
  CreateWebhookFormSchema,
  EditWebhookFormSchema,
  emptyWebhook,
  type WebhookFormValues,
  webhookValues,
} from './webhook-form.ts';

/** The events a webhook receives, as checkboxes. */
function EventChoices<TBody>({ control }: { control: Control<WebhookFormValues, unknown, TBody> }) {
  const { field } = useController({ control, name: 'events' });
  const chosen = new Set<ChatEventKind>(field.value);
  const toggle = (event: ChatEventKind) => {
    const next = new Set(chosen);
    if (next.has(event)) next.delete(event);
    else next.add(event);
    field.onChange(CHAT_EVENTS.filter((e) => next.has(e)));
  };
  return (
    <fieldset className={styles.events}>
      <legend className={styles.legend}>Events</legend>
      {CHAT_EVENTS.map((event) => (
        <label key={event} className={styles.check}>
          <input type="checkbox" checked={chosen.has(event)} onChange={() => toggle(event)} />
          {CHAT_EVENT_LABELS[event]}
        </label>
      ))}
    </fieldset>
  );
}

interface WebhookDialogProps {
  open: boolean;
  onClose: () => void;
  /** The webhook to edit; none to add one. */
  webhook?: ChatWebhook | undefined;
}

/** Add or edit a chat webhook (docs/product/chat-webhooks.md#pages). */
export function WebhookDialog({ open, onClose, webhook }: WebhookDialogProps) {
  return webhook ? (
    <EditWebhookDialog open={open} onClose={onClose} webhook={webhook} />
  ) : (
    <CreateWebhookDialog open={open} onClose={onClose} />
  );
}

const ROLE_PINGS_HINT =
  "One team a line, as Team name: role id (Discord: Server Settings → Roles → Copy Role ID). That team's match posts mention its role; nobody else is pinged.";

const URL_HINT =
  'The address Discord shows under Server Settings → Integrations → Webhooks → Copy Webhook URL.';

function CreateWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm({ schema: CreateWebhookFormSchema, defaultValues: emptyWebhook() });
  const create = useCreateChatWebhook();
  const close = () => {
    form.reset(emptyWebhook());
    create.reset();
    onClose();
  };
  const submit = useFormSubmit(form, create, {
    success: (saved) => `Webhook ${saved.name} added.`,
    failure: (error) => createFailureText(error, DATA_LOGIN_REQUIRED.create, CREATE_FAILED),
    done: close,
  });
  return (
    <FormDialog
      open={open}
      title="Add Webhook"
      onClose={close}
      form={form}
      onSubmit={submit}
      submitLabel="Add Webhook"
      busyLabel="Adding…"
      busy={create.isPending}
    >
      <FormTextField control={form.control} name="name" label="Name" autoComplete="off" required />
      <FormTextField
        control={form.control}
        name="url"
        label="Webhook URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://discord.com/api/webhooks/…"
        hint={URL_HINT}
        required
      />
      <EventChoices control={form.control} />
      <FormTextAreaField
        control={form.control}
        name="rolePings"
        label="Role pings (optional)"
        placeholder="Storm Crows: 1187001122334455667"
        hint={ROLE_PINGS_HINT}
        rows={3}
      />
    </FormDialog>
  );
}

function EditWebhookDialog({
  open,
  onClose,
  webhook,
}: {
  open: boolean;
  onClose: () => void;
  webhook: ChatWebhook;
}) {
  const form = useZodForm({ schema: EditWebhookFormSchema, defaultValues: webhookValues(webhook) });
  const update = useUpdateChatWebhook(webhook.id);
  const close = () => {
    form.reset(webhookValues(webhook));
    update.reset();
    onClose();
  };
  const submit = useFormSubmit(form, update, {
    success: (saved) => `Webhook ${saved.name} saved.`,
    failure: (error) => createFailureText(error, DATA_LOGIN_REQUIRED.update, SAVE_FAILED),
    done: close,
  });
  return (
    <FormDialog
      open={open}
      title="Edit Webhook"
      onClose={close}
      form={form}
      onSubmit={submit}
      submitLabel="Save"
      busyLabel="Saving…"
      busy={update.isPending}
    >
      <FormTextField control={form.control} name="name" label="Name" autoComplete="off" required />
      <FormTextField
        control={form.control}
        name="url"
        label="New webhook URL (optional)"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder={webhook.maskedUrl}
        hint="Leave blank to keep the current address."
      />
      <EventChoices control={form.control} />
      <FormTextAreaField
        control={form.control}
        name="rolePings"
        label="Role pings (optional)"
        placeholder="Storm Crows: 1187001122334455667"
        hint={ROLE_PINGS_HINT}
        rows={3}
      />
    </FormDialog>
  );
}
