/**
 * robots.txt and sitemap.xml: every public page, including each player, team, game, season, award and
 * approved article (at most 50,000 addresses, the sitemap protocol's limit).
 */

import { robotsDisallowedPaths, sitemapPages } from '@league/shared/page-match';
import { type EntityPageId, paths } from '@league/shared/pages';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/sql.ts';

/** The key of every entity an entity page shows, as its link builder takes it. */
const ENTITY_KEYS: Record<EntityPageId, SQL> = {
  player: sql`select id::text as key from players`,
  team: sql`select distinct name as key from teams`,
  game: sql`select id::text as key from games`,
  season: sql`select id::text as key from seasons`,
  // Only ended seasons have a recap (docs/product/recap.md#rules); the server's day is near enough here.
  seasonRecap: sql`select id::text as key from seasons where end_date < current_date`,
  award: sql`select id::text as key from awards`,
  article: sql`select id::text as key from articles where approved = true`,
};
const MAX_URLS = 50_000;

/**
 * Crawlers are kept out of the pages the catalogue keeps out of search engines (`noindex`) and out of the
 * API, which is no page.
 */
export function renderRobots(publicUrl: string): string {
  const disallowed = [...robotsDisallowedPaths(), '/api/'];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function renderSitemap(db: Db, publicUrl: string): Promise<string> {
  const { staticPaths, entityPages } = sitemapPages();
  const union = sql.join(
    entityPages.map((page) => sql`select ${page}::text as page, key from (${ENTITY_KEYS[page]}) as keys`),
    sql` union all `,
  );
  const rows = await queryRows<{ page: EntityPageId; key: string }>(db, sql`${union} limit ${MAX_URLS}`);
  const entityPaths = rows.map((r) => paths[r.page](r.key));
  const all = [...staticPaths, ...entityPaths].slice(0, MAX_URLS);
  const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urls = all.map((p) => `  <url><loc>${escapeXml(publicUrl + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
