import { groupRecords } from '@league/shared/domain/record-export';
import type { RecordType } from '@league/shared/domain/records';
import { staticPageMeta } from '@league/shared/page-match';
import { BarChart3, RotateCcw, TriangleExclamationPoint } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { CopyLinkButton } from '../../../components/ui/copy-link-button.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { isStaff } from '../../../lib/roles.ts';
import { useSession } from '../../../lib/session.ts';
import { recordsExportRead, useRecords } from '../api/records-api.ts';
import { RecalculateButton } from './recalculate-button.tsx';
import { RecordTable, RecordTableSkeleton } from './record-table.tsx';
import styles from './records-page.module.css';

const TABS = [
  { value: 'game', label: 'Single Game Records' },
  { value: 'season', label: 'Season Records' },
] as const satisfies readonly { value: RecordType; label: string }[];

const SKELETON_TABLES = 4;
const TAB_WORDS: Record<RecordType, string> = { game: 'single game', season: 'season' };
/** The page's description in the catalogue, for its structured data too. */
const { description: DESCRIPTION } = staticPageMeta('records', SETTINGS.siteName);

export function RecordsPage() {
  const [tabParam, setTab] = useSearchParam('tab', 'game');
  const tab: RecordType = tabParam === 'season' ? 'season' : 'game';
  const [refresh, setRefresh] = useState(0);
  const records = useRecords(refresh);
  const { user } = useSession();
  const groups = useMemo(() => groupRecords(records.data ?? [], tab), [records.data, tab]);

  return (
    <>
      <PageMeta
        page="records"
        jsonLd={{
          '@type': 'Dataset',
          name: `${SETTINGS.siteName} stat records`,
          description: DESCRIPTION,
          url: `${SETTINGS.publicUrl.replace(/\/$/, '')}${paths.records()}`,
        }}
      />
      <PageHeader
        eyebrow="Stats"
        title="Stat Records"
        lead="The league's best single games and seasons, top 10 per stat."
        actions={
          <>
            <CopyLinkButton />
            <ExportMenu readUrl={recordsExportRead(tab)} what={`the ${TAB_WORDS[tab]} records`} />
            {isStaff(user?.role) && <RecalculateButton onDone={() => setRefresh((n) => n + 1)} />}
            <Link to={paths.stats()} className={buttonClass('ghost')}>
              <BarChart3 size={16} aria-hidden="true" />
              Leaderboard
            </Link>
          </>
        }
      />
      <Tabs label="Record kind" tabs={TABS} value={tab} onChange={(value) => setTab(value)}>
        {records.isError && !records.data ? (
          <div className={styles.error} role="alert">
            <TriangleExclamationPoint size={32} aria-hidden="true" className={styles.errorIcon} />
            <h2 className={styles.errorTitle}>Error Loading Records</h2>
            <p className={styles.errorMessage}>{errorMessage(records.error)}</p>
            <Button variant="secondary" onClick={() => records.refetch()}>
              <RotateCcw size={16} aria-hidden="true" />
              Retry
            </Button>
          </div>
        ) : records.isPending ? (
          <div className={styles.grid} aria-busy="true">
            <span className="visually-hidden" role="status">
              Loading records…
            </span>
            {Array.from({ length: SKELETON_TABLES }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <RecordTableSkeleton key={index} type={tab} />
            ))}
          </div>
        ) : groups.length === 0 ? (
          <p className={styles.none}>No records yet.</p>
        ) : (
          <div className={styles.grid}>
            {groups.map((group) => (
              <RecordTable key={group.label} type={tab} group={group} />
            ))}
          </div>
        )}
      </Tabs>
    </>
  );
}
