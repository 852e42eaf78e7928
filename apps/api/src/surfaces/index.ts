/**
 * The league in other media: the same facts the site's pages show, as a calendar file, a news feed, an
 * embed for another site, a share card's image and the Discord bot's answers. A surface owns no league
 * data (the bot keeps only the ids of the messages it edits); it reads the features through their
 * services, and no feature reads a surface (docs/decisions/0060-surfaces.md; checked by
 * test/api-layering.test.ts). Its routes keep their addresses: the card images and the bot's
 * interactions under /api, the calendar, the feeds and the embeds at the root, where calendar apps, feed
 * readers and other sites' iframes fetch them.
 */
import type { FastifyInstance } from 'fastify';
import { calendarRoutes } from './calendar/routes.ts';
import { discordRoutes } from './discord/routes.ts';
import { embedRoutes } from './embeds/routes.ts';
import { feedRoutes } from './feeds/routes.ts';
import { shareImageRoutes } from './share-images/routes.ts';

const UNDER_API = [shareImageRoutes, discordRoutes];
const AT_THE_ROOT = [calendarRoutes, feedRoutes, embedRoutes];

/** Registers the surfaces' routes under /api (`api`, the /api context the features share). */
export async function registerApiSurfaces(api: FastifyInstance): Promise<void> {
  for (const surface of UNDER_API) await api.register(surface);
}

/** Registers the surfaces' routes at the root. */
export async function registerRootSurfaces(app: FastifyInstance): Promise<void> {
  for (const surface of AT_THE_ROOT) await app.register(surface);
}
