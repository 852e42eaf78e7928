import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { fakeModalDialogs, startStaffSession } from '../../test/portal-test-support.tsx';
import { ToastProvider } from '../ui/toast.tsx';
import { ConfirmProvider } from './confirm-dialog.tsx';
import { InlineEditCell, type InlineEditCellProps } from './inline-edit-cell.tsx';

beforeAll(() => {
  fakeModalDialogs();
  startStaffSession();
});

afterEach(cleanup);

function renderCell(props: Partial<InlineEditCellProps> = {}) {
  const onSave = props.onSave ?? vi.fn(async () => {});
  render(
    <ToastProvider>
      <ConfirmProvider>
        <InlineEditCell field="theme" rowLabel="season 14" value="New Horizons" {...props} onSave={onSave} />
      </ConfirmProvider>
    </ToastProvider>,
  );
  return onSave;
}

/** jsdom joins the hidden prefix and the shown value without the space a browser keeps. */
const cellButton = (field: string, value: string) =>
  screen.getByRole('button', { name: new RegExp(`^Edit ${field} of season 14:\\s*${value}$`) });
const open = () => fireEvent.click(cellButton('theme', 'New Horizons'));
const input = () => screen.getByRole('textbox', { name: 'theme of season 14' });

describe('InlineEditCell', () => {
  it('asks first, then saves the changed value on Enter', async () => {
    const onSave = renderCell();
    open();
    fireEvent.change(input(), { target: { value: '  Golden Hour ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(await screen.findByText('Change theme from "New Horizons" to "Golden Hour"?')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(onSave).toHaveBeenCalledWith('Golden Hour');
    await screen.findByRole('button', { name: /Edit theme of season 14/ });
  });

  it('commits on leaving the field, and sends nothing when the answer is Cancel', async () => {
    const onSave = renderCell();
    open();
    fireEvent.change(input(), { target: { value: 'Golden Hour' } });
    fireEvent.blur(input());
    await screen.findByText('Change theme from "New Horizons" to "Golden Hour"?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(onSave).not.toHaveBeenCalled();
    await waitFor(() => cellButton('theme', 'New Horizons'));
  });

  it('sends nothing for an unchanged value, and Escape cancels', () => {
    const onSave = renderCell();
    open();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.queryByRole('dialog')).toBeNull();
    open();
    fireEvent.change(input(), { target: { value: 'Something else' } });
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(cellButton('theme', 'New Horizons')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the editor open with the message when the value is invalid', () => {
    const onSave = renderCell({ validate: (next) => (next ? null : 'Theme is required') });
    open();
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Theme is required');
    expect(input()).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows 'Failed to save changes:' with the server's message when saving fails", async () => {
    renderCell({
      confirm: false,
      onSave: async () => {
        throw new ApiError(400, 'Theme is too long');
      },
    });
    open();
    fireEvent.change(input(), { target: { value: 'Golden Hour' } });
    await act(async () => fireEvent.keyDown(input(), { key: 'Enter' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain(
        'Failed to save changes: Theme is too long',
      ),
    );
    expect(cellButton('theme', 'New Horizons')).toBeTruthy();
  });

  it('commits a select as soon as another option is chosen', async () => {
    const onSave = renderCell({
      field: 'type',
      value: 'MVP',
      type: 'select',
      options: [
        { value: 'MVP', label: 'MVP' },
        { value: 'MIP', label: 'MIP' },
      ],
    });
    fireEvent.click(cellButton('type', 'MVP'));
    fireEvent.change(screen.getByRole('combobox', { name: 'type of season 14' }), {
      target: { value: 'MIP' },
    });
    await screen.findByText('Change type from "MVP" to "MIP"?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(onSave).toHaveBeenCalledWith('MIP');
  });
});
