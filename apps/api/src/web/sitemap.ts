/**
 * robots.txt and sitemap.xml: every public page, including each player, team, game, season, award and
 * approved article (at most 50,000 addresses, the sitemap protocol's limit).
 */
import { teamSlug } from '@league/shared/domain/slug';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/sql.ts';

const STATIC_PATHS = [
  '/',
  '/about',
  '/players',
  '/teams',
  '/games',
  '/seasons',
  '/articles',
  '/awards',
  '/stats',
  '/records',
  '/schedules',
  '/applications',
  '/faq',
  '/trivia',
  '/contact',
  '/privacy-policy',
  '/credits',
];
const MAX_URLS = 50_000;

export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /portal',
    'Disallow: /profile',
    'Disallow: /api/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function renderSitemap(db: Db, publicUrl: string): Promise<string> {
  const rows = await queryRows<{ kind: string; key: string; extra: number | null }>(
    db,
    sql`select 'players' as kind, id::text as key, null::int as extra from players
        union all select 'teams', name, max(se.season_number) from teams t join seasons se on se.id = t.season_id group by name
        union all select 'games', id::text, null from games
        union all select 'seasons', id::text, null from seasons
        union all select 'awards', id::text, null from awards
        union all select 'articles', id::text, null from articles where approved = true
        limit ${MAX_URLS}`,
  );
  const paths = [
    ...STATIC_PATHS,
    ...rows.map((r) =>
      r.kind === 'teams' ? `/teams/${encodeURIComponent(teamSlug(r.key))}` : `/${r.kind}/${r.key}`,
    ),
  ].slice(0, MAX_URLS);
  const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urls = paths.map((p) => `  <url><loc>${escapeXml(publicUrl + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
