import { MATCH_STATUSES } from '@league/shared/domain/league';
import type { Match } from '@league/shared/schemas/matches';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useConfirm } from '../../../components/admin/confirm-dialog.tsx';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useUpdateMatch } from '../api/matches-admin-api.ts';
import styles from './matches-admin-page.module.css';

/**
 * The status dropdown of a row (docs/product/schedule-and-matches.md#matches-in-the-portal): choosing the
 * other status asks first, then sends PATCH {status}; the row takes the answer and keeps its season.
 */
export function MatchStatusSelect({ match }: { match: Match }) {
  const id = useId();
  const confirm = useConfirm();
  const { showToast } = useToast();
  const { mutateAsync: update } = useUpdateMatch();
  const [pending, setPending] = useState<string | null>(null);
  const shown = pending ?? match.status;
  const options = (MATCH_STATUSES as readonly string[]).includes(match.status)
    ? MATCH_STATUSES
    : [match.status, ...MATCH_STATUSES];

  const change = async (status: string) => {
    if (status === match.status || pending) return;
    setPending(status);
    const ok = await confirm({ message: `Change status from "${match.status}" to "${status}"?` });
    if (ok) {
      try {
        await update({ id: match.id, changes: { status } });
      } catch (error) {
        const message = failureText(error, LOGIN_REQUIRED.update, 'Unknown error occurred');
        showToast(`Failed to update match status: ${message}`, { tone: 'error', durationMs: 12_000 });
      }
    }
    setPending(null);
  };

  return (
    <span className={styles.statusControl}>
      <label htmlFor={id} className="visually-hidden">
        Status of {match.matchNumber}
      </label>
      <select
        id={id}
        className={clsx(styles.status, styles[shown === 'completed' ? 'completed' : 'scheduled'])}
        value={shown}
        disabled={pending !== null}
        onChange={(event) => void change(event.target.value)}
      >
        {options.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
    </span>
  );
}
