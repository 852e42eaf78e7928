import { dayStartInZone, todayKey } from '@league/shared/domain/day-keys';
import { MATCH_STATUSES } from '@league/shared/domain/league';
import { parseSeasonNumber } from '@league/shared/domain/list-filters';
import { FileUp, Import, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table.tsx';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { RESET_PAGE, useAdminPage, useClampPage } from '../../../components/admin/use-admin-list-params.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { FilterBar, SearchInput, SelectInput } from '../../../components/ui/filters.tsx';
import { SETTINGS } from '../../../config/settings.ts';
import {
  useClearSearchParams,
  useDebouncedSearchParam,
  useSearchParam,
} from '../../../hooks/use-search-param.ts';
import { seasonNumberOptions } from '../../seasons/api/season-choices-api.ts';
import { useSeasonIdChoices } from '../../seasons/api/seasons-admin-api.ts';
import { matchesAdminReadPath, useAdminMatches, useTodayPage } from '../api/matches-admin-api.ts';
import { ChallongeImportDialog } from './challonge-import-dialog.tsx';
import { CreateMatchDialog } from './create-match-dialog.tsx';
import { FileImportDialog } from './file-import-dialog.tsx';
import { useMatchColumns } from './match-columns.tsx';
import { PostTonightButton } from './post-tonight-button.tsx';
import { RoundFilter } from './round-filter.tsx';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...MATCH_STATUSES.map((status) => ({ value: status, label: status })),
];

type OpenDialog = 'create' | 'challonge' | 'file' | null;

/**
 * 'Matches Management' (docs/product/schedule-and-matches.md#matches-in-the-portal): filters, the schedule
 * table with inline status, create and imports; it opens at the page of today's matches.
 */
export function MatchesAdminPage() {
  const [search, setSearch, q] = useDebouncedSearchParam('q', 250, RESET_PAGE);
  const [round, setRound, appliedRound] = useDebouncedSearchParam('round', 400, RESET_PAGE);
  const [seasonParam, setSeason] = useSearchParam('season', '', RESET_PAGE);
  const [statusParam, setStatus] = useSearchParam('status', '', RESET_PAGE);
  const paging = useAdminPage();
  const { page } = paging;
  const clear = useClearSearchParams(['q', 'round', 'season', 'status', 'page']);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const seasonNumber = parseSeasonNumber(seasonParam);
  const status = (MATCH_STATUSES as readonly string[]).includes(statusParam) ? statusParam : '';
  const matches = useAdminMatches({ q, seasonNumber, status, round: appliedRound, page });
  // Without a page in the address the table opens at today's matches, not at the season's first: once for
  // each set of filters, so a move back to page 1 (which leaves the address without a page) stays there.
  const [searchParams] = useSearchParams();
  const pageGiven = searchParams.has('page');
  const filterKey = JSON.stringify([q, seasonNumber, status, appliedRound]);
  const [placedFor, setPlacedFor] = useState<string | null>(null);
  const [todayStart] = useState(() => dayStartInZone(todayKey(SETTINGS.timeZone), SETTINGS.timeZone));
  const todayPage = useTodayPage(
    { q, seasonNumber, status, round: appliedRound, page: 1 },
    todayStart,
    !pageGiven && placedFor !== filterKey,
  );
  const { setPage } = paging;
  useEffect(() => {
    if (placedFor === filterKey) return;
    if (pageGiven) setPlacedFor(filterKey);
    else if (todayPage !== null) {
      setPage(todayPage);
      setPlacedFor(filterKey);
    }
  }, [placedFor, filterKey, pageGiven, todayPage, setPage]);
  useClampPage(paging, matches.data && !matches.isPlaceholderData ? matches.data.total : null);
  const choices = useSeasonIdChoices();
  const columns = useMatchColumns();
  const filtered = search !== '' || round !== '' || seasonNumber !== null || status !== '';

  return (
    <PortalPage
      title="Matches Management"
      description="The schedule's matches: create them, import a bracket, and set their status."
      path={portalPath('matches')}
      actions={
        <>
          <ExportMenu
            readUrl={matchesAdminReadPath({ q, seasonNumber, status, round: appliedRound, page: 1 })}
            align="end"
            what="the matches table"
          />
          <Button onClick={() => setDialog('create')}>
            <Plus size={18} aria-hidden="true" />
            Create Match
          </Button>
          <Button variant="secondary" onClick={() => setDialog('challonge')}>
            <Import size={18} aria-hidden="true" />
            Import from Challonge
          </Button>
          <Button variant="secondary" onClick={() => setDialog('file')}>
            <FileUp size={18} aria-hidden="true" />
            Import from File
          </Button>
          <PostTonightButton />
        </>
      }
    >
      <FilterBar label="Filter matches">
        <SearchInput
          label="Match number"
          value={search}
          onChange={setSearch}
          placeholder="Search by match number"
        />
        <SelectInput
          label="Season"
          value={seasonNumber === null ? '' : String(seasonNumber)}
          onChange={setSeason}
          options={[{ value: '', label: 'All seasons' }, ...seasonNumberOptions(choices.seasons)]}
        />
        <SelectInput label="Status" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
        <RoundFilter value={round} onChange={setRound} />
        {filtered && (
          <Button
            variant="secondary"
            onClick={() => {
              setSearch('');
              setRound('');
              clear();
            }}
          >
            Clear Filters
          </Button>
        )}
      </FilterBar>
      <AdminTable
        query={matches}
        paging={paging}
        caption="Matches"
        columns={columns}
        getRowId={(match) => String(match.id)}
        renderRange={({ from, to, total }) => `Showing ${from}-${to} of ${total} matches`}
        paginationLabel="Match pages"
        emptyText="No matches found."
      />
      <CreateMatchDialog open={dialog === 'create'} onClose={() => setDialog(null)} />
      <ChallongeImportDialog open={dialog === 'challonge'} onClose={() => setDialog(null)} />
      <FileImportDialog open={dialog === 'file'} onClose={() => setDialog(null)} />
    </PortalPage>
  );
}
