CREATE TABLE "bracket_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"picks" jsonb NOT NULL,
	"points" integer,
	"correct" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bracket_entries" ADD CONSTRAINT "bracket_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bracket_entries" ADD CONSTRAINT "bracket_entries_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bracket_entries_user_season_uq" ON "bracket_entries" USING btree ("user_id","season_id");--> statement-breakpoint
CREATE INDEX "bracket_entries_season_idx" ON "bracket_entries" USING btree ("season_id");