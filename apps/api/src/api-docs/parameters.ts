/**
 * What each query and path parameter of the API means and which format it takes. Parameters with the same
 * name mean the same thing everywhere (one name per concept), so they are described once by name; the
 * few that differ by route are listed under the route. The document test fails on a parameter with no
 * description here, so a new parameter is described when it is added.
 */

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

/** Parameters whose meaning depends on the route. Keys are `METHOD /url` as Fastify declares them. */
const BY_ROUTE: Record<string, Record<string, string>> = {
  'GET /api/articles': {
    status:
      '`approved` (default), or for staff `pending`, `rejected` or `all`; a member may ask for their own pending articles.',
  },
  'GET /api/matches': { status: 'Only matches in this state: `scheduled` or `completed`.' },
  'GET /api/awards/player/:id': { id: "The player's id: a positive whole number." },
  'GET /api/trivia/:type': { type: 'What to guess: `player`, `team` or `season`.' },
  'GET /api/trivia/daily/board': { date: 'A day, `YYYY-MM-DD` (default: today in the league time zone).' },
  'GET /api/admin/activity': {
    actorId: "A staff member's user id: only what they did (GET /api/admin/activity/actors lists them).",
    kind: 'Only writes of this kind: `create`, `edit`, `delete`, `role-change`, `approval`, `upload`, `import` or `recalculation`.',
    entityType:
      'Only writes to this kind of entity: `season`, `team`, `player`, `award`, `game`, `stat-line`, `match`, `article`, `user` or `records`.',
    entityId: "The entity's id: only writes to that one row (use with entityType).",
    limit: 'Page size: at most this many entries (1–1000, default 50).',
  },
  'GET /api/leaderboard': {
    view: 'Rows are `players` (default) or `teams`.',
    season: 'A season number (1, 2, …), or blank / `all` for every season (the default).',
    stage: 'Stage group: `all` (default) or one of `R1`–`R6` (ignoring case).',
    mode: 'How values are counted: `total` (default), `perGame` or `perSet`.',
    q: 'Name search: keeps rows whose name contains it, ignoring case; at most 200 characters.',
    sort: 'The column to sort by: a stat key such as `totalKills`, or `name`. Default: total kills.',
    dir: 'Sort direction: `desc` (default) or `asc`.',
    f: 'Advanced filter, repeatable: `stat.operator.value`, e.g. `totalKills.gte.10`; percentages as 0–100.',
    page: 'Page number, from 1 (default 1); past the last page answers the last page.',
    pageSize: 'Rows per page, 1–100 (default 25).',
    team: "A team's id: with a season, only that team's players.",
    qualify:
      '`auto` (default): Per Game, Per Set and percentage views rank only rows with enough sets (and attempts); `off`: every row.',
    cols: 'With `format`: the stat columns of the file, comma-separated keys in any order (written in the registry order), or `none`; default: the eight default columns.',
  },
  'GET /api/records': {
    type: 'With `format`: which lists go in the file, `game` (default) or `season` records.',
  },
  'GET /api/players/:id/games': {
    stage: 'Stage group: `all` (default) or one of `R1`–`R6` (ignoring case).',
    sort: 'The column to sort by: `date` (default) or a stat key such as `totalKills`; ties newest first.',
    dir: 'Sort direction: `desc` (default) or `asc`.',
    cols: 'With `format`: the stat columns of the file, comma-separated keys in any order (written in the registry order), or `none`; default: the eight default columns.',
  },
  'GET /api/teams/head-to-head': {
    a: "One side: a team's name or URL slug, ignoring case (every season's team of that name). Scores read from this side.",
    b: "The other side: a team's name or URL slug, ignoring case; not the same name as `a`.",
  },
  'GET /api/players/compare': {
    players: 'One to four distinct player ids, comma-separated, e.g. `12,40,7`; answered in this order.',
    seasonNumber: 'A season number (1, 2, …): sums over that season only. Without it, the career.',
  },
};

export function describeParameter(method: string, url: string, name: string): string | undefined {
  const special = BY_ROUTE[`${method} ${url}`]?.[name];
  if (special) return special;
  const general = BY_NAME[name];
  return typeof general === 'function' ? general(url) : general;
}
