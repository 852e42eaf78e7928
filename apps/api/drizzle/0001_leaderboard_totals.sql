CREATE TABLE "player_career_totals" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"games" integer NOT NULL,
	"sets" integer NOT NULL,
	"spike_kills" integer NOT NULL,
	"spike_attempts" integer NOT NULL,
	"ape_kills" integer NOT NULL,
	"ape_attempts" integer NOT NULL,
	"spiking_errors" integer NOT NULL,
	"digs" integer NOT NULL,
	"blocks" integer NOT NULL,
	"assists" integer NOT NULL,
	"aces" integer NOT NULL,
	"setting_errors" integer NOT NULL,
	"block_follows" integer NOT NULL,
	"serving_errors" integer NOT NULL,
	"misc_errors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_season_totals" (
	"player_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"games" integer NOT NULL,
	"sets" integer NOT NULL,
	"spike_kills" integer NOT NULL,
	"spike_attempts" integer NOT NULL,
	"ape_kills" integer NOT NULL,
	"ape_attempts" integer NOT NULL,
	"spiking_errors" integer NOT NULL,
	"digs" integer NOT NULL,
	"blocks" integer NOT NULL,
	"assists" integer NOT NULL,
	"aces" integer NOT NULL,
	"setting_errors" integer NOT NULL,
	"block_follows" integer NOT NULL,
	"serving_errors" integer NOT NULL,
	"misc_errors" integer NOT NULL,
	CONSTRAINT "player_season_totals_player_id_season_id_pk" PRIMARY KEY("player_id","season_id")
);
--> statement-breakpoint
ALTER TABLE "player_career_totals" ADD CONSTRAINT "player_career_totals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_season_totals" ADD CONSTRAINT "player_season_totals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_season_totals" ADD CONSTRAINT "player_season_totals_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_season_totals_season_idx" ON "player_season_totals" USING btree ("season_id");