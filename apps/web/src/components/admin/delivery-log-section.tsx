import { DELIVERY_STATUSES } from '@league/shared/domain/chat-messages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useSearchParam } from '../../hooks/use-search-param.ts';
import type { ListPage } from '../../lib/api-client.ts';
import { FilterBar, SelectInput } from '../ui/filters.tsx';
import { AdminTable } from './admin-table.tsx';
import type { DeliveryRow } from './delivery-log.tsx';
import { LOGIN_REQUIRED, statusFailureText } from './failure-text.ts';
import { PortalSection } from './portal-section.tsx';
import { useAdminPage, useClampPage } from './use-admin-list-params.ts';

const STATUS_OPTIONS = [
  { value: '', label: 'All states' },
  ...DELIVERY_STATUSES.map((status) => ({ value: status, label: status })),
];

interface DeliveryLogSectionProps<T extends DeliveryRow> {
  title: string;
  description: string;
  /** The URL parameters of its State filter and its page: the Settings page shows two logs. */
  params: { status: string; page: string };
  /** Reads a page of the log, filtered by state ('' for all). */
  useDeliveries: (query: { status: string; page: number }) => UseQueryResult<ListPage<T>>;
  columns: ColumnDef<T>[];
  /** What the rows are called in the range line ('deliveries') and the pager's name ('Deliveries pages'). */
  rows: string;
  paginationLabel: string;
  emptyText: string;
}

/**
 * A staff delivery log on the Settings page (the chat's posts, docs/product/chat-webhooks.md#pages; the
 * pushes, docs/product/follows.md#pages): every delivery newest first, a page at a time, filtered by state
 * in the URL; a failed one can be tried again from its row.
 */
export function DeliveryLogSection<T extends DeliveryRow>(props: DeliveryLogSectionProps<T>) {
  const { title, params, columns } = props;
  const [statusParam, setStatus] = useSearchParam(params.status, '', [params.page]);
  const status = (DELIVERY_STATUSES as readonly string[]).includes(statusParam) ? statusParam : '';
  const paging = useAdminPage(params.page);
  const deliveries = props.useDeliveries({ status, page: paging.page });
  useClampPage(paging, deliveries.data && !deliveries.isPlaceholderData ? deliveries.data.total : null);
  return (
    <PortalSection title={title} description={props.description}>
      <FilterBar label={`Filter ${title.toLowerCase()}`}>
        <SelectInput label="State" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
      </FilterBar>
      <AdminTable
        query={deliveries}
        paging={paging}
        errorText={(error) => statusFailureText(error, LOGIN_REQUIRED.update)}
        caption={title}
        columns={columns}
        getRowId={(d) => String(d.id)}
        striped={false}
        renderRange={({ from, to, total }) => `Showing ${from}-${to} of ${total} ${props.rows}`}
        paginationLabel={props.paginationLabel}
        emptyText={props.emptyText}
      />
    </PortalSection>
  );
}
