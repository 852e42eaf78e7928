import type { Role } from '@league/shared/domain/league';
import type { UserSummary } from '@league/shared/schemas/users';
import { useId, useState } from 'react';
import { useConfirm } from '../../../components/admin/confirm-dialog.tsx';
import { LOGIN_REQUIRED, statusFailureText } from '../../../components/admin/failure-text.ts';
import { useActor } from '../../../components/admin/portal-actor.ts';
import styles from '../../../components/admin/row-actions.module.css';
import { useToast } from '../../../components/ui/toast.tsx';
import { useChangeUserRole } from '../api/users-admin-api.ts';
import { roleChangeQuestion, roleChoices, roleLock } from './role-options.ts';
import controlStyles from './users-admin-page.module.css';

/**
 * A user's role change (docs/product/accounts.md#role-changes): a select of the roles this actor may set,
 * then the confirmation 'Are you sure you want to change {name}'s role to "{role}"?'. Rows that cannot change
 * say why.
 */
export function RoleChangeControl({ user }: { user: UserSummary }) {
  const actor = useActor();
  const confirm = useConfirm();
  const { showToast } = useToast();
  const change = useChangeUserRole();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const target = { id: user.id, role: user.role };
  const choices = roleChoices(actor, target);

  if (choices.length === 0) {
    const lock = roleLock(actor, target);
    return (
      <span className={styles.denied} title={lock.reason}>
        {lock.label}
      </span>
    );
  }

  const pick = async (value: string) => {
    const role = choices.find((choice) => choice === value);
    if (!role || busy) return;
    if (!(await confirm({ message: roleChangeQuestion(user.username, role), confirmLabel: 'Change role' })))
      return;
    setBusy(true);
    try {
      const updated = await change.mutateAsync({ id: user.id, role: role as Role });
      showToast(`${updated.username}'s role is now "${updated.role}".`, { tone: 'success' });
    } catch (error) {
      showToast(statusFailureText(error, LOGIN_REQUIRED.changeRoles), { tone: 'error', durationMs: 12_000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={controlStyles.control}>
      <label htmlFor={id} className="visually-hidden">
        Change role of {user.username}
      </label>
      <select
        id={id}
        className={controlStyles.roleSelect}
        value=""
        disabled={busy}
        onChange={(event) => void pick(event.target.value)}
      >
        <option value="">{busy ? 'Saving…' : 'Change role…'}</option>
        {choices.map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </select>
    </span>
  );
}
