/**
 * News articles written from the generated league (the last final, the awards, a veteran's career, the
 * G.O.A.T. team, the current season's regular phase), mixed with the fixed ones of article-texts.ts, and their likes.
 */
import { EVERGREEN_ARTICLES } from './article-texts.ts';
import type { ArticleDraft } from './model.ts';
import type { Random } from './random.ts';

export interface SeriesFact {
  winner: string;
  loser: string;
  winnerSets: number;
  loserSets: number;
}

export interface LeagueFacts {
  finishedSeason: number;
  daysSinceFinal: number;
  final: SeriesFact & { reset: boolean };
  mvp: string | null;
  finalsMvp: string | null;
  awardCount: number;
  currentSeason: number;
  daysSinceStart: number;
  currentTeamCount: number;
  /** The current season's regular-phase matches played so far. */
  regularResults: (SeriesFact & { upset: boolean })[];
  strongestTeams: string[];
  veteran: { name: string; position: string; seasons: number; rings: number };
  goat: { team: string; season: number; players: string[] };
}

const paragraphs = (...parts: string[]) => parts.join('\n\n');
const image = (seed: string) => `https://picsum.photos/seed/${seed}/1200/630`;
const score = (s: SeriesFact) => `${s.winnerSets}-${s.loserSets}`;

export function writeArticles(facts: LeagueFacts): ArticleDraft[] {
  return [...writeNews(facts), ...EVERGREEN_ARTICLES].sort((a, b) => b.daysAgo - a.daysAgo);
}

function writeNews(f: LeagueFacts): ArticleDraft[] {
  const upsets = f.regularResults.filter((s) => s.upset);
  const sweeps = f.regularResults.filter((s) => s.loserSets === 0);
  const deciders = f.regularResults.filter((s) => s.loserSets > 0);
  const count = (n: number, one: string, many: string) =>
    n === 1 ? `one ${one}` : `${n === 0 ? 'no' : n} ${many}`;
  const roundLine = (s: SeriesFact | undefined) =>
    s ? `${s.winner} beat ${s.loser} ${score(s)}` : 'the favourites won';
  return [
    {
      title: `${f.final.winner} Win the Season ${f.finishedSeason} Grand Finals`,
      summary: `${f.final.winner} beat ${f.final.loser} ${score(f.final)} in the Grand Finals to close out Season ${f.finishedSeason} as champions.`,
      content: paragraphs(
        `Season ${f.finishedSeason} is over, and ${f.final.winner} are the champions. They beat ${f.final.loser} ${score(f.final)} in the Grand Finals${f.final.reset ? ', but only after a bracket reset: the first Grand Finals went the other way and forced a deciding series' : ', a result that capped a run through the bracket without a single series loss'}.`,
        `${f.finalsMvp ? `${f.finalsMvp} was named Finals MVP after leading the winners in points in the deciding game.` : 'The deciding game was a team effort from first serve to last.'} ${f.final.loserSets > 0 ? 'The sets were tight, with long rallies and both benches on their feet, and the chat stayed full until the very last point.' : 'It was a clinical performance: the champions never trailed for long, and the chat was celebrating well before the last point.'}`,
        `${f.final.loser} can still be proud of their season. They reached the last series of the year and pushed the champions harder than anyone else in the playoffs. Full stats for every game of the bracket are on the games page.`,
      ),
      imageUrl: image(`volley-final-${f.finishedSeason}`),
      author: 'demo_superadmin',
      approved: true,
      daysAgo: f.daysSinceFinal - 1,
    },
    {
      title: `Season ${f.finishedSeason} Awards: ${f.mvp ?? 'The Winners'} Named MVP`,
      summary: `${f.awardCount} awards were handed out for Season ${f.finishedSeason}, from the MVP to the community's own LuvLate Award.`,
      content: paragraphs(
        `The Season ${f.finishedSeason} awards are in. ${f.mvp ? `${f.mvp} takes home the MVP award after a season that combined kills, assists and defence like no one else in the league.` : 'The MVP race was the closest in years.'}`,
        `In total ${f.awardCount} awards were given this season. Each one is decided from the tracked numbers of the season, with the staff reviewing the close calls, and the full list with every winner and their team is on the awards page.`,
        'Congratulations to every winner, and thank you to the stat trackers who watched every game of the season twice so that these awards could be decided on numbers rather than opinions.',
      ),
      imageUrl: image(`volley-awards-${f.finishedSeason}`),
      author: 'demo_admin',
      approved: true,
      daysAgo: f.daysSinceFinal - 7,
    },
    {
      title: `Welcome to Season ${f.currentSeason}`,
      summary: `Season ${f.currentSeason} starts with ${f.currentTeamCount} teams, new rosters and the same double-elimination playoffs at the end.`,
      content: paragraphs(
        `Season ${f.currentSeason} is here. ${f.currentTeamCount} teams signed up, and the rosters are a mix of returning franchises and brand-new teams that formed during the break.`,
        'The format stays the same: regular-season rounds every week, then a double-elimination bracket in which every team gets a second chance in the losers bracket. The schedule page shows every match in your local time if you turn the toggle on.',
        'Team captains, please check your rosters on the teams page and tell staff about any missing player before the first match. Good luck to everyone.',
      ),
      imageUrl: image(`volley-season-${f.currentSeason}-start`),
      author: 'demo_superadmin',
      approved: true,
      daysAgo: f.daysSinceStart,
    },
    {
      title: `Season ${f.currentSeason}: The Regular Season So Far`,
      summary: `${f.regularResults.length} matches into the regular season: ${count(upsets.length, 'upset', 'upsets')}, ${count(sweeps.length, 'sweep', 'sweeps')} and ${count(deciders.length, 'match', 'matches')} that went to a third set.`,
      content: paragraphs(
        `Both divisions of Season ${f.currentSeason} are deep into their round robin. ${upsets.length > 0 ? `The results nobody predicted: ${upsets.slice(0, 3).map(roundLine).join(', ')}.` : 'So far every favourite has won, but not all of them comfortably.'}`,
        deciders.length > 0
          ? `${sweeps.length > 0 ? `The most dominant night came when ${roundLine(sweeps[0])}, while the` : 'The'} closest match so far saw ${roundLine(deciders[0])} after a long third set.`
          : `Every match so far has ended in a sweep, the most convincing when ${roundLine(sweeps[0])}.`,
        'The top four of each division reach the playoffs. The standings page says who is already through, who is out, and what everyone else needs from the last rounds.',
      ),
      imageUrl: image(`volley-playoffs-${f.currentSeason}`),
      author: 'demo_admin',
      approved: true,
      daysAgo: 0,
    },
    {
      title: `Veteran Spotlight: ${f.veteran.name}`,
      summary: `${f.veteran.seasons} seasons, ${f.veteran.rings === 1 ? 'one championship ring' : `${f.veteran.rings} championship rings`} and still going: a look at one of the league's longest careers.`,
      content: paragraphs(
        `Few players have seen as much of this league as ${f.veteran.name}. ${f.veteran.seasons} seasons in, the ${f.veteran.position === 'N/A' ? 'player' : f.veteran.position.toLowerCase()} has played through format changes, new franchises and more playoff runs than most players have played games.`,
        `${f.veteran.rings > 0 ? `Along the way came ${f.veteran.rings === 1 ? 'a championship' : `${f.veteran.rings} championships`}, but teammates talk more about the habits than the hardware: first in the lobby, last to leave, always the one explaining rotations to the new player.` : 'The championship ring has not come yet, but teammates talk more about the habits than the results: first in the lobby, last to leave, always the one explaining rotations to the new player.'}`,
        'Their player page has the whole story in numbers, season by season. It is well worth a look, especially the radar chart comparing the early seasons with the latest ones.',
      ),
      imageUrl: image('volley-veteran-spotlight'),
      author: 'demo_user',
      approved: true,
      daysAgo: 30,
    },
    {
      title: `Remembering the G.O.A.T.: ${f.goat.team} of Season ${f.goat.season}`,
      summary: `Only one team in league history carries the G.O.A.T. placement. Here is why ${f.goat.team} of Season ${f.goat.season} earned it.`,
      content: paragraphs(
        `When staff decided to mark one team as the greatest of all time, the discussion was short. ${f.goat.team} of Season ${f.goat.season} won the title with a roster that had no weak spot.`,
        `The core of that team, ${f.goat.players.slice(0, 4).join(', ')}, is still talked about in the chat whenever someone claims their current team is the best ever. Every player of that roster is a Hall of Fame member for life.`,
        'Will another team ever join them? The bar is high, but every season somebody tries. Maybe this is the year.',
      ),
      imageUrl: image('volley-goat-team'),
      author: 'netwatcher',
      approved: true,
      daysAgo: 70,
    },
    {
      title: `Power Rankings Before the Last Rounds of Season ${f.currentSeason}`,
      summary: `Our power rankings with the playoffs in sight, from the clear favourites to the teams that surprised everyone.`,
      content: paragraphs(
        `With most of the regular season played, here is how the league looks from the outside. At the top: ${f.strongestTeams.slice(0, 3).join(', ')}. All three have won more often than anyone and have the deepest rosters in the league.`,
        `Just behind them are ${f.strongestTeams.slice(3, 5).join(' and ')}, who both have the attack to beat anyone but lost focus for whole sets along the way.`,
        'Everyone else is playing for a playoff spot. The brackets are double elimination, so one bad night in the playoffs is not the end, but a bad night this week could still cost a place in them.',
      ),
      imageUrl: image(`volley-power-rankings-${f.currentSeason}`),
      author: 'demo_user',
      approved: null,
      daysAgo: 0,
    },
  ];
}

/** Who liked which article: a random share of the accounts for approved articles, nobody for the rest. */
export function likeArticles(random: Random, approved: (boolean | null)[], accounts: number[]): number[][] {
  return approved.map((state) => {
    if (state !== true) return [];
    const count = random.int(0, accounts.length);
    return random
      .shuffle(accounts)
      .slice(0, count)
      .sort((a, b) => a - b);
  });
}
