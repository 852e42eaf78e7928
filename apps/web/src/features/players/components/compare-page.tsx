import {
  addComparedPlayer,
  MAX_COMPARED_PLAYERS,
  parseCompareParams,
  writeCompareParams,
} from '@league/shared/domain/player-compare';
import { STAT_MODE_LABELS, STAT_MODES, type StatMode } from '@league/shared/domain/stat-columns';
import { describeComparePage } from '@league/shared/entity-page-text';
import type { PlayerCompareEntry } from '@league/shared/schemas/player-compare';
import { X } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { seasonFilterOptions } from '../../../components/list-page/season-options.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FilterBar, SelectInput } from '../../../components/ui/filters.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { useQueryParams } from '../../../hooks/use-search-param.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { usePlayerCompare } from '../api/player-compare-api.ts';
import styles from './compare-page.module.css';
import { CompareResults, PLAYER_COLORS } from './compare-results.tsx';
import { PlayerPicker } from './player-picker.tsx';

const SEASON_OPTIONS = seasonFilterOptions(SETTINGS.maxSeason, 'Career');
const MODE_OPTIONS = STAT_MODES.map((mode) => ({ value: mode, label: STAT_MODE_LABELS[mode] }));

/**
 * Up to four players side by side (docs/product/compare.md#pages): chips, an add-player search, season and
 * Stat-Type filters, the stat table with each row's best value marked and a per-set radar overlay. The
 * players, season and mode are the page's URL.
 */
export function ComparePage() {
  const [params, setParams] = useQueryParams();
  const state = useMemo(() => parseCompareParams(params), [params]);
  const { ids } = state.players;
  const compare = usePlayerCompare(state.players.ok ? ids : [], state.season);

  const go = (next: { ids?: readonly number[]; season?: number | null; mode?: StatMode }) =>
    setParams(
      (current) => {
        const now = parseCompareParams(current);
        return writeCompareParams({
          ids: next.ids ?? now.players.ids,
          season: next.season === undefined ? now.season : next.season,
          mode: next.mode ?? now.mode,
        });
      },
      { preventScrollReset: true },
    );

  const unknown = unknownPlayersOf(compare.error);
  const data = compare.data ?? null;
  const players = state.players.ok && data ? orderedLike(ids, data.players) : [];

  return (
    <div className={styles.page}>
      {players.length > 0 ? (
        <PageMeta
          {...describeComparePage(
            players.map((p) => p.name),
            state.season,
            SETTINGS.siteName,
          )}
          path={paths.compare([])}
        />
      ) : (
        <PageMeta page="compare" />
      )}
      <PageHeader
        eyebrow="Players"
        title="Compare players"
        lead={`Up to ${MAX_COMPARED_PLAYERS} players side by side: totals, per game and per set, and their per-set profiles.`}
      />

      {!state.players.ok && (
        <Alert tone="error">
          <p>{state.players.message}</p>
          <Button variant="secondary" size="sm" onClick={() => go({ ids: state.players.ids })}>
            {state.players.ids.length > 0 ? 'Compare the players that could be read' : 'Start again'}
          </Button>
        </Alert>
      )}
      {unknown.length > 0 && (
        <Alert tone="error">
          <p>{errorMessage(compare.error)}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => go({ ids: ids.filter((id) => !unknown.includes(id)) })}
          >
            Remove the unknown {unknown.length === 1 ? 'id' : 'ids'}
          </Button>
        </Alert>
      )}

      <section className={styles.players} aria-label="Compared players">
        {players.length > 0 && (
          <ul className={styles.chips}>
            {players.map((player, index) => (
              <li key={player.id} className={styles.chip}>
                <span
                  className={styles.swatch}
                  style={{ background: PLAYER_COLORS[index] }}
                  aria-hidden="true"
                />
                <Link to={paths.player(player.id)}>{player.name}</Link>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Remove ${player.name}`}
                  onClick={() => go({ ids: ids.filter((id) => id !== player.id) })}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {ids.length < MAX_COMPARED_PLAYERS && (
          <PlayerPicker
            label="Add player"
            excluded={ids}
            onPick={(player) => go({ ids: addComparedPlayer(ids, player.id) })}
          />
        )}
      </section>

      <FilterBar label="Compare filters">
        <SelectInput
          label="Season"
          value={state.season === null ? '' : String(state.season)}
          onChange={(value) => go({ season: value ? Number(value) : null })}
          options={SEASON_OPTIONS}
        />
        <SelectInput
          label="Stat-Type"
          value={state.mode}
          onChange={(value) => go({ mode: value as StatMode })}
          options={MODE_OPTIONS}
        />
      </FilterBar>

      {ids.length === 0 ? (
        <p className={styles.empty}>Pick players to compare.</p>
      ) : compare.isError && unknown.length === 0 ? (
        <ErrorState message={errorMessage(compare.error)} onRetry={() => compare.refetch()} />
      ) : unknown.length > 0 || !state.players.ok ? null : (
        <CompareResults
          players={players}
          mode={state.mode}
          season={state.season}
          loading={compare.isPending}
        />
      )}
    </div>
  );
}

/** The ids a 404 named (`unknownPlayers`), none for any other error. */
function unknownPlayersOf(error: unknown): number[] {
  if (!(error instanceof ApiError) || error.status !== 404) return [];
  const body = error.body as { unknownPlayers?: unknown } | undefined;
  return Array.isArray(body?.unknownPlayers)
    ? body.unknownPlayers.filter((id) => typeof id === 'number')
    : [];
}

/** The answer's players in the URL's order (a kept previous answer may lack a newly added one). */
function orderedLike(ids: readonly number[], entries: readonly PlayerCompareEntry[]): PlayerCompareEntry[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return ids.flatMap((id) => {
    const entry = byId.get(id);
    return entry ? [entry] : [];
  });
}
