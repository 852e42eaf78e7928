import { CSV_STAT_ORDER, type CsvMode, type CsvPlayerLine } from '@league/shared/domain/stats-csv';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import styles from './csv-preview.module.css';
import type { CsvPreview as Preview } from './csv-upload.ts';
import { STAT_SHORT_LABELS, statLabel } from './stat-labels.ts';

interface CsvPreviewProps {
  preview: Preview;
  mode: CsvMode;
  /** Theme of the resolved season, shown beside its number. */
  seasonTheme?: string | undefined;
  /** What the form still lacks besides the sheet (the match stage in create mode), listed with its problems. */
  formProblems?: readonly string[];
  /** The sheet's players no player of the league is named as (null while they are looked up). */
  unknownPlayers?: readonly string[] | null;
}

function playerColumns(teamNames: readonly string[]): ColumnDef<CsvPlayerLine>[] {
  return [
    { id: 'player', header: 'Player', accessorFn: (line) => line.playerName },
    {
      id: 'team',
      header: 'Team',
      accessorFn: (line) => teamNames[line.teamIndex] ?? `Team ${line.teamIndex + 1}`,
    },
    ...CSV_STAT_ORDER.map(
      (field): ColumnDef<CsvPlayerLine> => ({
        id: field,
        header: () => (
          <abbr title={statLabel(field)} className={styles.abbr}>
            {STAT_SHORT_LABELS[field]}
          </abbr>
        ),
        accessorFn: (line) => line.stats[field],
        meta: { align: 'right', numeric: true },
      }),
    ),
  ];
}

function seasonText(preview: Preview, mode: CsvMode, theme?: string): string {
  const number = preview.parsed.seasonNumber;
  if (number === null) return mode === 'create' ? 'Not found in the CSV' : 'Not given (not needed)';
  if (mode === 'create' && preview.seasonId === null) return `Season ${number} (unknown)`;
  return theme ? `Season ${number} · ${theme}` : `Season ${number}`;
}

function scoreText({ team1Score, team2Score }: Preview['parsed']): string {
  return team1Score === null || team2Score === null
    ? 'Not found in the CSV'
    : `${team1Score} - ${team2Score}`;
}

/**
 * What the sheet holds before anything is sent (docs/product/stat-uploads.md#upload-csv): season, set score,
 * both teams, every player line with its 13 numbers, and every problem found.
 */
export function CsvPreview({
  preview,
  mode,
  seasonTheme,
  formProblems = [],
  unknownPlayers = [],
}: CsvPreviewProps) {
  const { parsed } = preview;
  const problems = [...preview.problems, ...formProblems];
  const [team1, team2] = parsed.teamNames;
  return (
    <section className={styles.preview} aria-label="CSV preview">
      <dl className={styles.facts}>
        <div>
          <dt>Season</dt>
          <dd>{seasonText(preview, mode, seasonTheme)}</dd>
        </div>
        <div>
          <dt>Set score</dt>
          <dd className={styles.number}>{scoreText(parsed)}</dd>
        </div>
        <div>
          <dt>Team 1</dt>
          <dd>{team1 ?? 'Not found'}</dd>
        </div>
        <div>
          <dt>Team 2</dt>
          <dd>{team2 ?? 'Not found'}</dd>
        </div>
      </dl>

      {problems.length > 0 ? (
        <Alert tone="error">
          <p className={styles.problemTitle}>
            {problems.length === 1
              ? '1 problem to fix before uploading:'
              : `${problems.length} problems to fix before uploading:`}
          </p>
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : unknownPlayers === null ? (
        <p className={styles.checking} role="status">
          Checking the sheet's players…
        </p>
      ) : (
        <Alert tone="success">
          No problems found: {parsed.players.length} player {parsed.players.length === 1 ? 'line' : 'lines'}{' '}
          ready to upload.
        </Alert>
      )}

      {unknownPlayers !== null && unknownPlayers.length > 0 && (
        <Alert tone="warning">
          <p className={styles.problemTitle}>
            {unknownPlayers.length === 1
              ? '1 player of the sheet is not in the league yet; Upload offers to create them:'
              : `${unknownPlayers.length} players of the sheet are not in the league yet; Upload offers to create them:`}
          </p>
          <ul className={styles.problems} aria-label="Players not in the league">
            {unknownPlayers.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </Alert>
      )}

      {parsed.players.length > 0 && (
        <DataTable
          caption={`Player lines in the CSV (${parsed.players.length})`}
          columns={playerColumns(parsed.teamNames)}
          data={parsed.players}
          getRowId={(line) => `${line.line}`}
          enableSorting={false}
          density="compact"
          maxHeight="320px"
        />
      )}
    </section>
  );
}
