import { parsePositiveInt } from '@league/shared/domain/list-filters';
import {
  ACTIVITY_ENTITY_TYPES,
  ACTIVITY_KINDS,
  type ActivityEntityType,
  type ActivityEntry,
  type ActivityKind,
} from '@league/shared/schemas/activity';
import type { ColumnDef, PaginationState } from '@tanstack/react-table';
import { Link } from 'react-router';
import { LOGIN_REQUIRED, statusFailureText } from '../../../components/admin/failure-text.ts';
import { LoadError } from '../../../components/admin/load-error.tsx';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { RESET_PAGE } from '../../../components/admin/use-admin-list-params.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { ClearFiltersButton, DateInput, FilterBar, SelectInput } from '../../../components/ui/filters.tsx';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useClearSearchParams, useSearchParam } from '../../../hooks/use-search-param.ts';
import { pageCountOf } from '../../../lib/pagination.ts';
import { ACTIVITY_PAGE_SIZE, useActivityActors, useActivityPage } from '../api/activity-api.ts';
import { Changes } from './activity-changes.tsx';
import styles from './activity-page.module.css';

const KIND_LABELS: Record<ActivityKind, string> = {
  create: 'Create',
  edit: 'Edit',
  delete: 'Delete',
  'role-change': 'Role change',
  approval: 'Approval',
  upload: 'Upload',
  import: 'Import',
  recalculation: 'Recalculation',
  revoke: 'Revoke',
  rejection: 'Rejection',
  correction: 'Correction',
};
const KIND_TONES: Record<ActivityKind, BadgeTone> = {
  create: 'success',
  edit: 'accent',
  delete: 'danger',
  'role-change': 'warning',
  approval: 'accent',
  upload: 'success',
  import: 'success',
  recalculation: 'neutral',
  revoke: 'danger',
  rejection: 'warning',
  correction: 'warning',
};
const ENTITY_LABELS: Record<ActivityEntityType, string> = {
  season: 'Season',
  team: 'Team',
  player: 'Player',
  award: 'Award',
  game: 'Game',
  'stat-line': 'Stat line',
  match: 'Match',
  article: 'Article',
  user: 'User',
  records: 'Records',
  'chat-webhook': 'Chat webhook',
  'chat-delivery': 'Chat delivery',
  'push-delivery': 'Push delivery',
  'api-key': 'API key',
  'pending-result': 'Pending result',
  'player-claim': 'Player claim',
  vote: 'Fan vote',
};
const KIND_OPTIONS = [
  { value: '', label: 'All kinds' },
  ...ACTIVITY_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
];
const ENTITY_OPTIONS = [
  { value: '', label: 'All entities' },
  ...ACTIVITY_ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_LABELS[type] })),
];
const FILTER_KEYS = ['person', 'kind', 'entity', 'from', 'to', 'page'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Below this the table folds into two columns (docs/product/activity.md#pages). */
const NARROW = '(max-width: 640px)';

const isKind = (value: string): value is ActivityKind =>
  (ACTIVITY_KINDS as readonly string[]).includes(value);
const isEntityType = (value: string): value is ActivityEntityType =>
  (ACTIVITY_ENTITY_TYPES as readonly string[]).includes(value);

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function When({ entry, withActor }: { entry: ActivityEntry; withActor: boolean }) {
  return (
    <span className={styles.whenCell}>
      <time dateTime={entry.at} className={styles.when}>
        {whenFormat.format(new Date(entry.at))}
      </time>
      {withActor && <span className={styles.actor}>{entry.actor.username}</span>}
    </span>
  );
}

function What({ entry, withKindAndChanges }: { entry: ActivityEntry; withKindAndChanges: boolean }) {
  const { entityType, entityLabel, href, kind } = entry;
  return (
    <span className={styles.what}>
      {withKindAndChanges && <KindBadge kind={kind} />}
      <span className={styles.entityType}>{ENTITY_LABELS[entityType]}</span>
      {href ? <Link to={href}>{entityLabel}</Link> : <span>{entityLabel}</span>}
      {withKindAndChanges && <Changes entry={entry} />}
    </span>
  );
}

const KindBadge = ({ kind }: { kind: ActivityKind }) => (
  <Badge tone={KIND_TONES[kind]}>{KIND_LABELS[kind]}</Badge>
);

/** Wide screens: a column each. Phones: who under when, and kind and diff under the entity, so nothing hides off-screen. */
function activityColumns(narrow: boolean): ColumnDef<ActivityEntry>[] {
  const when: ColumnDef<ActivityEntry> = {
    id: 'when',
    header: 'When',
    cell: ({ row }) => <When entry={row.original} withActor={narrow} />,
    meta: { width: '7.5rem' },
  };
  if (narrow) {
    return [
      when,
      { id: 'what', header: 'What', cell: ({ row }) => <What entry={row.original} withKindAndChanges /> },
    ];
  }
  return [
    when,
    { id: 'who', header: 'Who', cell: ({ row }) => row.original.actor.username },
    { id: 'kind', header: 'Kind', cell: ({ row }) => <KindBadge kind={row.original.kind} /> },
    {
      id: 'what',
      header: 'What',
      cell: ({ row }) => <What entry={row.original} withKindAndChanges={false} />,
    },
    {
      id: 'changes',
      header: 'Changes',
      cell: ({ row }) => <Changes entry={row.original} />,
      meta: { className: styles.changesCell },
    },
  ];
}

const WIDE_COLUMNS = activityColumns(false);
const NARROW_COLUMNS = activityColumns(true);

/**
 * Activity (docs/product/activity.md#pages): the staff activity log, newest first, filtered by person, kind,
 * entity and days, every filter and the page in the URL. What a reader may see is decided by the server.
 */
export function ActivityPage() {
  const [personParam, setPerson] = useSearchParam('person', '', RESET_PAGE);
  const [kindParam, setKind] = useSearchParam('kind', '', RESET_PAGE);
  const [entityParam, setEntity] = useSearchParam('entity', '', RESET_PAGE);
  const [fromParam, setFrom] = useSearchParam('from', '', RESET_PAGE);
  const [toParam, setTo] = useSearchParam('to', '', RESET_PAGE);
  const [pageParam, setPage] = useSearchParam('page', '1');
  const clear = useClearSearchParams(FILTER_KEYS);
  const narrow = useMediaQuery(NARROW);

  const actorId = parsePositiveInt(personParam) ?? null;
  const kind = isKind(kindParam) ? kindParam : '';
  const entityType = isEntityType(entityParam) ? entityParam : '';
  const from = DAY.test(fromParam) ? fromParam : '';
  const to = DAY.test(toParam) ? toParam : '';
  const page = parsePositiveInt(pageParam) ?? 1;

  const entries = useActivityPage({ actorId, kind, entityType, from, to, page });
  const actors = useActivityActors();
  const total = entries.data?.total ?? 0;
  const filtered = actorId !== null || kind !== '' || entityType !== '' || from !== '' || to !== '';
  const pagination: PaginationState = { pageIndex: page - 1, pageSize: ACTIVITY_PAGE_SIZE };
  const personOptions = [
    { value: '', label: 'Everyone' },
    ...(actors.data ?? []).map((actor) => ({ value: String(actor.id), label: actor.username })),
  ];

  return (
    <PortalPage
      title="Activity"
      description="Who changed what, and when: every staff write, newest first."
      path={portalPath('activity')}
    >
      <FilterBar label="Filter activity">
        <SelectInput
          label="Person"
          value={actorId === null ? '' : String(actorId)}
          onChange={setPerson}
          options={personOptions}
        />
        <div className={styles.pair}>
          <SelectInput label="Kind" value={kind} onChange={setKind} options={KIND_OPTIONS} />
          <SelectInput label="Entity" value={entityType} onChange={setEntity} options={ENTITY_OPTIONS} />
        </div>
        <div className={styles.pair}>
          <DateInput label="From" value={from} onChange={setFrom} max={to || undefined} />
          <DateInput label="To" value={to} onChange={setTo} min={from || undefined} />
        </div>
        {filtered && <ClearFiltersButton onClick={clear} />}
      </FilterBar>
      {entries.isError ? (
        <LoadError
          text={statusFailureText(entries.error, LOGIN_REQUIRED.fetchActivity)}
          onRetry={() => entries.refetch()}
        />
      ) : (
        <DataTable
          caption="Activity"
          columns={narrow ? NARROW_COLUMNS : WIDE_COLUMNS}
          data={entries.data?.items ?? []}
          getRowId={(entry) => String(entry.id)}
          loading={entries.isPending}
          skeletonRows={8}
          enableSorting={false}
          density="compact"
          striped={false}
          manualPagination
          rowCount={total}
          pagination={pagination}
          onPaginationChange={(next) =>
            setPage(String(Math.min(next.pageIndex + 1, Math.max(1, pageCountOf(total, ACTIVITY_PAGE_SIZE)))))
          }
          renderRange={({ from: first, to: last, total: all }) =>
            `Showing ${first}-${last} of ${all} entries`
          }
          paginationLabel="Activity pages"
          emptyText={filtered ? 'No activity matches these filters.' : 'No activity yet.'}
        />
      )}
    </PortalPage>
  );
}
