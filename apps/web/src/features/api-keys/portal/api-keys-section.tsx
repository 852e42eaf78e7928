import {
  type ApiKey,
  CreateApiKeyBodySchema,
  type CreatedApiKey,
  LEAGUE_KEY_SCOPE_LABELS,
} from '@league/shared/schemas/api-keys';
import { Copy, KeyRound, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useConfirm } from '../../../components/admin/confirm-dialog.tsx';
import {
  CREATE_FAILED,
  deleteFailureText,
  failureText,
  LOGIN_REQUIRED,
  statusFailureText,
} from '../../../components/admin/failure-text.ts';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { LoadError } from '../../../components/admin/load-error.tsx';
import sectionStyles from '../../../components/admin/portal-section.module.css';
import { PortalNote, PortalSection } from '../../../components/admin/portal-section.tsx';
import { FormTextField } from '../../../components/form/form-fields.tsx';
import { useFormSubmit } from '../../../components/form/use-form-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys-api.ts';
import styles from './api-keys-section.module.css';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const EMPTY = { name: '', scope: 'results:submit' as const };

/** Names a new key; its answer (the key, once) goes to `onCreated`. */
function CreateKeyDialog(props: {
  open: boolean;
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const form = useZodForm({ schema: CreateApiKeyBodySchema, defaultValues: EMPTY });
  const create = useCreateApiKey(props.onCreated);
  const submit = useFormSubmit(form, create, {
    success: (key) => `Key ${key.name} created`,
    failure: (error) => failureText(error, LOGIN_REQUIRED.create, CREATE_FAILED),
    done: () => {
      form.reset(EMPTY);
      props.onClose();
    },
  });
  return (
    <FormDialog
      open={props.open}
      title="New game server key"
      onClose={props.onClose}
      form={form}
      onSubmit={submit}
      submitLabel="Create key"
      busyLabel="Creating…"
      busy={create.isPending}
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        required
        placeholder="Main arena"
        hint="Which game place uses it, so you know which key to revoke."
      />
    </FormDialog>
  );
}

/** The new key, shown this once, with a Copy button. */
function NewKeyDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const { showToast } = useToast();
  return (
    <Dialog
      open={created !== null}
      onClose={onClose}
      title={`Key ${created?.name ?? ''}`}
      actions={<Button onClick={onClose}>Done</Button>}
    >
      <Alert tone="warning">
        Copy it now: this is the only time it is shown. The site keeps only its hash.
      </Alert>
      <p className={styles.key}>
        <code>{created?.key}</code>
      </p>
      <Button
        variant="secondary"
        onClick={async () =>
          showToast(
            (await copyText(created?.key ?? ''))
              ? 'Key copied'
              : 'Could not copy: select the key and copy it',
            {
              tone: 'success',
            },
          )
        }
      >
        <Copy size={16} aria-hidden="true" />
        Copy key
      </Button>
      <p className={styles.muted}>
        Put it in the game's secret store as <code>league_results_key</code>; game-kit/README.md says how.
      </p>
    </Dialog>
  );
}

function KeyCard({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const confirm = useConfirm();
  const { showToast } = useToast();
  const revokeIt = async () => {
    if (
      !(await confirm({
        message: `Revoke ${apiKey.name}? Game servers using it are refused at once.`,
        tone: 'danger',
      }))
    )
      return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => showToast(`Key ${apiKey.name} revoked.`, { tone: 'success' }),
      onError: (error) => showToast(deleteFailureText(error), { tone: 'error' }),
    });
  };
  return (
    <li className={sectionStyles.card}>
      <div className={styles.cardText}>
        <h3 className={styles.cardTitle}>
          <KeyRound size={16} aria-hidden="true" /> {apiKey.name}
          {apiKey.revokedAt ? <Badge tone="danger">Revoked</Badge> : <Badge tone="success">Active</Badge>}
        </h3>
        <p className={styles.prefix}>
          <code>{apiKey.prefix}…</code> · {LEAGUE_KEY_SCOPE_LABELS[apiKey.scope]}
        </p>
        <p className={styles.muted}>
          Made by {apiKey.createdBy.username}, {when(apiKey.createdAt)} ·{' '}
          {apiKey.lastUsedAt ? `last used ${when(apiKey.lastUsedAt)}` : 'never used'}
          {apiKey.revokedAt ? ` · revoked ${when(apiKey.revokedAt)}` : ''}
        </p>
      </div>
      {!apiKey.revokedAt && (
        <Button
          variant="danger"
          size="sm"
          onClick={revokeIt}
          disabled={revoke.isPending}
          aria-label={`Revoke ${apiKey.name}`}
        >
          <Trash2 size={14} aria-hidden="true" />
          Revoke
        </Button>
      )}
    </li>
  );
}

/**
 * Game server keys on the Settings page (docs/product/live.md#game-server-keys): superadmins make one per
 * game place, see it once, and revoke it when it leaks or the place is gone.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <PortalSection
      title="Game server keys"
      description="Game servers send results with one of these. The site keeps a hash only: a lost key is revoked and replaced, never shown again."
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus size={18} aria-hidden="true" />
          New Key
        </Button>
      }
    >
      {keys.isError ? (
        <LoadError
          text={statusFailureText(keys.error, LOGIN_REQUIRED.update)}
          onRetry={() => keys.refetch()}
        />
      ) : keys.data && keys.data.length === 0 ? (
        <PortalNote>No key yet: make one for each game place that sends results.</PortalNote>
      ) : (
        <ul className={sectionStyles.cards} aria-busy={keys.isPending}>
          {(keys.data ?? []).map((apiKey) => (
            <KeyCard key={apiKey.id} apiKey={apiKey} />
          ))}
        </ul>
      )}
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} onCreated={setCreated} />
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
    </PortalSection>
  );
}
