import { dayStartInZone, todayKey } from '@league/shared/domain/day-keys';
import type { CsvMode } from '@league/shared/domain/stats-csv';
import { CSV_MESSAGES, isCsvFileName } from '@league/shared/domain/stats-csv';
import { useCallback, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { isStage, STAGE_OPTIONS } from '../../../components/admin/stage-options.ts';
import {
  FormFileField,
  FormNumberField,
  FormSelectField,
  type PickedFile,
} from '../../../components/form/form-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SETTINGS } from '../../../config/settings.ts';
import { useGame } from '../../games/api/games-api.ts';
import { useTonightStage } from '../../matches/api/matches-admin-api.ts';
import { useUnknownPlayers } from '../../players/api/players-admin-api.ts';
import { useSeasonChoices } from '../../seasons/api/season-choices-api.ts';
import { CsvPreview } from './csv-preview.tsx';
import {
  buildAddToGameBody,
  buildBatchCsvBody,
  buildCsvPreview,
  GAME_ID_MESSAGE,
  parseGameId,
  STAGE_MESSAGE,
} from './csv-upload.ts';
import { MissingPlayersDialog } from './missing-players-dialog.tsx';
import styles from './upload-dialogs.module.css';
import { UploadFailedDialog } from './upload-failed-dialog.tsx';
import { useCsvUpload } from './use-csv-upload.ts';

const MODES: { value: CsvMode; label: string; hint: string }[] = [
  { value: 'create', label: 'Create a new game', hint: 'The sheet becomes a new game with its stats.' },
  { value: 'add', label: 'Add to an existing game', hint: "The sheet's stats are added to a game by id." },
];

const EMPTY = { mode: 'create' as CsvMode, file: null as PickedFile | null, stage: '', gameId: '' };
type UploadForm = typeof EMPTY;

/** What the chosen mode needs besides a sheet: a stage to create a game, a game id to add to one. */
const UploadFormSchema = z.custom<UploadForm>().superRefine((form, ctx) => {
  if (!form.file) ctx.addIssue({ code: 'custom', path: ['file'], message: CSV_MESSAGES.notCsv });
  if (form.mode === 'create' && !isStage(form.stage)) {
    ctx.addIssue({ code: 'custom', path: ['stage'], message: STAGE_MESSAGE });
  }
  if (form.mode === 'add' && parseGameId(form.gameId) === null) {
    ctx.addIssue({ code: 'custom', path: ['gameId'], message: GAME_ID_MESSAGE });
  }
});

/**
 * 'Upload CSV' (docs/product/stat-uploads.md#upload-csv, docs/product/stat-uploads.md#rules-and-constants,
 * docs/product/games.md#stages): the stat sheet is parsed in the browser and previewed with every problem
 * before anything is sent; create mode makes a game (stage chosen here, season resolved from the sheet), add
 * mode adds the lines to a game by id.
 */
export function UploadCsvDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const seasons = useSeasonChoices();
  const form = useZodForm({ schema: UploadFormSchema, defaultValues: EMPTY });
  const { control } = form;
  const { mode, file, gameId, stage } = useWatch({ control }) as UploadForm;

  // The chosen mode stays for the next sheet; the sheet and its stage or game id do not.
  const finished = useCallback(() => {
    form.reset({ ...EMPTY, mode: form.getValues('mode') });
    onClose();
  }, [form.reset, form.getValues, onClose]);
  const upload = useCsvUpload(finished);

  const seasonList = seasons.data;
  const preview = useMemo(
    () =>
      file && (mode === 'add' || seasonList) ? buildCsvPreview(file.text, mode, seasonList ?? []) : null,
    [file, mode, seasonList],
  );
  // Looked up as soon as the sheet reads, so an unknown player shows before Upload rather than after it.
  const sheetNames = useMemo(
    () => [...new Set(preview?.parsed.players.map((line) => line.playerName.toLowerCase()) ?? [])],
    [preview],
  );
  const unknownPlayers = useUnknownPlayers(sheetNames);
  const formProblems = mode === 'create' && !isStage(stage) ? [STAGE_MESSAGE] : [];
  const [todayStart] = useState(() => dayStartInZone(todayKey(SETTINGS.timeZone), SETTINGS.timeZone));
  const suggested = useTonightStage(
    mode === 'create' ? (preview?.parsed.teamNames ?? []) : [],
    preview?.parsed.seasonNumber ?? null,
    todayStart,
  );
  const seasonTheme = seasonList?.find((s) => s.id === preview?.seasonId)?.theme;
  const addGameId = mode === 'add' && upload.missing ? parseGameId(gameId) : null;
  const addGame = useGame(addGameId);
  const missingSeason =
    mode === 'create' ? (preview?.parsed.seasonNumber ?? null) : (addGame.data?.season.seasonNumber ?? null);

  const submit = (values: UploadForm) => {
    if (upload.uploading || !preview || preview.problems.length > 0) return;
    if (values.mode === 'create') {
      if (isStage(values.stage))
        void upload.send({ mode: 'create', body: buildBatchCsvBody(preview, values.stage) });
    } else {
      const id = parseGameId(values.gameId);
      if (id !== null) void upload.send({ mode: 'add', body: buildAddToGameBody(preview, id) });
    }
  };

  const lines = preview?.parsed.players.length ?? 0;
  const blocked = !preview || preview.problems.length > 0;

  return (
    <>
      <FormDialog
        open={open}
        title="Upload CSV"
        size="wide"
        onClose={finished}
        form={form}
        onSubmit={submit}
        submitLabel="Upload"
        busyLabel="Uploading…"
        busy={upload.uploading}
        submitDisabled={blocked}
      >
        <fieldset className={styles.modes} disabled={upload.uploading}>
          <legend className={styles.legend}>Upload mode</legend>
          {MODES.map((option) => (
            <label key={option.value} className={styles.mode}>
              <input type="radio" {...form.register('mode')} value={option.value} />
              <span>
                <span className={styles.modeLabel}>{option.label}</span>
                <span className={styles.modeHint}>{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>

        <div className={styles.fields}>
          <FormFileField
            control={control}
            name="file"
            label="CSV file"
            accept=".csv,text/csv"
            check={(picked) => (isCsvFileName(picked.name) ? null : CSV_MESSAGES.notCsv)}
            disabled={upload.uploading}
          />
          {mode === 'create' ? (
            <FormSelectField
              control={control}
              name="stage"
              label="Match stage"
              placeholder="Select a stage"
              options={STAGE_OPTIONS}
              disabled={upload.uploading}
            />
          ) : (
            <FormNumberField
              control={control}
              name="gameId"
              label="Game ID"
              min={1}
              disabled={upload.uploading}
            />
          )}
        </div>

        {suggested && suggested.stage !== stage && (
          <p className={styles.note}>
            Tonight's match {suggested.match.matchNumber} ({suggested.match.round}) between these teams is{' '}
            {suggested.stage}.{' '}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => form.setValue('stage', suggested.stage, { shouldValidate: true })}
            >
              Use {suggested.stage}
            </Button>
          </p>
        )}
        {file && !preview && <p className={styles.note}>Loading seasons…</p>}
        {preview && (
          <CsvPreview
            preview={preview}
            mode={mode}
            seasonTheme={seasonTheme}
            formProblems={formProblems}
            unknownPlayers={unknownPlayers}
          />
        )}

        {upload.uploading && (
          <p className={styles.progress} role="status">
            <progress aria-label="Uploading" />
            Uploading {lines} stat {lines === 1 ? 'line' : 'lines'}…
          </p>
        )}
      </FormDialog>

      <MissingPlayersDialog
        players={upload.missing?.players ?? null}
        seasonNumber={missingSeason}
        retrying={upload.uploading}
        onCancel={upload.dismissMissing}
        onRetry={() => (upload.missing ? upload.send(upload.missing.request) : Promise.resolve(false))}
      />
      <UploadFailedDialog message={upload.failure} onClose={upload.dismissFailure} />
    </>
  );
}
