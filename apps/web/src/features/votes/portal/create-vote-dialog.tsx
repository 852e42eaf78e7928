import { VOTE_KIND_LABELS, VOTE_KINDS } from '@league/shared/domain/votes';
import { CreateVoteBodySchema } from '@league/shared/schemas/votes';
import { CREATE_FAILED, failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { FormSeasonField } from '../../../components/admin/season-field.tsx';
import { useFormDialog } from '../../../components/admin/use-form-dialog.ts';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form/form-fields.tsx';
import { formSchema, useZodForm } from '../../../components/form/use-zod-form.ts';
import { useSeasonIdChoices } from '../../seasons/api/seasons-admin-api.ts';
import { useCreateVote } from '../api/votes-api.ts';

interface VoteFormValues {
  kind: string;
  title: string;
  seasonId: string;
  closesAt: string;
  /** One candidate a line; a play of the week's line is `title | https://clip`. */
  candidates: string;
}

const EMPTY: VoteFormValues = { kind: '', title: '', seasonId: '', closesAt: '', candidates: '' };
const KIND_OPTIONS = VOTE_KINDS.map((kind) => ({ value: kind, label: VOTE_KIND_LABELS[kind] }));

/** The typed lines as the body's candidates: a name, and after a `|` a clip link. */
function toBody(values: VoteFormValues) {
  const candidates = values.candidates
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [name = '', clipUrl] = line.split('|').map((part) => part.trim());
      return clipUrl ? { name, clipUrl } : { name };
    });
  return { ...values, candidates };
}

const schema = formSchema(toBody, CreateVoteBodySchema);

/**
 * The Open Vote modal (docs/product/votes.md#the-portal-screen): kind, title, season, close time and the
 * candidates, one a line, checked by the API's own schema.
 */
export function CreateVoteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm({ schema, defaultValues: EMPTY });
  const create = useCreateVote();
  const seasons = useSeasonIdChoices();
  const { control } = form;

  const dialog = useFormDialog(form, create, {
    empty: EMPTY,
    onClose,
    keepOnCancel: true,
    success: (vote) => `${vote.title} is open until ${new Date(vote.closesAt).toUTCString()}`,
    failure: (error) => failureText(error, LOGIN_REQUIRED.create, CREATE_FAILED),
    // A candidate's own message (candidates.2.name) belongs to the one field that holds them all.
    fieldOf: (path) => (path.startsWith('candidates') ? 'candidates' : path),
  });

  return (
    <FormDialog {...dialog} open={open} title="Open a fan vote" submitLabel="Open vote" busyLabel="Opening…">
      <FieldRow>
        <FormSelectField
          control={control}
          name="kind"
          label="Kind"
          options={KIND_OPTIONS}
          placeholder="Select a kind"
          required
        />
        <FormSeasonField control={control} name="seasonId" choices={seasons} />
      </FieldRow>
      <FormTextField control={control} name="title" label="Title" required autoComplete="off" />
      <FormTextField
        control={control}
        name="closesAt"
        label="Closes at (UTC)"
        type="datetime-local"
        required
        hint="Results show from this moment on the server's clock."
      />
      <FormTextAreaField
        control={control}
        name="candidates"
        label="Candidates, one a line"
        rows={5}
        required
        hint="Players or teams of the season by name; for a play of the week: Title | https://clip-link"
      />
    </FormDialog>
  );
}
