/**
 * oEmbed (docs/product/feeds-and-embeds.md#link-previews-oembed): `GET /api/oembed?url=…` answers what a
 * chat app or a blog needs to unfurl a link to a game, player, team, standings, leaderboard or season
 * (bracket) page: its title, its summary line and its share image, the same as the page's own metadata
 * (page-meta.ts), and for a page that has an embed, the iframe to show it. Pages name it in their head
 * (`<link rel="alternate" type="application/json+oembed">`), which is how consumers find it.
 */
import { EMBED_DEFAULT_HEIGHTS, type EmbedKind, embedSnippet } from '@league/shared/domain/embeds';
import { OEMBED_PAGE_IDS, OEMBED_PATH } from '@league/shared/domain/feeds';
import { parseSeasonNumber } from '@league/shared/domain/list-filters';
import { matchPage } from '@league/shared/page-match';
import { SHARE_IMAGE_SIZE } from '@league/shared/page-urls';
import { optionalPositiveInt } from '@league/shared/schemas/common';
import type { LeagueSettings } from '@league/shared/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../lib/errors.ts';
import { OG_IMAGE_PATH, resolvePageMeta } from './page-meta.ts';

export const OEmbedSchema = z.object({
  version: z.literal('1.0'),
  type: z.enum(['rich', 'link']),
  title: z.string(),
  /** The page's summary line (not in the oEmbed specification; consumers that know it show it). */
  description: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  cache_age: z.number().int(),
  thumbnail_url: z.string(),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
  html: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type OEmbed = z.infer<typeof OEmbedSchema>;

const OEmbedQuerySchema = z.object({
  url: z.string({ error: 'url is required' }).min(1, 'url is required').max(2000),
  format: z.string().optional(),
  maxwidth: optionalPositiveInt('maxwidth must be a positive whole number'),
  maxheight: optionalPositiveInt('maxheight must be a positive whole number'),
});

/** How long a consumer may keep an answer, in seconds. */
const CACHE_AGE = 300;
const EMBED_WIDTH = 640;

/** The embed a page can show in place (its kind and season), if it has one. */
function embedOf(
  pageId: string,
  query: URLSearchParams,
  settings: LeagueSettings,
): { kind: EmbedKind; season: number } | null {
  const season = parseSeasonNumber(query.get('season')) ?? settings.currentSeason;
  if (pageId === 'standings') return { kind: 'standings', season };
  if (pageId === 'stats') return { kind: 'leaderboard', season };
  return null;
}

export async function describeForOEmbed(
  db: Db,
  settings: LeagueSettings,
  pageUrl: string,
  size: { maxwidth?: number | undefined; maxheight?: number | undefined },
): Promise<OEmbed> {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    throw notFound('Page');
  }
  // Only this site's own pages; another address has no answer here (the specification's 404).
  if (url.origin !== new URL(settings.publicUrl).origin) throw notFound('Page');
  const path = decodeURI(url.pathname).replace(/(.)\/+$/, '$1');
  const page = matchPage(path);
  if (!page || !OEMBED_PAGE_IDS.includes(page.id)) throw notFound('Page');
  const meta = await resolvePageMeta(db, settings, path, url.searchParams);
  if (meta.status !== 200) throw notFound('Page');
  const image = meta.image ?? settings.publicUrl + OG_IMAGE_PATH;
  const imageSize = meta.image ? meta.imageSize : SHARE_IMAGE_SIZE;
  const answer: OEmbed = {
    version: '1.0',
    type: 'link',
    title: meta.title,
    description: meta.description,
    provider_name: settings.siteName,
    provider_url: settings.publicUrl,
    cache_age: CACHE_AGE,
    thumbnail_url: image,
    ...(imageSize ? { thumbnail_width: imageSize.width, thumbnail_height: imageSize.height } : {}),
  };
  const embed = embedOf(page.id, url.searchParams, settings);
  if (!embed) return answer;
  const width = Math.min(size.maxwidth ?? EMBED_WIDTH, EMBED_WIDTH);
  const height = Math.min(
    size.maxheight ?? EMBED_DEFAULT_HEIGHTS[embed.kind],
    EMBED_DEFAULT_HEIGHTS[embed.kind],
  );
  const html = embedSnippet(
    settings.publicUrl,
    { kind: embed.kind, seasonNumber: embed.season, theme: 'dark' },
    { siteName: settings.siteName, width, height },
  );
  return { ...answer, type: 'rich', html, width, height };
}

export async function oembedRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    OEMBED_PATH,
    {
      config: {
        publicRead: true,
        errors: [404, 501],
        parameters: {
          url: "The address of one of the site's game, player, team, standings, leaderboard or season pages.",
          format: 'Only `json` (the default); `xml` answers 501.',
          maxwidth: 'The widest the embedded frame may be, in pixels (pages with an embed).',
          maxheight: 'The tallest the embedded frame may be, in pixels (pages with an embed).',
        },
        example: {
          query: async (r) => ({ url: `http://localhost:3000/games/${(await r.league()).gameId}` }),
        },
      },
      schema: {
        tags: ['pages'],
        summary: "oEmbed: a page's title, summary and share image, for link previews",
        description:
          "Public. The oEmbed 1.0 answer for a page of this site: `link` with the page's title, its summary " +
          '(`description`) and its share image as the thumbnail; the standings and leaderboard pages answer ' +
          '`rich` with the iframe of their embed. Another address answers 404.',
        querystring: OEmbedQuerySchema,
        response: { 200: OEmbedSchema },
      },
    },
    async (request) => {
      const { url, format, maxwidth, maxheight } = request.query;
      if (format !== undefined && format !== 'json')
        throw new AppError('NOT_IMPLEMENTED', 'Only the json format is served');
      return describeForOEmbed(app.db, app.config.league, url, { maxwidth, maxheight });
    },
  );
}
