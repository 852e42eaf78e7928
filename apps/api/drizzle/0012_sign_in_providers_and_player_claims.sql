CREATE TABLE "linked_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"username" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linked_accounts_provider_ck" CHECK ("linked_accounts"."provider" in ('discord', 'roblox'))
);
--> statement-breakpoint
CREATE TABLE "player_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"bio" text,
	"supported_team_id" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "player_claims_status_ck" CHECK ("player_claims"."status" in ('pending', 'confirmed'))
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "linked_accounts" ADD CONSTRAINT "linked_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_claims" ADD CONSTRAINT "player_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_claims" ADD CONSTRAINT "player_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_claims" ADD CONSTRAINT "player_claims_supported_team_id_teams_id_fk" FOREIGN KEY ("supported_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linked_accounts_provider_account_uq" ON "linked_accounts" USING btree ("provider","provider_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_accounts_user_provider_uq" ON "linked_accounts" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "player_claims_user_uq" ON "player_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_claims_confirmed_player_uq" ON "player_claims" USING btree ("player_id") WHERE "player_claims"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "player_claims_player_idx" ON "player_claims" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_claims_status_idx" ON "player_claims" USING btree ("status","requested_at");