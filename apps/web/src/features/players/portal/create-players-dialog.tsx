import { POSITIONS } from '@league/shared/domain/league';
import { Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { seasonNumberOptions, useSeasonChoices } from '../../seasons/api/season-choices-api.ts';
import { useCreatePlayers } from '../api/players-admin-api.ts';
import {
  type BatchRowDraft,
  batchFailureMessages,
  emptyBatchRow,
  toBatchRequest,
  validateBatchRows,
} from './batch-rows.ts';
import styles from './create-players-dialog.module.css';

const POSITION_OPTIONS = POSITIONS.map((p) => ({ value: p, label: p }));

function Messages({ messages }: { messages: string[] }) {
  if (messages.length === 1) return <p>{messages[0]}</p>;
  return (
    <ul className={styles.messages}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/**
 * 'Create Players' (docs/product/players.md#players-in-the-portal,
 * docs/product/players.md#rules-and-constants): rows of name, position, comma-separated team names and an
 * optional season, sent together to POST /api/players/batch/by-team-name.
 */
export function CreatePlayersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const nextKey = useRef(2);
  const [rows, setRows] = useState<BatchRowDraft[]>([emptyBatchRow(1)]);
  const [messages, setMessages] = useState<string[]>([]);
  const seasons = useSeasonChoices();
  const create = useCreatePlayers();
  const { showToast } = useToast();

  const update = (key: number, field: keyof Omit<BatchRowDraft, 'key'>, value: string) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const addRow = () => setRows((list) => [...list, emptyBatchRow(nextKey.current++)]);
  const removeRow = (key: number) => setRows((list) => list.filter((row) => row.key !== key));

  const close = () => {
    setRows([emptyBatchRow(nextKey.current++)]);
    setMessages([]);
    create.reset();
    onClose();
  };

  const submit = () => {
    const problems = validateBatchRows(rows);
    setMessages(problems);
    if (problems.length > 0) return;
    create.mutate(toBatchRequest(rows), {
      onSuccess: (players) => {
        showToast(
          players.length === 1
            ? `Player ${players[0]?.name ?? ''} saved.`
            : `${players.length} players saved.`,
          { tone: 'success' },
        );
        close();
      },
      onError: (error) => setMessages(batchFailureMessages(error)),
    });
  };

  return (
    <FormDialog
      open={open}
      title="Create Players"
      onClose={close}
      onSubmit={submit}
      submitLabel="Create Players"
      busyLabel="Creating…"
      busy={create.isPending}
      error={messages.length > 0 ? <Messages messages={messages} /> : null}
    >
      <p className={styles.hint}>
        Names are saved in lowercase. Team names are comma-separated; without a season each name means that
        team's most recent season.
      </p>
      {rows.map((row, index) => (
        <fieldset key={row.key} className={styles.row}>
          <legend className={styles.legend}>Player {index + 1}</legend>
          {rows.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              className={styles.remove}
              onClick={() => removeRow(row.key)}
              aria-label={`Remove player ${index + 1}`}
            >
              <X size={16} aria-hidden="true" />
            </Button>
          )}
          <FieldRow>
            <TextField
              label="Name"
              value={row.name}
              onChange={(e) => update(row.key, 'name', e.target.value)}
              autoComplete="off"
            />
            <SelectField
              label="Position"
              value={row.position}
              onChange={(value) => update(row.key, 'position', value)}
              placeholder="Select a position"
              options={POSITION_OPTIONS}
            />
          </FieldRow>
          <FieldRow>
            <TextField
              label="Team names"
              value={row.teamNames}
              onChange={(e) => update(row.key, 'teamNames', e.target.value)}
              placeholder="team one, team two"
              autoComplete="off"
            />
            <SelectField
              label="Season (optional)"
              value={row.season}
              onChange={(value) => update(row.key, 'season', value)}
              placeholder="Most recent"
              options={seasonNumberOptions(seasons.data)}
            />
          </FieldRow>
        </fieldset>
      ))}
      <Button variant="secondary" onClick={addRow} className={styles.add}>
        <Plus size={16} aria-hidden="true" />
        Add Row
      </Button>
    </FormDialog>
  );
}
