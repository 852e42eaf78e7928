/**
 * The schedule from the legacy database: matches with their set scores and tags
 * (docs/decisions/0011-importing-the-previous-site.md).
 */
import { SET_SCORE_KEYS } from '@league/shared/domain/standings-matches';
import { blank, type MappedLeague, type Mapping, quote } from './mapping.ts';
import type { LegacyData } from './read-legacy.ts';

const SET_SCORE = /^\s*(\d{1,3})\s*[-–—:]\s*(\d{1,3})\s*$/;

/** Old comma-joined tags as a list: trimmed, blanks and repeats dropped. */
export function splitTags(tags: string | null): string[] {
  return [
    ...new Set(
      (tags ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/** Matches: set scores as `25-21` (an unreadable one is left empty), one match per Challonge id. */
export function mapMatches(data: LegacyData, { seasonNumberById, note }: Mapping): MappedLeague['matches'] {
  const matches: MappedLeague['matches'] = [];
  const challongeIds = new Map<string, number>();
  for (const m of data.matches) {
    const row = `#${m.id} ${quote(m.matchNumber)}`;
    if (!seasonNumberById.has(m.seasonId)) {
      note('skipped', 'matches', row, `orphan: season #${m.seasonId} is not imported`);
      continue;
    }
    const bad = (['team1Score', 'team2Score'] as const).filter(
      (k) => m[k] !== null && (!Number.isInteger(m[k]) || (m[k] as number) < 0),
    );
    if (bad.length > 0) {
      note(
        'blocked',
        'matches',
        row,
        `scores must be whole numbers of 0 or more: ${bad.map((k) => `${k} ${m[k]}`).join(', ')}`,
      );
      continue;
    }
    const sets: (string | null)[] = [];
    for (const key of SET_SCORE_KEYS) {
      const text = m[key];
      if (blank(text)) {
        sets.push(null);
        continue;
      }
      const parsed = SET_SCORE.exec(text as string);
      if (!parsed) {
        note(
          'changed',
          'matches',
          row,
          `${key} ${quote(text as string)} is not a set score like 25-21: left empty`,
        );
        sets.push(null);
        continue;
      }
      const normal = `${Number(parsed[1])}-${Number(parsed[2])}`;
      if (normal !== text)
        note('changed', 'matches', row, `${key} ${quote(text as string)} → ${quote(normal)}`);
      sets.push(normal);
    }
    const names = (['team1Name', 'team2Name'] as const).map((k) => {
      if (!blank(m[k])) return m[k] as string;
      note('changed', 'matches', row, `no ${k}: stored as "TBD"`);
      return 'TBD';
    });
    let challongeMatchId = blank(m.challongeMatchId) ? null : m.challongeMatchId;
    if (challongeMatchId !== null) {
      const first = challongeIds.get(challongeMatchId);
      if (first !== undefined) {
        note(
          'changed',
          'matches',
          row,
          `challongeMatchId ${quote(challongeMatchId)} is also match #${first}'s: cleared here, so a bracket re-import updates #${first}`,
        );
        challongeMatchId = null;
      } else challongeIds.set(challongeMatchId, m.id);
    }
    matches.push({
      id: m.id,
      matchNumber: m.matchNumber,
      status: m.status,
      round: m.round,
      phase: m.phase,
      region: m.region,
      date: m.date,
      team1Name: names[0] as string,
      team2Name: names[1] as string,
      team1Score: m.team1Score,
      team2Score: m.team2Score,
      set1Score: sets[0] ?? null,
      set2Score: sets[1] ?? null,
      set3Score: sets[2] ?? null,
      set4Score: sets[3] ?? null,
      set5Score: sets[4] ?? null,
      tags: splitTags(m.tags),
      seasonId: m.seasonId,
      challongeMatchId,
    });
  }
  return matches;
}
