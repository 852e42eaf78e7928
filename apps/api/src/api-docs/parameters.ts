/**
 * What each query and path parameter of the API means and which format it takes. Parameters with the same
 * name mean the same thing everywhere (one name per concept), so they are described once by name; the
 * few that differ by route are described by the route itself (`config.parameters`). The document test fails
 * on a parameter with no description, so a new parameter is described when it is added.
 */
import type { RouteOptions } from 'fastify';

/** `/api/players/:id` → "player"; the noun an `id` path parameter names. */
function resourceOf(url: string): string {
  const segment = url.split('/')[2] ?? 'item';
  const nouns: Record<string, string> = {
    articles: 'article',
    awards: 'award',
    games: 'game',
    matches: 'schedule match',
    players: 'player',
    seasons: 'season',
    stats: 'stat line',
    teams: 'team',
    users: 'user',
    admin: 'user',
  };
  return nouns[segment] ?? segment;
}

const PAGING = {
  limit: 'Page size for list paging: at most this many items (1–1000). Without it, the whole list.',
  offset: 'Items to skip before the page starts (0 or more). The total is in the X-Total-Count header.',
};

const BY_NAME: Record<string, string | ((url: string) => string)> = {
  ...PAGING,
  id: (url) => `The ${resourceOf(url)}'s id: a positive whole number (1, 2, …) up to 2147483647.`,
  q: 'Search text: keeps items whose name contains it, ignoring case; at most 200 characters. Blank means no filter.',
  seasonNumber:
    'A season number as the league counts them (1, 2, …; not a season id): keeps what belongs to that season.',
  seasonId: "A season's id (not its number), a positive whole number.",
  position: 'Player position, exactly as stored, e.g. `Setter`, `Spiker`, `Libero`, `Defensive Specialist`.',
  placement: 'Team placement text, e.g. `1st Place`, `Top 8 (D3)`, `Didnt make playoffs`.',
  stage: 'Game stage text as stored, e.g. `Winners Bracket; Round of 16` (substring match, ignoring case).',
  role: 'Only users with this role: `user`, `admin` or `superadmin`.',
  status: 'Only items in this state.',
  round: 'Schedule round label, e.g. `Round 2` (substring match, ignoring case).',
  phase: 'Match phase: `qualifiers` (the regular phase) or `playoffs`, ignoring case.',
  region: 'Match region: `na`, `eu`, `as` or `sa`, ignoring case.',
  division: 'Division of the regular phase, e.g. `D1`, ignoring case.',
  from: 'First day to include, `YYYY-MM-DD` (UTC).',
  to: 'Last day to include, `YYYY-MM-DD` (UTC).',
  gameId: "A game's id: only stat lines of that game.",
  playerId: "A player's id: only stat lines of that player.",
  name: "A team's name or its URL slug (e.g. `sand-sharks`), ignoring case; a name recurs across seasons.",
  username: 'A Roblox username (letters, digits and underscores).',
  type: 'Award type, e.g. `MVP`, `Best Setter` (as listed by GET /api/awards).',
  format:
    '`csv` or `json`: answer every row of the view (paging ignored) as a file to download, with the columns and labels of the table the site shows. Without it, the usual JSON answer.',
  difficulty: 'Trivia difficulty: `easy`, `medium`, `hard` or `impossible`.',
};

/** What `name` means on the route at `url`: what the route says, else what the name means everywhere. */
export function describeParameter(route: RouteOptions, name: string): string | undefined {
  const special = route.config?.parameters?.[name];
  if (special) return special;
  const general = BY_NAME[name];
  return typeof general === 'function' ? general(route.url) : general;
}
