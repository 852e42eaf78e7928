CREATE TABLE "vote_ballots" (
	"id" serial PRIMARY KEY NOT NULL,
	"vote_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"vote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"player_id" integer,
	"team_id" integer,
	"clip_url" text
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"season_id" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_kind_ck" CHECK ("votes"."kind" in ('season-mvp', 'team-of-the-season', 'play-of-the-week'))
);
--> statement-breakpoint
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_candidate_id_vote_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."vote_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_candidates" ADD CONSTRAINT "vote_candidates_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_candidates" ADD CONSTRAINT "vote_candidates_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_candidates" ADD CONSTRAINT "vote_candidates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vote_ballots_vote_user_uq" ON "vote_ballots" USING btree ("vote_id","user_id");--> statement-breakpoint
CREATE INDEX "vote_ballots_candidate_idx" ON "vote_ballots" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vote_candidates_vote_position_uq" ON "vote_candidates" USING btree ("vote_id","position");--> statement-breakpoint
CREATE INDEX "votes_closes_idx" ON "votes" USING btree ("closes_at");--> statement-breakpoint
CREATE INDEX "votes_season_idx" ON "votes" USING btree ("season_id");