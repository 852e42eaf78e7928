/**
 * Builds the whole demo league in memory, season by season, as plain objects with their final ids.
 * Pure apart from `now`: the same scale gives the same league, with dates placed relative to the current
 * week (see calendar.ts). Writing it to the database is insert-league.ts's job.
 */
import { type Account, listAccounts } from './accounts.ts';
import { likeArticles, writeArticles } from './articles.ts';
import { type Award, type AwardSeason, giveAwards } from './awards.ts';
import { startOfWeek } from './calendar.ts';
import { collectFacts } from './league-facts.ts';
import { type MatchNight, playMatchNight } from './match-night.ts';
import type { ArticleDraft, Game, Player, Season, StatLine, Team } from './model.ts';
import { createPlayerNamer, createTeamNamer } from './names.ts';
import { pastPlayoffMatches } from './past-playoffs.ts';
import { type IdCounters, type PlayerTally, playSeason, type SeasonResult } from './play-season.ts';
import { createRandom } from './random.ts';
import { playRegularSeason } from './regular-season.ts';
import { fillSeasonRosters, type RosterBook } from './rosters.ts';
import { type Match, planSchedule } from './schedule.ts';
import { GOAT_SEASON, planSeasons, SEASON_COUNT } from './seasons.ts';
import { type DemoLinkedAccount, type DemoPlayerClaim, linkDemoSignIns } from './sign-ins.ts';
import { type DemoStandingsSettings, standingsSettingsOf } from './standings-settings.ts';
import { assignPools, createSeasonTeams, createTeamBook } from './teams.ts';

/** The league's fixed seed: changing it gives a different (but equally deterministic) league. */
export const DEMO_SEED = 0x5eed_0014;

export interface DemoArticle extends ArticleDraft {
  id: number;
  userId: number;
  likedBy: number[];
}

export interface DemoLeague {
  anchor: Date;
  seasons: Season[];
  teams: Team[];
  players: Player[];
  games: Game[];
  stats: StatLine[];
  awards: Award[];
  matches: Match[];
  standingsSettings: DemoStandingsSettings[];
  accounts: Account[];
  articles: DemoArticle[];
  /** Tonight: a live match, a result waiting for approval, a correction, the key that sent them. */
  night: MatchNight;
  linkedAccounts: DemoLinkedAccount[];
  playerClaims: DemoPlayerClaim[];
}

export interface BuildOptions {
  /** Multiplies teams per season (as independent conferences), players, games and stat lines. */
  scale: number;
  now?: Date;
}

export function buildDemoLeague({ scale, now = new Date() }: BuildOptions): DemoLeague {
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`Scale must be a whole number of at least 1, not ${scale}`);
  const random = createRandom(DEMO_SEED);
  const anchor = startOfWeek(now);
  const seasons = planSeasons(random.fork('seasons'), anchor, scale);
  const teamBook = createTeamBook(
    random.fork('franchises'),
    createTeamNamer(random.fork('team-names')),
    scale,
    SEASON_COUNT,
  );
  const rosterBook: RosterBook = { players: [], namer: createPlayerNamer(random.fork('player-names')) };
  const ids: IdCounters = { game: 1, stat: 1 };

  const teams: Team[] = [];
  const results = new Map<Season, SeasonResult>();
  const awardSeasons: AwardSeason[] = [];
  let previous = new Map<number, PlayerTally>();
  for (const season of seasons) {
    const seasonTeams = createSeasonTeams(random.fork(`teams-${season.number}`), teamBook, season);
    fillSeasonRosters(random.fork(`rosters-${season.number}`), rosterBook, season, seasonTeams);
    const pools = assignPools(random.fork(`pools-${season.number}`), season, seasonTeams);
    const result = playSeason(random.fork(`games-${season.number}`), season, pools, ids);
    teams.push(...seasonTeams);
    results.set(season, result);
    if (!season.current) awardSeasons.push(...toAwardSeasons(season, result, previous));
    previous = result.tallies;
  }
  crownGoat(seasons, results);

  const current = seasons.find((s) => s.current) as Season;
  const currentResult = results.get(current) as SeasonResult;
  const awards = giveAwards(random.fork('awards'), awardSeasons);
  const regular = playRegularSeason(random.fork('schedule'), current, currentResult.pools, ids, anchor, now);
  const schedule = planSchedule(current, currentResult.pools, regular.matches, anchor, now);
  // The last finished season's playoffs as a schedule too: the bracket challenge's scored season.
  const last = seasons.filter((s) => !s.current).sort((a, b) => b.number - a.number)[0];
  const matches = [
    ...schedule,
    ...(last ? pastPlayoffMatches(last, results.get(last) as SeasonResult, schedule.length + 1) : []),
  ];
  const games = [...[...results.values()].flatMap((r) => r.games), ...regular.games];
  const stats = [...[...results.values()].flatMap((r) => r.stats), ...regular.stats];
  const night = playMatchNight(
    random.fork('match-night'),
    now,
    schedule,
    teams.filter((t) => t.season.current),
    games,
    stats,
  );
  const accounts = listAccounts();
  const facts = collectFacts({ seasons, results, teams, awards, anchor, regular: regular.matches });
  const drafts = writeArticles(facts);
  const likes = likeArticles(
    random.fork('likes'),
    drafts.map((d) => d.approved),
    accounts.map((a) => a.id),
  );
  const userIds = new Map(accounts.map((a) => [a.username, a.id]));
  const articles = drafts.map(
    (draft, index): DemoArticle => ({
      ...draft,
      id: index + 1,
      userId: userIds.get(draft.author) ?? 1,
      likedBy: likes[index] ?? [],
    }),
  );

  return {
    anchor,
    seasons,
    teams,
    players: rosterBook.players,
    games,
    stats,
    awards,
    matches,
    standingsSettings: standingsSettingsOf(current, currentResult.pools),
    accounts,
    articles,
    night,
    ...linkDemoSignIns(
      accounts,
      teams.filter((t) => t.season === current),
    ),
  };
}

function toAwardSeasons(
  season: Season,
  result: SeasonResult,
  previous: Map<number, PlayerTally>,
): AwardSeason[] {
  const conferences = [...new Set(season.pools.map((p) => p.conference))];
  return conferences.map((conference) => ({
    season,
    conference,
    tallies: [...result.tallies.values()].filter((t) => t.team.pool?.conference === conference),
    previous,
    // Each conference's top pool plays the final that names the Finals MVP.
    finals: result.pools.find((p) => p.pool.conference === conference)?.finalLines ?? [],
  }));
}

/** The champion of the G.O.A.T. season's first pool becomes the league's one G.O.A.T. team. */
function crownGoat(seasons: Season[], results: Map<Season, SeasonResult>): void {
  const season = seasons.find((s) => s.number === GOAT_SEASON);
  const pool = season && results.get(season)?.pools[0];
  const champion = pool?.teams.find((t) => t.placement.startsWith('1st Place'));
  if (champion) champion.placement = 'G.O.A.T.';
}
