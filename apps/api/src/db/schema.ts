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
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
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
  },
  (t) => [
    index('matches_date_idx').on(t.date),
    index('matches_season_idx').on(t.seasonId),
    uniqueIndex('matches_challonge_uq').on(t.challongeMatchId),
    check('matches_scores_ck', sql`coalesce(${t.team1Score}, 0) >= 0 and coalesce(${t.team2Score}, 0) >= 0`),
  ],
);

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
  createdAt: createdAt(),
});

/**
 * The chat outbox (docs/decisions/0030-chat-delivery-outbox.md): one row per event and webhook, written in the
 * transaction of the change it reports, delivered by the worker. `lease_owner`/`lease_until` mark the worker
 * holding a row; the unique key makes an event happen once per webhook. Operational: not in backups.
 */
export const chatDeliveries = pgTable(
  'chat_deliveries',
  {
    id: serial('id').primaryKey(),
    /** The webhook a `webhook` row posts to; null for the bot's own channels. */
    webhookId: integer('webhook_id').references(() => chatWebhooks.id, { onDelete: 'cascade' }),
    /**
     * How the row is delivered: `webhook` posts a message to a webhook; `discord-standings` edits the bot's
     * standings message (docs/product/discord.md#the-standings-message).
     */
    channel: text('channel').notNull().default('webhook'),
    event: text('event').notNull(),
    eventKey: text('event_key').notNull(),
    /** The event's facts (ChatEvent), rendered into a message when sent. */
    facts: jsonb('facts').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('chat_deliveries_event_uq').on(t.webhookId, t.eventKey),
    index('chat_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    check('chat_deliveries_status_ck', sql`${t.status} in ('pending', 'retrying', 'sent', 'failed')`),
    check('chat_deliveries_channel_ck', sql`(${t.channel} = 'webhook') = (${t.webhookId} is not null)`),
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
