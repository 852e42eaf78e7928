/**
 * Each read the page catalogue names (packages/shared/src/page-urls.ts) as the query that makes it: the
 * query a page's own hook uses, so its route's loader fills the very cache entry the page reads, from
 * the URL the server preloaded. A read without its query here does not compile.
 */
import type { PageRead, ReadArgs, ReadName } from '@league/shared/page-urls';
import { articleQueryOptions, articlesQueryOptions } from '../features/articles/api/articles-api.ts';
import { awardQueryOptions, awardsQueryOptions } from '../features/awards/api/awards-api.ts';
import { bracketChallengeQueryOptions } from '../features/bracket-challenge/api/bracket-challenge-query.ts';
import { gameQueryOptions, gamesPageQueryOptions } from '../features/games/api/games-api.ts';
import { upcomingMatchesQueryOptions } from '../features/home/api/upcoming-matches-api.ts';
import { leaderboardQueryOptions } from '../features/leaderboard/api/leaderboard-api.ts';
import { matchesQueryOptions } from '../features/matches/api/matches-api.ts';
import { pickemWeekQueryOptions } from '../features/pickem/api/pickem-week-query.ts';
import { playerCompareQueryOptions } from '../features/players/api/player-compare-api.ts';
import { playerGameLogQueryOptions } from '../features/players/api/player-game-log-api.ts';
import { playerQueryOptions, playersPageQueryOptions } from '../features/players/api/players-api.ts';
import {
  backtestQueryOptions,
  matchForecastsQueryOptions,
  playerRatingQueryOptions,
  playerRatingsQueryOptions,
} from '../features/ratings/api/ratings-api.ts';
import { seasonRecapQueryOptions } from '../features/recap/api/season-recap-api.ts';
import { recordsQueryOptions } from '../features/records/api/records-api.ts';
import { seasonQueryOptions, seasonsQueryOptions } from '../features/seasons/api/seasons-api.ts';
import { standingsQueryOptions } from '../features/standings/api/standings-api.ts';
import { teamsByNameQueryOptions, teamsPageQueryOptions } from '../features/teams/api/teams-api.ts';
import { publicDailyPuzzleQueryOptions } from '../features/trivia/api/daily-puzzle-query.ts';
import { votesQueryOptions } from '../features/votes/api/votes-query.ts';
import type { AnyQuery } from './page-data.ts';

const READ_QUERIES: { [K in ReadName]: (...args: ReadArgs<K>) => AnyQuery } = {
  articles: articlesQueryOptions,
  upcomingMatches: upcomingMatchesQueryOptions,
  matches: matchesQueryOptions,
  playerList: playersPageQueryOptions,
  teamList: teamsPageQueryOptions,
  gameList: gamesPageQueryOptions,
  awardList: awardsQueryOptions,
  player: playerQueryOptions,
  playerGameLog: playerGameLogQueryOptions,
  playerCompare: playerCompareQueryOptions,
  seasons: seasonsQueryOptions,
  season: seasonQueryOptions,
  seasonRecap: seasonRecapQueryOptions,
  game: gameQueryOptions,
  article: articleQueryOptions,
  award: awardQueryOptions,
  team: teamsByNameQueryOptions,
  // The page's first read; a recalculation reads again under a new counter.
  records: () => recordsQueryOptions(0),
  leaderboard: leaderboardQueryOptions,
  standings: standingsQueryOptions,
  matchForecasts: matchForecastsQueryOptions,
  backtest: backtestQueryOptions,
  playerRatings: playerRatingsQueryOptions,
  playerRating: playerRatingQueryOptions,
  pickemWeek: pickemWeekQueryOptions,
  bracketChallenge: bracketChallengeQueryOptions,
  votes: votesQueryOptions,
  dailyPuzzle: publicDailyPuzzleQueryOptions,
};

/** The query that makes a read. */
export function readQuery(read: PageRead): AnyQuery {
  const query = READ_QUERIES[read.name] as (...args: PageRead['args']) => AnyQuery;
  return query(...read.args);
}
