#!/usr/bin/env node
/**
 * Rewrites the retired citations ("public <sign>5", "portal <sign>9", "decisions <sign>1", and a design
 * note named in parentheses such as ui.md) into citations of the project's own docs:
 * `docs/product/<file>.md#<heading-slug>`.
 *
 * The old documents were organised by kind of fact (screens, states, validation, constants ...) while
 * docs/product is organised by feature, so one old section maps to many headings. Each citation is
 * resolved, in this order, by:
 *   1. a label written right after it that names a subsection ('public <sign>2 Stats leaderboard'),
 *   2. the keyword rules of its section, matched against the comment around it,
 *   3. the section's kind (pages, data, rules, permissions, API, errors) in the feature of the file.
 * Every target is checked against the headings that exist before anything is written.
 *
 * Usage: node scripts/rewrite-citations.mjs [--dry] [--explain]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DESIGN_NOTE_CITATION,
  isOutsideStandard,
  PRODUCT_DOCS_DIR,
  productDocs,
  sourceFiles,
} from './product-docs.mjs';

const ROOT = join(import.meta.dirname, '..');
const dry = process.argv.includes('--dry');
const explain = process.argv.includes('--explain');

// ---------------------------------------------------------------------------------------------------
// Features: which docs/product file a source file belongs to, and its heading for each kind of fact.

const A = (file, slug) => `${file}.md#${slug}`;

/** Per feature: the heading of each kind of fact. Kinds: pages, portal, data, states, rules, permissions, api, errors. */
const FEATURES = {
  site: {
    pages: A('site', 'pages'),
    data: A('site', 'list-pages'),
    states: A('site', 'list-pages'),
    rules: A('site', 'list-pages'),
    errors: A('site', 'errors'),
  },
  accounts: {
    pages: A('accounts', 'pages'),
    portal: A('accounts', 'users-in-the-portal'),
    data: A('accounts', 'data'),
    states: A('accounts', 'session'),
    rules: A('accounts', 'rules-and-constants'),
    permissions: A('accounts', 'permissions'),
    api: A('accounts', 'api'),
    errors: A('accounts', 'errors'),
  },
  home: { pages: A('home', 'pages'), rules: A('home', 'rules-and-constants') },
  info: { pages: A('info-pages', 'pages'), data: A('info-pages', 'data') },
  articles: {
    pages: A('articles', 'pages'),
    portal: A('articles', 'articles-in-the-portal'),
    data: A('articles', 'data'),
    states: A('articles', 'rules-and-constants'),
    rules: A('articles', 'writing-an-article'),
    permissions: A('articles', 'permissions'),
    api: A('articles', 'api'),
    errors: A('articles', 'errors'),
  },
  players: {
    pages: A('players', 'player-page'),
    portal: A('players', 'players-in-the-portal'),
    data: A('players', 'data'),
    states: A('players', 'rules-and-constants'),
    rules: A('players', 'rules-and-constants'),
    permissions: A('players', 'permissions'),
    api: A('players', 'api'),
    errors: A('players', 'errors'),
  },
  hallOfFame: {
    pages: A('hall-of-fame', 'pages'),
    states: A('hall-of-fame', 'pages'),
    rules: A('hall-of-fame', 'scoring'),
  },
  teams: {
    pages: A('teams', 'team-page'),
    portal: A('teams', 'teams-in-the-portal'),
    data: A('teams', 'data'),
    states: A('teams', 'team-page'),
    rules: A('teams', 'rules-and-constants'),
    permissions: A('teams', 'permissions'),
    api: A('teams', 'api'),
    errors: A('teams', 'errors'),
  },
  games: {
    pages: A('games', 'game-page'),
    portal: A('games', 'games-in-the-portal'),
    data: A('games', 'data'),
    states: A('games', 'rules-and-constants'),
    rules: A('games', 'rules-and-constants'),
    permissions: A('games', 'permissions'),
    api: A('games', 'api'),
    errors: A('games', 'errors'),
  },
  seasons: {
    pages: A('seasons', 'season-page'),
    portal: A('seasons', 'seasons-in-the-portal'),
    data: A('seasons', 'data'),
    states: A('seasons', 'rules-and-constants'),
    rules: A('seasons', 'rules-and-constants'),
    permissions: A('seasons', 'permissions'),
    api: A('seasons', 'api'),
    errors: A('seasons', 'errors'),
  },
  awards: {
    pages: A('awards', 'award-page'),
    portal: A('awards', 'awards-in-the-portal'),
    data: A('awards', 'data'),
    states: A('awards', 'rules-and-constants'),
    rules: A('awards', 'rules-and-constants'),
    permissions: A('awards', 'permissions'),
    api: A('awards', 'api'),
    errors: A('awards', 'errors'),
  },
  stats: {
    pages: A('stats', 'stat-modes'),
    data: A('stats', 'stat-columns'),
    states: A('leaderboard', 'leaderboard-state'),
    rules: A('stats', 'stat-modes'),
  },
  leaderboard: {
    pages: A('leaderboard', 'pages'),
    data: A('leaderboard', 'data'),
    states: A('leaderboard', 'leaderboard-state'),
    rules: A('leaderboard', 'rules-and-constants'),
    api: A('leaderboard', 'api'),
    errors: A('leaderboard', 'errors'),
  },
  records: {
    pages: A('records', 'pages'),
    data: A('records', 'data'),
    rules: A('records', 'rules-and-constants'),
    permissions: A('records', 'permissions'),
    api: A('records', 'api'),
    errors: A('records', 'errors'),
  },
  trivia: {
    pages: A('trivia', 'pages'),
    data: A('trivia', 'data'),
    states: A('trivia', 'game-flow'),
    rules: A('trivia', 'rules-and-constants'),
    api: A('trivia', 'api'),
    errors: A('trivia', 'errors'),
  },
  matches: {
    pages: A('schedule-and-matches', 'schedules'),
    portal: A('schedule-and-matches', 'matches-in-the-portal'),
    data: A('schedule-and-matches', 'data'),
    states: A('schedule-and-matches', 'rules-and-constants'),
    rules: A('schedule-and-matches', 'rules-and-constants'),
    permissions: A('schedule-and-matches', 'permissions'),
    api: A('schedule-and-matches', 'api'),
    errors: A('schedule-and-matches', 'errors'),
  },
  statUploads: {
    portal: A('stat-uploads', 'stats-in-the-portal'),
    data: A('stats', 'data'),
    states: A('stat-uploads', 'upload-csv'),
    rules: A('stat-uploads', 'rules-and-constants'),
    permissions: A('stat-uploads', 'permissions'),
    api: A('stat-uploads', 'api'),
    errors: A('stat-uploads', 'errors'),
  },
  portal: {
    pages: A('portal', 'pages'),
    portal: A('portal', 'pages'),
    data: A('portal', 'tables'),
    states: A('portal', 'inline-editing'),
    rules: A('portal', 'rules-and-constants'),
    permissions: A('portal', 'permissions'),
    api: A('portal', 'api'),
    errors: A('portal', 'errors'),
  },
  apiContract: { api: A('api-contract', 'calls'), errors: A('api-contract', 'errors') },
  settings: { rules: A('settings', 'league-settings') },
};

/** Kind of fact of each old section. */
const KINDS = {
  public: {
    1: 'audience',
    2: 'pages',
    3: 'data',
    4: 'states',
    5: 'rules',
    6: 'permissions',
    7: 'api',
    8: 'errors',
    9: 'rules',
  },
  portal: {
    1: 'audience',
    2: 'portal',
    3: 'data',
    4: 'states',
    5: 'rules',
    6: 'permissions',
    7: 'api',
    8: 'errors',
    9: 'rules',
  },
};

/** Fallbacks of a kind when the feature has no heading of its own for it. */
const KIND_FALLBACK = {
  audience: A('site', 'audience'),
  pages: A('site', 'pages'),
  portal: A('portal', 'pages'),
  data: A('site', 'list-pages'),
  states: A('site', 'list-pages'),
  rules: A('site', 'list-pages'),
  permissions: A('accounts', 'permissions'),
  api: A('api-contract', 'calls'),
  errors: A('site', 'errors'),
};

/** The feature of a source file, from its folder or its name. First match wins. */
const FEATURE_OF_PATH = [
  [/^docs\/decisions\//, 'apiContract'],
  [
    /features\/stats\/portal\/|api\/src\/features\/stats\/|stat-uploads|stats-csv|stats-writes/,
    'statUploads',
  ],
  [/features\/portal\/|features\/counts\/|write-fields|e2e\/specs\/portal|app\/router/, 'portal'],
  [/hall-of-fame/, 'hallOfFame'],
  [
    /features\/(users|auth)\/|schemas\/users|permissions|lib\/(session|roles)|cli\/|test\/(auth|users|permission-matrix)/,
    'accounts',
  ],
  [/features\/avatars\//, 'players'],
  [/features\/home\//, 'home'],
  [/features\/info\//, 'info'],
  [/features\/trivia\/|trivia/, 'trivia'],
  [/features\/records\/|domain\/records|db\/schema/, 'records'],
  [/features\/matches\/|matches-writes|match-imports|bracket-import/, 'matches'],
  [/features\/(stats|leaderboard)\/|leaderboard|domain\/filters|domain\/stages|seed\/bracket/, 'leaderboard'],
  [/derived-stats|stat-columns|radar/, 'stats'],
  [/features\/articles\/|articles/, 'articles'],
  [/features\/players\/|players/, 'players'],
  [/features\/teams\/|teams|placements|slug/, 'teams'],
  [/features\/seasons\/|seasons|schemas\/common/, 'seasons'],
  [/features\/games\/|games|domain\/league/, 'games'],
  [/features\/awards\/|awards/, 'awards'],
  [/settings|db\/seed|demo-league\//, 'settings'],
  [/components\/admin\//, 'portal'],
  [/lib\/paging|api-client/, 'apiContract'],
  [/apps\/web\/src\/(components|app|config|styles)\//, 'site'],
];

/** Feature folders of the API and the web app (the same names in both). */
const FEATURE_OF_FOLDER = {
  articles: 'articles',
  auth: 'accounts',
  avatars: 'players',
  awards: 'awards',
  counts: 'portal',
  games: 'games',
  home: 'home',
  info: 'info',
  leaderboard: 'leaderboard',
  matches: 'matches',
  players: 'players',
  portal: 'portal',
  records: 'records',
  seasons: 'seasons',
  stats: 'statUploads',
  teams: 'teams',
  trivia: 'trivia',
  users: 'accounts',
};

function featureOf(path) {
  const folder = /^apps\/(api|web)\/src\/features\/([^/]+)\//.exec(path);
  if (folder) {
    const feature = FEATURE_OF_FOLDER[folder[2]];
    if (feature) return feature;
  }
  for (const [pattern, feature] of FEATURE_OF_PATH) if (pattern.test(path)) return feature;
  throw new Error(`No feature for ${path}: add it to FEATURE_OF_PATH`);
}

// ---------------------------------------------------------------------------------------------------
// Labels: words right after a citation that name the subsection it meant; they are consumed.

/** [old section, label (regex source; spaces may wrap onto the next comment line), targets] */
const LABELS = [
  ['public 2', 'Stats leaderboard', [A('leaderboard', 'pages')]],
  ['public 2', 'Single game', [A('games', 'game-page')]],
  ['public 2', 'Schedules', [A('schedule-and-matches', 'schedules')]],
  ['public 2', 'Trivia', [A('trivia', 'pages')]],
  ['public 2', 'Records', [A('records', 'pages')]],
  ['public 2', 'Awards list', [A('awards', 'awards-list')]],
  ['public 2', 'Award detail', [A('awards', 'award-page')]],
  ['public 2', 'Team detail', [A('teams', 'team-page')]],
  ['public 2', 'Player profile', [A('players', 'player-page')]],
  ['public 2', 'Single season', [A('seasons', 'season-page')]],
  ['public 2', 'Teams list filter', [A('teams', 'teams-list')]],
  ['public 2', 'header', [A('site', 'header-navigation-and-footer')]],
  ['public 2', 'Round filter', [A('leaderboard', 'pages')]],
  ['public 2', '"per-player stat summaries"', [A('teams', 'team-page')]],
  ['public 2', '"teammate bar chart of PRF"', [A('players', 'visualisation-panel')]],
  ['public 3', 'Team aggregate', [A('leaderboard', 'data')]],
  ['public 3', '"?[Dd]erived stats"?', [A('stats', 'derived-stats')]],
  ['public 3', '"Stat columns"', [A('stats', 'stat-columns')]],
  ['public 3', '"Filter condition"', [A('leaderboard', 'data')]],
  ['public 3', 'Season', [A('seasons', 'data')]],
  ['public 4', 'Trivia', [A('trivia', 'game-flow')]],
  ['public 4', '(?:leaderboard )?state', [A('leaderboard', 'leaderboard-state')]],
  ['public 4', 'Match status', [A('schedule-and-matches', 'rules-and-constants')]],
  ['public 4', 'debounce', [A('trivia', 'game-flow')]],
  [
    'public 5',
    'player-row rules and stage groups',
    [A('leaderboard', 'rules-and-constants'), A('leaderboard', 'stage-groups')],
  ],
  ['public 5', 'player-row rules?', [A('leaderboard', 'rules-and-constants')]],
  [
    'public 5',
    'stage groups and filters',
    [A('leaderboard', 'stage-groups'), A('leaderboard', 'advanced-filters')],
  ],
  ['public 5', '"?[Ss]tage groups"?', [A('leaderboard', 'stage-groups')]],
  ['public 5', 'filters', [A('leaderboard', 'advanced-filters')]],
  ['public 5', '"Advanced leaderboard filter"', [A('leaderboard', 'advanced-filters')]],
  ['public 5', '"?Display"?', [A('stats', 'display')]],
  ['public 9', '"Radar"', [A('stats', 'radar-charts')]],
  ['public 9', 'window', [A('schedule-and-matches', 'rules-and-constants')]],
  ['public 9', 'page size', [A('leaderboard', 'rules-and-constants')]],
  ['public 9', 'caps', [A('stats', 'radar-charts')]],
  ['portal 2', 'guide', [A('portal', 'dashboard')]],
  ['portal 4', 'rules', [A('accounts', 'role-changes')]],
  ['decisions 9', 'time zones', [A('schedule-and-matches', 'rules-and-constants')]],
  ['decisions 9', '"Placements"', [A('teams', 'placements')]],
  ['decisions 5', '"Hints are built by the server"', [A('trivia', 'hints')]],
];

// ---------------------------------------------------------------------------------------------------
// Keyword rules: [old section, feature filter or null, pattern on the surrounding comment, target].
// First match wins; they run before the feature's default.

const RULES = [
  // public
  ['public 2', null, /Logout|header/, A('site', 'header-navigation-and-footer')],
  ['public 2', 'site', /list|texts word for word/, A('site', 'list-pages')],
  ['public 2', 'players', /visualisation|charts/, A('players', 'visualisation-panel')],
  ['public 2', 'players', /card|Position filter|expanded/, A('players', 'players-list')],
  ['public 2', 'players', /derived|averages/, A('players', 'player-page')],
  ['public 2', 'teams', /[Cc]ard|Teams list|filter|suffix/, A('teams', 'teams-list')],
  ['public 2', 'games', /list|filters/, A('games', 'games-list')],
  ['public 2', 'seasons', /Newest season/, A('seasons', 'seasons-list')],
  ['public 2', 'awards', /list|filters/, A('awards', 'awards-list')],
  ['public 2', 'articles', /sort options|list/, A('articles', 'articles-list')],
  ['public 2', 'articles', /newspaper/, A('articles', 'article-page')],
  ['public 2', 'info', /FAQ/, A('info-pages', 'faq')],
  ['public 2', 'info', /applications/, A('info-pages', 'applications')],
  ['public 2', 'records', /Re-calculate/, A('records', 'pages')],
  ['public 3', null, /22 columns|stat-column registry/i, A('stats', 'stat-columns')],
  ['public 3', null, /derived/i, A('stats', 'derived-stats')],
  ['public 3', 'site', /role/i, A('accounts', 'data')],
  ['public 4', 'site', /session/, A('accounts', 'session')],
  ['public 4', 'articles', /like/i, A('articles', 'likes')],
  [
    'public 4',
    'stats',
    /visib|Flips|All Stats|Filter Stats|Stat-Type modes/,
    A('leaderboard', 'leaderboard-state'),
  ],
  ['public 4', 'articles', /entry rule|refusal|3 seconds/, A('articles', 'writing-an-article')],
  ['public 4', 'teams', /.*/, A('teams', 'team-page')],
  ['public 5', null, /decimal|Display|always two/, A('stats', 'display')],
  [
    'public 5',
    null,
    /R1|round groups|[Ss]tage groups?|stages of|Round filter|stage filter/,
    A('leaderboard', 'stage-groups'),
  ],
  ['public 5', 'leaderboard', /filter|condition|= and|comparison/i, A('leaderboard', 'advanced-filters')],
  ['public 5', 'accounts', /.*/, A('accounts', 'rules-and-constants')],
  ['public 5', 'seasons', /.*/, A('site', 'list-pages')],
  ['public 5', 'teams', /[Pp]lacement/, A('teams', 'placements')],
  ['public 5', 'games', /.*/, A('games', 'games-list')],
  ['public 5', 'awards', /.*/, A('awards', 'awards-list')],
  ['public 5', 'articles', /approved|listed or counted|ever public/, A('articles', 'permissions')],
  ['public 7', 'accounts', /.*/, A('accounts', 'api')],
  [
    'public 9',
    null,
    /radar|Radar|caps|normalis|hue|colour|average|Per-set|[Cc]omparison|[Aa]xis/,
    A('stats', 'radar-charts'),
  ],
  ['public 9', null, /slug/i, A('teams', 'team-links')],
  ['public 9', null, /default/, A('stats', 'stat-columns')],
  ['public 9', 'players', /Sets of/, A('stats', 'stat-modes')],
  ['public 9', 'games', /Sets|Single game/, A('stats', 'stat-modes')],
  ['public 9', 'seasons', /.*/, A('site', 'list-pages')],
  ['public 9', 'site', /.*/, A('site', 'list-pages')],
  ['public 9', 'home', /four|article/, A('home', 'rules-and-constants')],
  // portal
  ['portal 2', 'portal', /dashboard|nine cards|Quick actions|Guide/i, A('portal', 'dashboard')],
  ['portal 2', 'portal', /filter row|paged staff table/, A('portal', 'tables')],
  ['portal 2', 'statUploads', /Missing|Upload Failed/, A('stat-uploads', 'upload-csv')],
  ['portal 2', 'statUploads', /'Create Stat' \(/, A('stat-uploads', 'create-stat')],
  ['portal 2', 'players', /lower-cased/, A('players', 'rules-and-constants')],
  [
    'portal 2',
    'matches',
    /Create Match|Create New Match/,
    A('schedule-and-matches', 'matches-in-the-portal'),
  ],
  ['portal 3', 'matches', /Challonge/, A('schedule-and-matches', 'data')],
  ['portal 3', 'teams', /Didn't make playoffs/, A('teams', 'placements')],
  ['portal 4', null, /Hall of Fame|Bar (text|fill)|G\.O\.A\.T/, A('hall-of-fame', 'pages')],
  ['portal 4', 'accounts', /.*/, A('accounts', 'role-changes')],
  ['portal 4', 'articles', /.*/, A('articles', 'moderation')],
  ['portal 4', 'matches', /.*/, A('schedule-and-matches', 'matches-in-the-portal')],
  [
    'portal 4',
    'portal',
    /Failed to save changes|changed fields|click|Click|answer/,
    A('portal', 'inline-editing'),
  ],
  [
    'portal 5',
    'statUploads',
    /[Cc]olumn order|Non-numeric|stat-sheet CSV/,
    A('stat-uploads', 'sheet-layout'),
  ],
  [
    'portal 5',
    'statUploads',
    /Create Stat|13 numbers|stat-line writes|single stat|One of the 13/,
    A('stat-uploads', 'create-stat'),
  ],
  ['portal 5', 'statUploads', /Set-score/, A('stat-uploads', 'sheet-checks')],
  ['portal 5', 'matches', /Challonge|import/, A('schedule-and-matches', 'challonge-import')],
  ['portal 5', 'players', /.*/, A('players', 'rules-and-constants')],
  ['portal 6', 'portal', /.*/, A('portal', 'deleting')],
  ['portal 8', 'portal', /logged in/, A('portal', 'errors')],
  ['portal 8', 'statUploads', /alert|Upload Failed/, A('stat-uploads', 'errors')],
  ['portal 9', null, /Hall of Fame (score|over)/, A('hall-of-fame', 'scoring')],
  ['portal 9', null, /[Aa]ward points|one award/, A('hall-of-fame', 'award-points')],
  ['portal 9', null, /[Pp]lacement points|one placement|Top 4/, A('hall-of-fame', 'placement-points')],
  ['portal 9', null, /[Cc]areer tier|games played/, A('hall-of-fame', 'career-stat-tiers')],
  ['portal 9', null, /[Tt]eams[- ]played/, A('hall-of-fame', 'teams-played')],
  ['portal 9', null, /\brings?\b|championship/i, A('hall-of-fame', 'rules-and-constants')],
  [
    'portal 9',
    null,
    /Hall of Fame|Award points|tier|Placement points|Teams played|Teams-played|G\.O\.A\.T/,
    A('hall-of-fame', 'scoring'),
  ],
  ['portal 9', null, /[Ss]tage/, A('games', 'stages')],
  ['portal 9', null, /Didn't make playoffs/, A('teams', 'placements')],
  ['portal 9', null, /name of a game|created from a sheet/, A('stat-uploads', 'rules-and-constants')],
  ['portal 9', 'seasons', /.*/, A('portal', 'tables')],
  ['portal 9', 'portal', /.*/, A('portal', 'tables')],
  // decisions
  [
    'decisions 1',
    null,
    /season'?s? id|seasonId|seasonNumber|not its number|Season ids|names a number|valued by id|sent as its id|id of the season|out of order with the numbers|ids that differ|mixes the two up/i,
    A('api-contract', 'season-references'),
  ],
  ['decisions 1', null, /nine numbers|counts/i, A('api-contract', 'lists-and-paging')],
  [
    'decisions 1',
    null,
    /bare|X-Total-Count|limit=|paging|filters|read model|legacy list|newest first/i,
    A('api-contract', 'lists-and-paging'),
  ],
  ['decisions 1', null, /name or slug|compare equal|slug/i, A('api-contract', 'read-variants')],
  ['decisions 1', null, /Registration|login|token/i, A('accounts', 'security')],
  [
    'decisions 2',
    null,
    /always creates|role` in the body|Registration always/i,
    A('accounts', 'rules-and-constants'),
  ],
  [
    'decisions 2',
    null,
    /[Rr]ole change|role's|change roles|changes (their|one)|roles a user|[Pp]ortal .4/,
    A('accounts', 'role-changes'),
  ],
  ['decisions 2', 'articles', /.*/, A('articles', 'permissions')],
  ['decisions 2', 'portal', /[Dd]elet/, A('portal', 'deleting')],
  ['decisions 2', null, /deletion is offered/, A('portal', 'deleting')],
  [
    'decisions 3',
    null,
    /command-line|recovery|create-admin|API never changes one/i,
    A('accounts', 'command-line-admin-tool'),
  ],
  [
    'decisions 4',
    null,
    /recalcul|rebuilt|Stat writes call|after it has committed/i,
    A('records', 'recalculation'),
  ],
  ['decisions 5', null, /ships disabled/, A('trivia', 'rules-and-constants')],
  ['decisions 5', null, /Trivia calls/, A('trivia', 'api')],
  ['decisions 5', null, /round tokens?/, A('trivia', 'rounds-and-answers')],
  ['decisions 5', null, /hints? in the order|[Hh]int texts|Hint order/, A('trivia', 'hints')],
  [
    'decisions 5',
    null,
    /hintCount|Hints shown per difficulty|[Dd]ifficulty|candidate/,
    A('trivia', 'difficulty'),
  ],
  [
    'decisions 5',
    null,
    /[Tt]oken|answer|[Gg]ive|reveal|Answer check|[Gg]uess comparison/,
    A('trivia', 'rounds-and-answers'),
  ],
  ['decisions 5', null, /[Hh]int/, A('trivia', 'hints')],
  ['decisions 6', null, /stat-sheet CSV|layout/, A('stat-uploads', 'sheet-layout')],
  [
    'decisions 6',
    null,
    /Missing|missing|preview|parsed in the browser|before anything is sent/,
    A('stat-uploads', 'upload-csv'),
  ],
  ['decisions 6', null, /season'?s? id|names a number/i, A('stat-uploads', 'sheet-layout')],
  [
    'decisions 6',
    null,
    /belongs to a player|at most one|duplicate/i,
    A('stat-uploads', 'rules-and-constants'),
  ],
  ['decisions 6', null, /layout|sheet|CSV/, A('stat-uploads', 'sheet-layout')],
  ['decisions 7', null, /file import|papaparse/, A('schedule-and-matches', 'match-file-import')],
  ['decisions 7', null, /Challonge|[Bb]racket|import/, A('schedule-and-matches', 'challonge-import')],
  ['decisions 9', null, /example/, A('hall-of-fame', 'worked-example')],
  ['decisions 9', null, /Portal Guide|guide/i, A('portal', 'dashboard')],
  ['decisions 9', null, /[Dd]emo/, A('settings', 'demo-data')],
  ['decisions 9', null, /Hall of Fame (score|over)/, A('hall-of-fame', 'scoring')],
  ['decisions 9', null, /[Aa]ward points|one award/, A('hall-of-fame', 'award-points')],
  ['decisions 9', null, /[Pp]lacement points|one placement|Top 4/, A('hall-of-fame', 'placement-points')],
  ['decisions 9', null, /[Cc]areer tier|games played/, A('hall-of-fame', 'career-stat-tiers')],
  ['decisions 9', null, /[Tt]eams[- ]played/, A('hall-of-fame', 'teams-played')],
  [
    'decisions 9',
    null,
    /Hall of Fame|WHOLE career|whole career|Top 4|Teams-played|teams played|games played/i,
    A('hall-of-fame', 'scoring'),
  ],
  ['decisions 9', null, /\brings?\b|championship/i, A('hall-of-fame', 'rules-and-constants')],
  ['decisions 9', null, /average|radar/i, A('stats', 'radar-charts')],
  ['decisions 9', null, /placeholder|Coming soon/i, A('schedule-and-matches', 'schedules')],
  [
    'decisions 9',
    null,
    /time zone|zone|UTC|local=1|match time|the API stores/i,
    A('schedule-and-matches', 'rules-and-constants'),
  ],
  ['decisions 9', null, /video|message API/i, A('home', 'rules-and-constants')],
  [
    'decisions 9',
    null,
    /team link|team's page|which season's team|team to show|team page's choices/i,
    A('teams', 'team-links'),
  ],
  [
    'decisions 9',
    null,
    /current season|highest season|most recent|player page|key facts/i,
    A('players', 'rules-and-constants'),
  ],
  ['decisions 9', null, /placement|apostrophe|bracket stage|playoff/i, A('teams', 'placements')],
  ['decisions 9', null, /lower-cased|batch|Player names/i, A('players', 'rules-and-constants')],
  ['decisions 9', null, /settings/i, A('settings', 'league-settings')],
  ['decisions 9', 'teams', /.*/, A('teams', 'placements')],
  ['decisions 9', 'players', /.*/, A('players', 'rules-and-constants')],
  ['decisions 9', 'settings', /.*/, A('settings', 'league-settings')],
];

/**
 * Single citations the rules above would place less well: [path, text on the citation's line, old section,
 * targets]. Checked first.
 */
const OVERRIDES = [
  ['/trivia.ts', '(decisions \u00a75). Hint texts', 'decisions 5', [A('trivia', 'rules-and-constants')]],
  ['/placements.ts', 'it is a division only when', 'public 2', [A('teams', 'placements')]],
  [
    '/match-imports.ts',
    'Bodies of the match imports',
    'decisions 7',
    [A('schedule-and-matches', 'challonge-import'), A('schedule-and-matches', 'match-file-import')],
  ],
];

/**
 * Sentences that read badly once a citation replaces a section name ("<section>'s rules"): reworded first,
 * [path, old words, new words].
 */
const SIGN = '\u00a7';
const PHRASES = [
  [
    '/create-article-validation.ts',
    `Public ${SIGN}5's article rules,`,
    `The article rules (public ${SIGN}5),`,
  ],
  ['/stage-options.ts', `Portal ${SIGN}9's stage options,`, `The stage options (portal ${SIGN}9),`],
  ['/portal-guide.tsx', `with decisions ${SIGN}9's correction:`, `with one correction (decisions ${SIGN}9):`],
];

/** Sections that never depend on the file's feature. */
const SECTION_DEFAULT = {
  'public 1': A('site', 'audience'),
  'public 6': A('accounts', 'permissions'),
  'portal 1': A('portal', 'audience'),
  'decisions 1': A('api-contract', 'calls'),
  'decisions 2': A('accounts', 'permissions'),
  'decisions 3': A('accounts', 'security'),
  'decisions 4': A('records', 'rules-and-constants'),
  'decisions 5': A('trivia', 'rules-and-constants'),
  'decisions 6': A('stat-uploads', 'rules-and-constants'),
  'decisions 7': A('schedule-and-matches', 'rules-and-constants'),
  'decisions 8': A('players', 'avatars'),
};

/** The design notes, cited by file name. */
const DESIGN_NOTES = [
  [/[Tt]okens/, A('look-and-feel', 'design-tokens')],
  [/ui\.md/, A('look-and-feel', 'components')],
  [/architecture\.md/, A('architecture', 'workspaces')],
];

// ---------------------------------------------------------------------------------------------------

function resolve(section, feature, context, path) {
  for (const [cited, only, pattern, target] of RULES) {
    if (cited === section && (only === null || only === feature) && pattern.test(context)) return target;
  }
  if (SECTION_DEFAULT[section]) return SECTION_DEFAULT[section];
  const [doc, number] = section.split(' ');
  const kind = KINDS[doc]?.[number];
  if (!kind) throw new Error(`${path}: no rule for "${section}" in feature ${feature}: ${context}`);
  const target = FEATURES[feature]?.[kind] ?? KIND_FALLBACK[kind];
  return target;
}

/** The comment around a citation: its line and the next one. */
function contextAt(text, index) {
  const start = text.lastIndexOf('\n', index) + 1;
  let end = text.indexOf('\n', index);
  end = end === -1 ? text.length : text.indexOf('\n', end + 1);
  return text.slice(start, end === -1 ? text.length : end);
}

const SPACE = String.raw`(?:\s*\n\s*(?:\*|//)?\s*|\s+)`;
const CITED = /(?:\b(public|portal|decisions)\s+)?\u00a7\s?(\d+)((?:\.\d+)*)/gi;

function rewrite(path, original, headings) {
  let text = original;
  for (const [file, words, reworded] of PHRASES)
    if (path.endsWith(file)) text = text.replace(words, reworded);
  let feature = null;
  const edits = [];
  let lastDoc = null;
  for (const match of text.matchAll(CITED)) {
    if (isOutsideStandard(text, match.index) || match[3]) continue;
    const doc = (match[1] ?? lastDoc)?.toLowerCase();
    if (!doc) throw new Error(`${path}: a section sign without a document: ${contextAt(text, match.index)}`);
    lastDoc = doc;
    const section = `${doc} ${match[2]}`;
    let end = match.index + match[0].length;
    let targets = null;
    for (const [cited, label, labelTargets] of LABELS) {
      if (cited !== section) continue;
      const re = new RegExp(`^${SPACE}${label.replace(/ /g, SPACE)}(?![\\w-])`, 'y');
      const found = re.exec(text.slice(end));
      if (found) {
        end += found[0].length;
        targets = labelTargets;
        break;
      }
    }
    const context = contextAt(text, match.index);
    const line = context.split('\n')[0];
    feature ??= featureOf(path);
    targets ??= OVERRIDES.find(
      ([file, words, cited]) => path.endsWith(file) && cited === section && line.includes(words),
    )?.[3];
    targets ??= [resolve(section, feature, context, path)];
    for (const target of targets) {
      const [file, slug] = target.split('#');
      if (!headings.get(file)?.has(slug)) throw new Error(`${path}: target ${target} does not exist`);
    }
    edits.push({ start: match.index, end, targets, section, context });
  }
  for (const match of text.matchAll(DESIGN_NOTE_CITATION)) {
    const context = contextAt(text, match.index);
    const target = DESIGN_NOTES.find(([pattern]) => pattern.test(context))[1];
    edits.push({
      start: match.index + 1,
      end: match.index + match[0].length - 1,
      targets: [target],
      section: match[0],
      context,
    });
  }
  if (edits.length === 0) return null;
  edits.sort((a, b) => b.start - a.start);
  let out = text;
  for (const edit of edits) {
    const cites = edit.targets.map((target) => `${PRODUCT_DOCS_DIR}/${target}`).join(', ');
    out = out.slice(0, edit.start) + cites + out.slice(edit.end);
    if (explain)
      console.log(`${path}: ${edit.section} -> ${edit.targets.join(', ')}\n    ${edit.context.trim()}`);
  }
  return reflow(dedupe(out));
}

// ---------------------------------------------------------------------------------------------------
// Citations are longer than the section numbers they replace: comment paragraphs that now run past the
// line width are wrapped again (only those holding a citation; strings such as test names are left alone).

const WIDTH = 110;

function wrapWords(words, firstPrefix, restPrefix) {
  const lines = [];
  let line = firstPrefix;
  let empty = true;
  for (const word of words) {
    if (!empty && `${line} ${word}`.length > WIDTH) {
      lines.push(line);
      line = restPrefix + word;
    } else {
      line = empty ? line + word : `${line} ${word}`;
    }
    empty = false;
  }
  lines.push(line);
  return lines;
}

const SINGLE_BLOCK = /^(\s*)(\/\*\*?) (.*\S) \*\/$/;
const LINE_COMMENT = /^(\s*)\/\/ (.*\S)$/;
const BLOCK_LINE = /^(\s*)(\/\*\*| \*) (.*\S)$/;

/** The paragraph of block-comment lines around line i: [first, last], or null for lists and tags. */
function blockParagraph(lines, i) {
  const indent = BLOCK_LINE.exec(lines[i])[1];
  const prose = (line) => {
    const match = BLOCK_LINE.exec(line);
    return match && match[1] === indent && !/^[-@]/.test(match[3]) && !/^\s*\/\*\*.*\*\/$/.test(line);
  };
  if (!prose(lines[i])) return null;
  let first = i;
  while (first > 0 && BLOCK_LINE.exec(lines[first])[2] !== '/**' && prose(lines[first - 1])) first -= 1;
  let last = i;
  while (!lines[last].endsWith('*/') && last + 1 < lines.length && prose(lines[last + 1])) {
    if (BLOCK_LINE.exec(lines[last + 1])[2] === '/**') break;
    last += 1;
  }
  return [first, last];
}

function reflow(text) {
  const lines = text.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (!line.includes(`${PRODUCT_DOCS_DIR}/`)) {
      out.push(line);
      continue;
    }
    const single = SINGLE_BLOCK.exec(line);
    if (single && line.length > WIDTH) {
      const [, indent, open, body] = single;
      out.push(
        `${indent}${open}`,
        ...wrapWords(body.split(/\s+/), `${indent} * `, `${indent} * `),
        `${indent} */`,
      );
      continue;
    }
    const comment = LINE_COMMENT.exec(line);
    if (comment && !single) {
      let last = i;
      while (last + 1 < lines.length && LINE_COMMENT.exec(lines[last + 1])?.[1] === comment[1]) last += 1;
      const run = lines.slice(i, last + 1);
      if (run.some((l) => l.length > WIDTH)) {
        const words = run.flatMap((l) => LINE_COMMENT.exec(l)[2].split(/\s+/));
        out.push(...wrapWords(words, `${comment[1]}// `, `${comment[1]}// `));
        i = last;
        continue;
      }
    }
    const block = BLOCK_LINE.test(line) && !single ? blockParagraph(lines, i) : null;
    if (block) {
      const [first, last] = block;
      const paragraph = lines.slice(first, last + 1);
      if (paragraph.some((l) => l.length > WIDTH)) {
        const [, indent, opener] = BLOCK_LINE.exec(lines[first]);
        const closes = lines[last].endsWith(' */');
        const words = paragraph.flatMap((l) =>
          BLOCK_LINE.exec(l)[3]
            .replace(/\s*\*\/$/, '')
            .split(/\s+/),
        );
        const wrapped = wrapWords(words, `${indent}${opener} `, `${indent} * `);
        if (closes) {
          const end = wrapped.length - 1;
          if (`${wrapped[end]} */`.length <= WIDTH) wrapped[end] += ' */';
          else wrapped.push(`${indent} */`);
        }
        // Lines of this paragraph already copied (those before i) are replaced.
        out.splice(out.length - (i - first), i - first, ...wrapped);
        i = last;
        continue;
      }
    }
    out.push(line);
  }
  return out.join('\n');
}

const ONE = String.raw`docs/product/[\w.-]+\.md#[\p{L}\p{N}_-]+`;
const RUN = new RegExp(`${ONE}(?:(?:,|;|/| and)\\s+${ONE})+`, 'gu');

/** A run of citations names each heading once: "(a, a; b)" becomes "(a, b)". */
function dedupe(text) {
  return text.replace(RUN, (run) => {
    const cites = run.match(new RegExp(ONE, 'gu'));
    const unique = [...new Set(cites)];
    return unique.length === cites.length ? run : unique.join(', ');
  });
}

const headings = productDocs(ROOT);
let changed = 0;
for (const path of sourceFiles(ROOT)) {
  if (path.startsWith(`${PRODUCT_DOCS_DIR}/`) || path.startsWith('scripts/')) continue;
  const text = readFileSync(join(ROOT, path), 'utf8');
  const out = rewrite(path, text, headings);
  if (out === null || out === text) continue;
  changed += 1;
  if (!dry) writeFileSync(join(ROOT, path), out);
}
console.log(`${dry ? 'Would rewrite' : 'Rewrote'} ${changed} files.`);
