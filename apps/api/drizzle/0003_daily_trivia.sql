CREATE TABLE "trivia_daily_plays" (
	"user_id" integer NOT NULL,
	"puzzle_date" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"hints_used" integer DEFAULT 1 NOT NULL,
	"hint_count" integer NOT NULL,
	"finished_at" timestamp with time zone,
	"solved" boolean DEFAULT false NOT NULL,
	"seconds_taken" integer,
	"score" integer,
	CONSTRAINT "trivia_daily_plays_user_id_puzzle_date_pk" PRIMARY KEY("user_id","puzzle_date")
);
--> statement-breakpoint
CREATE TABLE "trivia_daily_puzzles" (
	"puzzle_date" date PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"difficulty" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trivia_daily_puzzles_type_ck" CHECK ("trivia_daily_puzzles"."entity_type" in ('player', 'team'))
);
--> statement-breakpoint
ALTER TABLE "trivia_daily_plays" ADD CONSTRAINT "trivia_daily_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trivia_daily_plays" ADD CONSTRAINT "trivia_daily_plays_puzzle_date_trivia_daily_puzzles_puzzle_date_fk" FOREIGN KEY ("puzzle_date") REFERENCES "public"."trivia_daily_puzzles"("puzzle_date") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trivia_daily_plays_board_idx" ON "trivia_daily_plays" USING btree ("puzzle_date","score");