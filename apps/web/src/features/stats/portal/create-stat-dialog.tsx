import { STAT_FIELDS, type StatField } from '@league/shared/domain/league';
import { CreateStatByNameBodySchema, STAT_REQUIRED } from '@league/shared/schemas/stats-writes';
import { useState } from 'react';
import { createFailureText, DATA_LOGIN_REQUIRED } from '../../../components/admin/admin-request.ts';
import { CREATE_FAILED } from '../../../components/admin/failure-text.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useCreateStat } from '../api/stats-admin-api.ts';
import styles from './create-stat-dialog.module.css';
import { statLabel } from './stat-labels.ts';
import { parseCount } from './stats-admin-columns.tsx';

type Numbers = Record<StatField, string>;

const zeros = (): Numbers => Object.fromEntries(STAT_FIELDS.map((f) => [f, '0'])) as Numbers;

/**
 * 'Create Stat' (docs/product/stat-uploads.md#create-stat): a player by name, a game id and the 13 numbers
 * (minimum 0); 'Player name and Game ID are required.' when either is missing. Sent to POST
 * /api/stats/by-name.
 */
export function CreateStatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [playerName, setPlayerName] = useState('');
  const [gameId, setGameId] = useState('');
  const [numbers, setNumbers] = useState<Numbers>(zeros);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateStat();
  const { showToast } = useToast();

  const close = () => {
    setPlayerName('');
    setGameId('');
    setNumbers(zeros());
    setError(null);
    create.reset();
    onClose();
  };

  const submit = () => {
    const id = parseCount(gameId);
    if (playerName.trim() === '' || id === null || id < 1) {
      setError(STAT_REQUIRED);
      return;
    }
    const bad = STAT_FIELDS.filter((f) => parseCount(numbers[f]) === null);
    if (bad.length > 0) {
      setError(`${bad.map(statLabel).join(', ')}: enter whole numbers of 0 or more.`);
      return;
    }
    const parsed = CreateStatByNameBodySchema.safeParse({
      playerName,
      gameId: id,
      ...Object.fromEntries(STAT_FIELDS.map((f) => [f, parseCount(numbers[f])])),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? STAT_REQUIRED);
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (entry) => {
        showToast(`Stat line ${entry.id} created for ${entry.player.name} in game ${entry.gameId}.`, {
          tone: 'success',
        });
        close();
      },
      onError: (failure) => setError(createFailureText(failure, DATA_LOGIN_REQUIRED.create, CREATE_FAILED)),
    });
  };

  return (
    <FormDialog
      open={open}
      title="Create Stat"
      onClose={close}
      onSubmit={submit}
      submitLabel="Create Stat"
      busyLabel="Creating…"
      busy={create.isPending}
      error={error}
    >
      <FieldRow>
        <TextField
          label="Player name"
          value={playerName}
          onChange={(e) => setPlayerName(e.target.value)}
          autoComplete="off"
        />
        <TextField
          label="Game ID"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={gameId}
          onChange={(e) => setGameId(e.target.value)}
        />
      </FieldRow>
      <fieldset className={styles.numbers}>
        <legend className={styles.legend}>Stats</legend>
        {STAT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={statLabel(field)}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={numbers[field]}
            onChange={(e) => setNumbers((n) => ({ ...n, [field]: e.target.value }))}
          />
        ))}
      </fieldset>
    </FormDialog>
  );
}
