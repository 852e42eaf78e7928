/**
 * The last finished season's playoff schedule (matches of phase `playoffs`, all completed), from its bracket
 * series, so the demo's bracket challenge (docs/product/pickem.md#bracket-challenge) has a season to score.
 * Rounds are named as a Challonge import names them (`Round 1`, `Losers Round 1`, the Grand Finals and its
 * reset the winners' rounds after the last), each match dated as its recorded game.
 */
import { REGIONS, STAGES, type Stage } from '@league/shared/domain/league';
import type { Season } from './model.ts';
import type { SeasonResult } from './play-season.ts';
import type { Match } from './schedule.ts';
import { formatSetScore } from './series.ts';

/** The round name of each stage a bracket played. */
function roundNames(stages: ReadonlySet<Stage>): Map<Stage, string> {
  const winners = STAGES.filter((s) => s.startsWith('Winners Bracket') && stages.has(s));
  const losers = STAGES.filter((s) => s.startsWith('Losers Bracket') && stages.has(s));
  return new Map<Stage, string>([
    ...winners.map((stage, i): [Stage, string] => [stage, `Round ${i + 1}`]),
    ...losers.map((stage, i): [Stage, string] => [stage, `Losers Round ${i + 1}`]),
    ['Grand Finals', `Round ${winners.length + 1}`],
    ['Grand Finals; Bracket Reset', `Round ${winners.length + 2}`],
  ]);
}

/** The season's playoff matches in order of play, numbered from `firstId`. */
export function pastPlayoffMatches(season: Season, result: SeasonResult, firstId: number): Match[] {
  const planned = result.pools.flatMap(({ pool, series }) => {
    const names = roundNames(new Set(series.map((s) => s.stage)));
    return series.map((s) => {
      const game = result.playedGames.get(s);
      const round = names.get(s.stage) ?? s.stage;
      return {
        status: 'completed' as const,
        round,
        phase: 'playoffs' as const,
        region: REGIONS[pool.conference % REGIONS.length] as string,
        division: pool.division,
        date: game?.date ?? new Date(0),
        team1Name: s.team1.name,
        team2Name: s.team2.name,
        team1Score: s.team1Sets,
        team2Score: s.team2Sets,
        setScores: Array.from({ length: 5 }, (_, i) => {
          const set = s.setPoints[i];
          return set ? formatSetScore(set) : null;
        }),
        tags: ['Playoffs'],
      };
    });
  });
  const perRound = new Map<string, number>();
  return planned
    .sort((a, b) => a.date.getTime() - b.date.getTime())
    .map((match, index): Match => {
      const number = (perRound.get(match.round) ?? 0) + 1;
      perRound.set(match.round, number);
      return { ...match, id: firstId + index, matchNumber: `${match.round} - Match ${number}`, season };
    });
}
