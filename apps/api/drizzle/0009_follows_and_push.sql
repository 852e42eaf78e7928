CREATE TABLE "follow_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"calendar_token" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"team_key" text,
	"player_id" integer,
	"events" text[] DEFAULT '{}'::text[] NOT NULL,
	"lead_minutes" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_target_ck" CHECK (("follows"."kind" = 'team' and "follows"."team_key" is not null and "follows"."player_id" is null) or ("follows"."kind" = 'player' and "follows"."player_id" is not null and "follows"."team_key" is null)),
	CONSTRAINT "follows_lead_ck" CHECK ("follows"."lead_minutes" in (15, 30, 60))
);
--> statement-breakpoint
CREATE TABLE "push_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer,
	"user_id" integer,
	"service" text NOT NULL,
	"match_id" integer,
	"event" text NOT NULL,
	"event_key" text NOT NULL,
	"facts" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "push_deliveries_status_ck" CHECK ("push_deliveries"."status" in ('pending', 'retrying', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"label" text DEFAULT 'Browser' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "told_standings_marks" (
	"season_id" integer NOT NULL,
	"team_key" text NOT NULL,
	"playoffs" text,
	"first" text,
	CONSTRAINT "told_standings_marks_season_id_team_key_pk" PRIMARY KEY("season_id","team_key")
);
--> statement-breakpoint
CREATE TABLE "vapid_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vapid_keys_one_ck" CHECK ("vapid_keys"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "chat_webhooks" ADD COLUMN "role_pings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_settings" ADD CONSTRAINT "follow_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "told_standings_marks" ADD CONSTRAINT "told_standings_marks_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_settings_calendar_uq" ON "follow_settings" USING btree ("calendar_token");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_team_uq" ON "follows" USING btree ("user_id","team_key");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_player_uq" ON "follows" USING btree ("user_id","player_id");--> statement-breakpoint
CREATE INDEX "follows_team_idx" ON "follows" USING btree ("team_key");--> statement-breakpoint
CREATE INDEX "follows_player_idx" ON "follows" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_deliveries_event_uq" ON "push_deliveries" USING btree ("subscription_id","event_key");--> statement-breakpoint
CREATE INDEX "push_deliveries_due_idx" ON "push_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "push_deliveries_match_idx" ON "push_deliveries" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");