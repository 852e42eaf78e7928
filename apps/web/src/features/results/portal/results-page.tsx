import { RESULT_STATUSES, type ResultStatus } from '@league/shared/schemas/results';
import { LoadError } from '../../../components/admin/load-error.tsx';
import { PORTAL_PAGE_SIZE } from '../../../components/admin/portal-api.ts';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { RESET_PAGE, useAdminPage, useClampPage } from '../../../components/admin/use-admin-list-params.ts';
import { Pagination } from '../../../components/data-table/pagination.tsx';
import { FilterBar, SelectInput } from '../../../components/ui/filters.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import { pageCountOf } from '../../../lib/pagination.ts';
import { useResults } from '../api/results-api.ts';
import { ResultCard } from './result-card.tsx';
import styles from './results-page.module.css';

const LABELS: Record<ResultStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
};
const STATUS_OPTIONS = RESULT_STATUSES.map((status) => ({ value: status, label: LABELS[status] }));
const EMPTY: Record<ResultStatus, string> = {
  pending: 'No result is waiting: game servers send final box scores here as matches end.',
  approved: 'No result was approved yet.',
  rejected: 'No result was rejected.',
};

const isStatus = (value: string): value is ResultStatus =>
  (RESULT_STATUSES as readonly string[]).includes(value);

/**
 * Results from the game (docs/product/live.md#pending-results): what game servers sent, newest first, with the
 * CSV upload's checks; staff fix a line and approve in one tap, from a phone as well as a desk.
 */
export function ResultsPage() {
  const [statusParam, setStatus] = useSearchParam('status', 'pending', RESET_PAGE);
  const status = isStatus(statusParam) ? statusParam : 'pending';
  const paging = useAdminPage();
  const results = useResults(status, paging.page);
  const total = results.data && !results.isPlaceholderData ? results.data.total : null;
  useClampPage(paging, total);
  const pageCount = pageCountOf(results.data?.total ?? 0, PORTAL_PAGE_SIZE);
  return (
    <PortalPage
      title="Results"
      description="Final box scores from game servers: check them, fix a line, approve to publish."
      path={portalPath('results')}
    >
      <FilterBar label="Filter results">
        <SelectInput label="State" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
      </FilterBar>
      {results.isLoading && <Skeleton height="320px" radius="lg" />}
      {results.isError && (
        <LoadError text="Failed to load the results" onRetry={() => void results.refetch()} />
      )}
      {results.data?.items.length === 0 && <EmptyState message={EMPTY[status]} />}
      <ul className={styles.list}>
        {results.data?.items.map((result) => (
          <li key={result.id}>
            <ResultCard result={result} onChecked={() => void results.refetch()} />
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <Pagination
          page={paging.page}
          pageCount={pageCount}
          onPageChange={paging.setPage}
          label="Results pages"
        />
      )}
    </PortalPage>
  );
}
