CREATE TABLE "article_likes" (
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_likes_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text NOT NULL,
	"approved" boolean,
	"likes" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_likes_ck" CHECK ("articles"."likes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "award_players" (
	"award_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	CONSTRAINT "award_players_award_id_player_id_pk" PRIMARY KEY("award_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"season_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"date" timestamp with time zone NOT NULL,
	"stage" text,
	"season_id" integer NOT NULL,
	"team1_id" integer NOT NULL,
	"team2_id" integer NOT NULL,
	"team1_score" integer DEFAULT 0 NOT NULL,
	"team2_score" integer DEFAULT 0 NOT NULL,
	"video_url" text,
	CONSTRAINT "games_distinct_teams_ck" CHECK ("games"."team1_id" <> "games"."team2_id"),
	CONSTRAINT "games_scores_ck" CHECK ("games"."team1_score" >= 0 and "games"."team2_score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_number" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"round" text NOT NULL,
	"phase" text DEFAULT 'qualifiers' NOT NULL,
	"region" text DEFAULT 'na' NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"team1_name" text NOT NULL,
	"team2_name" text NOT NULL,
	"team1_score" integer,
	"team2_score" integer,
	"set1_score" text,
	"set2_score" text,
	"set3_score" text,
	"set4_score" text,
	"set5_score" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"season_id" integer NOT NULL,
	"challonge_match_id" text,
	CONSTRAINT "matches_scores_ck" CHECK (coalesce("matches"."team1_score", 0) >= 0 and coalesce("matches"."team2_score", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text DEFAULT 'N/A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "records" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"record" text NOT NULL,
	"sort_order" integer NOT NULL,
	"rank" integer NOT NULL,
	"value" double precision NOT NULL,
	"date" timestamp with time zone,
	"game_id" integer,
	"player_id" integer NOT NULL,
	"season_id" integer,
	CONSTRAINT "records_type_ck" CHECK ("records"."type" in ('game', 'season'))
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_number" integer NOT NULL,
	"theme" text NOT NULL,
	"image" text,
	"start_date" date NOT NULL,
	"end_date" date,
	CONSTRAINT "seasons_number_ck" CHECK ("seasons"."season_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"spike_kills" integer DEFAULT 0 NOT NULL,
	"spike_attempts" integer DEFAULT 0 NOT NULL,
	"ape_kills" integer DEFAULT 0 NOT NULL,
	"ape_attempts" integer DEFAULT 0 NOT NULL,
	"spiking_errors" integer DEFAULT 0 NOT NULL,
	"digs" integer DEFAULT 0 NOT NULL,
	"blocks" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	"aces" integer DEFAULT 0 NOT NULL,
	"setting_errors" integer DEFAULT 0 NOT NULL,
	"block_follows" integer DEFAULT 0 NOT NULL,
	"serving_errors" integer DEFAULT 0 NOT NULL,
	"misc_errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_non_negative_ck" CHECK (least("stats"."spike_kills", "stats"."spike_attempts", "stats"."ape_kills", "stats"."ape_attempts", "stats"."spiking_errors", "stats"."digs", "stats"."blocks", "stats"."assists", "stats"."aces", "stats"."setting_errors", "stats"."block_follows", "stats"."serving_errors", "stats"."misc_errors") >= 0)
);
--> statement-breakpoint
CREATE TABLE "team_players" (
	"team_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	CONSTRAINT "team_players_team_id_player_id_pk" PRIMARY KEY("team_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"season_id" integer NOT NULL,
	"placement" text DEFAULT 'Didn''t make playoffs' NOT NULL,
	"logo_url" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('user', 'admin', 'superadmin'))
);
--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_players" ADD CONSTRAINT "award_players_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_players" ADD CONSTRAINT "award_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_team1_id_teams_id_fk" FOREIGN KEY ("team1_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_team2_id_teams_id_fk" FOREIGN KEY ("team2_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats" ADD CONSTRAINT "stats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats" ADD CONSTRAINT "stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_likes_user_idx" ON "article_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "articles_approved_created_idx" ON "articles" USING btree ("approved","created_at");--> statement-breakpoint
CREATE INDEX "articles_user_idx" ON "articles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "award_players_player_idx" ON "award_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "awards_season_idx" ON "awards" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "awards_type_idx" ON "awards" USING btree ("type");--> statement-breakpoint
CREATE INDEX "games_season_idx" ON "games" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "games_team1_idx" ON "games" USING btree ("team1_id");--> statement-breakpoint
CREATE INDEX "games_team2_idx" ON "games" USING btree ("team2_id");--> statement-breakpoint
CREATE INDEX "games_date_idx" ON "games" USING btree ("date");--> statement-breakpoint
CREATE INDEX "matches_date_idx" ON "matches" USING btree ("date");--> statement-breakpoint
CREATE INDEX "matches_season_idx" ON "matches" USING btree ("season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_challonge_uq" ON "matches" USING btree ("challonge_match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_name_lower_uq" ON "players" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "records_order_idx" ON "records" USING btree ("type","sort_order","rank");--> statement-breakpoint
CREATE INDEX "records_player_idx" ON "records" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_number_uq" ON "seasons" USING btree ("season_number");--> statement-breakpoint
CREATE UNIQUE INDEX "stats_game_player_uq" ON "stats" USING btree ("game_id","player_id");--> statement-breakpoint
CREATE INDEX "stats_player_idx" ON "stats" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "team_players_player_idx" ON "team_players" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_season_name_uq" ON "teams" USING btree ("season_id",lower("name"));--> statement-breakpoint
CREATE INDEX "teams_name_lower_idx" ON "teams" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));