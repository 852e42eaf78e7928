import type { StatEntry } from '@league/shared/schemas/stats';
import type { UpdateStatBody } from '@league/shared/schemas/stats-admin';
import { Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AdminFilterBar } from '../../../components/admin/admin-filter-bar.tsx';
import { AdminTable } from '../../../components/admin/admin-table.tsx';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { RESET_PAGE, useAdminPage, useClampPage } from '../../../components/admin/use-admin-list-params.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { paths } from '../../../config/paths.ts';
import { useClearSearchParams, useDebouncedSearchParam } from '../../../hooks/use-search-param.ts';
import {
  statsAdminReadPath,
  useDeleteStat,
  useStatsAdminPage,
  useUpdateStat,
} from '../api/stats-admin-api.ts';
import { CreateStatDialog } from './create-stat-dialog.tsx';
import { statColumns } from './stats-admin-columns.tsx';
import { UploadCsvDialog } from './upload-csv-dialog.tsx';

const FILTER_KEYS = ['q', 'page'] as const;

/**
 * /portal/stats (docs/product/stat-uploads.md#stats-in-the-portal): every stat line, 10 a page, searched by
 * player name, game id or player id; inline edits of the numbers; Create Stat and the Upload CSV flow.
 */
export function StatsAdminPage() {
  const [search, setSearch, appliedSearch] = useDebouncedSearchParam('q', 250, RESET_PAGE);
  const clearFilters = useClearSearchParams(FILTER_KEYS);
  const paging = useAdminPage();
  const stats = useStatsAdminPage({ q: appliedSearch, page: paging.page });
  useClampPage(paging, stats.isSuccess && !stats.isPlaceholderData ? stats.data.total : null);
  const update = useUpdateStat();
  const remove = useDeleteStat();
  const [dialog, setDialog] = useState<'create' | 'upload' | null>(null);

  const columns = useMemo(
    () =>
      statColumns({
        save: (entry: StatEntry, changes: UpdateStatBody) => update.mutateAsync({ id: entry.id, changes }),
        remove: (entry: StatEntry) => remove.mutateAsync(entry.id),
      }),
    [update.mutateAsync, remove.mutateAsync],
  );

  return (
    <PortalPage
      title="Stats"
      description="Every player's line in every game: correct numbers, add a line, or upload a game's stat sheet."
      path={paths.portal('stats')}
      actions={
        <>
          <ExportMenu
            readUrl={statsAdminReadPath({ q: appliedSearch, page: 1 })}
            align="end"
            what="the stats table"
          />
          <Button variant="secondary" onClick={() => setDialog('create')}>
            <Plus size={16} aria-hidden="true" />
            Create Stat
          </Button>
          <Button onClick={() => setDialog('upload')}>
            <Upload size={16} aria-hidden="true" />
            Upload CSV
          </Button>
        </>
      }
    >
      <AdminFilterBar
        label="Filter stats"
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Player name, game ID or player ID"
        filtered={appliedSearch.trim() !== ''}
        onClear={clearFilters}
      />

      <AdminTable
        query={stats}
        paging={paging}
        caption="Stat lines"
        columns={columns}
        getRowId={(entry) => String(entry.id)}
        paginationLabel="Stats pages"
        skeletonCells={8}
        emptyText="No stats found."
      />

      <CreateStatDialog open={dialog === 'create'} onClose={() => setDialog(null)} />
      <UploadCsvDialog open={dialog === 'upload'} onClose={() => setDialog(null)} />
    </PortalPage>
  );
}
