import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormSelectField } from '../form/form-fields.tsx';

interface SeasonFieldProps<TValues extends FieldValues, TBody> {
  control: Control<TValues, unknown, TBody>;
  name: FieldPath<TValues>;
  /** The seasons as choices (useSeasonIdChoices), and whether they are still on their way. */
  choices: { options: readonly { value: string; label: string }[]; isPending: boolean };
}

/** A portal form's required Season select; it reads 'Loading seasons…' until the seasons are known. */
export function FormSeasonField<TValues extends FieldValues, TBody>({
  control,
  name,
  choices,
}: SeasonFieldProps<TValues, TBody>) {
  return (
    <FormSelectField
      control={control}
      name={name}
      label="Season"
      required
      options={choices.options}
      placeholder={choices.isPending ? 'Loading seasons…' : 'Select a season'}
    />
  );
}
