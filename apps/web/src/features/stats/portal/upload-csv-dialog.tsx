import type { CsvMode } from '@league/shared/domain/stats-csv';
import { CSV_MESSAGES, isCsvFileName } from '@league/shared/domain/stats-csv';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useCallback, useId, useMemo, useState } from 'react';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { isStage, STAGE_OPTIONS } from '../../../components/admin/stage-options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useGame } from '../../games/api/games-api.ts';
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

interface SheetFile {
  name: string;
  text: string;
}

const MODES: { value: CsvMode; label: string; hint: string }[] = [
  { value: 'create', label: 'Create a new game', hint: 'The sheet becomes a new game with its stats.' },
  { value: 'add', label: 'Add to an existing game', hint: "The sheet's stats are added to a game by id." },
];

/**
 * 'Upload CSV' (docs/product/stat-uploads.md#upload-csv, docs/product/stat-uploads.md#rules-and-constants,
 * docs/product/games.md#stages): the stat sheet is parsed in the browser and previewed with every problem
 * before anything is sent; create mode makes a game (stage chosen here, season resolved from the sheet), add
 * mode adds the lines to a game by id.
 */
export function UploadCsvDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const seasons = useSeasonChoices();
  const [mode, setMode] = useState<CsvMode>('create');
  const [file, setFile] = useState<SheetFile | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [inputKey, setInputKey] = useState(0);
  const [stage, setStage] = useState('');
  const [stageError, setStageError] = useState<string | undefined>();
  const [gameIdText, setGameIdText] = useState('');
  const [gameIdError, setGameIdError] = useState<string | undefined>();

  const reset = useCallback(() => {
    setFile(null);
    setFileError(undefined);
    setInputKey((k) => k + 1);
    setStage('');
    setStageError(undefined);
    setGameIdText('');
    setGameIdError(undefined);
  }, []);
  const finished = useCallback(() => {
    reset();
    onClose();
  }, [reset, onClose]);
  const upload = useCsvUpload(finished);

  const seasonList = seasons.data;
  const preview = useMemo(
    () =>
      file && (mode === 'add' || seasonList) ? buildCsvPreview(file.text, mode, seasonList ?? []) : null,
    [file, mode, seasonList],
  );
  const seasonTheme = seasonList?.find((s) => s.id === preview?.seasonId)?.theme;
  const addGameId = mode === 'add' && upload.missing ? parseGameId(gameIdText) : null;
  const addGame = useGame(addGameId);
  const missingSeason =
    mode === 'create' ? (preview?.parsed.seasonNumber ?? null) : (addGame.data?.season.seasonNumber ?? null);

  const chooseFile = async (picked: File | undefined) => {
    setFile(null);
    if (!picked) return setFileError(undefined);
    if (!isCsvFileName(picked.name)) return setFileError(CSV_MESSAGES.notCsv);
    setFileError(undefined);
    setFile({ name: picked.name, text: await picked.text() });
  };

  const close = () => {
    if (upload.uploading) return;
    reset();
    onClose();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (upload.uploading) return;
    if (!file) return setFileError(CSV_MESSAGES.notCsv);
    if (!preview || preview.problems.length > 0) return;
    if (mode === 'create') {
      if (!isStage(stage)) return setStageError(STAGE_MESSAGE);
      void upload.send({ mode, body: buildBatchCsvBody(preview, stage) });
    } else {
      const gameId = parseGameId(gameIdText);
      if (gameId === null) return setGameIdError(GAME_ID_MESSAGE);
      void upload.send({ mode, body: buildAddToGameBody(preview, gameId) });
    }
  };

  const lines = preview?.parsed.players.length ?? 0;
  const blocked = !preview || preview.problems.length > 0;

  return (
    <>
      <Dialog
        open={open}
        onClose={close}
        title="Upload CSV"
        size="wide"
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={upload.uploading}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={blocked || upload.uploading}>
              {upload.uploading && <LoaderCircle size={16} className={styles.spinner} aria-hidden="true" />}
              {upload.uploading ? 'Uploading…' : 'Upload'}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          className={styles.form}
          onSubmit={submit}
          noValidate
          aria-busy={upload.uploading || undefined}
        >
          <fieldset className={styles.modes} disabled={upload.uploading}>
            <legend className={styles.legend}>Upload mode</legend>
            {MODES.map((option) => (
              <label key={option.value} className={styles.mode}>
                <input
                  type="radio"
                  name={`${formId}-mode`}
                  value={option.value}
                  checked={mode === option.value}
                  onChange={() => setMode(option.value)}
                />
                <span>
                  <span className={styles.modeLabel}>{option.label}</span>
                  <span className={styles.modeHint}>{option.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>

          <div className={styles.fields}>
            <TextField
              key={inputKey}
              label="CSV file"
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => void chooseFile(e.target.files?.[0])}
              error={fileError}
              disabled={upload.uploading}
            />
            {mode === 'create' ? (
              <SelectField
                label="Match stage"
                value={stage}
                onChange={(value) => {
                  setStage(value);
                  setStageError(undefined);
                }}
                placeholder="Select a stage"
                options={STAGE_OPTIONS}
                error={stageError}
                disabled={upload.uploading}
              />
            ) : (
              <TextField
                label="Game ID"
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                value={gameIdText}
                onChange={(e) => {
                  setGameIdText(e.target.value);
                  setGameIdError(undefined);
                }}
                error={gameIdError}
                disabled={upload.uploading}
              />
            )}
          </div>

          {file && !preview && <p className={styles.note}>Loading seasons…</p>}
          {preview && <CsvPreview preview={preview} mode={mode} seasonTheme={seasonTheme} />}

          {upload.uploading && (
            <p className={styles.progress} role="status">
              <progress aria-label="Uploading" />
              Uploading {lines} stat {lines === 1 ? 'line' : 'lines'}…
            </p>
          )}
        </form>
      </Dialog>

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
