/**
 * Staff's edit of a season's standings settings (docs/product/standings.md#settings): the whole settings
 * replace the stored ones, checked by the shared schema on the way in; the activity log keeps what changed
 * in words. The standings read is recomputed on the next request: the write's change notice clears the
 * public read cache.
 */
import type { StandingsSettings } from '@league/shared/domain/standings-state';
import type { StandingsSettingsBody, StandingsSettingsRead } from '@league/shared/schemas/standings-admin';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { notFound } from '../../lib/errors.ts';
import { staffWrite } from '../../lib/writes/unit-of-work.ts';
import { findSeasonSummary } from '../seasons/service.ts';
import { findStandingsSettings, upsertStandingsSettings } from './queries.ts';
import { settingsOfRecord, settingsRead } from './service.ts';

/** The settings as the activity log keeps them: each field as one line of text. */
function settingsSnapshot(settings: StandingsSettings) {
  return {
    format: settings.format,
    tieBreakers: settings.tieBreakers.join(', '),
    playoffSpots: settings.playoffSpots,
    coinFlips: settings.coinFlips.map((flip) => flip.join(' > ')).join('; '),
    adjustments: settings.adjustments.map((a) => `${a.teamName}: −${a.points} (${a.reason})`).join('; '),
  };
}

/** PUT /api/seasons/{seasonId}/standings-settings: 404 for an unknown season, nothing written. */
export async function putStandingsSettings(
  db: Db,
  actor: AuthUser,
  seasonId: number,
  body: StandingsSettingsBody,
): Promise<StandingsSettingsRead> {
  return staffWrite(db, actor, async (tx) => {
    const season = await findSeasonSummary(tx, seasonId);
    if (!season) throw notFound('Season');
    const before = settingsOfRecord(await findStandingsSettings(tx, seasonId));
    const row = await upsertStandingsSettings(tx, seasonId, {
      format: body.format,
      tieBreakers: [...body.tieBreakers],
      playoffSpots: body.playoffSpots,
      coinFlips: body.coinFlips.map((flip) => [...flip]),
      adjustments: body.adjustments.map((a) => ({ ...a })),
    });
    return {
      result: settingsRead(seasonId, row),
      activity: {
        kind: 'edit',
        entityType: 'season',
        entityId: seasonId,
        entityLabel: `Season ${season.seasonNumber} standings settings`,
        before: settingsSnapshot(before),
        after: settingsSnapshot(body),
      },
    };
  });
}
