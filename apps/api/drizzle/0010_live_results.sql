CREATE TABLE "game_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"changes" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_server_calls" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"api_key_id" integer,
	"status" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "league_api_keys_scope_ck" CHECK ("league_api_keys"."scope" in ('results:submit'))
);
--> statement-breakpoint
CREATE TABLE "pending_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"game_server_id" text NOT NULL,
	"api_key_id" integer,
	"set_scores" text[] NOT NULL,
	"stage" text,
	"lines" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"game_id" integer,
	CONSTRAINT "pending_results_status_ck" CHECK ("pending_results"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "live_team1_points" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "live_team2_points" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "live_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_corrections" ADD CONSTRAINT "game_corrections_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_corrections" ADD CONSTRAINT "game_corrections_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_server_calls" ADD CONSTRAINT "game_server_calls_api_key_id_league_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."league_api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_api_keys" ADD CONSTRAINT "league_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_results" ADD CONSTRAINT "pending_results_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_results" ADD CONSTRAINT "pending_results_api_key_id_league_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."league_api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_results" ADD CONSTRAINT "pending_results_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_results" ADD CONSTRAINT "pending_results_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_corrections_game_idx" ON "game_corrections" USING btree ("game_id","at");--> statement-breakpoint
CREATE INDEX "game_server_calls_created_idx" ON "game_server_calls" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "league_api_keys_prefix_uq" ON "league_api_keys" USING btree ("prefix");--> statement-breakpoint
CREATE INDEX "pending_results_status_idx" ON "pending_results" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_results_match_uq" ON "pending_results" USING btree ("match_id") WHERE "pending_results"."status" <> 'rejected';