/**
 * Playoff status for followers (docs/product/follows.md#notifications): after a match change that can move the
 * standings (a result, a match added or removed), the season's table of the regular phase is marked again
 * (`buildStandings`, docs/product/standings.md#clinched-and-eliminated), and each mark that appeared since
 * followers were last told is told once, in the same transaction; the marks told are kept.
 */
import { affectsStandings, type MatchChange } from '@league/shared/domain/match-changes';
import type { PlayoffMark } from '@league/shared/domain/push-messages';
import { REGULAR_PHASE, teamKeyOf } from '@league/shared/domain/standings-matches';
import type { StandingsSettings } from '@league/shared/domain/standings-state';
import { buildStandings } from '@league/shared/domain/standings-table';
import { defaultStandingsSettings } from '@league/shared/schemas/standings-admin';
import type { Tx } from '../../db/client.ts';
import type { WriteEffects } from '../../lib/writes/unit-of-work.ts';
import { listToldMarks, loadSeasonForStandings, saveToldMarks, type ToldMarks } from './queries.ts';

/**
 * The season's standings settings. Until the standings settings are stored per season (the standings
 * feature), every season has the defaults: no playoff spots, so only first place is marked.
 */
function settingsOf(_seasonId: number): StandingsSettings {
  return defaultStandingsSettings();
}

/** The news in one team's marks: a mark that is set now and was not told before. */
function newMarks(told: ToldMarks | undefined, now: ToldMarks): PlayoffMark[] {
  const marks: PlayoffMark[] = [];
  if (now.playoffs !== null && now.playoffs !== told?.playoffs)
    marks.push(now.playoffs === 'clinched' ? 'clinched-playoffs' : 'eliminated-playoffs');
  if (now.first !== null && now.first !== told?.first)
    marks.push(now.first === 'clinched' ? 'clinched-first' : 'eliminated-first');
  return marks;
}

async function tellSeason(tx: Tx, seasonId: number, effects: WriteEffects): Promise<void> {
  const season = await loadSeasonForStandings(tx, seasonId);
  if (season.seasonNumber === null) return;
  const table = buildStandings(
    {
      settings: settingsOf(seasonId),
      matches: season.matches,
      group: { phase: REGULAR_PHASE },
      teams: season.teams,
    },
    { needs: false },
  );
  const told = new Map((await listToldMarks(tx, seasonId)).map((m) => [m.teamKey, m]));
  const now: ToldMarks[] = table.rows.map((row) => ({
    teamKey: teamKeyOf(row.team),
    playoffs: row.marks.playoffs,
    first: row.marks.first,
  }));
  for (const [i, marks] of now.entries()) {
    for (const mark of newMarks(told.get(marks.teamKey), marks))
      await effects.push({
        kind: 'playoff-status',
        team: table.rows[i]!.team,
        seasonNumber: season.seasonNumber,
        mark,
      });
  }
  await saveToldMarks(tx, seasonId, now);
}

/** Registered for every match change (routes.ts): once per season the changes touch. */
export async function tellPlayoffMarks(
  tx: Tx,
  changes: readonly MatchChange[],
  effects: WriteEffects,
): Promise<void> {
  const seasons = new Set<number>();
  for (const change of changes.filter(affectsStandings))
    for (const m of [change.before, change.after])
      if (m && m.phase.toLowerCase() === REGULAR_PHASE) seasons.add(m.seasonId);
  for (const seasonId of seasons) await tellSeason(tx, seasonId, effects);
}
