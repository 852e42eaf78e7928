/**
 * The built league as table rows, in insert order (parents before children), each with its fixed id.
 * Timestamps of accounts, articles and likes are placed relative to the current week like everything else.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema.ts';
import { hashLeagueKey, leagueKeyPrefixOf } from '../lib/league-keys.ts';
import type { DemoArticle, DemoLeague } from './build-league.ts';
import { addDays, addMinutes } from './calendar.ts';

export type TableRows = [name: string, table: PgTable, rows: Record<string, unknown>[]];

export function toTableRows(league: DemoLeague, passwordHashes: string[]): TableRows[] {
  return [
    ['users', schema.users, userRows(league, passwordHashes)],
    ['articles', schema.articles, articleRows(league)],
    ['article_likes', schema.articleLikes, likeRows(league)],
    ['seasons', schema.seasons, seasonRows(league)],
    ['teams', schema.teams, teamRows(league)],
    [
      'players',
      schema.players,
      league.players.map((p) => ({ id: p.id, name: p.name, position: p.position })),
    ],
    ['team_players', schema.teamPlayers, rosterRows(league)],
    ['games', schema.games, gameRows(league)],
    ['stats', schema.stats, league.stats.map((line) => ({ ...line }))],
    ['awards', schema.awards, awardRows(league)],
    ['award_players', schema.awardPlayers, awardPlayerRows(league)],
    ['matches', schema.matches, matchRows(league)],
    ['league_api_keys', schema.leagueApiKeys, apiKeyRows(league)],
    ['pending_results', schema.pendingResults, league.night.results.map((r) => ({ ...r }))],
    ['game_corrections', schema.gameCorrections, league.night.corrections.map((c) => ({ ...c }))],
    ['standings_settings', schema.standingsSettings, league.standingsSettings.map((row) => ({ ...row }))],
    ['linked_accounts', schema.linkedAccounts, linkedAccountRows(league)],
    ['player_claims', schema.playerClaims, playerClaimRows(league)],
  ];
}

type Insert<T extends PgTable> = T['$inferInsert'];

function userRows({ accounts, anchor }: DemoLeague, passwordHashes: string[]): Insert<typeof schema.users>[] {
  return accounts.map((account, i) => {
    const createdAt = addDays(anchor, -account.daysAgo);
    const { id, username, email, role } = account;
    return {
      id,
      username,
      email,
      role,
      passwordHash: passwordHashes[i] as string,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** Articles go up in the evening before the day they count from, a few minutes apart, so "Newest" is strict. */
function postedAt(anchor: Date, article: DemoArticle, index: number): Date {
  return addMinutes(addDays(anchor, -article.daysAgo), -6 * 60 + index * 7);
}

function articleRows({ articles, anchor }: DemoLeague): Insert<typeof schema.articles>[] {
  return articles.map((a, i) => ({
    id: a.id,
    title: a.title,
    summary: a.summary,
    content: a.content,
    imageUrl: a.imageUrl,
    approved: a.approved,
    likes: a.likedBy.length,
    userId: a.userId,
    createdAt: postedAt(anchor, a, i),
    updatedAt: postedAt(anchor, a, i),
  }));
}

function likeRows({ articles, accounts, anchor }: DemoLeague): Insert<typeof schema.articleLikes>[] {
  const joined = new Map(accounts.map((a) => [a.id, addDays(anchor, 1 - a.daysAgo).getTime()]));
  return articles.flatMap((article, i) =>
    article.likedBy.map((userId, k) => {
      const afterPost = addMinutes(postedAt(anchor, article, i), 30 + k * 11).getTime();
      // Nobody likes an article before their account exists.
      return {
        articleId: article.id,
        userId,
        createdAt: new Date(Math.max(afterPost, joined.get(userId) ?? 0)),
      };
    }),
  );
}

function seasonRows({ seasons }: DemoLeague): Insert<typeof schema.seasons>[] {
  return seasons.map((s) => ({
    id: s.id,
    seasonNumber: s.number,
    theme: s.theme,
    image: s.image,
    startDate: s.startDate,
    endDate: s.endDate,
  }));
}

function teamRows({ teams }: DemoLeague): Insert<typeof schema.teams>[] {
  return teams.map((t) => ({
    id: t.id,
    name: t.name,
    seasonId: t.season.id,
    placement: t.placement,
    logoUrl: t.logoUrl,
  }));
}

function rosterRows({ teams }: DemoLeague): Insert<typeof schema.teamPlayers>[] {
  return teams.flatMap((t) => t.roster.map((p) => ({ teamId: t.id, playerId: p.id })));
}

function gameRows({ games }: DemoLeague): Insert<typeof schema.games>[] {
  return games.map((g) => ({
    id: g.id,
    name: g.name,
    date: g.date,
    stage: g.stage,
    seasonId: g.season.id,
    team1Id: g.team1.id,
    team2Id: g.team2.id,
    team1Score: g.team1Score,
    team2Score: g.team2Score,
    videoUrl: g.videoUrl,
  }));
}

function awardRows({ awards }: DemoLeague): Insert<typeof schema.awards>[] {
  return awards.map((a) => ({
    id: a.id,
    type: a.type,
    description: a.description,
    imageUrl: a.imageUrl,
    seasonId: a.season.id,
    createdAt: a.createdAt,
  }));
}

function awardPlayerRows({ awards }: DemoLeague): Insert<typeof schema.awardPlayers>[] {
  return awards.flatMap((a) => a.players.map((p) => ({ awardId: a.id, playerId: p.id })));
}

function matchRows({ matches }: DemoLeague): Insert<typeof schema.matches>[] {
  return matches.map(({ setScores, season, ...match }) => ({
    ...match,
    set1Score: setScores[0],
    set2Score: setScores[1],
    set3Score: setScores[2],
    set4Score: setScores[3],
    set5Score: setScores[4],
    seasonId: season.id,
  }));
}

/** The demo's game server key: its first characters and its hash, never the key itself. */
function apiKeyRows({ night }: DemoLeague): Insert<typeof schema.leagueApiKeys>[] {
  return night.apiKeys.map(({ key, ...row }) => ({
    ...row,
    scope: 'results:submit',
    prefix: leagueKeyPrefixOf(key),
    keyHash: hashLeagueKey(key),
  }));
}

function linkedAccountRows({ linkedAccounts, anchor }: DemoLeague): Insert<typeof schema.linkedAccounts>[] {
  return linkedAccounts.map(({ daysAgo, ...link }, i) => ({
    id: i + 1,
    ...link,
    linkedAt: addDays(anchor, -daysAgo),
  }));
}

function playerClaimRows({ playerClaims, anchor }: DemoLeague): Insert<typeof schema.playerClaims>[] {
  return playerClaims.map(({ daysAgo, ...claim }, i) => ({
    id: i + 1,
    ...claim,
    requestedAt: addDays(anchor, -daysAgo),
    confirmedAt: claim.status === 'confirmed' ? addDays(anchor, 1 - daysAgo) : null,
  }));
}
