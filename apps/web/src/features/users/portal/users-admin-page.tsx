import { ROLES } from '@league/shared/domain/league';
import type { UserSummary } from '@league/shared/schemas/users';
import type { ColumnDef } from '@tanstack/react-table';
import { AdminTable } from '../../../components/admin/admin-table.tsx';
import { LOGIN_REQUIRED, statusFailureText } from '../../../components/admin/failure-text.ts';
import { isRole } from '../../../components/admin/portal-actor.ts';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { RESET_PAGE, useAdminPage, useClampPage } from '../../../components/admin/use-admin-list-params.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { FilterBar, SearchInput, SelectInput } from '../../../components/ui/filters.tsx';
import {
  useClearSearchParams,
  useDebouncedSearchParam,
  useSearchParam,
} from '../../../hooks/use-search-param.ts';
import { usersAdminReadPath, useUsersPage } from '../api/users-admin-api.ts';
import { RoleChangeControl } from './role-change-control.tsx';

const ROLE_TONES: Record<string, BadgeTone> = { user: 'neutral', admin: 'accent', superadmin: 'warning' };
const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  ...ROLES.map((role) => ({ value: role, label: role })),
];

const columns: ColumnDef<UserSummary>[] = [
  { accessorKey: 'id', header: 'ID', meta: { align: 'right', numeric: true, width: '72px' } },
  { accessorKey: 'username', header: 'Name' },
  {
    accessorKey: 'role',
    header: 'Role',
    cell: ({ row }) => <Badge tone={ROLE_TONES[row.original.role] ?? 'neutral'}>{row.original.role}</Badge>,
  },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <RoleChangeControl user={row.original} /> },
];

/**
 * Users (docs/product/accounts.md#users-in-the-portal, docs/product/accounts.md#role-changes): searchable,
 * paged by the server, a role filter and the role change per row.
 */
export function UsersAdminPage() {
  const [search, setSearch, q] = useDebouncedSearchParam('q', 250, RESET_PAGE);
  const [roleParam, setRole] = useSearchParam('role', '', RESET_PAGE);
  const role = isRole(roleParam) ? roleParam : '';
  const paging = useAdminPage();
  const { page } = paging;
  const clear = useClearSearchParams(['q', 'role', 'page']);
  const users = useUsersPage({ q, role, page });
  useClampPage(paging, users.data && !users.isPlaceholderData ? users.data.total : null);
  const filtered = search !== '' || role !== '';

  return (
    <PortalPage
      title="Users"
      description="Find accounts and change their roles."
      path={portalPath('users')}
      actions={
        <ExportMenu readUrl={usersAdminReadPath({ q, role, page: 1 })} align="end" what="the users table" />
      }
    >
      <FilterBar label="Filter users">
        <SearchInput label="Search" value={search} onChange={setSearch} placeholder="Search by name" />
        <SelectInput label="Role" value={role} onChange={setRole} options={ROLE_OPTIONS} />
        <Button
          variant="secondary"
          onClick={() => {
            setSearch('');
            clear();
          }}
          disabled={!filtered}
        >
          Clear Filters
        </Button>
      </FilterBar>
      <AdminTable
        query={users}
        paging={paging}
        errorText={(error) => statusFailureText(error, LOGIN_REQUIRED.fetchUsers)}
        caption="Users"
        columns={columns}
        getRowId={(user) => String(user.id)}
        // Plain rows: the status badges keep their contrast on the table's own surface.
        striped={false}
        renderRange={({ from, to, total }) => `Showing ${from}-${to} of ${total} users`}
        paginationLabel="Users pages"
        emptyText="No users found."
      />
    </PortalPage>
  );
}
