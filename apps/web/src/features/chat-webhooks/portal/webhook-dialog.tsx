import type { ChatWebhook } from '@league/shared/schemas/chat';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { createFailureText, DATA_LOGIN_REQUIRED } from '../../../components/admin/admin-request.ts';
import { CREATE_FAILED, SAVE_FAILED } from '../../../components/admin/failure-text.ts';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { useFormDialog } from '../../../components/admin/use-form-dialog.ts';
import { FormTextAreaField, FormTextField } from '../../../components/form/form-fields.tsx';
import { useZodForm, type ZodForm } from '../../../components/form/use-zod-form.ts';
import type { TextField } from '../../../components/ui/form-field.tsx';
import { useCreateChatWebhook, useUpdateChatWebhook } from '../api/chat-webhooks-api.ts';
import { EventChoices } from './event-choices.tsx';
import {
  CreateWebhookFormSchema,
  EditWebhookFormSchema,
  emptyWebhook,
  type WebhookFormValues,
  webhookValues,
} from './webhook-form.ts';

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

const URL_HINT =
  'The address Discord shows under Server Settings → Integrations → Webhooks → Copy Webhook URL.';

function CreateWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm({ schema: CreateWebhookFormSchema, defaultValues: emptyWebhook() });
  const create = useCreateChatWebhook();
  return (
    <WebhookFormDialog
      open={open}
      onClose={onClose}
      form={form}
      initial={emptyWebhook()}
      mutation={create}
      texts={{ title: 'Add Webhook', submit: 'Add Webhook', busy: 'Adding…', done: 'added' }}
      failure={(error) => createFailureText(error, DATA_LOGIN_REQUIRED.create, CREATE_FAILED)}
      url={{
        label: 'Webhook URL',
        placeholder: 'https://discord.com/api/webhooks/…',
        hint: URL_HINT,
        required: true,
      }}
    />
  );
}

function EditWebhookDialog({ open, onClose, webhook }: WebhookDialogProps & { webhook: ChatWebhook }) {
  const form = useZodForm({ schema: EditWebhookFormSchema, defaultValues: webhookValues(webhook) });
  const update = useUpdateChatWebhook(webhook.id);
  return (
    <WebhookFormDialog
      open={open}
      onClose={onClose}
      form={form}
      initial={webhookValues(webhook)}
      mutation={update}
      texts={{ title: 'Edit Webhook', submit: 'Save', busy: 'Saving…', done: 'saved' }}
      failure={(error) => createFailureText(error, DATA_LOGIN_REQUIRED.update, SAVE_FAILED)}
      url={{
        label: 'New webhook URL (optional)',
        placeholder: webhook.maskedUrl,
        hint: 'Leave blank to keep the current address.',
      }}
    />
  );
}

interface WebhookFormDialogProps<TBody> {
  open: boolean;
  onClose: () => void;
  form: ZodForm<WebhookFormValues, TBody>;
  /** What the form goes back to when it closes. */
  initial: WebhookFormValues;
  mutation: UseMutationResult<ChatWebhook, Error, TBody>;
  /** The dialog's title, its button while idle and busy, and the toast's verb (`Webhook {name} added.`). */
  texts: { title: string; submit: string; busy: string; done: string };
  failure: (error: unknown) => string;
  /** The address field's label, placeholder, hint and whether it is required. */
  url: Pick<ComponentProps<typeof TextField>, 'label' | 'placeholder' | 'hint' | 'required'>;
}

/** The one form behind both dialogs: Name, the address, Events. */
function WebhookFormDialog<TBody>({
  open,
  onClose,
  form,
  initial,
  mutation,
  texts,
  failure,
  url,
}: WebhookFormDialogProps<TBody>) {
  const dialog = useFormDialog(form, mutation, {
    empty: initial,
    onClose,
    success: (saved) => `Webhook ${saved.name} ${texts.done}.`,
    failure,
  });
  return (
    <FormDialog {...dialog} open={open} title={texts.title} submitLabel={texts.submit} busyLabel={texts.busy}>
      <FormTextField control={form.control} name="name" label="Name" autoComplete="off" required />
      <FormTextField
        control={form.control}
        name="url"
        type="url"
        inputMode="url"
        autoComplete="off"
        {...url}
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

const ROLE_PINGS_HINT =
  "One team a line, as Team name: role id (Discord: Server Settings → Roles → Copy Role ID). That team's match posts mention its role; nobody else is pinged.";
