import type { PendingResult } from '@league/shared/schemas/results';
import { RejectResultBodySchema } from '@league/shared/schemas/results';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { FormTextAreaField } from '../../../components/form/form-fields.tsx';
import { useFormSubmit } from '../../../components/form/use-form-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useRejectResult } from '../api/results-api.ts';

const EMPTY = { reason: '' };

/** Sets a pending result aside with its reason (docs/product/live.md#pending-results). */
export function RejectDialog({
  result,
  open,
  onClose,
}: {
  result: PendingResult;
  open: boolean;
  onClose: () => void;
}) {
  const form = useZodForm({ schema: RejectResultBodySchema, defaultValues: EMPTY });
  const reject = useRejectResult(result.id);
  const submit = useFormSubmit(form, reject, {
    success: (answer) => answer.message,
    failure: (error) => failureText(error, LOGIN_REQUIRED.update, 'Failed to reject the result'),
    done: () => {
      form.reset(EMPTY);
      onClose();
    },
  });
  return (
    <FormDialog
      open={open}
      title={`Reject result ${result.id}`}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      submitLabel="Reject"
      busyLabel="Rejecting…"
      busy={reject.isPending}
    >
      <p>
        {result.match.team1Name} vs {result.match.team2Name}: nothing is published, and the match keeps the
        score the game sent until someone changes it on the Matches page.
      </p>
      <FormTextAreaField control={form.control} name="reason" label="Why" required rows={3} />
    </FormDialog>
  );
}
