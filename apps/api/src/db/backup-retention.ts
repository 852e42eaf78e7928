/**
 * Which scheduled backups to keep (docs/decisions/0043-scheduled-backups-and-the-restore-drill.md): the newest
 * `hourlyKeep` of them, and the newest of each of the `dailyKeep` most recent days (UTC) that have one. The
 * rest are deleted. A day's newest backup is its most complete one; days without a backup (the site was
 * stopped) do not use up a place, so a league that runs rarely still keeps `dailyKeep` days of history.
 */

/** A scheduled backup's file name, made from the moment it was taken: `league-2026-05-01T13-00-00Z.jsonl.gz`. */
const NAME = /^league-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.jsonl\.gz$/;

export function backupFileName(at: Date): string {
  return `league-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.jsonl.gz`;
}

/** The moment a scheduled backup was taken, from its name; null for any other file. */
export function backupTimeOf(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`);
  // Only a name this code could have made: no day the calendar lacks, moved to another one.
  return !Number.isNaN(at.getTime()) && backupFileName(at) === name ? at : null;
}

export interface Retention {
  hourlyKeep: number;
  dailyKeep: number;
}

/** The names among `names` to keep; names that are not scheduled backups are never counted or deleted. */
export function backupsToKeep(names: readonly string[], { hourlyKeep, dailyKeep }: Retention): Set<string> {
  const dated = names
    .map((name) => ({ name, at: backupTimeOf(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.name < b.name ? 1 : -1));
  const keep = new Set(dated.slice(0, hourlyKeep).map((b) => b.name));
  const days = new Set<string>();
  for (const backup of dated) {
    const day = backup.at.toISOString().slice(0, 10);
    if (days.has(day)) continue;
    if (days.size === dailyKeep) break;
    days.add(day);
    keep.add(backup.name);
  }
  return keep;
}
