/**
 * The season recap (docs/product/recap.md): when a season has one, and the whole recap assembled from the
 * season's data. The statements' own rules are in season-recap-games.ts and season-recap-players.ts.
 */
import type { RecapGame, SeasonRecap } from '../schemas/season-recap.ts';
import type { StatNumbers } from './league.ts';
import {
  biggestUpsets,
  championsOf,
  closestGames,
  finalStandingsOf,
  longestStreaks,
  type RecapTeamInput,
  type Team1Chances,
} from './season-recap-games.ts';
import {
  debutantsOf,
  milestonesOf,
  type RecordInput,
  recordsOfSeason,
  type SeasonLineInput,
  type SeasonTotalsInput,
  statLeaders,
} from './season-recap-players.ts';

/**
 * A season has ended (and has a recap) once its end date is set and has passed: from the day after the end
 * date, in the league's time zone (`today`, a 'yyyy-MM-dd' key). A final played on the last day is in.
 */
export function seasonHasEnded(endDate: string | null, today: string): endDate is string {
  return endDate !== null && endDate < today;
}

/** What the API answers (409) and the page says for a season without a recap yet (docs/product/recap.md#errors). */
export function seasonNotEndedMessage(seasonNumber: number): string {
  return `Season ${seasonNumber} has not ended yet: its recap is written once its last day has passed.`;
}

/** What the recap is drawn from: the season's rows as the API reads them. */
export interface SeasonRecapInput {
  season: SeasonRecap['season'];
  /** The season's teams in final-placement order (the season page's order). */
  teams: readonly RecapTeamInput[];
  /** The season's results: recorded games and completed schedule matches without one. */
  games: readonly RecapGame[];
  /** The model's chance for team 1 before each result, by resultKey. */
  chances: Team1Chances;
  awards: SeasonRecap['awards'];
  totals: readonly SeasonTotalsInput[];
  lines: readonly SeasonLineInput[];
  /** Players with a line in an earlier season. */
  veterans: ReadonlySet<number>;
  /** Each player's career sums before the season. */
  careerBefore: ReadonlyMap<number, StatNumbers>;
  /** The all-time record lists in their order. */
  records: readonly RecordInput[];
}

/** The recap of an ended season (docs/product/recap.md#what-it-tells). */
export function buildSeasonRecap(input: SeasonRecapInput): SeasonRecap {
  const { teams, games, chances } = input;
  return {
    season: input.season,
    champions: championsOf(teams, games),
    standings: finalStandingsOf(teams, games),
    awards: input.awards,
    leaders: statLeaders(input.totals),
    records: recordsOfSeason(
      input.records,
      input.season.id,
      new Set(games.filter((g) => g.source === 'game').map((g) => g.id)),
    ),
    upsets: biggestUpsets(games, chances),
    closestGames: closestGames(games, chances),
    streaks: longestStreaks(teams, games),
    debutants: debutantsOf(input.lines, input.veterans),
    milestones: milestonesOf(input.lines, input.careerBefore),
  };
}

/** "1,000 career Total Kills": a milestone as the page and the share card word it. */
export function milestoneText(m: { threshold: number; label: string }): string {
  return `${m.threshold.toLocaleString('en-US')} career ${m.label}`;
}
