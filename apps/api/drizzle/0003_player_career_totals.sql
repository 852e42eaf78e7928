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
ALTER TABLE "player_career_totals" ADD CONSTRAINT "player_career_totals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- The trigger function of migration 0002, now also refreshing the touched players' career rows from their
-- season rows (still under the same lock, in the writing transaction).
CREATE OR REPLACE FUNCTION refresh_player_season_totals(player_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF player_ids IS NULL OR cardinality(player_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(7355608, 1);
  DELETE FROM player_season_totals WHERE player_id = ANY (player_ids);
  INSERT INTO player_season_totals (
    player_id, season_id, games, sets, spike_kills, spike_attempts, ape_kills, ape_attempts,
    spiking_errors, digs, blocks, assists, aces, setting_errors, block_follows, serving_errors, misc_errors)
  SELECT s.player_id, g.season_id, count(*)::int, sum(g.team1_score + g.team2_score)::int,
    sum(s.spike_kills)::int, sum(s.spike_attempts)::int, sum(s.ape_kills)::int, sum(s.ape_attempts)::int,
    sum(s.spiking_errors)::int, sum(s.digs)::int, sum(s.blocks)::int, sum(s.assists)::int,
    sum(s.aces)::int, sum(s.setting_errors)::int, sum(s.block_follows)::int,
    sum(s.serving_errors)::int, sum(s.misc_errors)::int
  FROM stats s JOIN games g ON g.id = s.game_id
  WHERE s.player_id = ANY (player_ids)
  GROUP BY s.player_id, g.season_id;
  PERFORM refresh_player_career_totals(player_ids);
END $$;
--> statement-breakpoint

CREATE FUNCTION refresh_player_career_totals(player_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM player_career_totals WHERE player_id = ANY (player_ids);
  INSERT INTO player_career_totals (
    player_id, games, sets, spike_kills, spike_attempts, ape_kills, ape_attempts,
    spiking_errors, digs, blocks, assists, aces, setting_errors, block_follows, serving_errors, misc_errors)
  SELECT player_id, sum(games)::int, sum(sets)::int, sum(spike_kills)::int, sum(spike_attempts)::int,
    sum(ape_kills)::int, sum(ape_attempts)::int, sum(spiking_errors)::int, sum(digs)::int,
    sum(blocks)::int, sum(assists)::int, sum(aces)::int, sum(setting_errors)::int,
    sum(block_follows)::int, sum(serving_errors)::int, sum(misc_errors)::int
  FROM player_season_totals
  WHERE player_id = ANY (player_ids)
  GROUP BY player_id;
END $$;
--> statement-breakpoint

-- The career rows of the season rows that exist already.
SELECT refresh_player_career_totals(array(SELECT DISTINCT player_id FROM player_season_totals));
