/**
 * The few facts of the generated league that the news articles talk about: the last final, its awards,
 * the current season's regular phase so far, the longest career and the G.O.A.T. team.
 */
import type { LeagueFacts, SeriesFact } from './articles.ts';
import type { Award } from './awards.ts';
import type { BracketSeries } from './bracket.ts';
import type { Season, Team } from './model.ts';
import type { SeasonResult } from './play-season.ts';
import type { RegularMatch } from './regular-season.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FactSources {
  seasons: Season[];
  results: Map<Season, SeasonResult>;
  teams: Team[];
  awards: Award[];
  anchor: Date;
  /** The current season's regular phase; the played matches have a game. */
  regular: RegularMatch[];
}

export function collectFacts({ seasons, results, teams, awards, anchor, regular }: FactSources): LeagueFacts {
  const current = seasons.find((s) => s.current) as Season;
  const finished = seasons.filter((s) => !s.current).at(-1) as Season;
  const finishedPool = results.get(finished)?.pools[0];
  const finalSeries = finishedPool?.series.at(-1) as BracketSeries<Team>;
  const finalGame = results.get(finished)?.playedGames.get(finalSeries);
  const played = regular.filter((m) => m.game !== null);
  const wins = new Map<Team, number>();
  for (const m of played) {
    const winner = m.team1Sets > m.team2Sets ? m.team1 : m.team2;
    wins.set(winner, (wins.get(winner) ?? 0) + 1);
  }
  const winnerOf = (type: string) =>
    awards
      .find((a) => a.season === finished && a.type === type)
      ?.players.map((p) => p.name)
      .join(' and ') ?? null;

  return {
    finishedSeason: finished.number,
    daysSinceFinal: Math.floor((anchor.getTime() - (finalGame?.date ?? anchor).getTime()) / DAY_MS),
    final: { ...toFact(finalSeries), reset: finalSeries.stage === 'Grand Finals; Bracket Reset' },
    mvp: winnerOf('MVP'),
    finalsMvp: winnerOf('FMVP'),
    awardCount: awards.filter((a) => a.season === finished).length,
    currentSeason: current.number,
    daysSinceStart: Math.round((anchor.getTime() - Date.parse(current.startDate)) / DAY_MS),
    currentTeamCount: teams.filter((t) => t.season === current).length,
    regularResults: played.map((m) => {
      const team1Won = m.team1Sets > m.team2Sets;
      const [winner, loser] = team1Won ? [m.team1, m.team2] : [m.team2, m.team1];
      return {
        winner: winner.name,
        loser: loser.name,
        winnerSets: Math.max(m.team1Sets, m.team2Sets),
        loserSets: Math.min(m.team1Sets, m.team2Sets),
        upset: winner.strength < loser.strength,
      };
    }),
    strongestTeams: [...wins.keys()]
      .sort((a, b) => (wins.get(b) ?? 0) - (wins.get(a) ?? 0) || b.strength - a.strength)
      .map((t) => t.name),
    veteran: findVeteran(teams),
    goat: findGoat(teams),
  };
}

function toFact(series: BracketSeries<Team>): SeriesFact {
  const team1Won = series.winner === series.team1;
  return {
    winner: series.winner.name,
    loser: series.loser.name,
    winnerSets: team1Won ? series.team1Sets : series.team2Sets,
    loserSets: team1Won ? series.team2Sets : series.team1Sets,
  };
}

/** The player with the most seasons played (lowest id on a tie), with their championship count. */
function findVeteran(teams: Team[]): LeagueFacts['veteran'] {
  const careers = new Map<number, Team[]>();
  for (const team of teams)
    for (const player of team.roster) careers.set(player.id, [...(careers.get(player.id) ?? []), team]);
  let best: [number, Team[]] | undefined;
  for (const entry of careers) if (!best || entry[1].length > best[1].length) best = entry;
  const [playerId, career] = best ?? [0, []];
  const player = career[0]?.roster.find((p) => p.id === playerId);
  return {
    name: player?.name ?? 'unknown',
    position: player?.position ?? 'N/A',
    seasons: career.length,
    rings: career.filter((t) => t.placement.startsWith('1st Place') || t.placement === 'G.O.A.T.').length,
  };
}

function findGoat(teams: Team[]): LeagueFacts['goat'] {
  const goat = teams.find((t) => t.placement === 'G.O.A.T.');
  return {
    team: goat?.name ?? 'the champions',
    season: goat?.season.number ?? 0,
    players: goat?.roster.map((p) => p.name) ?? [],
  };
}
