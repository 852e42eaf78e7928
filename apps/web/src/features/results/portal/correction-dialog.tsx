import { STAT_FIELDS, type StatField } from '@league/shared/domain/league';
import { getStatColumn } from '@league/shared/domain/stat-columns';
import type { PendingResult } from '@league/shared/schemas/results';
import { CorrectionBodySchema } from '@league/shared/schemas/results';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import {
  FormNumberField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../../components/form/form-fields.tsx';
import { useFormSubmit } from '../../../components/form/use-form-submit.ts';
import { formSchema, useZodForm } from '../../../components/form/use-zod-form.ts';
import { useGame } from '../../games/api/games-api.ts';
import { useCorrectResult } from '../api/results-api.ts';
import styles from './results-page.module.css';

type Numbers = Record<StatField, string>;
interface Values extends Numbers {
  reason: string;
  playerId: string;
  sets: string;
}

const blankNumbers = () => Object.fromEntries(STAT_FIELDS.map((f) => [f, ''])) as Numbers;
const EMPTY: Values = { reason: '', playerId: '', sets: '', ...blankNumbers() };

/**
 * The typed values as the correction's body: the chosen player's numbers (the server records only those that
 * differ from the line), and the sets when typed.
 */
function toBody(values: Values) {
  const numbers = Object.fromEntries(
    STAT_FIELDS.flatMap((field) => {
      const text = values[field].trim();
      return text === '' ? [] : [[field, Number(text)]];
    }),
  );
  const sets = values.sets
    .split(',')
    .map((s) => s.replace(/\s+/g, ''))
    .filter(Boolean);
  return {
    reason: values.reason,
    ...(sets.length > 0 ? { sets } : {}),
    lines:
      values.playerId && Object.keys(numbers).length > 0
        ? [{ playerId: Number(values.playerId), ...numbers }]
        : [],
  };
}

const CORRECTION_FORM = formSchema<Values, typeof CorrectionBodySchema>(toBody, CorrectionBodySchema);

/**
 * Corrects a published result (docs/product/games.md#corrections): a reason (shown on the game page), one
 * player's numbers as they should be, and the set scores if they were wrong.
 */
export function CorrectionDialog(props: {
  result: PendingResult;
  gameId: number;
  open: boolean;
  onClose: () => void;
}) {
  const game = useGame(props.open ? props.gameId : null);
  const lines = game.data?.stats ?? [];
  const form = useZodForm({ schema: CORRECTION_FORM, defaultValues: EMPTY });
  const correct = useCorrectResult(props.result.id);
  const playerId = useWatch({ control: form.control, name: 'playerId' });
  const line = lines.find((l) => String(l.playerId) === playerId);

  // Choosing a player shows that player's numbers, to change in place.
  useEffect(() => {
    if (!line) return;
    for (const field of STAT_FIELDS) form.setValue(field, String(line[field]));
  }, [line, form.setValue]);

  const close = () => {
    form.reset(EMPTY);
    props.onClose();
  };
  const submit = useFormSubmit(form, correct, {
    success: (answer) => answer.message,
    failure: (error) => failureText(error, LOGIN_REQUIRED.update, 'Failed to correct the game'),
    done: close,
  });

  return (
    <FormDialog
      open={props.open}
      title={`Correct game ${props.gameId}`}
      onClose={close}
      form={form}
      onSubmit={submit}
      submitLabel="Save correction"
      busyLabel="Saving…"
      busy={correct.isPending}
      size="wide"
    >
      <FormTextAreaField
        control={form.control}
        name="reason"
        label="Reason (shown on the game page)"
        required
        rows={2}
      />
      <FormTextField
        control={form.control}
        name="sets"
        label="Set scores (only if they were wrong)"
        placeholder={props.result.setScores.join(', ')}
        hint="Team 1 first, comma-separated, e.g. 25-20, 22-25, 25-18"
      />
      <FormSelectField
        control={form.control}
        name="playerId"
        label="Player whose line changes"
        placeholder={game.isLoading ? 'Loading the game…' : 'No line changes'}
        options={lines.map((l) => ({ value: String(l.playerId), label: l.player.name }))}
      />
      {line && (
        <div className={styles.numberGrid}>
          {STAT_FIELDS.map((field) => (
            <FormNumberField
              key={field}
              control={form.control}
              name={field}
              label={getStatColumn(field).label}
            />
          ))}
        </div>
      )}
    </FormDialog>
  );
}
