import type { StaffPlayerClaim } from '@league/shared/schemas/player-claims';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { useConfirm } from '../../../components/admin/confirm-dialog.tsx';
import { LoadError } from '../../../components/admin/load-error.tsx';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { portalPath } from '../../../components/admin/portal-path.ts';
import rowStyles from '../../../components/admin/row-actions.module.css';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDecidePlayerClaim, useStaffPlayerClaims } from '../api/player-claims-api.ts';

function ClaimActions({ claim }: { claim: StaffPlayerClaim }) {
  const decide = useDecidePlayerClaim();
  const confirm = useConfirm();
  const { showToast } = useToast();
  const run = async (decision: 'confirm' | 'reject') => {
    const ok = await confirm(
      decision === 'confirm'
        ? {
            message: `Confirm that ${claim.member.username} is the player ${claim.player.name}?`,
            confirmLabel: 'Confirm claim',
          }
        : {
            message: `Reject ${claim.member.username}'s claim of ${claim.player.name}?`,
            confirmLabel: 'Reject claim',
            tone: 'danger',
          },
    );
    if (!ok) return;
    decide.mutate(
      { claim, decision },
      {
        onSuccess: () =>
          showToast(decision === 'confirm' ? 'Claim confirmed' : 'Claim rejected', { tone: 'success' }),
        onError: (error) => showToast(errorMessage(error), { tone: 'error' }),
      },
    );
  };
  return (
    <div className={rowStyles.actions}>
      <Button size="sm" disabled={decide.isPending} onClick={() => void run('confirm')}>
        Confirm
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className={rowStyles.delete}
        disabled={decide.isPending}
        onClick={() => void run('reject')}
      >
        Reject
      </Button>
    </div>
  );
}

const columns: ColumnDef<StaffPlayerClaim>[] = [
  {
    id: 'player',
    header: 'Player',
    cell: ({ row }) => <Link to={paths.player(row.original.player.id)}>{row.original.player.name}</Link>,
  },
  { id: 'member', header: 'Member', cell: ({ row }) => row.original.member.username },
  {
    id: 'roblox',
    header: 'Roblox account',
    cell: ({ row }) => row.original.robloxUsername ?? 'Unlinked',
  },
  { id: 'requested', header: 'Requested', cell: ({ row }) => formatDate(row.original.requestedAt) },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <ClaimActions claim={row.original} /> },
];

/**
 * Player claims (docs/product/players.md#claimed-player-pages): the claims whose Roblox account is not the
 * player's name wait here, oldest first, for staff to confirm or reject.
 */
export function PlayerClaimsAdminPage() {
  const claims = useStaffPlayerClaims();
  return (
    <PortalPage
      title="Player claims"
      description="Members who say a player page is theirs, where their Roblox account does not show it."
      path={portalPath('claims')}
    >
      <Alert tone="info">
        A claim whose Roblox username is the player's name is confirmed at once and never waits here. Check
        the member in the league's chat or in game before confirming.
      </Alert>
      {claims.isError ? (
        <LoadError text={errorMessage(claims.error)} onRetry={() => claims.refetch()} />
      ) : (
        <DataTable
          caption="Player claims waiting for staff"
          columns={columns}
          data={claims.data ?? []}
          getRowId={(claim) => String(claim.id)}
          loading={claims.isPending}
          skeletonRows={3}
          enableSorting={false}
          density="compact"
          emptyText="No claims are waiting."
        />
      )}
    </PortalPage>
  );
}
