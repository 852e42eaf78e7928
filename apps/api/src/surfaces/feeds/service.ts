/**
 * The news and results feeds (docs/product/feeds-and-embeds.md#feeds), written by the `feed` generator in
 * RSS 2.0, Atom 1.0 and JSON Feed 1 from the same reads the pages make: the latest approved articles, and
 * a team's latest results (completed matches of every season's team of that name, as its team page's
 * address names it). Each entry keeps one id for life, so a reader shows it once.
 */
import { articleFeedPath, FEED_FILES, type FeedFormat, teamFeedPath } from '@league/shared/domain/feeds';
import { slugKey } from '@league/shared/domain/slug';
import { paths } from '@league/shared/pages';
import type { Match } from '@league/shared/schemas/matches';
import { Feed } from 'feed';
import type { Db } from '../../db/client.ts';
import { listVisibleArticles } from '../../features/articles/service.ts';
import { listMatchPage } from '../../features/matches/service.ts';
import { getTeamsByName } from '../../features/teams/service.ts';
import { notFound } from '../../lib/errors.ts';

/** Entries per feed: what a reader polling every hour or so needs. */
export const FEED_ENTRIES = 30;

export interface FeedSettings {
  siteName: string;
  publicUrl: string;
}

export interface FeedFile {
  text: string;
  type: string;
}

function write(feed: Feed, format: FeedFormat): FeedFile {
  const text = format === 'rss' ? feed.rss2() : format === 'atom' ? feed.atom1() : feed.json1();
  return { text, type: `${FEED_FILES[format].type}; charset=utf-8` };
}

function newFeed(
  settings: FeedSettings,
  details: {
    title: string;
    description: string;
    link: string;
    updated: Date;
    path: (f: FeedFormat) => string;
  },
): Feed {
  const { publicUrl, siteName } = settings;
  return new Feed({
    id: publicUrl + details.path('atom'),
    title: details.title,
    description: details.description,
    link: publicUrl + details.link,
    language: 'en',
    image: `${publicUrl}/og-image.png`,
    favicon: `${publicUrl}/favicon.ico`,
    copyright: `© ${details.updated.getUTCFullYear()} ${siteName}`,
    updated: details.updated,
    generator: siteName,
    feedLinks: {
      rss: publicUrl + details.path('rss'),
      atom: publicUrl + details.path('atom'),
      json: publicUrl + details.path('json'),
    },
  });
}

/** The latest approved articles, newest first. */
export async function buildArticleFeed(
  db: Db,
  settings: FeedSettings,
  format: FeedFormat,
): Promise<FeedFile> {
  const { rows } = await listVisibleArticles(db, null, { limit: FEED_ENTRIES });
  const feed = newFeed(settings, {
    title: `${settings.siteName} articles`,
    description: `News, previews, recaps and opinion from the ${settings.siteName} community.`,
    link: paths.articles(),
    updated: rows[0] ? new Date(rows[0].createdAt) : new Date(0),
    path: articleFeedPath,
  });
  for (const article of rows) {
    const link = settings.publicUrl + paths.article(article.id);
    feed.addItem({
      id: link,
      link,
      title: article.title,
      description: article.summary,
      content: article.content,
      date: new Date(article.createdAt),
      published: new Date(article.createdAt),
      ...(article.author ? { author: [{ name: article.author.username }] } : {}),
      ...(article.imageUrl.startsWith('https://') ? { image: article.imageUrl } : {}),
    });
  }
  return write(feed, format);
}

const setScores = (match: Match) =>
  [match.set1Score, match.set2Score, match.set3Score, match.set4Score, match.set5Score].filter(Boolean);

/** "Storm Crows 3–1 Tidal Wave": the result as the team's own line. */
export function resultTitle(match: Match): string {
  return `${match.team1Name} ${match.team1Score}–${match.team2Score} ${match.team2Name}`;
}

/** A team's latest completed matches with a score, newest first; 404 for a name no team has. */
export async function buildTeamFeed(
  db: Db,
  settings: FeedSettings,
  name: string,
  format: FeedFormat,
): Promise<FeedFile> {
  const [team] = await getTeamsByName(db, name);
  if (!team) throw notFound('Team');
  const { items } = await listMatchPage(
    db,
    { teamKey: slugKey(name), status: 'completed', to: new Date().toISOString() },
    { limit: FEED_ENTRIES },
    true,
  );
  const results = items.filter((m) => m.team1Score !== null && m.team2Score !== null);
  const feed = newFeed(settings, {
    title: `${team.name} results · ${settings.siteName}`,
    description: `Every result of ${team.name} in the ${settings.siteName}, newest first.`,
    link: paths.team(team.name),
    updated: results[0] ? new Date(results[0].date) : new Date(0),
    path: (f) => teamFeedPath(team.name, f),
  });
  for (const match of results) {
    const page = match.gameId !== null ? paths.game(match.gameId) : `${paths.schedules()}#match-${match.id}`;
    const sets = setScores(match);
    const summary = [
      `${match.round} · ${match.matchNumber} · Season ${match.season.seasonNumber}`,
      sets.length > 0 ? `Sets: ${sets.join(', ')}` : null,
    ]
      .filter(Boolean)
      .join('. ');
    feed.addItem({
      id: `${settings.publicUrl}/matches/${match.id}`,
      link: settings.publicUrl + page,
      title: resultTitle(match),
      description: summary,
      date: new Date(match.date),
    });
  }
  return write(feed, format);
}
