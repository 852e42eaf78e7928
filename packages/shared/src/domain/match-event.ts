/**
 * A match as schema.org structured data (docs/product/schedule-and-matches.md#structured-data): every match
 * card carries one `SportsEvent` in JSON-LD, so search engines can list the league's fixtures and results.
 * The game is played online, so the event's location is the game's page (a `VirtualLocation`).
 */

/** What a match card knows of its match: the schedule's match read has all of it. */
export interface MatchEventFacts {
  id: number;
  matchNumber: string;
  round: string;
  date: string;
  status: string;
  team1Name: string;
  team2Name: string;
  team1Score: number | null;
  team2Score: number | null;
  season: { seasonNumber: number };
}

export interface MatchEventSettings {
  siteName: string;
  publicUrl: string;
  /** The game's page, where the match is played. */
  gameUrl: string;
  /** The team page of a team name in a season (the catalogue's team link). */
  teamPath: (name: string, seasonNumber: number) => string;
  /** The page the event links to (the schedule). */
  eventPath: string;
}

const team = (name: string, seasonNumber: number, settings: MatchEventSettings) => ({
  '@type': 'SportsTeam',
  name,
  sport: 'Volleyball',
  url: settings.publicUrl + settings.teamPath(name, seasonNumber),
});

/**
 * The `SportsEvent` of a match: both teams (as `homeTeam`/`awayTeam`, team 1 first, and as `competitor`),
 * its start time, the game as its location, the league as organiser, and for a completed match with a
 * score the result in its description (schema.org has no score property for an event).
 */
export function matchSportsEvent(
  match: MatchEventFacts,
  settings: MatchEventSettings,
): Record<string, unknown> {
  const season = match.season.seasonNumber;
  const home = team(match.team1Name, season, settings);
  const away = team(match.team2Name, season, settings);
  const played = match.status === 'completed' && match.team1Score !== null && match.team2Score !== null;
  const round = [match.round, match.matchNumber].filter(Boolean).join(' · ');
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    '@id': `${settings.publicUrl}${settings.eventPath}#match-${match.id}`,
    name: `${match.team1Name} vs ${match.team2Name}`,
    description: played
      ? `${round}, Season ${season}: ${match.team1Name} ${match.team1Score}–${match.team2Score} ${match.team2Name}`
      : `${round}, Season ${season}`,
    sport: 'Volleyball',
    startDate: new Date(match.date).toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', name: `${settings.siteName} on Roblox`, url: settings.gameUrl },
    homeTeam: home,
    awayTeam: away,
    competitor: [home, away],
    organizer: { '@type': 'SportsOrganization', name: settings.siteName, url: settings.publicUrl },
    url: settings.publicUrl + settings.eventPath,
  };
}
