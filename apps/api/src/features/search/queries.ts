/**
 * What the site search indexes, read in four statements (docs/product/search.md#what-is-searched): every
 * player with the team of their latest season, every season's team, every season and every approved
 * article. A few thousand short rows even on a league five times the demo one.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';

export interface PlayerRow {
  id: number;
  name: string;
  position: string;
  teamName: string | null;
  seasonNumber: number | null;
}

export interface TeamRow {
  id: number;
  name: string;
  placement: string;
  seasonNumber: number;
}

export interface SeasonRow {
  id: number;
  seasonNumber: number;
  theme: string;
}

export interface ArticleRow {
  id: number;
  title: string;
  summary: string;
  author: string | null;
  createdAt: string;
}

export function listPlayerRows(db: Db): Promise<PlayerRow[]> {
  return queryRows<PlayerRow>(
    db,
    sql`select p.id, p.name, p.position, latest.name as "teamName", latest.season_number as "seasonNumber"
        from players p
        left join lateral (
          select t.name, s.season_number
          from team_players tp
          join teams t on t.id = tp.team_id
          join seasons s on s.id = t.season_id
          where tp.player_id = p.id
          order by s.season_number desc, t.id desc
          limit 1
        ) latest on true`,
  );
}

export function listTeamRows(db: Db): Promise<TeamRow[]> {
  return queryRows<TeamRow>(
    db,
    sql`select t.id, t.name, t.placement, s.season_number as "seasonNumber"
        from teams t join seasons s on s.id = t.season_id`,
  );
}

export function listSeasonRows(db: Db): Promise<SeasonRow[]> {
  return queryRows<SeasonRow>(db, sql`select id, season_number as "seasonNumber", theme from seasons`);
}

export function listArticleRows(db: Db): Promise<ArticleRow[]> {
  return queryRows<ArticleRow>(
    db,
    sql`select a.id, a.title, a.summary, u.username as author, a.created_at::text as "createdAt"
        from articles a left join users u on u.id = a.user_id
        where a.approved = true`,
  );
}
