/**
 * Pure helpers of the results screen (docs/product/live.md#pending-results): the lines by side, a line's
 * numbers in one short text, and what a fix changes.
 */
import type { PendingResult, PendingResultLine } from '@league/shared/schemas/results';

export interface SideLines {
  side: 1 | 2;
  teamName: string;
  /** Each line with its place in the result's list (the fix sends the whole list back). */
  lines: { index: number; line: PendingResultLine }[];
}

/** Team 1's lines, then team 2's, in the order the game sent them. */
export function linesBySide(result: Pick<PendingResult, 'lines' | 'match'>): SideLines[] {
  return ([1, 2] as const).map((side) => ({
    side,
    teamName: side === 1 ? result.match.team1Name : result.match.team2Name,
    lines: result.lines.flatMap((line, index) => (line.side === side ? [{ index, line }] : [])),
  }));
}

/** `K 11/24 · D 6 · B 1 · A 2 · SA 1 · E 3`: kills/attempts (spikes and apes), digs, blocks, assists, aces, errors. */
export function lineSummary(line: PendingResultLine): string {
  const kills = line.spikeKills + line.apeKills;
  const attempts = line.spikeAttempts + line.apeAttempts;
  const errors = line.spikingErrors + line.servingErrors + line.settingErrors + line.miscErrors;
  return `K ${kills}/${attempts} · D ${line.digs} · B ${line.blocks} · A ${line.assists} · SA ${line.aces} · E ${errors}`;
}

/** The lines with the league player of line `index` renamed (trimmed, lower-cased as player names are). */
export function renameLine(
  lines: readonly PendingResultLine[],
  index: number,
  name: string,
): PendingResultLine[] {
  return lines.map((line, i) => (i === index ? { ...line, playerName: name.trim().toLowerCase() } : line));
}

/** True when the names differ from the saved result's. */
export function namesChanged(
  saved: readonly PendingResultLine[],
  edited: readonly PendingResultLine[],
): boolean {
  return saved.some((line, i) => line.playerName !== edited[i]?.playerName);
}

/** How many things stand in the way of approval. */
export function blockingCount(result: Pick<PendingResult, 'check'>): number {
  return result.check.problems.length + result.check.missingPlayers.length;
}
