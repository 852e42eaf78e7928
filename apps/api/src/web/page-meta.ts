/**
 * Search and link-preview metadata for every page, decided on the server so crawlers and chat apps that
 * do not run scripts see the title, description, Open Graph tags and JSON-LD of entity pages.
 */
import { todayKey } from '@league/shared/domain/day-keys';
import { parseSeasonNumber } from '@league/shared/domain/list-filters';
import { parseCompareParams } from '@league/shared/domain/player-compare';
import { seasonHasEnded } from '@league/shared/domain/season-recap';
import { teamSlug } from '@league/shared/domain/slug';
import { pickTeam } from '@league/shared/domain/team-page';
import {
  clip,
  describeArticlePage,
  describeAwardPage,
  describeComparePage,
  describeGamePage,
  describePlayerPage,
  describeSeasonPage,
  describeSeasonRecapPage,
  describeTeamPage,
} from '@league/shared/entity-page-text';
import {
  isEntityPage,
  isRedirectPage,
  matchPage,
  shareImagePath,
  staticPageMeta,
} from '@league/shared/page-match';
import { SHARE_IMAGE_SIZE } from '@league/shared/page-urls';
import { type EntityPageId, PAGES, type PageParams } from '@league/shared/pages';
import type { LeagueSettings } from '@league/shared/settings';
import type { Db } from '../db/client.ts';
import { findPublishedArticle } from '../features/articles/service.ts';
import { findAwardSummary } from '../features/awards/service.ts';
import { findGameSummary } from '../features/games/service.ts';
import { findPlayerSummary } from '../features/players/service.ts';
import { findSeasonIdOfNumber, findSeasonSummary } from '../features/seasons/service.ts';
import { findTeamsByName } from '../features/teams/service.ts';

/** The league's own share card, for pages without one of their own. */
export const OG_IMAGE_PATH = '/og-image.png';

export interface PageMeta {
  /** 308 with `redirectTo`: the address names the page another way (a season by its number). */
  status: 200 | 308 | 404;
  redirectTo?: string;
  title: string;
  description: string;
  type: 'website' | 'article' | 'profile';
  /** Path of the page, for the canonical link and og:url. */
  path: string;
  image?: string;
  /** Known for the share cards the server draws; other pages' own images have no size to tell. */
  imageSize?: { width: number; height: number };
  jsonLd: Record<string, unknown>[];
  /** Pages that should not be indexed (account pages, the portal). */
  noindex?: boolean;
}

const positiveId = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

function notFoundMeta(path: string, what = 'Page'): PageMeta {
  return {
    status: 404,
    title: `${what} not found`,
    description: 'There is nothing at this address.',
    type: 'website',
    path,
    jsonLd: [],
    noindex: true,
  };
}

/** The entity a numeric address segment names; undefined when the segment is no id or names nothing. */
async function findById<T>(segment: string | undefined, find: (id: number) => Promise<T | undefined>) {
  const id = positiveId(segment);
  return id === null ? undefined : find(id);
}

/** An entity's own picture as its page's image, when it has one at an https address (the only kind used). */
const ownImage = (url: string | null | undefined) => (url?.startsWith('https://') ? url : undefined);

/** A found page: its own text, its kind, and what it adds (its image, its structured data). */
function pageMeta(
  path: string,
  text: { title: string; description: string },
  type: PageMeta['type'],
  more: { image?: string | undefined; jsonLd?: Record<string, unknown>[] } = {},
): PageMeta {
  return {
    status: 200,
    ...text,
    type,
    path,
    ...(more.image ? { image: more.image } : {}),
    jsonLd: more.jsonLd ?? [],
  };
}

type EntityResolver = (
  db: Db,
  params: PageParams,
  path: string,
  settings: LeagueSettings,
  query: URLSearchParams,
) => Promise<PageMeta>;

/**
 * The metadata of each entity page of the catalogue, from the entity its address names; the title and
 * description are the page's own (@league/shared/entity-page-text), as the app writes them.
 */
const ENTITY_PAGES: Record<EntityPageId, EntityResolver> = {
  async player(db, { id: segment }, path, settings) {
    const player = await findById(segment, (id) => findPlayerSummary(db, id));
    if (!player) return notFoundMeta(path, 'Player');
    return pageMeta(path, describePlayerPage(player, settings.siteName), 'profile', {
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: player.name,
          jobTitle: player.position,
          url: settings.publicUrl + path,
        },
      ],
    });
  },
  async team(db, { teamName }, path, settings, query) {
    // The team of the address's season, as the page shows it.
    const team = teamName
      ? pickTeam(await findTeamsByName(db, teamName), parseSeasonNumber(query.get('season')))
      : null;
    if (!team) return notFoundMeta(path, 'Team');
    return pageMeta(path, describeTeamPage(team, settings.siteName), 'website', {
      image: ownImage(team.logoUrl),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'SportsTeam',
          name: team.name,
          sport: 'Volleyball',
          url: `${settings.publicUrl}/teams/${teamSlug(team.name)}`,
        },
      ],
    });
  },
  async game(db, { id: segment }, path, settings) {
    const game = await findById(segment, (id) => findGameSummary(db, id));
    if (!game) return notFoundMeta(path, 'Game');
    const { team1: t1, team2: t2 } = game;
    const text = describeGamePage({ ...game, teams: [t1, t2] }, settings.siteName);
    return pageMeta(path, text, 'website', {
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'SportsEvent',
          name: text.title,
          sport: 'Volleyball',
          startDate: new Date(game.date).toISOString(),
          competitor: [t1, t2].map((t) => ({ '@type': 'SportsTeam', name: t.name })),
          url: settings.publicUrl + path,
        },
      ],
    });
  },
  async season(db, { id: segment }, path, settings) {
    const id = positiveId(segment);
    const season = id === null ? undefined : await findSeasonSummary(db, id);
    if (!season) {
      // docs/product/seasons.md#a-season-by-its-number: no season has this id, so the season of this number.
      const byNumber = id === null ? undefined : await findSeasonIdOfNumber(db, id);
      if (byNumber === undefined) return notFoundMeta(path, 'Season');
      return { ...notFoundMeta(path, 'Season'), status: 308, redirectTo: PAGES.season.href(byNumber) };
    }
    const text = describeSeasonPage(season, settings.siteName);
    return pageMeta(path, text, 'website', {
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'SportsEvent',
          name: text.title,
          sport: 'Volleyball',
          startDate: season.startDate,
          ...(season.endDate ? { endDate: season.endDate } : {}),
          url: settings.publicUrl + path,
        },
      ],
    });
  },
  async seasonRecap(db, { id: segment }, path, settings) {
    const season = await findById(segment, (id) => findSeasonSummary(db, id));
    if (!season) return notFoundMeta(path, 'Season');
    // A season still playing has no recap yet, so no card of its own: the league's card stands in.
    const ended = seasonHasEnded(season.endDate, todayKey(settings.timeZone));
    return pageMeta(path, describeSeasonRecapPage(season, settings.siteName), 'article', {
      image: ended ? undefined : `${settings.publicUrl}${OG_IMAGE_PATH}`,
    });
  },
  async award(db, { id: segment }, path, settings) {
    const award = await findById(segment, (id) => findAwardSummary(db, id));
    if (!award) return notFoundMeta(path, 'Award');
    return pageMeta(path, describeAwardPage(award, settings.siteName), 'website', {
      image: ownImage(award.imageUrl),
    });
  },
  async article(db, { id: segment }, path, settings) {
    const article = await findById(segment, (id) => findPublishedArticle(db, id));
    if (!article) return notFoundMeta(path, 'Article');
    return pageMeta(path, describeArticlePage(article, settings.siteName), 'article', {
      image: ownImage(article.imageUrl),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: clip(article.title, 110),
          description: clip(article.summary),
          image: [article.imageUrl],
          datePublished: article.createdAt,
          author: article.author ? [{ '@type': 'Person', name: article.author.username }] : [],
          publisher: { '@type': 'SportsOrganization', name: settings.siteName },
          url: settings.publicUrl + path,
        },
      ],
    });
  },
};

/** The compare page's text when its address names players that exist (in the address's order); else null. */
async function describeComparison(db: Db, settings: LeagueSettings, query: URLSearchParams) {
  const state = parseCompareParams(query);
  if (!state.players.ok || state.players.ids.length === 0) return null;
  const found = await Promise.all(state.players.ids.map((id) => findPlayerSummary(db, id)));
  const names = found.flatMap((player) => (player ? [player.name] : []));
  return names.length > 0 ? describeComparePage(names, state.season, settings.siteName) : null;
}

/** The metadata of a page address; unknown paths and missing entities answer a 404 status. */
export async function resolvePageMeta(
  db: Db,
  settings: LeagueSettings,
  rawPath: string,
  query: URLSearchParams = new URLSearchParams(),
): Promise<PageMeta> {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const match = matchPage(path);
  // A redirecting address is left to the app, which sends the visitor on.
  if (!match || isRedirectPage(match.id)) return notFoundMeta(path);
  if (isEntityPage(match.id)) {
    const meta = await ENTITY_PAGES[match.id](db, match.params, path, settings, query);
    return withShareImage(meta, query, settings);
  }
  // A comparison unfurls with the players it compares.
  if (match.id === 'compare') {
    const named = await describeComparison(db, settings, query);
    if (named) return withShareImage(pageMeta(path, named, 'website'), query, settings);
  }
  // A page whose address names a view (the leaderboard) is described as that view, as the app does.
  const view = { query, maxSeason: settings.maxSeason };
  const { title, description, noindex } = staticPageMeta(match.id, settings.siteName, view);
  const organisation =
    match.id === 'home'
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'SportsOrganization',
            name: settings.siteName,
            sport: 'Volleyball',
            url: settings.publicUrl,
            sameAs: Object.values(settings.links).filter((l) => l.startsWith('https://')),
          },
        ]
      : [];
  const meta: PageMeta = {
    status: 200,
    title,
    description,
    type: 'website',
    path,
    jsonLd: organisation,
    ...(noindex ? { noindex: true } : {}),
  };
  return withShareImage(meta, query, settings);
}

/**
 * A page the catalogue gives a share card previews with it (docs/product/site.md#share-images), unless the
 * page names its own image (a team's logo, an article's picture).
 */
function withShareImage(meta: PageMeta, query: URLSearchParams, settings: LeagueSettings): PageMeta {
  if (meta.status !== 200 || meta.image) return meta;
  const card = shareImagePath(meta.path, query, settings.maxSeason);
  return card ? { ...meta, image: settings.publicUrl + card, imageSize: SHARE_IMAGE_SIZE } : meta;
}
