import type { Season } from '@league/shared/schemas/seasons';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '../../../components/admin/load-error.tsx';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { SEASONS_ADMIN_READ_PATH, useAdminSeasons } from '../api/seasons-admin-api.ts';
import { CreateSeasonDialog } from './create-season-dialog.tsx';
import { useSeasonColumns } from './season-columns.tsx';
import { StandingsSettingsDialog } from './standings-settings-dialog.tsx';

/**
 * Seasons (docs/product/seasons.md#seasons-in-the-portal): every season in one table (no paging), edited in
 * place, and 'Create Season'.
 */
export function SeasonsAdminPage() {
  const seasons = useAdminSeasons();
  const [standingsOf, setStandingsOf] = useState<Season | null>(null);
  const columns = useSeasonColumns(setStandingsOf);
  const [creating, setCreating] = useState(false);

  return (
    <PortalPage
      title="Seasons"
      description="Season numbers, themes and dates. Click a cell to edit it; Standings sets how a season's table is ordered."
      path={portalPath('seasons')}
      actions={
        <>
          <ExportMenu readUrl={SEASONS_ADMIN_READ_PATH} align="end" what="the seasons table" />
          <Button onClick={() => setCreating(true)}>
            <Plus size={18} aria-hidden="true" />
            Create Season
          </Button>
        </>
      }
    >
      {seasons.isError ? (
        <LoadError text={`Error: ${errorMessage(seasons.error)}`} onRetry={() => seasons.refetch()} />
      ) : (
        <DataTable
          caption="Seasons"
          columns={columns}
          data={seasons.data ?? []}
          getRowId={(season) => String(season.id)}
          loading={seasons.isPending}
          skeletonRows={6}
          enableSorting={false}
          density="compact"
          emptyText="No seasons yet."
        />
      )}
      <CreateSeasonDialog open={creating} onClose={() => setCreating(false)} />
      <StandingsSettingsDialog season={standingsOf} onClose={() => setStandingsOf(null)} />
    </PortalPage>
  );
}
