import type { PendingResult, PendingResultLine } from '@league/shared/schemas/results';
import { Check, ExternalLink, PencilLine, Save, UserPlus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { STAGE_OPTIONS } from '../../../components/admin/stage-options.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { matchLabel } from '../../matches/schedule.ts';
import { MissingPlayersDialog } from '../../stats/portal/missing-players-dialog.tsx';
import { useApproveResult, useUpdateResult } from '../api/results-api.ts';
import { blockingCount, lineSummary, linesBySide, namesChanged, renameLine } from '../result-lines.ts';
import { CorrectionDialog } from './correction-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import styles from './results-page.module.css';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const NO_STAGE = '';
const STAGE_CHOICES = [{ value: NO_STAGE, label: 'No stage (regular season)' }, ...STAGE_OPTIONS];

function Lines({
  result,
  lines,
  editable,
  onRename,
}: {
  result: PendingResult;
  lines: PendingResultLine[];
  editable: boolean;
  onRename: (index: number, name: string) => void;
}) {
  return (
    <div className={styles.sides}>
      {linesBySide({ match: result.match, lines }).map((side) => (
        <section key={side.side} className={styles.side} aria-label={`${side.teamName} lines`}>
          <h4 className={styles.sideTitle}>{side.teamName}</h4>
          <ul className={styles.lines}>
            {side.lines.map(({ index, line }) => (
              <li key={index} className={styles.line}>
                {editable ? (
                  <label className={styles.nameField}>
                    <span className="visually-hidden">League player of {line.robloxUsername}</span>
                    <input
                      className={styles.nameInput}
                      value={line.playerName}
                      onChange={(event) => onRename(index, event.target.value)}
                      autoCapitalize="none"
                      spellCheck={false}
                    />
                  </label>
                ) : (
                  <span className={styles.name}>{line.playerName}</span>
                )}
                <span className={styles.roblox}>
                  {line.robloxUsername} · {line.robloxUserId}
                </span>
                <span className={styles.numbers}>{lineSummary(line)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Checks({ result, onCreatePlayers }: { result: PendingResult; onCreatePlayers: () => void }) {
  const { problems, missingPlayers } = result.check;
  if (problems.length === 0 && missingPlayers.length === 0)
    return (
      <Alert tone="success" className={styles.checks}>
        Every check passes: ready to approve.
      </Alert>
    );
  return (
    <Alert tone="warning" className={styles.checks}>
      <p className={styles.checkTitle}>Fix before approving:</p>
      <ul className={styles.checkList}>
        {problems.map((problem) => (
          <li key={`${problem.path}-${problem.message}`}>{problem.message}</li>
        ))}
        {missingPlayers.map((player) => (
          <li key={player.name}>
            {player.reason === 'unknown'
              ? `Player ${player.name} does not exist`
              : `Player ${player.name} is not on ${player.teamName || 'either team'}`}
          </li>
        ))}
      </ul>
      {missingPlayers.length > 0 && (
        <Button variant="secondary" size="sm" onClick={onCreatePlayers}>
          <UserPlus size={14} aria-hidden="true" />
          Create missing players
        </Button>
      )}
    </Alert>
  );
}

/**
 * One result from the game (docs/product/live.md#pending-results): the match, its sets, the checks the CSV
 * upload applies and, for a pending one, Approve in one tap above its lines (on a phone the lines run long);
 * for an approved one, its game and Correct. A pending result's player names can be fixed in its lines.
 */
export function ResultCard({ result, onChecked }: { result: PendingResult; onChecked: () => void }) {
  const pending = result.status === 'pending';
  const [lines, setLines] = useState(result.lines);
  const [missingOpen, setMissingOpen] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const update = useUpdateResult(result.id);
  const approve = useApproveResult(result.id);
  const { showToast } = useToast();
  // A new read of the result (after a save, or from the server) replaces what was typed.
  useEffect(() => setLines(result.lines), [result.lines]);

  const edited = namesChanged(result.lines, lines);
  const blocked = blockingCount(result) > 0;
  const { match } = result;
  const label = matchLabel(match);
  const fail = (fallback: string) => (error: unknown) =>
    showToast(failureText(error, LOGIN_REQUIRED.update, fallback), { tone: 'error' });
  const save = (body: Parameters<typeof update.mutate>[0]) =>
    update.mutate(body, {
      onSuccess: (answer) => showToast(answer.message, { tone: 'success' }),
      onError: fail('Failed to save the result'),
    });

  return (
    <article
      className={styles.card}
      aria-label={`Result ${result.id}: ${match.team1Name} vs ${match.team2Name}`}
    >
      <header className={styles.cardHeader}>
        <p className={styles.meta}>
          {[label.round, label.number].filter(Boolean).join(' · ')}
          {!pending && (
            <Badge tone={result.status === 'approved' ? 'success' : 'neutral'}>{result.status}</Badge>
          )}
        </p>
        <h3 className={styles.score}>
          <span className={styles.team1}>{match.team1Name}</span>
          <span className={styles.sets}>
            {result.team1Score}–{result.team2Score}
          </span>
          <span className={styles.team2}>{match.team2Name}</span>
        </h3>
        <p className={styles.setList}>
          {result.setScores.map((set, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sets are fixed positions
            <span key={i} className={styles.set} title={`Set ${i + 1}`}>
              {set}
            </span>
          ))}
        </p>
        <p className={styles.meta}>
          Sent {when(result.submittedAt)} by {result.apiKeyName ?? 'a revoked key'}
          {result.reviewedBy && result.reviewedAt
            ? ` · ${result.status} by ${result.reviewedBy.username}, ${when(result.reviewedAt)}`
            : ''}
        </p>
      </header>

      {pending && <Checks result={result} onCreatePlayers={() => setMissingOpen(true)} />}

      {pending && (
        <SelectField
          label="Stage"
          value={result.stage ?? NO_STAGE}
          options={STAGE_CHOICES}
          disabled={update.isPending}
          onChange={(value) => save({ stage: value === NO_STAGE ? null : (value as PendingResult['stage']) })}
        />
      )}

      {pending ? (
        <div className={styles.actions}>
          {edited && (
            <Button variant="secondary" disabled={update.isPending} onClick={() => save({ lines })}>
              <Save size={16} aria-hidden="true" />
              Save names
            </Button>
          )}
          <Button variant="ghost" onClick={() => setRejecting(true)}>
            <X size={16} aria-hidden="true" />
            Reject
          </Button>
          <Button
            size="lg"
            className={styles.approve}
            disabled={blocked || edited || approve.isPending}
            title={blocked ? 'Fix the checks first' : edited ? 'Save the names first' : undefined}
            onClick={() =>
              approve.mutate(undefined, {
                onSuccess: (answer) => showToast(answer.message, { tone: 'success' }),
                onError: fail('Approval failed'),
              })
            }
          >
            <Check size={18} aria-hidden="true" />
            {approve.isPending ? 'Approving…' : 'Approve'}
          </Button>
        </div>
      ) : (
        result.gameId !== null && (
          <div className={styles.actions}>
            <Link className={styles.gameLink} to={paths.game(result.gameId)}>
              <ExternalLink size={16} aria-hidden="true" />
              Game {result.gameId}
            </Link>
            <Button variant="secondary" onClick={() => setCorrecting(true)}>
              <PencilLine size={16} aria-hidden="true" />
              Correct
            </Button>
          </div>
        )
      )}

      <Lines
        result={result}
        lines={lines}
        editable={pending}
        onRename={(index, name) => setLines(renameLine(lines, index, name))}
      />

      <MissingPlayersDialog
        players={missingOpen ? result.check.missingPlayers : null}
        seasonNumber={match.season.seasonNumber}
        retrying={false}
        onCancel={() => setMissingOpen(false)}
        onRetry={async () => {
          setMissingOpen(false);
          onChecked();
        }}
      />
      <RejectDialog result={result} open={rejecting} onClose={() => setRejecting(false)} />
      {result.gameId !== null && (
        <CorrectionDialog
          result={result}
          gameId={result.gameId}
          open={correcting}
          onClose={() => setCorrecting(false)}
        />
      )}
    </article>
  );
}
