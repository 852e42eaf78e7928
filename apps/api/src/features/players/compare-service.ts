/**
 * Players side by side (docs/product/compare.md#api): each player's games, sets and sums over the career
 * or one season, in the order asked for. The page derives totals, per game and per set from them with the
 * shared rules, as the leaderboard does.
 */
import { emptyStatNumbers, pickStatNumbers } from '@league/shared/domain/derived-stats';
import type { PlayerCompareQuery, PlayerCompareResponse } from '@league/shared/schemas/player-compare';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { sumComparedPlayers } from './compare-queries.ts';
import { listPlayersByIds } from './queries.ts';

/** 404 naming every id that is no player, so a stale shared link says which player is gone. */
export async function comparePlayers(db: Db, query: PlayerCompareQuery): Promise<PlayerCompareResponse> {
  const [found, sums] = await Promise.all([
    listPlayersByIds(db, query.players),
    sumComparedPlayers(db, query.players, query.seasonNumber),
  ]);
  const players = new Map(found.map((p) => [p.id, p]));
  const unknown = query.players.filter((id) => !players.has(id));
  if (unknown.length > 0) {
    const list = unknown.join(', ');
    throw new AppError(
      'NOT_FOUND',
      unknown.length === 1 ? `No player has id ${list}.` : `No players have ids ${list}.`,
      undefined,
      { unknownPlayers: unknown },
    );
  }
  const byPlayer = new Map(sums.map((s) => [s.playerId, s]));
  return {
    seasonNumber: query.seasonNumber ?? null,
    players: query.players.map((id) => {
      const player = players.get(id) as { id: number; name: string; position: string };
      const sum = byPlayer.get(id);
      return {
        ...player,
        gamesPlayed: sum?.gamesPlayed ?? 0,
        setsPlayed: sum?.setsPlayed ?? 0,
        totals: sum ? pickStatNumbers(sum) : emptyStatNumbers(),
      };
    }),
  };
}
