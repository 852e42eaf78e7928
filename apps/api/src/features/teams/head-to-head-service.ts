/** Head to head between two team names, across seasons (docs/product/teams.md#head-to-head). */
import { slugKey, teamSlug } from '@league/shared/domain/slug';
import type { HeadToHead, HeadToHeadGame, HeadToHeadQuery } from '@league/shared/schemas/teams';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/sql-helpers.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { listGamesBetweenNames } from './game-queries.ts';
import { findTeamsBySlugKey } from './queries.ts';

const HEAD_TO_HEAD_NAMES = 'Give two different team names (or slugs) as a and b';

/** The name as its newest season's team spells it, or a 404 naming what was asked for. */
async function newestNameOf(db: Db, asked: string): Promise<string> {
  const [newest] = await findTeamsBySlugKey(db, slugKey(asked));
  if (!newest) throw new AppError('NOT_FOUND', `No team named ${asked}`);
  return newest.name;
}

/**
 * GET /api/teams/head-to-head (docs/product/teams.md#head-to-head): every game between a team named A and a
 * team named B, any season, newest first, scored from A's side, with each side's wins, losses and sets won.
 */
export async function getHeadToHead(db: Db, query: HeadToHeadQuery): Promise<HeadToHead> {
  const { a, b } = query;
  if (slugKey(a) === slugKey(b)) {
    throw badRequest(HEAD_TO_HEAD_NAMES, [{ path: 'b', message: 'Must name another team than a' }]);
  }
  const [nameA, nameB] = await Promise.all([newestNameOf(db, a), newestNameOf(db, b)]);
  const games: HeadToHeadGame[] = (await listGamesBetweenNames(db, slugKey(a), slugKey(b))).map((g) => {
    const aScore = g.aIsTeam1 ? g.team1Score : g.team2Score;
    const bScore = g.aIsTeam1 ? g.team2Score : g.team1Score;
    const winner = aScore === bScore ? null : aScore > bScore ? 'a' : 'b';
    return {
      id: g.id,
      seasonNumber: g.seasonNumber,
      stage: g.stage,
      date: toIso(g.date),
      aScore,
      bScore,
      winner,
    };
  });
  const count = (side: 'a' | 'b') => games.filter((g) => g.winner === side).length;
  const sets = (pick: (g: HeadToHeadGame) => number) => games.reduce((sum, g) => sum + pick(g), 0);
  return {
    a: {
      name: nameA,
      slug: teamSlug(nameA),
      wins: count('a'),
      losses: count('b'),
      setsWon: sets((g) => g.aScore),
    },
    b: {
      name: nameB,
      slug: teamSlug(nameB),
      wins: count('b'),
      losses: count('a'),
      setsWon: sets((g) => g.bScore),
    },
    ties: games.filter((g) => g.winner === null).length,
    games,
  };
}
