import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FieldErrors } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { describedTexts, fakeModalDialogs } from '../../test/portal-test-support.tsx';
import { FormDialog } from '../admin/form-dialog.tsx';
import { FormSelectField, FormTextField } from './form-fields.tsx';
import { fieldMessages, planMessages } from './form-messages.ts';
import { showServerFailure, useZodForm, type ZodForm } from './use-zod-form.ts';

beforeAll(() => {
  fakeModalDialogs();
});

afterEach(cleanup);

const REQUIRED = 'Name and colour are required.';
const Schema = z.object({
  name: z.string().trim().min(1, REQUIRED),
  colour: z.enum(['red', 'blue'], { error: REQUIRED }),
  website: z.union([z.literal(''), z.url({ error: 'Please enter a valid URL' })]),
});
const EMPTY = { name: '', colour: '', website: '' };

function TestDialog(props: {
  onSubmit: (body: z.output<typeof Schema>) => unknown;
  expose?: (form: ZodForm<typeof EMPTY, z.output<typeof Schema>>) => void;
}) {
  const form = useZodForm({ schema: Schema, defaultValues: EMPTY });
  props.expose?.(form);
  const { control } = form;
  return (
    <FormDialog
      open
      title="Paint"
      onClose={() => {}}
      form={form}
      onSubmit={props.onSubmit}
      submitLabel="Save"
    >
      <FormTextField control={control} name="name" label="Name" hint="As it is painted." />
      <FormSelectField
        control={control}
        name="colour"
        label="Colour"
        placeholder="Pick one"
        options={[
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
        ]}
      />
      <FormTextField control={control} name="website" label="Website" />
    </FormDialog>
  );
}

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('form messages', () => {
  it('flattens nested errors into field paths, leaving form-level ones out', () => {
    const errors: FieldErrors<{ name: string; rows: { position: string }[] }> = {
      root: { server: { type: 'server', message: 'Create failed' } },
      name: { type: 'custom', message: 'Required' },
      rows: [undefined, { position: { type: 'custom', message: 'Row 2: Position is required.' } }],
    };
    expect(fieldMessages(errors)).toEqual([
      { name: 'name', message: 'Required' },
      { name: 'rows.1.position', message: 'Row 2: Position is required.' },
    ]);
  });

  it('shares a message two fields failed with; keeps a single field’s message on that field', () => {
    const plan = planMessages({
      a: { type: 'custom', message: 'Both are required.' },
      b: { type: 'custom', message: 'Both are required.' },
      c: { type: 'custom', message: 'Too long' },
    });
    expect(plan.shared).toEqual(['Both are required.']);
    expect(plan.fields.map((f) => f.name)).toEqual(['a', 'b', 'c']);
  });
});

describe('a useZodForm dialog', () => {
  it('sends the schema’s output once every field passes', async () => {
    const onSubmit = vi.fn();
    render(<TestDialog onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Gold ' } });
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: 'blue' } });
    await save();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Gold', colour: 'blue', website: '' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('writes a shared message once in the banner and marks each field that failed with it', async () => {
    const onSubmit = vi.fn();
    render(<TestDialog onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'not a url' } });
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText(REQUIRED)).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain(REQUIRED);

    const name = screen.getByLabelText('Name');
    const colour = screen.getByLabelText('Colour');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(colour.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(name)).toEqual(['As it is painted.', REQUIRED]);
    expect(describedTexts(colour)).toEqual([REQUIRED]);

    // A message of one field alone sits under that field, not in the banner.
    const website = screen.getByLabelText('Website');
    expect(website.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(website)).toEqual(['Please enter a valid URL']);
    expect(screen.getByRole('alert').textContent).not.toContain('Please enter a valid URL');
  });

  it('keeps the messages until the next submit, then shows what is still wrong', async () => {
    render(<TestDialog onSubmit={vi.fn()} />);
    await save();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Gold' } });
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    await save();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    // Colour alone now carries the message: it moves under the field.
    expect(describedTexts(screen.getByLabelText('Colour'))).toEqual([REQUIRED]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refused request in the banner and each error the server tied to a field on it', async () => {
    let form: ZodForm<typeof EMPTY, z.output<typeof Schema>> | undefined;
    render(
      <TestDialog
        onSubmit={vi.fn()}
        expose={(f) => {
          form = f;
        }}
      />,
    );
    const failure = new ApiError(409, 'A paint named Gold already exists', 'CONFLICT', [
      { path: 'name', message: 'A paint named Gold already exists' },
      { path: 'unknownField', message: 'Ignored on fields' },
    ]);
    act(() => {
      if (form) showServerFailure(form, failure, 'Create failed: A paint named Gold already exists');
    });
    expect(screen.getByRole('alert').textContent).toBe('Create failed: A paint named Gold already exists');
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(name)).toEqual(['As it is painted.', 'A paint named Gold already exists']);
    expect(screen.getByLabelText('Colour').getAttribute('aria-invalid')).toBeNull();
  });
});
