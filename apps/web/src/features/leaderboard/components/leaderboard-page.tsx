import { nextSort } from '@league/shared/domain/leaderboard';
import { LEADERBOARD_PARAMS, writeLeaderboardParams } from '@league/shared/domain/leaderboard-url-state';
import { isStatColumnKey, visibleColumns } from '@league/shared/domain/stat-columns';
import { staticPageMeta } from '@league/shared/page-match';
import { readUrls } from '@league/shared/page-urls';
import { BookOpen, SlidersHorizontal, Trophy } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { CopyLinkButton } from '../../../components/ui/copy-link-button.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { useDebouncedSearchParam } from '../../../hooks/use-search-param.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLeaderboard } from '../api/leaderboard-api.ts';
import { useLeaderboardState } from '../use-leaderboard-state.ts';
import { AdvancedFilters } from './advanced-filters.tsx';
import { ColumnMenu } from './column-menu.tsx';
import { CompareBar, useCompareSelection } from './compare-selection.tsx';
import { LeaderboardFilters } from './leaderboard-filters.tsx';
import styles from './leaderboard-page.module.css';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { QualificationLine } from './qualification-line.tsx';

/** The page's description in the catalogue, for its structured data too. */
const { description: DESCRIPTION } = staticPageMeta('stats', SETTINGS.siteName);

export function LeaderboardPage() {
  const [state, update] = useLeaderboardState();
  const [search, setSearch] = useDebouncedSearchParam(LEADERBOARD_PARAMS.search, 250, [
    LEADERBOARD_PARAMS.page,
  ]);
  const [filtersOpen, setFiltersOpen] = useState(state.filters.length > 0);
  const panelId = useId();
  // The server searches, filters, sorts and pages; the page shows what it answers.
  const leaderboard = useLeaderboard(state);
  const compare = useCompareSelection();
  // While another view loads, the previous page stays only if it has the same kind of rows.
  const data = leaderboard.data;
  const page = data && data.view === state.view ? data : null;
  const leagueAverage = page?.leagueAveragePerSet ?? null;
  const stats = useMemo(() => visibleColumns(state.visibility), [state.visibility]);
  const narrowed =
    state.search !== '' || state.filters.length > 0 || state.stage !== 'all' || state.season !== null;
  const noun = state.view === 'teams' ? 'teams' : 'players';
  const [searchParams] = useSearchParams();
  const exportRead = useMemo(() => leaderboardExportRead(state), [state]);

  const clearFilters = () => {
    setSearch('');
    update({ search: '', filters: [], stage: 'all', season: null });
  };

  return (
    <>
      <PageMeta
        page="stats"
        view={searchParams}
        jsonLd={{
          '@type': 'Dataset',
          name: `${SETTINGS.siteName} statistics leaderboard`,
          description: DESCRIPTION,
          url: `${SETTINGS.publicUrl.replace(/\/$/, '')}${paths.stats()}`,
        }}
      />
      <PageHeader
        eyebrow="Stats"
        title="Statistics Leaderboard"
        lead="Sort by any stat, switch between totals and per-game or per-set rates, and narrow it down by season and playoff round."
        actions={
          <>
            <Link to={paths.records()} className={buttonClass('secondary')}>
              <Trophy size={16} aria-hidden="true" />
              View Stat Records
            </Link>
            <Link to={paths.glossary()} className={buttonClass('ghost')}>
              <BookOpen size={16} aria-hidden="true" />
              Stat Glossary
            </Link>
          </>
        }
      />
      <LeaderboardFilters state={state} update={update} search={search} onSearchChange={setSearch} />
      <div className={styles.toolbar}>
        <ColumnMenu visibility={state.visibility} onChange={(visibility) => update({ visibility })} />
        <Button
          variant={filtersOpen ? 'primary' : 'secondary'}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal size={16} aria-hidden="true" />
          Advanced Filters
          {state.filters.length > 0 && <span className={styles.badge}>{state.filters.length}</span>}
        </Button>
        <ExportMenu readUrl={exportRead} what="the leaderboard" />
        <CopyLinkButton />
      </div>
      {filtersOpen && (
        <AdvancedFilters
          id={panelId}
          filters={state.filters}
          onChange={(filters, options) => update({ filters }, options)}
        />
      )}
      {state.view === 'players' && <CompareBar selection={compare} season={state.season} mode={state.mode} />}
      <div className={styles.table}>
        <QualificationLine
          rule={page && !leaderboard.isPlaceholderData ? page.qualification : null}
          unqualified={page?.unqualified ?? 0}
          qualify={state.qualify}
          mode={state.mode}
          sortColumn={state.sort.column}
          noun={noun}
          onChange={(qualify) => update({ qualify })}
        />
        {leaderboard.isError ? (
          <ErrorState message={errorMessage(leaderboard.error)} onRetry={() => leaderboard.refetch()} />
        ) : (
          <LeaderboardTable
            view={state.view}
            season={state.season}
            mode={state.mode}
            stats={stats}
            sort={state.sort}
            onSort={(column) => {
              if (column === 'name' || isStatColumnKey(column))
                update({ sort: nextSort(state.sort, column) });
            }}
            page={page}
            onPage={(next) => update({ page: next })}
            loading={page === null}
            leagueAverage={leagueAverage}
            compare={compare}
            emptyText={
              <div className={styles.empty}>
                <p>No {noun} match these filters.</p>
                {narrowed && (
                  <Button variant="secondary" size="sm" onClick={clearFilters}>
                    Clear Filters
                  </Button>
                )}
              </div>
            }
          />
        )}
      </div>
    </>
  );
}

/**
 * The read behind the table, every page of it, with its visible columns: what Export asks for as a file
 * (docs/product/leaderboard.md#sharing-and-exports).
 */
function leaderboardExportRead(state: ReturnType<typeof useLeaderboardState>[0]): string {
  const { visibility: _columns, ...request } = state;
  const columns = writeLeaderboardParams(state).get(LEADERBOARD_PARAMS.columns);
  const read = readUrls.leaderboard({ ...request, page: 1 });
  return columns === null ? read : `${read}&cols=${encodeURIComponent(columns)}`;
}
