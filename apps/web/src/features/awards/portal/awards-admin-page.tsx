import { parseSeasonNumber } from '@league/shared/domain/list-filters';
import { parseAwardType } from '@league/shared/domain/search-lists';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminTable } from '../../../components/admin/admin-table.tsx';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { RESET_PAGE, useAdminPage, useClampPage } from '../../../components/admin/use-admin-list-params.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { FilterBar, SearchInput, SelectInput } from '../../../components/ui/filters.tsx';
import {
  useClearSearchParams,
  useDebouncedSearchParam,
  useSearchParam,
} from '../../../hooks/use-search-param.ts';
import { seasonNumberOptions } from '../../seasons/api/season-choices-api.ts';
import { useSeasonIdChoices } from '../../seasons/api/seasons-admin-api.ts';
import { awardsAdminReadPath, useAdminAwards } from '../api/awards-admin-api.ts';
import { AWARD_TYPE_OPTIONS } from '../award-list-filters.ts';
import { useAwardColumns } from './award-columns.tsx';
import styles from './awards-admin-page.module.css';
import { CreateAwardDialog } from './create-award-dialog.tsx';

/**
 * Awards (docs/product/awards.md#awards-in-the-portal): player search, season and type filters, paging,
 * inline edits and Create Award.
 */
export function AwardsAdminPage() {
  const [search, setSearch, q] = useDebouncedSearchParam('q', 250, RESET_PAGE);
  const [seasonParam, setSeason] = useSearchParam('season', '', RESET_PAGE);
  const [typeParam, setType] = useSearchParam('type', '', RESET_PAGE);
  const paging = useAdminPage();
  const { page } = paging;
  const clear = useClearSearchParams(['q', 'season', 'type', 'page']);
  const [creating, setCreating] = useState(false);
  const seasonNumber = parseSeasonNumber(seasonParam);
  const type = parseAwardType(typeParam);
  const awards = useAdminAwards({ q, seasonNumber, type, page });
  useClampPage(paging, awards.data && !awards.isPlaceholderData ? awards.data.total : null);
  const choices = useSeasonIdChoices();
  const columns = useAwardColumns(choices.options);
  const filtered = search !== '' || seasonNumber !== null || type !== '';
  const seasonFilterOptions = [{ value: '', label: 'All seasons' }, ...seasonNumberOptions(choices.seasons)];

  return (
    <PortalPage
      title="Awards"
      description="Season awards and their winners. Click a cell to edit it."
      path={portalPath('awards')}
      actions={
        <>
          <ExportMenu
            readUrl={awardsAdminReadPath({ q, seasonNumber, type, page: 1 })}
            align="end"
            what="the awards table"
          />
          <Button onClick={() => setCreating(true)}>
            <Plus size={18} aria-hidden="true" />
            Create Award
          </Button>
        </>
      }
    >
      <FilterBar label="Filter awards">
        <SearchInput label="Player" value={search} onChange={setSearch} placeholder="Search by player name" />
        <SelectInput
          label="Season"
          value={seasonNumber === null ? '' : String(seasonNumber)}
          onChange={setSeason}
          options={seasonFilterOptions}
        />
        <SelectInput label="Type" value={type} onChange={setType} options={AWARD_TYPE_OPTIONS} />
        {filtered && (
          <Button
            variant="secondary"
            onClick={() => {
              setSearch('');
              clear();
            }}
          >
            Clear Filters
          </Button>
        )}
      </FilterBar>
      {awards.isPending && (
        <p className={styles.loading} role="status">
          Loading awards...
        </p>
      )}
      <AdminTable
        query={awards}
        paging={paging}
        caption="Awards"
        columns={columns}
        getRowId={(award) => String(award.id)}
        renderRange={({ from, to, total }) => `Showing ${from}-${to} of ${total} awards`}
        paginationLabel="Award pages"
        emptyText="No awards found."
      />
      <CreateAwardDialog open={creating} onClose={() => setCreating(false)} />
    </PortalPage>
  );
}
