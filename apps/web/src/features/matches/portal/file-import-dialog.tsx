import { isCsvFileName } from '@league/shared/domain/stats-csv';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { ImportProgress } from '../../../components/admin/import-progress.tsx';
import { FormSeasonField } from '../../../components/admin/season-field.tsx';
import { useFormDialog } from '../../../components/admin/use-form-dialog.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { FormFileField, FormSelectField, type PickedFile } from '../../../components/form/form-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { useSeasonIdChoices } from '../../seasons/api/seasons-admin-api.ts';
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

const EMPTY = { seasonId: '', region: 'na', file: null as PickedFile | null };
type FileImportForm = typeof EMPTY;
const NO_FILE = 'Please select a CSV file';

const readFile = (form: FileImportForm) =>
  form.file
    ? parseMatchFile(form.file.text, {
        seasonId: form.seasonId ? Number(form.seasonId) : null,
        region: form.region,
      })
    : null;

/** Sends only a file read without problems; the file field says what is wrong with it. */
const FileImportFormSchema = z.custom<FileImportForm>().transform((form, ctx) => {
  const body = readFile(form)?.body;
  if (!body) {
    ctx.addIssue({
      code: 'custom',
      path: ['file'],
      message: form.file ? 'Fix the problems listed below first.' : NO_FILE,
    });
    return z.NEVER;
  }
  return body;
});

/**
 * The match file import (docs/product/schedule-and-matches.md#match-file-import): a CSV of matchNumber,
 * round, date, team1Name, team2Name, status, set1Score…set5Score, tags, read and checked in the browser,
 * previewed with every problem listed, then sent whole to POST /api/matches/import-file. The matches list
 * reloads on success.
 */
export function FileImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm({ schema: FileImportFormSchema, defaultValues: EMPTY });
  const { control } = form;
  const seasons = useSeasonIdChoices();
  const runImport = useMatchFileImport();
  const values = useWatch({ control }) as FileImportForm;
  const file = values.file;
  const result = useMemo(() => readFile(values), [values]);

  const dialog = useFormDialog(form, runImport, {
    // The season and region stay chosen for the next file.
    empty: () => ({ ...form.getValues(), file: null }),
    onClose,
    success: (answer) => answer.message,
    failure: (error) =>
      `Failed to import matches: ${failureText(error, LOGIN_REQUIRED.create, 'Unknown error occurred')}`,
  });

  return (
    <FormDialog
      {...dialog}
      open={open}
      title="Import Matches from File"
      submitLabel={importLabel(result?.body?.matches.length ?? 0)}
      busyLabel="Importing…"
      submitDisabled={!result?.body}
    >
      {runImport.isPending && <ImportProgress label="Importing matches…" />}
      <p className={styles.help}>
        One match a row, with a header row naming the columns: {MATCH_FILE_COLUMNS.join(', ')}. Dates are ISO
        timestamps such as 2026-11-22T19:00:00Z; set scores look like 25-21; tags are separated by semicolons.
      </p>
      <FieldRow>
        <FormSeasonField control={control} name="seasonId" choices={seasons} />
        <FormSelectField control={control} name="region" label="Region" options={REGION_OPTIONS} />
      </FieldRow>
      <FormFileField
        control={control}
        name="file"
        label="CSV file"
        accept=".csv,text/csv"
        check={(picked) => (isCsvFileName(picked.name) ? null : NO_FILE)}
      />
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
