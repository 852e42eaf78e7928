import { MATCH_FORMATS } from '@league/shared/domain/match-formats';
import { TIE_BREAKERS } from '@league/shared/domain/tie-breakers';
import type { Season } from '@league/shared/schemas/seasons';
import type { StandingsSettingsRead } from '@league/shared/schemas/standings-admin';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useController, useFieldArray } from 'react-hook-form';
import { failureText, LOGIN_REQUIRED, SAVE_FAILED } from '../../../components/admin/failure-text.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { FormNumberField, FormSelectField, FormTextField } from '../../../components/form/form-fields.tsx';
import { useFormSubmit } from '../../../components/form/use-form-submit.ts';
import { useZodForm, type ZodForm } from '../../../components/form/use-zod-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  useSaveStandingsSettings,
  useStandingsSettings,
} from '../../standings/api/standings-settings-api.ts';
import { useSeason } from '../api/seasons-api.ts';
import styles from './standings-settings-dialog.module.css';
import {
  defaultChainOf,
  moveItem,
  type SettingsFormBody,
  SettingsFormSchema,
  type SettingsValues,
  valuesOf,
} from './standings-settings-form.ts';

type Form = ZodForm<SettingsValues, SettingsFormBody>;

const FORMAT_OPTIONS = MATCH_FORMATS.map((f) => ({ value: f.id, label: f.label }));
const labelOf = (id: string) => TIE_BREAKERS.find((t) => t.id === id)?.label ?? id;

/** The chain: each criterion with up, down and remove, and the ones left to add. */
function ChainField({ form }: { form: Form }) {
  const { field } = useController({ control: form.control, name: 'tieBreakers' });
  const chain = field.value;
  const left = TIE_BREAKERS.filter((t) => !chain.includes(t.id));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Tie-breakers, in order</legend>
      <ol className={styles.chain}>
        {chain.map((id, index) => (
          <li key={id} className={styles.chainItem}>
            <span className={styles.chainLabel}>
              {index + 1}. {labelOf(id)}
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Move ${labelOf(id)} up`}
              disabled={index === 0}
              onClick={() => field.onChange(moveItem(chain, index, -1))}
            >
              <ArrowUp size={16} aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Move ${labelOf(id)} down`}
              disabled={index === chain.length - 1}
              onClick={() => field.onChange(moveItem(chain, index, 1))}
            >
              <ArrowDown size={16} aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${labelOf(id)}`}
              onClick={() => field.onChange(chain.filter((other) => other !== id))}
            >
              <X size={16} aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      {left.length > 0 && (
        <SelectField
          label="Add a tie-breaker"
          value=""
          placeholder="Choose one to add at the end"
          options={left.map((t) => ({ value: t.id, label: `${t.label}: ${t.rule}` }))}
          onChange={(id) => id && field.onChange([...chain, id])}
        />
      )}
    </fieldset>
  );
}

/** Deductions: a team of the season, the points taken off and why. */
function AdjustmentsField({ form, teams }: { form: Form; teams: readonly string[] }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'adjustments' });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Points deductions</legend>
      {fields.map((item, index) => (
        <div key={item.id} className={styles.adjustment}>
          <FieldRow>
            <FormSelectField
              control={form.control}
              name={`adjustments.${index}.teamName`}
              label="Team"
              placeholder="Select a team"
              options={teams.map((name) => ({ value: name, label: name }))}
            />
            <FormNumberField
              control={form.control}
              name={`adjustments.${index}.points`}
              label="Points"
              min={1}
            />
          </FieldRow>
          <FormTextField control={form.control} name={`adjustments.${index}.reason`} label="Reason" />
          <Button variant="secondary" size="sm" onClick={() => remove(index)}>
            <X size={16} aria-hidden="true" />
            Remove deduction
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => append({ teamName: '', points: '1', reason: '' })}>
        <Plus size={16} aria-hidden="true" />
        Add a deduction
      </Button>
    </fieldset>
  );
}

/** Coin flips: one line each, team names separated by commas, the winner of the draw first. */
function CoinFlipsField({ form }: { form: Form }) {
  const { field } = useController({ control: form.control, name: 'coinFlips' });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Coin flips</legend>
      {field.value.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the list
        <div key={index} className={styles.flip}>
          <FormTextField
            control={form.control}
            name={`coinFlips.${index}`}
            label={`Coin flip ${index + 1}`}
            hint="Team names separated by commas, the winner of the draw first."
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove coin flip ${index + 1}`}
            onClick={() => field.onChange(field.value.filter((__, other) => other !== index))}
          >
            <X size={16} aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => field.onChange([...field.value, ''])}>
        <Plus size={16} aria-hidden="true" />
        Record a coin flip
      </Button>
    </fieldset>
  );
}

function SettingsForm({
  season,
  settings,
  onClose,
}: {
  season: Season;
  settings: StandingsSettingsRead;
  onClose: () => void;
}) {
  const form = useZodForm({ schema: SettingsFormSchema, defaultValues: valuesOf(settings) });
  const save = useSaveStandingsSettings(season.id);
  const teams = (useSeason(season.id).data?.teams ?? []).map((t) => t.name);
  const submit = useFormSubmit(form, save, {
    success: () => `Season ${season.seasonNumber} standings settings saved`,
    failure: (error) => failureText(error, LOGIN_REQUIRED.update, SAVE_FAILED),
    done: onClose,
  });
  return (
    <FormDialog
      open
      title={`Season ${season.seasonNumber} standings`}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      submitLabel="Save settings"
      busy={save.isPending}
      size="wide"
    >
      <FieldRow>
        <FormSelectField
          control={form.control}
          name="format"
          label="Format"
          options={FORMAT_OPTIONS}
          hint="Decides the points scheme. Changing it offers the format's own chain."
          onChange={(format) => form.setValue('tieBreakers', defaultChainOf(format))}
        />
        <FormNumberField
          control={form.control}
          name="playoffSpots"
          label="Playoff spots"
          hint="Teams of each table that reach the playoffs; 0 for none."
        />
      </FieldRow>
      <ChainField form={form} />
      <CoinFlipsField form={form} />
      <AdjustmentsField form={form} teams={teams} />
    </FormDialog>
  );
}

/**
 * A season's standings settings in the portal (docs/product/standings.md#settings): format, the
 * tie-breaker chain with reorder, playoff spots, coin flips and deductions with reasons, checked by the
 * shared schema as the server checks them.
 */
export function StandingsSettingsDialog({ season, onClose }: { season: Season | null; onClose: () => void }) {
  const settings = useStandingsSettings(season?.id ?? null);
  const [shown, setShown] = useState<StandingsSettingsRead | null>(null);
  // The form starts from the settings as loaded when the dialog opened; a refetch does not reset it.
  useEffect(() => {
    if (season === null) setShown(null);
    else if (settings.data && shown?.seasonId !== season.id) setShown(settings.data);
  }, [season, settings.data, shown]);
  if (season === null || shown === null || shown.seasonId !== season.id) return null;
  return <SettingsForm key={season.id} season={season} settings={shown} onClose={onClose} />;
}
