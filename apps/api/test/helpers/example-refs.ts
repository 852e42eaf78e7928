/**
 * The refs of route examples (src/lib/route-facts.ts) for tests: everything an example asks for is made
 * fresh in the test database, so each request can succeed (or be refused) on its own. One refs object makes
 * one league and reuses it for everything the example asks of it; names come out unique across the file.
 * The capture of the API document's examples (scripts/capture-api-examples.ts) replaces some of them
 * (`overrides`) to show the demo league.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import {
  articleLikes,
  articles,
  awardPlayers,
  awards,
  chatDeliveries,
  chatWebhooks,
  follows,
  leagueApiKeys,
  linkedAccounts,
  matches,
  pendingResults,
  playerClaims,
  players,
  pushDeliveries,
  pushSubscriptions,
  seasons,
  stats,
  teamPlayers,
  teams,
  users,
  voteCandidates,
  votes,
} from '../../src/db/schema.ts';
import { createSignInSeals } from '../../src/features/users/sign-in-service.ts';
import { resolveJwtSecret } from '../../src/lib/auth-token.ts';
import { generateLeagueKey } from '../../src/lib/league-keys.ts';
import type { ExampleLeague, ExampleRefs } from '../../src/lib/route-facts.ts';
import { authHeader, createUser, tokenFor } from './auth.ts';
import { insertSmallLeague } from './small-league.ts';

let counter = 0;
const next = () => ++counter;
/** Season numbers of the refs, clear of the fixtures' and of other helpers'. */
const seasonNumber = () => 20_000 + (process.pid % 1000) * 100 + next();

const ARTICLE = {
  title: 'An article of the examples',
  summary: 'A summary long enough to pass the fifty character minimum of the rules.',
  content: 'Long enough content for the two hundred and forty character minimum. '.repeat(4),
  imageUrl: 'https://images.example.com/a.png',
};

export function testExampleRefs(options: {
  app: FastifyInstance;
  db: Db;
  caller: { id: number; username: string } | null;
  overrides?: Partial<ExampleRefs>;
}): ExampleRefs {
  const { app, db, caller } = options;
  let league: Promise<ExampleLeague> | undefined;
  let vote: Promise<number> | undefined;
  let key: Promise<{ id: number; key: string }> | undefined;
  let approved: Promise<{ id: number; gameId: number; playerId: number }> | undefined;
  /** A line of a result as a game server sends it, for a player of the league. */
  const resultLine = (name: string, side: 1 | 2) => ({
    robloxUserId: 1_000_000 + next(),
    robloxUsername: name.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 20),
    playerName: name,
    side,
    spikeKills: 6,
    spikeAttempts: 14,
    apeKills: 1,
    apeAttempts: 3,
    spikingErrors: 1,
    digs: 5,
    blocks: 1,
    assists: 2,
    aces: 1,
    settingErrors: 0,
    blockFollows: 0,
    servingErrors: 1,
    miscErrors: 0,
  });
  const headers = async () => (caller ? authHeader(await tokenFor(app, caller)) : {});

  /** A scheduled match of the league `l` (the capture's league() makes a new league on every call). */
  const matchOf = async (l: ExampleLeague, tonight: boolean, upcoming: boolean) => {
    const [row] = await db
      .insert(matches)
      .values({
        matchNumber: `Example ${next()}`,
        round: 'Round 1',
        date: tonight
          ? new Date()
          : upcoming
            ? new Date(Date.now() + 24 * 60 * 60 * 1000)
            : new Date('2026-11-20T20:00:00Z'),
        team1Name: l.team1.name,
        team2Name: l.team2.name,
        seasonId: l.seasonId,
      })
      .returning({ id: matches.id });
    return row!.id;
  };

  const refs: ExampleRefs = {
    caller,
    unique: (base) => `${base}_${next()}`,
    league() {
      league ??= insertSmallLeague(db, 'Example', seasonNumber());
      return league;
    },
    freeSeasonNumber: async () => seasonNumber(),
    async emptySeason() {
      const number = seasonNumber();
      const [row] = await db
        .insert(seasons)
        .values({ seasonNumber: number, theme: `Empty ${number}`, startDate: '2026-01-01' })
        .returning({ id: seasons.id });
      return { id: row!.id, seasonNumber: number };
    },
    async endedSeason() {
      const number = seasonNumber();
      const [row] = await db
        .insert(seasons)
        .values({
          seasonNumber: number,
          theme: `Ended ${number}`,
          startDate: '2020-01-05',
          endDate: '2020-03-14',
        })
        .returning({ id: seasons.id });
      return { id: row!.id, seasonNumber: number };
    },
    async teamWithoutGames() {
      const season = await refs.emptySeason();
      const [team] = await db
        .insert(teams)
        .values({ name: `Lone ${next()}`, seasonId: season.id })
        .returning({ id: teams.id });
      const [player] = await db
        .insert(players)
        .values({ name: `lone_${next()}` })
        .returning({ id: players.id });
      await db.insert(teamPlayers).values({ teamId: team!.id, playerId: player!.id });
      return team!.id;
    },
    async unattachedPlayer() {
      const [row] = await db
        .insert(players)
        .values({ name: `free_${next()}` })
        .returning({ id: players.id });
      return row!.id;
    },
    async statLine() {
      const l = await refs.league();
      const [row] = await db
        .insert(stats)
        .values({ gameId: l.gameId, playerId: l.player1.id, spikeKills: 1, spikeAttempts: 2 })
        .returning({ id: stats.id });
      return row!.id;
    },
    async match({ tonight = false, upcoming = false } = {}) {
      return matchOf(await refs.league(), tonight, upcoming);
    },
    async award() {
      const l = await refs.league();
      const [row] = await db
        .insert(awards)
        .values({ type: 'MVP', description: 'Example award', seasonId: l.seasonId })
        .returning({ id: awards.id });
      await db.insert(awardPlayers).values({ awardId: row!.id, playerId: l.player1.id });
      return row!.id;
    },
    async article({ approved = null, byCaller = false, likedByCaller = false } = {}) {
      const author = byCaller && caller ? caller.id : (await createUser(db)).id;
      const [row] = await db
        .insert(articles)
        .values({ ...ARTICLE, userId: author, approved, likes: likedByCaller ? 1 : 0 })
        .returning({ id: articles.id });
      if (likedByCaller && caller)
        await db.insert(articleLikes).values({ articleId: row!.id, userId: caller.id });
      return row!.id;
    },
    async member() {
      const user = await createUser(db, { password: 'example-password' });
      return { id: user.id, username: user.username, password: user.password };
    },
    async chatWebhook() {
      const [row] = await db
        .insert(chatWebhooks)
        .values({
          name: `Hook ${next()}`,
          // Sealed as the app stores it (lib/secrets-at-rest.ts).
          url: app.secrets.seal('http://127.0.0.1:9/hooks/example-token', 'chat_webhooks.url'),
          events: ['match-completed'],
        })
        .returning({ id: chatWebhooks.id });
      return row!.id;
    },
    async failedDelivery() {
      const facts = {
        kind: 'article-approved',
        article: { id: 1, title: 'Example news', summary: 'S', author: null, imageUrl: null },
      };
      const [row] = await db
        .insert(chatDeliveries)
        .values({
          webhookId: await refs.chatWebhook(),
          event: 'article-approved',
          eventKey: `example-${next()}`,
          facts,
          status: 'failed',
          attempts: 8,
        })
        .returning({ id: chatDeliveries.id });
      return row!.id;
    },
    async follow() {
      const l = await refs.league();
      const userId = caller?.id ?? (await createUser(db)).id;
      const teamKey = l.team1.name.toLowerCase();
      // The capture's leagues repeat their team names: the caller may follow that name already.
      await db
        .insert(follows)
        .values({ userId, kind: 'team', teamKey, events: ['final-result'] })
        .onConflictDoNothing();
      const [row] = await db
        .select({ id: follows.id })
        .from(follows)
        .where(and(eq(follows.userId, userId), eq(follows.teamKey, teamKey)));
      return row!.id;
    },
    async pushSubscription() {
      const endpoint = `https://push.example.net/send/example-${next()}`;
      await db.insert(pushSubscriptions).values({
        userId: caller?.id ?? (await createUser(db)).id,
        endpoint,
        p256dh: app.secrets.seal(
          'BOuF6GKFnQma07LzkU6IHJ0sn6d9BtK5Jv55deT9bPyTXqi7x5e4P5kFIZ2SjN2pSiiKbaimyvFojy0sZ81fH2w',
          'push_subscriptions.p256dh',
        ),
        auth: app.secrets.seal('mRnqQygYK4s6SxPvhw13xA', 'push_subscriptions.auth'),
      });
      return endpoint;
    },
    async failedPushDelivery() {
      const endpoint = await refs.pushSubscription();
      const [subscription] = await db
        .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint));
      const [row] = await db
        .insert(pushDeliveries)
        .values({
          subscriptionId: subscription!.id,
          userId: subscription!.userId,
          service: 'push.example.net',
          event: 'test',
          eventKey: `example-${next()}`,
          facts: { kind: 'test', at: '2026-11-24T20:00:00.000Z' },
          status: 'failed',
          attempts: 8,
        })
        .returning({ id: pushDeliveries.id });
      return row!.id;
    },
    async triviaRound(type) {
      await refs.league();
      const res = await app.inject({ url: `/api/trivia/${type}?difficulty=easy` });
      return (res.json() as { id: string }).id;
    },
    async dailyPlay() {
      await refs.league();
      const res = await app.inject({
        method: 'POST',
        url: '/api/trivia/daily/start',
        headers: await headers(),
      });
      return (res.json() as { token: string }).token;
    },
    async dailyGuess() {
      const l = await refs.league();
      const res = await app.inject({ method: 'GET', url: '/api/trivia/daily', headers: await headers() });
      // The puzzle's kind follows the day: a guess of the other kind names nobody and is refused.
      return (res.json() as { type: string }).type === 'team'
        ? `${l.team1.name} (s${l.seasonNumber})`
        : l.player1.name;
    },
    leagueKey() {
      key ??= (async () => {
        const made = generateLeagueKey();
        const [row] = await db
          .insert(leagueApiKeys)
          .values({
            name: `Arena ${next()}`,
            scope: 'results:submit',
            prefix: made.prefix,
            keyHash: made.keyHash,
            createdByName: 'examples',
          })
          .returning({ id: leagueApiKeys.id });
        return { id: row!.id, key: made.key };
      })();
      return key;
    },
    async pendingResult() {
      const l = await refs.league();
      const matchId = await matchOf(l, true, false);
      const [row] = await db
        .insert(pendingResults)
        .values({
          matchId,
          gameServerId: `server-${next()}`,
          setScores: ['25-21', '25-19'],
          lines: [resultLine(l.player1.name, 1), resultLine(l.player2.name, 2)],
        })
        .returning({ id: pendingResults.id });
      return row!.id;
    },
    approvedResult() {
      approved ??= (async () => {
        const l = await refs.league();
        await db
          .insert(stats)
          .values({ gameId: l.gameId, playerId: l.player1.id, digs: 7, spikeKills: 4, spikeAttempts: 9 });
        const matchId = await matchOf(l, false, false);
        await db
          .update(matches)
          .set({ status: 'completed', set1Score: '25-21', set2Score: '25-19', team1Score: 2, team2Score: 0 })
          .where(eq(matches.id, matchId));
        const [row] = await db
          .insert(pendingResults)
          .values({
            matchId,
            status: 'approved',
            gameServerId: `server-${next()}`,
            setScores: ['25-21', '25-19'],
            lines: [resultLine(l.player1.name, 1)],
            reviewedAt: new Date(),
            gameId: l.gameId,
          })
          .returning({ id: pendingResults.id });
        return { id: row!.id, gameId: l.gameId, playerId: l.player1.id };
      })();
      return approved;
    },
    async signInTicket() {
      const [member] = await db
        .insert(users)
        .values({ username: `joined_with_discord_${next()}`, role: 'user' })
        .returning({ id: users.id });
      await db.insert(linkedAccounts).values({
        userId: member!.id,
        provider: 'discord',
        providerUserId: `ex-${next()}`,
        username: 'discordfan',
      });
      return createSignInSeals(resolveJwtSecret(app.config)).tickets.issue(member!.id);
    },
    async linkedAccount(provider) {
      const userId = caller?.id ?? (await createUser(db)).id;
      await db
        .insert(linkedAccounts)
        .values({ userId, provider, providerUserId: `ex-${next()}`, username: `ex_${provider}_${next()}` })
        .onConflictDoNothing();
    },
    async claimablePlayer() {
      const userId = caller?.id ?? (await createUser(db)).id;
      const name = `claimable_${next()}`;
      await db.delete(playerClaims).where(eq(playerClaims.userId, userId));
      await db
        .insert(linkedAccounts)
        .values({ userId, provider: 'roblox', providerUserId: `ex-${next()}`, username: name })
        .onConflictDoUpdate({
          target: [linkedAccounts.userId, linkedAccounts.provider],
          set: { username: name },
        });
      const [player] = await db.insert(players).values({ name }).returning({ id: players.id });
      return player!.id;
    },
    async playerClaim({ status, byCaller = false }) {
      const userId = byCaller && caller ? caller.id : (await createUser(db)).id;
      await db.delete(playerClaims).where(eq(playerClaims.userId, userId));
      const playerId = await refs.unattachedPlayer();
      const [claim] = await db
        .insert(playerClaims)
        .values({ playerId, userId, status, confirmedAt: status === 'confirmed' ? new Date() : null })
        .returning({ id: playerClaims.id });
      return { id: claim!.id, playerId };
    },
    vote() {
      vote ??= (async () => {
        const l = await refs.league();
        const [row] = await db
          .insert(votes)
          .values({
            kind: 'season-mvp',
            title: `Fans' MVP ${next()}`,
            seasonId: l.seasonId,
            closesAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
          })
          .returning({ id: votes.id });
        await db.insert(voteCandidates).values(
          [l.player1, l.player2].map((p, position) => ({
            voteId: row!.id,
            position,
            name: p.name,
            playerId: p.id,
          })),
        );
        return row!.id;
      })();
      return vote;
    },
    async voteCandidates(voteId) {
      const rows = await db
        .select({ id: voteCandidates.id })
        .from(voteCandidates)
        .where(eq(voteCandidates.voteId, voteId))
        .orderBy(voteCandidates.position);
      return rows.map((r) => r.id);
    },
    async openBracket() {
      const season = await refs.emptySeason();
      const start = Date.now() + 24 * 60 * 60 * 1000;
      const playoff = (round: string, hours: number, team1Name: string, team2Name: string) => ({
        matchNumber: `${round} ${next()}`,
        round,
        phase: 'playoffs',
        date: new Date(start + hours * 60 * 60 * 1000),
        team1Name,
        team2Name,
        seasonId: season.id,
      });
      await db
        .insert(matches)
        .values([
          playoff('Semifinals', 0, 'Harbor Hawks', 'Granite Owls'),
          playoff('Semifinals', 1, 'Copper Foxes', 'Tidal Rams'),
          playoff('Final', 48, 'TBD', 'TBD'),
        ]);
      return {
        seasonNumber: season.seasonNumber,
        picks: { 'W1-1': 'Harbor Hawks', 'W1-2': 'Tidal Rams', 'W2-1': 'Tidal Rams' },
      };
    },
    async agedCaller() {
      if (!caller) return;
      await db
        .update(users)
        .set({ createdAt: new Date(Date.now() - 365 * 24 * 60 * 60 * 1000) })
        .where(eq(users.id, caller.id));
    },
  };
  return Object.assign(refs, options.overrides);
}
