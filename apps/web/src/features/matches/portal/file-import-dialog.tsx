import type { ColumnDef } from '@tanstack/react-table';
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { ImportProgress } from '../../../components/admin/import-progress.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSeasonChoices } from '../../seasons/api/seasons-admin-api.ts';
import { useMatchFileImport } from '../api/matches-admin-api.ts';
import { REGION_OPTIONS } from './challonge-form.ts';
import { MATCH_FILE_COLUMNS, type MatchFileRow, parseMatchFile } from './match-file.ts';
import styles from './matches-admin-page.module.css';

const PREVIEW_COLUMNS: ColumnDef<MatchFileRow>[] = [
  { id: 'row', header: '#', meta: { align: 'right', numeric: true }, cell: ({ row }) => row.index + 1 },
  ...MATCH_FILE_COLUMNS.map(
    (column): ColumnDef<MatchFileRow> => ({
      accessorKey: column,
      header: column,
      cell: (info) => info.getValue() || '—',
    }),
  ),
];

/**
 * The match file import (docs/product/schedule-and-matches.md#match-file-import): a CSV of matchNumber,
 * round, date, team1Name, team2Name, status, set1Score…set5Score, tags, read and checked in the browser,
 * previewed with every problem listed, then sent whole to POST /api/matches/import-file. The matches list
 * reloads on success.
 */
export function FileImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [seasonId, setSeasonId] = useState('');
  const [region, setRegion] = useState('na');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const seasons = useSeasonChoices();
  const runImport = useMatchFileImport();
  const { showToast } = useToast();

  const result = useMemo(
    () => (file ? parseMatchFile(file.text, { seasonId: seasonId ? Number(seasonId) : null, region }) : null),
    [file, seasonId, region],
  );

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setError(null);
    if (!chosen) return;
    if (!chosen.name.toLowerCase().endsWith('.csv')) {
      setFile(null);
      setError('Please select a CSV file');
      return;
    }
    setFile({ name: chosen.name, text: await chosen.text() });
  };

  const reset = () => {
    setFile(null);
    setError(null);
  };

  const close = () => {
    reset();
    onClose();
  };

  const submit = async () => {
    if (!result?.body) {
      setError(file ? 'Fix the problems listed below first.' : 'Please select a CSV file');
      return;
    }
    setError(null);
    try {
      const answer = await runImport.mutateAsync(result.body);
      showToast(answer.message, { tone: 'success' });
      reset();
      onClose();
    } catch (caught) {
      setError(
        `Failed to import matches: ${failureText(caught, LOGIN_REQUIRED.create, 'Unknown error occurred')}`,
      );
    }
  };

  return (
    <FormDialog
      open={open}
      title="Import Matches from File"
      onClose={close}
      onSubmit={submit}
      submitLabel={importLabel(result?.body?.matches.length ?? 0)}
      busyLabel="Importing…"
      busy={runImport.isPending}
      submitDisabled={!result?.body}
      error={error}
    >
      {runImport.isPending && <ImportProgress label="Importing matches…" />}
      <p className={styles.help}>
        One match a row, with a header row naming the columns: {MATCH_FILE_COLUMNS.join(', ')}. Dates are ISO
        timestamps such as 2026-11-22T19:00:00Z; set scores look like 25-21; tags are separated by semicolons.
      </p>
      <FieldRow>
        <SelectField
          label="Season"
          required
          value={seasonId}
          onChange={setSeasonId}
          options={seasons.options}
          placeholder={seasons.isPending ? 'Loading seasons…' : 'Select a season'}
        />
        <SelectField label="Region" value={region} onChange={setRegion} options={REGION_OPTIONS} />
      </FieldRow>
      <div className={styles.fileField}>
        <label htmlFor={inputId} className={styles.fileLabel}>
          CSV file
        </label>
        <input id={inputId} type="file" accept=".csv,text/csv" onChange={(event) => void pick(event)} />
      </div>
      {result && result.problems.length > 0 && (
        <Alert tone="warning">
          <p>
            {result.problems.length === 1 ? '1 problem' : `${result.problems.length} problems`} in{' '}
            {file?.name}:
          </p>
          <ul className={styles.problems}>
            {result.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      {result && result.problems.length === 0 && (
        <Alert tone="success">
          {result.rows.length} {result.rows.length === 1 ? 'match' : 'matches'} ready to import from{' '}
          {file?.name}.
        </Alert>
      )}
      {result && result.rows.length > 0 && (
        <DataTable
          caption="Preview of the file"
          captionVisible
          columns={PREVIEW_COLUMNS}
          data={result.rows}
          enableSorting={false}
          density="compact"
          maxHeight="40vh"
        />
      )}
    </FormDialog>
  );
}

function importLabel(count: number): string {
  if (count === 0) return 'Import Matches';
  return count === 1 ? 'Import 1 Match' : `Import ${count} Matches`;
}
