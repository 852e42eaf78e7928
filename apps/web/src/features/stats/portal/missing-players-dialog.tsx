import { POSITIONS } from '@league/shared/domain/league';
import type { MissingPlayer } from '@league/shared/schemas/stat-uploads';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
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
 * are not on the team it puts them in. Lists them, asks each one's position (default 'N/A'), creates them on
 * the right team (POST /api/players/batch/by-team-name) and retries the upload.
 */
export function MissingPlayersDialog(props: MissingPlayersDialogProps) {
  const { players, retrying } = props;
  const [positions, setPositions] = useState<Record<string, string>>({});
  const [creating, setCreating] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const busy = creating || retrying;
  const known = useKnownPositions(
    (players ?? []).filter((p) => p.reason === 'not-on-team').map((p) => p.name),
  );
  const positionOf = (name: string) => positions[name] ?? known[name] ?? DEFAULT_MISSING_POSITION;

  const cancel = () => {
    if (busy) return;
    setMessages([]);
    setPositions({});
    props.onCancel();
  };

  const createAndRetry = async () => {
    if (busy || !players) return;
    setCreating(true);
    setMessages([]);
    try {
      const chosen = Object.fromEntries(players.map((p) => [p.name, positionOf(p.name)]));
      await createPlayersBatch(missingPlayersRequest(players, chosen, props.seasonNumber));
    } catch (error) {
      setMessages(batchFailureMessages(error));
      setCreating(false);
      return;
    }
    setCreating(false);
    setPositions({});
    await props.onRetry();
  };

  const count = players?.length ?? 0;
  return (
    <Dialog
      open={players !== null}
      onClose={cancel}
      title="Missing Players"
      size="wide"
      actions={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={createAndRetry} disabled={busy}>
            {busy && <LoaderCircle size={16} className={styles.spinner} aria-hidden="true" />}
            {creating ? 'Creating players…' : retrying ? 'Uploading…' : 'Create Players and Retry'}
          </Button>
        </>
      }
    >
      <div className={styles.body} aria-busy={busy || undefined}>
        <p>
          {count === 1 ? '1 player of the sheet is' : `${count} players of the sheet are`} unknown or not on
          the team the sheet puts them in. Nothing was saved. Create them on their team
          {props.seasonNumber !== null ? ` (season ${props.seasonNumber})` : ''} and upload again?
        </p>
        {messages.length > 0 && (
          <Alert tone="error">
            {messages.map((m) => (
              <p key={m}>{m}</p>
            ))}
          </Alert>
        )}
        <ul className={styles.missing}>
          {players?.map((player) => (
            <li key={`${player.name}-${player.teamName}`} className={styles.missingRow}>
              <div className={styles.missingText}>
                <span className={styles.name}>{player.name}</span>
                <span className={styles.team}>{player.teamName || 'No team'}</span>
                <Badge tone={player.reason === 'unknown' ? 'warning' : 'accent'}>
                  {player.reason === 'unknown' ? 'Unknown player' : 'Not on the team'}
                </Badge>
                <span className={styles.reason}>{missingReasonText(player)}</span>
              </div>
              <SelectField
                label={`Position of ${player.name}`}
                value={positionOf(player.name)}
                onChange={(value) => setPositions((p) => ({ ...p, [player.name]: value }))}
                options={positionOptions(positionOf(player.name))}
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
      </div>
    </Dialog>
  );
}
