import { POSITIONS } from '@league/shared/domain/league';
import type { MissingPlayer } from '@league/shared/schemas/stat-uploads';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-fields.tsx';
import { showServerFailure, useZodForm } from '../../../components/form/use-zod-form.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { createPlayersBatch, useKnownPositions } from '../../players/api/players-admin-api.ts';
import { batchFailureMessages } from '../../players/portal/batch-rows.ts';
import { DEFAULT_MISSING_POSITION, missingPlayersRequest, missingReasonText } from './csv-upload.ts';
import styles from './upload-dialogs.module.css';

/** The fixed positions, plus a player's own position when it is not one of them. */
const positionOptions = (current: string) =>
  ((POSITIONS as readonly string[]).includes(current) ? POSITIONS : [current, ...POSITIONS]).map((p) => ({
    value: p,
    label: p,
  }));

/** One position per missing player, in the list's order; any text, as a player's own may be unusual. */
const PositionsFormSchema = z.object({ positions: z.array(z.string()) });
const NONE = { positions: [] as string[] };

interface MissingPlayersDialogProps {
  players: readonly MissingPlayer[] | null;
  /** The season whose teams the players join (the sheet's, or the game's in add mode). */
  seasonNumber: number | null;
  /** True while the upload is being sent again. */
  retrying: boolean;
  onCancel: () => void;
  /** Sends the upload again once the players exist. */
  onRetry: () => Promise<unknown>;
}

/**
 * 'Missing Players' (docs/product/stat-uploads.md#upload-csv): the sheet names players who do not exist or
 * are not on the team it puts them in. Lists them, asks each one's position (default 'N/A', or the position
 * a known player already has), creates them on the right team (POST /api/players/batch/by-team-name) and
 * retries the upload.
 */
export function MissingPlayersDialog(props: MissingPlayersDialogProps) {
  const { players, retrying } = props;
  const form = useZodForm({ schema: PositionsFormSchema, defaultValues: NONE });
  const { control } = form;
  const creating = form.formState.isSubmitting && !retrying;
  const busy = form.formState.isSubmitting || retrying;
  const positions = useWatch({ control, name: 'positions' });
  const known = useKnownPositions(
    (players ?? []).filter((p) => p.reason === 'not-on-team').map((p) => p.name),
  );
  const defaults = (players ?? []).map((p) => known[p.name] ?? DEFAULT_MISSING_POSITION);
  const defaultsKey = defaults.join('\n');

  // A known player's position arrives after the list; it fills each choice the user has not made yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaultsKey stands for defaults' content
  useEffect(() => {
    form.reset({ positions: defaults }, { keepDirtyValues: true });
  }, [defaultsKey, form.reset]);

  const cancel = () => {
    form.reset(NONE);
    props.onCancel();
  };

  const createAndRetry = async (values: { positions: string[] }) => {
    if (!players) return;
    try {
      const chosen = Object.fromEntries(
        players.map((p, i) => [p.name, values.positions[i] ?? DEFAULT_MISSING_POSITION]),
      );
      await createPlayersBatch(missingPlayersRequest(players, chosen, props.seasonNumber));
    } catch (error) {
      showServerFailure(form, error, batchFailureMessages(error).join('\n'), () => null);
      return;
    }
    form.reset(NONE);
    await props.onRetry();
  };

  const count = players?.length ?? 0;
  return (
    <FormDialog
      open={players !== null}
      title="Missing Players"
      size="wide"
      onClose={cancel}
      form={form}
      onSubmit={createAndRetry}
      submitLabel="Create Players and Retry"
      busyLabel={creating ? 'Creating players…' : 'Uploading…'}
      busy={busy}
    >
      <p>
        {count === 1 ? '1 player of the sheet is' : `${count} players of the sheet are`} unknown or not on the
        team the sheet puts them in. Nothing was saved. Create them on their team
        {props.seasonNumber !== null ? ` (season ${props.seasonNumber})` : ''} and upload again?
      </p>
      <ul className={styles.missing}>
        {players?.map((player, index) => (
          <li key={`${player.name}-${player.teamName}`} className={styles.missingRow}>
            <div className={styles.missingText}>
              <span className={styles.name}>{player.name}</span>
              <span className={styles.team}>{player.teamName || 'No team'}</span>
              <Badge tone={player.reason === 'unknown' ? 'warning' : 'accent'}>
                {player.reason === 'unknown' ? 'Unknown player' : 'Not on the team'}
              </Badge>
              <span className={styles.reason}>{missingReasonText(player)}</span>
            </div>
            <FormSelectField
              control={control}
              name={`positions.${index}`}
              label={`Position of ${player.name}`}
              options={positionOptions(positions[index] ?? DEFAULT_MISSING_POSITION)}
              disabled={busy}
            />
          </li>
        ))}
      </ul>
      {busy && (
        <p className={styles.progress} role="status">
          <progress aria-label={creating ? 'Creating players' : 'Uploading'} />
          {creating ? 'Creating players…' : 'Uploading the sheet again…'}
        </p>
      )}
    </FormDialog>
  );
}
