import { MATCH_PHASE_LABELS, type MatchPhase } from '@league/shared/domain/league';
import { parseStandingsView, STANDINGS_VIEW_KEYS } from '@league/shared/domain/standings-url-state';
import { LineChart } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FilterBar, SelectInput } from '../../../components/ui/filters.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import { useStandings } from '../api/standings-api.ts';
import { StandingsTables } from './standings-tables.tsx';

/** The choices of a group filter: every value the season's matches have, plus the chosen one. */
export function groupOptions(
  values: readonly string[],
  chosen: string | null,
  all: string,
  label?: (v: string) => string,
) {
  const list =
    chosen && !values.some((v) => v.toLowerCase() === chosen.toLowerCase()) ? [...values, chosen] : values;
  return [
    { value: '', label: all },
    ...list.map((value) => ({ value, label: label ? label(value) : value })),
  ];
}

const phaseLabel = (phase: string) => MATCH_PHASE_LABELS[phase.toLowerCase() as MatchPhase] ?? phase;

/**
 * `/standings` (docs/product/standings.md#pages): the current season's table, or the season and group the
 * address names, with the schedule's filters, copy link and an export of each table; its link preview is
 * the table's share image (the page catalogue names it).
 */
export function StandingsPage() {
  const [params] = useSearchParams();
  const view = parseStandingsView(params, SETTINGS.maxSeason);
  const [, setSeason] = useSearchParam('season');
  const [, setPhase] = useSearchParam('phase');
  const [, setRegion] = useSearchParam('region');
  const [, setDivision] = useSearchParam('division');
  const read = useStandings(view).data;
  const season = read?.season.seasonNumber ?? view.season ?? SETTINGS.currentSeason;
  const choices = read?.choices ?? { phases: [], regions: [], divisions: [] };
  const setters = { phase: setPhase, region: setRegion, division: setDivision };

  return (
    <>
      <PageMeta page="standings" view={params} />
      <PageHeader
        eyebrow={`Season ${season}`}
        title="Standings"
        lead="Where every team stands, ordered by the season's tie-breakers. Tap a tied position to see what separated it."
        actions={
          <Link to={paths.ratings()} className={buttonClass('ghost')}>
            <LineChart size={16} aria-hidden="true" />
            Ratings
          </Link>
        }
      />
      <FilterBar label="Choose the table" share>
        <SelectInput
          label="Season"
          value={String(season)}
          onChange={(value) => setSeason(value === String(SETTINGS.currentSeason) ? '' : value)}
          options={Array.from({ length: SETTINGS.maxSeason }, (_, i) => SETTINGS.maxSeason - i).map((n) => ({
            value: String(n),
            label: `Season ${n}`,
          }))}
        />
        {STANDINGS_VIEW_KEYS.map((key) => (
          <SelectInput
            key={key}
            label={key === 'phase' ? 'Phase' : key === 'region' ? 'Region' : 'Division'}
            // The regular phase is the table's default: its option is the blank one.
            value={key === 'phase' && view.phase?.toLowerCase() === 'qualifiers' ? '' : (view[key] ?? '')}
            onChange={(value) => setters[key](value)}
            options={groupOptions(
              key === 'phase' ? choices.phases : key === 'region' ? choices.regions : choices.divisions,
              view[key],
              key === 'phase' ? 'Regular season' : key === 'region' ? 'All regions' : 'All divisions',
              key === 'phase' ? phaseLabel : key === 'region' ? (v) => v.toUpperCase() : undefined,
            ).filter((option) => !(key === 'phase' && option.value.toLowerCase() === 'qualifiers'))}
          />
        ))}
      </FilterBar>
      <StandingsTables view={view} exportable rulesOpen />
    </>
  );
}
