CREATE TABLE "standings_settings" (
	"season_id" integer PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"tie_breakers" text[] NOT NULL,
	"playoff_spots" integer DEFAULT 0 NOT NULL,
	"coin_flips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "division" text;--> statement-breakpoint
ALTER TABLE "standings_settings" ADD CONSTRAINT "standings_settings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;