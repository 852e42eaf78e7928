-- player_season_totals and player_career_totals are kept exact by the database itself: statement-level
-- triggers on stats and games recompute the season sums of every player a write touched, then their
-- career sums from those, in the writing transaction, whatever makes the write (the API, a seed, a
-- script, psql). Recomputing a player from their lines (tens of them) is
-- cheap and cannot drift the way adding and subtracting deltas can.
--
-- Concurrency: one transaction-level advisory lock serializes the recomputations, and each statement of
-- the function reads a fresh snapshot (READ COMMITTED, the default), so two transactions writing the same
-- player's lines at once cannot leave sums that miss one of them.

CREATE FUNCTION refresh_player_season_totals(player_ids integer[]) RETURNS void
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

-- One function for the three stats triggers; each branch reads only the transition tables its event has.
CREATE FUNCTION player_season_totals_after_stats() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT player_id) INTO ids FROM new_lines;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT player_id) INTO ids FROM old_lines;
  ELSE
    SELECT array_agg(DISTINCT player_id) INTO ids
    FROM (SELECT player_id FROM new_lines UNION SELECT player_id FROM old_lines) changed;
  END IF;
  PERFORM refresh_player_season_totals(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER stats_insert_player_season_totals AFTER INSERT ON stats
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION player_season_totals_after_stats();
--> statement-breakpoint
CREATE TRIGGER stats_update_player_season_totals AFTER UPDATE ON stats
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION player_season_totals_after_stats();
--> statement-breakpoint
CREATE TRIGGER stats_delete_player_season_totals AFTER DELETE ON stats
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION player_season_totals_after_stats();
--> statement-breakpoint

-- A game moved to another season or given other scores changes the sums of everyone with a line in it.
-- (A deleted game deletes its lines by cascade, which the stats trigger above sees.)
CREATE FUNCTION player_season_totals_after_games() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(DISTINCT s.player_id) INTO ids
  FROM new_games n
  JOIN old_games o ON o.id = n.id
  JOIN stats s ON s.game_id = n.id
  WHERE n.season_id <> o.season_id OR n.team1_score <> o.team1_score OR n.team2_score <> o.team2_score;
  PERFORM refresh_player_season_totals(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER games_update_player_season_totals AFTER UPDATE ON games
  REFERENCING OLD TABLE AS old_games NEW TABLE AS new_games
  FOR EACH STATEMENT EXECUTE FUNCTION player_season_totals_after_games();
--> statement-breakpoint

-- The sums of the lines that exist already.
SELECT refresh_player_season_totals(array(SELECT DISTINCT player_id FROM stats));
