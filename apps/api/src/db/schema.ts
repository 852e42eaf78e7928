/**
 * The league database. PostgreSQL dialect; the same schema runs on PGlite (embedded) and PostgreSQL.
 * Migrations in ../../drizzle are generated from this file by drizzle-kit (`npm run db:generate -w apps/api`).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { slugKeyOf } from './sql-helpers.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** Null for a member who joined with an outside account (which gives no e-mail). */
    email: text('email'),
    /** Null for a member who joined with an outside account and signs in only with it. */
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    check('users_role_ck', sql`${t.role} in ('user', 'admin', 'superadmin')`),
  ],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url').notNull(),
    /** null = pending, true = approved, false = rejected. */
    approved: boolean('approved'),
    /** Kept equal to the number of article_likes rows, updated in the same transaction. */
    likes: integer('likes').notNull().default(0),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_approved_created_idx').on(t.approved, t.createdAt),
    index('articles_user_idx').on(t.userId),
    check('articles_likes_ck', sql`${t.likes} >= 0`),
  ],
);

export const articleLikes = pgTable(
  'article_likes',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] }), index('article_likes_user_idx').on(t.userId)],
);

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    seasonNumber: integer('season_number').notNull(),
    theme: text('theme').notNull(),
    image: text('image'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('seasons_number_uq').on(t.seasonNumber),
    check('seasons_number_ck', sql`${t.seasonNumber} > 0`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'restrict' }),
    placement: text('placement').notNull().default("Didn't make playoffs"),
    logoUrl: text('logo_url'),
  },
  (t) => [
    uniqueIndex('teams_season_name_uq').on(t.seasonId, sql`lower(${t.name})`),
    index('teams_name_lower_idx').on(sql`lower(${t.name})`),
    // Team pages find every season's team of a name by its slug key: one lookup, not a scan of all
    // teams computing the key (ADR 34). The expression is the queries' own.
    index('teams_slug_key_idx').on(slugKeyOf(t.name)),
  ],
);

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    position: text('position').notNull().default('N/A'),
  },
  (t) => [uniqueIndex('players_name_lower_uq').on(sql`lower(${t.name})`)],
);

/** Team rosters: a player belongs to at most one roster entry per team. */
export const teamPlayers = pgTable(
  'team_players',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.playerId] }), index('team_players_player_idx').on(t.playerId)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    name: text('name'),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
    stage: text('stage'),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'restrict' }),
    team1Id: integer('team1_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    team2Id: integer('team2_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    team1Score: integer('team1_score').notNull().default(0),
    team2Score: integer('team2_score').notNull().default(0),
    videoUrl: text('video_url'),
  },
  (t) => [
    index('games_season_idx').on(t.seasonId),
    index('games_team1_idx').on(t.team1Id),
    index('games_team2_idx').on(t.team2Id),
    index('games_date_idx').on(t.date),
    check('games_distinct_teams_ck', sql`${t.team1Id} <> ${t.team2Id}`),
    check('games_scores_ck', sql`${t.team1Score} >= 0 and ${t.team2Score} >= 0`),
  ],
);

/**
 * The 13 recorded numbers of a stat line (their sums, in the totals tables), built by `column` so a table
 * chooses its constraints: one list for the stats table and the totals the triggers keep.
 */
function statNumberColumns<B>(column: (name: string) => B) {
  return {
    spikeKills: column('spike_kills'),
    spikeAttempts: column('spike_attempts'),
    apeKills: column('ape_kills'),
    apeAttempts: column('ape_attempts'),
    spikingErrors: column('spiking_errors'),
    digs: column('digs'),
    blocks: column('blocks'),
    assists: column('assists'),
    aces: column('aces'),
    settingErrors: column('setting_errors'),
    blockFollows: column('block_follows'),
    servingErrors: column('serving_errors'),
    miscErrors: column('misc_errors'),
  };
}

/** One stat line per player per game. */
export const stats = pgTable(
  'stats',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    ...statNumberColumns((name) => integer(name).notNull().default(0)),
  },
  (t) => [
    uniqueIndex('stats_game_player_uq').on(t.gameId, t.playerId),
    index('stats_player_idx').on(t.playerId),
    check(
      'stats_non_negative_ck',
      sql`least(${t.spikeKills}, ${t.spikeAttempts}, ${t.apeKills}, ${t.apeAttempts}, ${t.spikingErrors}, ${t.digs}, ${t.blocks}, ${t.assists}, ${t.aces}, ${t.settingErrors}, ${t.blockFollows}, ${t.servingErrors}, ${t.miscErrors}) >= 0`,
    ),
  ],
);

export const awards = pgTable(
  'awards',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [index('awards_season_idx').on(t.seasonId), index('awards_type_idx').on(t.type)],
);

export const awardPlayers = pgTable(
  'award_players',
  {
    awardId: integer('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.awardId, t.playerId] }), index('award_players_player_idx').on(t.playerId)],
);

/**
 * Each player's stat sums per season: what the leaderboard reads for the all-stages views instead of
 * summing every stat line (at 100× the demo league, 107k rows instead of 358k lines). Kept exact by
 * statement-level triggers on stats and games (migration 0002), in the same transaction as every write,
 * whatever makes it (the API, a script, psql). `sets` sums team1Score + team2Score of the games.
 */
export const playerSeasonTotals = pgTable(
  'player_season_totals',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    games: integer('games').notNull(),
    sets: integer('sets').notNull(),
    ...statNumberColumns((name) => integer(name).notNull()),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.seasonId] }),
    index('player_season_totals_season_idx').on(t.seasonId),
  ],
);

/**
 * Each player's sums over every season: player_season_totals added up per player, refreshed by the same
 * trigger function (migration 0002), so the all-seasons leaderboard reads one row per player.
 */
export const playerCareerTotals = pgTable('player_career_totals', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  games: integer('games').notNull(),
  sets: integer('sets').notNull(),
  ...statNumberColumns((name) => integer(name).notNull()),
});

/** Computed top-10 tables (docs/product/records.md#recalculation); rebuilt whole by the records service. */
export const records = pgTable(
  'records',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    record: text('record').notNull(),
    /** Position of the record kind in the fixed order, so reads sort without a lookup table. */
    sortOrder: integer('sort_order').notNull(),
    rank: integer('rank').notNull(),
    value: doublePrecision('value').notNull(),
    date: timestamp('date', { withTimezone: true, mode: 'date' }),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('records_order_idx').on(t.type, t.sortOrder, t.rank),
    index('records_player_idx').on(t.playerId),
    check('records_type_ck', sql`${t.type} in ('game', 'season')`),
  ],
);

/** Schedule items (matches), which name their teams by text as the bracket service does. */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    matchNumber: text('match_number').notNull(),
    status: text('status').notNull().default('scheduled'),
    round: text('round').notNull(),
    phase: text('phase').notNull().default('qualifiers'),
    region: text('region').notNull().default('na'),
    /** The regular phase's division (D1, D2…) the match belongs to; null when the season has none. */
    division: text('division'),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
    team1Name: text('team1_name').notNull(),
    team2Name: text('team2_name').notNull(),
    team1Score: integer('team1_score'),
    team2Score: integer('team2_score'),
    set1Score: text('set1_score'),
    set2Score: text('set2_score'),
    set3Score: text('set3_score'),
    set4Score: text('set4_score'),
    set5Score: text('set5_score'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'restrict' }),
    /** Set when the match came from a Challonge import; re-imports update instead of duplicating. */
    challongeMatchId: text('challonge_match_id'),
    /**
     * The set being played while the match is live (docs/product/live.md#match-state): its number is one more
     * than the set scores filled in; null between sets and when the match is not live.
     */
    liveTeam1Points: integer('live_team1_points'),
    liveTeam2Points: integer('live_team2_points'),
    /** Counts every change of the live score, so two scorers cannot overwrite each other unseen. */
    liveVersion: integer('live_version').notNull().default(0),
  },
  (t) => [
    index('matches_date_idx').on(t.date),
    index('matches_season_idx').on(t.seasonId),
    uniqueIndex('matches_challonge_uq').on(t.challongeMatchId),
    check('matches_scores_ck', sql`coalesce(${t.team1Score}, 0) >= 0 and coalesce(${t.team2Score}, 0) >= 0`),
  ],
);

/**
 * A season's standings settings (docs/product/standings.md#settings), one row once staff change them; a
 * season without a row uses the defaults. Coin flips and deductions are lists kept whole, as the portal
 * edits them; the shared StandingsSettingsSchema checks them on the way in.
 */
export const standingsSettings = pgTable('standings_settings', {
  seasonId: integer('season_id')
    .primaryKey()
    .references(() => seasons.id, { onDelete: 'cascade' }),
  format: text('format').notNull(),
  tieBreakers: text('tie_breakers').array().notNull(),
  playoffSpots: integer('playoff_spots').notNull().default(0),
  coinFlips: jsonb('coin_flips').$type<string[][]>().notNull().default(sql`'[]'::jsonb`),
  adjustments: jsonb('adjustments')
    .$type<{ teamName: string; points: number; reason: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedAt: updatedAt(),
});

/**
 * The daily trivia puzzle of each league day (docs/product/trivia.md#daily-puzzle): drawn once, the first time
 * the day is asked for, then kept, so the day's answer stays the same for everyone whatever the data does
 * later, and the no-repeat rule can see the days before. No foreign key: the answer is a player or a team.
 */
export const triviaDailyPuzzles = pgTable(
  'trivia_daily_puzzles',
  {
    puzzleDate: date('puzzle_date', { mode: 'string' }).primaryKey(),
    number: integer('number').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    difficulty: text('difficulty').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('trivia_daily_puzzles_type_ck', sql`${t.entityType} in ('player', 'team')`)],
);

/** A member's play of a daily puzzle: one per member and day, kept for streaks and the daily board. */
export const triviaDailyPlays = pgTable(
  'trivia_daily_plays',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    puzzleDate: date('puzzle_date', { mode: 'string' })
      .notNull()
      .references(() => triviaDailyPuzzles.puzzleDate, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Hints revealed so far, the free first one included. */
    hintsUsed: integer('hints_used').notNull().default(1),
    hintCount: integer('hint_count').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    solved: boolean('solved').notNull().default(false),
    secondsTaken: integer('seconds_taken'),
    score: integer('score'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.puzzleDate] }),
    index('trivia_daily_plays_board_idx').on(t.puzzleDate, t.score),
  ],
);

/**
 * Daily puzzle tokens already used (docs/product/trivia.md#daily-puzzle): each step of a play is single-use,
 * so a token sent twice (a replay trying another candidate) is refused. Kept by a hash of the token until the
 * token would have expired anyway. Operational: not in backups.
 */
export const triviaSpentTokens = pgTable(
  'trivia_spent_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('trivia_spent_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * The staff activity log (docs/product/activity.md#data): one row per staff write, written in the write's own
 * transaction. `before`/`after` hold the fields the write touched (null for a create's before and a delete's
 * after). The actor's name is kept so the row still says who after their account is gone.
 */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    kind: text('kind').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    entityLabel: text('entity_label').notNull(),
    before: jsonb('before').$type<Record<string, string | number | boolean | null>>(),
    after: jsonb('after').$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [
    index('activity_entries_at_idx').on(t.at, t.id),
    index('activity_entries_actor_idx').on(t.actorId, t.at),
    index('activity_entries_entity_idx').on(t.entityType, t.entityId),
  ],
);

/**
 * The league's chat webhooks (docs/product/chat-webhooks.md#data). `url` is a secret: answered only masked.
 * Real data: in backups.
 */
export const chatWebhooks = pgTable('chat_webhooks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  events: text('events').array().notNull().default(sql`'{}'::text[]`),
  /**
   * Discord roles mentioned on a team's match posts (docs/product/chat-webhooks.md#role-pings), opt-in per
   * webhook: `[{team, roleId}]`; empty pings nobody.
   */
  rolePings: jsonb('role_pings')
    .$type<{ team: string; roleId: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
});

/**
 * The columns every outbox table shares (lib/outbox/, docs/decisions/0050-web-push-through-the-outbox.md): the
 * event and its facts, its state, attempts and next attempt, and the lease of the worker holding the row.
 * One worker claims, settles and retries the rows of every channel through these columns.
 */
function deliveryStateColumns() {
  return {
    event: text('event').notNull(),
    eventKey: text('event_key').notNull(),
    /** The event's facts (ChatEvent, PushEvent), rendered into a message when sent. */
    facts: jsonb('facts').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  };
}

/**
 * The chat outbox (docs/decisions/0030-chat-delivery-outbox.md): one row per event and webhook, written in the
 * transaction of the change it reports, delivered by the worker. `lease_owner`/`lease_until` mark the worker
 * holding a row; the unique key makes an event happen once per webhook. Operational: not in backups.
 */
export const chatDeliveries = pgTable(
  'chat_deliveries',
  {
    id: serial('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => chatWebhooks.id, { onDelete: 'cascade' }),
    ...deliveryStateColumns(),
  },
  (t) => [
    uniqueIndex('chat_deliveries_event_uq').on(t.webhookId, t.eventKey),
    index('chat_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    check('chat_deliveries_status_ck', sql`${t.status} in ('pending', 'retrying', 'sent', 'failed')`),
  ],
);

/**
 * Scheduled backups and restore drills (docs/decisions/0043-scheduled-backups-and-the-restore-drill.md): one
 * row per run, claimed by its slot (the hour of a backup, the week of a drill) so that several instances
 * sharing the database run each once. Operational: not in backups.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The run's slot, e.g. `2026-05-01T13` for a backup, `2026-W18` for a drill. */
    slot: text('slot').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** Null while running. */
    ok: boolean('ok'),
    /** The backup file written, or the one a drill restored. */
    file: text('file'),
    bytes: doublePrecision('bytes'),
    rows: integer('rows'),
    seconds: doublePrecision('seconds'),
    /** What went wrong, or a drill's report. */
    message: text('message'),
  },
  (t) => [
    uniqueIndex('backup_runs_slot_uq').on(t.kind, t.slot),
    index('backup_runs_kind_idx').on(t.kind, t.startedAt),
    check('backup_runs_kind_ck', sql`${t.kind} in ('backup', 'drill')`),
  ],
);

/**
 * A member's follows (docs/product/follows.md#data): a team across seasons by its name's slug key (as team
 * links work), or a player. `events` are the follow's choices (domain/follows.ts), `lead_minutes` its
 * reminder's lead time. Real data: in backups.
 */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** A team follow: slugKey of the team's name ("storm crows"). */
    teamKey: text('team_key'),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    events: text('events').array().notNull().default(sql`'{}'::text[]`),
    leadMinutes: integer('lead_minutes').notNull().default(30),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_user_team_uq').on(t.userId, t.teamKey),
    uniqueIndex('follows_user_player_uq').on(t.userId, t.playerId),
    index('follows_team_idx').on(t.teamKey),
    index('follows_player_idx').on(t.playerId),
    check(
      'follows_target_ck',
      sql`(${t.kind} = 'team' and ${t.teamKey} is not null and ${t.playerId} is null) or (${t.kind} = 'player' and ${t.playerId} is not null and ${t.teamKey} is null)`,
    ),
    check('follows_lead_ck', sql`${t.leadMinutes} in (15, 30, 60)`),
  ],
);

/**
 * A member's Following settings: the one switch that mutes everything, and the secret of the personal
 * calendar feed (a random token; resetting it makes the old address answer 404). Real data: in backups.
 */
export const followSettings = pgTable(
  'follow_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    muted: boolean('muted').notNull().default(false),
    calendarToken: text('calendar_token').notNull(),
  },
  (t) => [uniqueIndex('follow_settings_calendar_uq').on(t.calendarToken)],
);

/**
 * The site's VAPID key pair (docs/decisions/0050-web-push-through-the-outbox.md): generated at the first
 * start and kept with the data, so every instance signs with the same key and browsers' subscriptions stay
 * valid across restarts. One row.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('vapid_keys_one_ck', sql`${t.id} = 1`)],
);

/** A member's browser that accepted notifications: its push service address and encryption keys. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull().default('Browser'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The push outbox (docs/decisions/0050-web-push-through-the-outbox.md): one row per event and browser, written
 * in the transaction of the change it reports (reminders: due at the match's time minus the lead time,
 * moved with the match), delivered by the outbox worker with the chat's claim, lease and retry columns. The
 * subscription may go (expired, revoked): its rows stay for the log. Operational: not in backups.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'set null',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The push service's host, kept for the log after the subscription is gone. */
    service: text('service').notNull(),
    /** The match a reminder or match notification is about: reminders move and go with it. */
    matchId: integer('match_id'),
    ...deliveryStateColumns(),
  },
  (t) => [
    uniqueIndex('push_deliveries_event_uq').on(t.subscriptionId, t.eventKey),
    index('push_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('push_deliveries_match_idx').on(t.matchId),
    check('push_deliveries_status_ck', sql`${t.status} in ('pending', 'retrying', 'sent', 'failed')`),
  ],
);

/**
 * The clinched and eliminated marks followers were last told per season and team (docs/product/follows.md#
 * rules-and-constants): a result notifies only the marks that changed since.
 */
export const toldStandingsMarks = pgTable(
  'told_standings_marks',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    teamKey: text('team_key').notNull(),
    playoffs: text('playoffs'),
    first: text('first'),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.teamKey] })],
);

/**
 * League API keys (docs/product/live.md#game-server-keys): what a game server sends to submit results. Only
 * a hash is kept, never the key; `prefix` (the key's first characters) finds the row and names the key in the
 * portal. Revoked keys stay, so the results they sent still say which key sent them.
 */
export const leagueApiKeys = pgTable(
  'league_api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key, hex. */
    keyHash: text('key_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('league_api_keys_prefix_uq').on(t.prefix),
    check('league_api_keys_scope_ck', sql`${t.scope} in ('results:submit')`),
  ],
);

/**
 * The calls game servers made (docs/decisions/0047-results-from-the-game.md): each idempotency key with the
 * hash of its request and the answer it got, written in the transaction of the call's effect, so the same
 * call again answers the same without doing anything. Operational: not in backups.
 */
export const gameServerCalls = pgTable(
  'game_server_calls',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    requestHash: text('request_hash').notNull(),
    apiKeyId: integer('api_key_id').references(() => leagueApiKeys.id, { onDelete: 'set null' }),
    status: integer('status').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('game_server_calls_created_idx').on(t.createdAt)],
);

/**
 * A match's final box score as a game server (or staff) sent it (docs/product/live.md#pending-results),
 * waiting for staff to approve it. Lines name players as the game knows them; staff may fix a line. Approval
 * writes the game and its stat lines and keeps their id here.
 */
export const pendingResults = pgTable(
  'pending_results',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /** The game server's own id (Roblox's JobId), as it sent it. */
    gameServerId: text('game_server_id').notNull(),
    apiKeyId: integer('api_key_id').references(() => leagueApiKeys.id, { onDelete: 'set null' }),
    /** Finished sets, `25-21` each, team 1 first. */
    setScores: text('set_scores').array().notNull(),
    stage: text('stage'),
    /** The lines (PendingResultLine[]), in the order the game sent them. */
    lines: jsonb('lines').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('pending_results_status_idx').on(t.status, t.submittedAt),
    // One result per match, unless staff rejected it: a second final of the same match is a conflict.
    uniqueIndex('pending_results_match_uq').on(t.matchId).where(sql`${t.status} <> 'rejected'`),
    check('pending_results_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * A change staff made to a published game's result (docs/product/games.md#corrections): when, why, who, and
 * what changed (field by field, as the activity log keeps it). Shown on the game's page.
 */
export const gameCorrections = pgTable(
  'game_corrections',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    reason: text('reason').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** What changed: one line per field or stat line, e.g. "nightowl_77 digs 7 → 9". */
    changes: text('changes').array().notNull(),
  },
  (t) => [index('game_corrections_game_idx').on(t.gameId, t.at)],
);

/**
 * Outside accounts members sign in with (docs/product/accounts.md#linked-accounts): one per provider per
 * member, each outside account linked to one member. No provider tokens are kept: the site needs the
 * account's id and name only at sign-in.
 */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id of the account (Discord's snowflake, Roblox's user id), as text. */
    providerUserId: text('provider_user_id').notNull(),
    /** The provider's username, refreshed at each sign-in. */
    username: text('username').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('linked_accounts_provider_account_uq').on(t.provider, t.providerUserId),
    uniqueIndex('linked_accounts_user_provider_uq').on(t.userId, t.provider),
    check('linked_accounts_provider_ck', sql`${t.provider} in ('discord', 'roblox')`),
  ],
);

/**
 * A member's claim of a player page (docs/product/players.md#claimed-player-pages): confirmed at once when
 * their Roblox account is the player, else pending until staff confirm it. A member holds one claim; a
 * page has at most one confirmed owner. The owner's bio and supported team live on the claim.
 */
export const playerClaims = pgTable(
  'player_claims',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    bio: text('bio'),
    supportedTeamId: integer('supported_team_id').references(() => teams.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('player_claims_user_uq').on(t.userId),
    uniqueIndex('player_claims_confirmed_player_uq').on(t.playerId).where(sql`${t.status} = 'confirmed'`),
    index('player_claims_player_idx').on(t.playerId),
    index('player_claims_status_idx').on(t.status, t.requestedAt),
    check('player_claims_status_ck', sql`${t.status} in ('pending', 'confirmed')`),
  ],
);

/**
 * Messages the bot keeps up to date in a channel (docs/product/discord.md#the-standings-message): which
 * message it edits for each purpose and a hash of what it last wrote, so an unchanged table edits nothing.
 * Operational: not in backups (a restored site posts its own message).
 */
export const discordMessages = pgTable('discord_messages', {
  purpose: text('purpose').primaryKey(),
  channelId: text('channel_id').notNull(),
  messageId: text('message_id').notNull(),
  contentHash: text('content_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The bot's outbox (docs/product/discord.md#the-standings-message): a write asks the bot to bring one of its
 * messages up to date (the event key names which: `standings`) in the write's own transaction, and the
 * outbox worker does it with the chat's claim, lease and retry columns. A row has no target: the message is
 * the bot's own. At most one row a key waits unclaimed, so a burst of writes asks once. Operational: not in
 * backups.
 */
export const botDeliveries = pgTable(
  'bot_deliveries',
  {
    id: serial('id').primaryKey(),
    ...deliveryStateColumns(),
  },
  (t) => [
    index('bot_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('bot_deliveries_event_idx').on(t.eventKey, t.status),
    check('bot_deliveries_status_ck', sql`${t.status} in ('pending', 'retrying', 'sent', 'failed')`),
  ],
);

/**
 * A member's pick'em pick for one match (docs/product/pickem.md): the winning side and the set score, winner
 * first. `points` is null until the match is completed, then what the pick scored; a correction of the result
 * scores it again, and a match reopened clears it. Real data: in backups.
 */
export const picks = pgTable(
  'picks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    winner: text('winner').notNull(),
    sets: text('sets').notNull(),
    points: integer('points'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('picks_user_match_uq').on(t.userId, t.matchId),
    index('picks_match_idx').on(t.matchId),
    check('picks_winner_ck', sql`${t.winner} in ('team1', 'team2')`),
  ],
);

/**
 * A member's bracket challenge entry for one season (docs/product/pickem.md#bracket-challenge): each slot's
 * winner by slot id (`{"W1-1": "Golden Wolves", …}`), filled before the season's first playoff match.
 * `points` and `correct` are null until a playoff result decides a slot, then what the bracket scored; every
 * change of a playoff match scores the season's entries again. Real data: in backups.
 */
export const bracketEntries = pgTable(
  'bracket_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    picks: jsonb('picks').$type<Record<string, string>>().notNull(),
    points: integer('points'),
    correct: integer('correct'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bracket_entries_user_season_uq').on(t.userId, t.seasonId),
    index('bracket_entries_season_idx').on(t.seasonId),
  ],
);

/**
 * A fan vote (docs/product/votes.md): staff open it in a season with its candidates and a close time; members
 * cast ballots until then, and its results show from then. Closing early sets `closes_at` to that moment.
 * Real data: in backups.
 */
export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    closesAt: timestamp('closes_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('votes_closes_idx').on(t.closesAt),
    index('votes_season_idx').on(t.seasonId),
    check('votes_kind_ck', sql`${t.kind} in ('season-mvp', 'team-of-the-season', 'play-of-the-week')`),
  ],
);

/**
 * A vote's candidate: a player (season MVP), a team (team of the season) or a titled clip (play of the
 * week). `name` is kept as staff named it, so a later rename leaves the vote as it was held.
 */
export const voteCandidates = pgTable(
  'vote_candidates',
  {
    id: serial('id').primaryKey(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    clipUrl: text('clip_url'),
  },
  (t) => [uniqueIndex('vote_candidates_vote_position_uq').on(t.voteId, t.position)],
);

/**
 * A member's ballot: one per account per vote (the unique index), and final. Real data: in backups.
 */
export const voteBallots = pgTable(
  'vote_ballots',
  {
    id: serial('id').primaryKey(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => voteCandidates.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vote_ballots_vote_user_uq').on(t.voteId, t.userId),
    index('vote_ballots_candidate_idx').on(t.candidateId),
  ],
);
