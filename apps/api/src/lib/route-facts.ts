/**
 * What a route says about itself beside its guard and its schemas (docs/decisions/0039-routes-declare-their-facts.md):
 * the activity entry a staff write leaves, the error statuses only its service knows, and an example request.
 * The API document, the capture of its examples and the tests that walk the route table (permissions, the
 * activity log, change notices) read these from Fastify's route table; nothing restates a route elsewhere.
 *
 *   app.post('/matches', {
 *     onRequest: requireRole('admin'),
 *     config: {
 *       activity: { kind: 'create', entityType: 'match' },
 *       errors: [409],
 *       example: { body: async (r) => ({ seasonId: (await r.league()).seasonId, ... }) },
 *     },
 *     schema: { body: CreateMatchBodySchema, response: { 201: MatchSchema } },
 *   }, handler);
 */
import type { Role } from '@league/shared/domain/league';
import type { PlayerClaimStatus } from '@league/shared/domain/player-claims';
import type { SignInProvider } from '@league/shared/domain/sign-in-providers';
import type { ActivityEntityType, ActivityKind } from '@league/shared/schemas/activity';
import type { RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A staff write: the activity entry each success leaves (docs/product/activity.md#rules-and-constants). */
    activity?: { kind: ActivityKind; entityType: ActivityEntityType };
    /** Error statuses only the service knows (those of the guard, the schemas and the params are derived). */
    errors?: readonly number[];
    /** A realistic request, for the API document's examples and the tests that walk the routes. */
    example?: RouteExample;
    /**
     * What a query or path parameter means on this route, where it differs from the same name elsewhere
     * (api-docs/parameters.ts describes the names shared by every route).
     */
    parameters?: Readonly<Record<string, string>>;
    /** A write route without a guard says it is meant for guests too (sign-up, login, trivia plays). */
    openToGuests?: true;
  }
}

/** Something of a small league, as a route example needs it. */
export interface ExampleTeam {
  id: number;
  name: string;
}

/** A season with two teams, one rostered player each, and one game between them (no stat lines yet). */
export interface ExampleLeague {
  seasonId: number;
  seasonNumber: number;
  team1: ExampleTeam;
  team2: ExampleTeam;
  player1: ExampleTeam;
  player2: ExampleTeam;
  gameId: number;
}

/**
 * What an example may ask for. The tests make each one fresh (test/helpers/example-refs.ts); the capture of
 * the document's examples takes them from a demo league.
 */
export interface ExampleRefs {
  /** Who sends the request: null for a guest. */
  caller: { id: number; username: string } | null;
  /** `base` itself where it is free, else `base` with a number: for names that must be unique. */
  unique(base: string): string;
  league(): Promise<ExampleLeague>;
  /** A season number no season has yet. */
  freeSeasonNumber(): Promise<number>;
  /** A season with nothing in it (one that may be deleted). */
  emptySeason(): Promise<{ id: number; seasonNumber: number }>;
  /** A season whose end date has passed (one with a recap, docs/product/recap.md#rules). */
  endedSeason(): Promise<{ id: number; seasonNumber: number }>;
  /** A team with one rostered player and no games (one that may be deleted). */
  teamWithoutGames(): Promise<number>;
  /** A player on no team, with no stat lines (one that may be deleted). */
  unattachedPlayer(): Promise<number>;
  statLine(): Promise<number>;
  /**
   * A scheduled match; `tonight` puts it at the present moment, `upcoming` a day ahead (still open to
   * pick'em picks).
   */
  match(options?: { tonight?: boolean; upcoming?: boolean }): Promise<number>;
  award(): Promise<number>;
  /** An article by the caller (`byCaller`) or by another member, pending unless `approved`. */
  article(options?: {
    approved?: boolean | null;
    byCaller?: boolean;
    likedByCaller?: boolean;
  }): Promise<number>;
  /** A member account, and its password. */
  member(): Promise<{ id: number; username: string; password: string }>;
  chatWebhook(): Promise<number>;
  failedDelivery(): Promise<number>;
  /** A follow of the caller's (a team of the league). */
  follow(): Promise<number>;
  /** The endpoint of a browser the caller subscribed. */
  pushSubscription(): Promise<string>;
  failedPushDelivery(): Promise<number>;
  /** The token of a trivia round just started. */
  triviaRound(type: 'player' | 'team' | 'season'): Promise<string>;
  /** The token of today's daily puzzle play, started by the caller. */
  dailyPlay(): Promise<string>;
  /** A name of today's daily puzzle's kind (a player's, or a team's with its season) from the league. */
  dailyGuess(): Promise<string>;
  /**
   * A league API key that may submit results (the same one for every ask): its id, and the key itself, which
   * a game server's route is called with (leagueKeyHeaders).
   */
  leagueKey(): Promise<{ id: number; key: string }>;
  /** A pending result of a match of the league (a new match each time); its lines name the league's players. */
  pendingResult(): Promise<number>;
  /** An approved result (the same one for every ask): its id, its game and a player with a line in it. */
  approvedResult(): Promise<{ id: number; gameId: number; playerId: number }>;
  /** A ticket a sign-in with an outside account ended with, for a member who joined that way. */
  signInTicket(): Promise<string>;
  /** Links an account of `provider` to the caller (to another member for a guest). */
  linkedAccount(provider: SignInProvider): Promise<void>;
  /**
   * A claim of a player page: by the caller (`byCaller`, with a Roblox account linked) or by another
   * member; `confirmed` or waiting for staff.
   */
  playerClaim(options: {
    status: PlayerClaimStatus;
    byCaller?: boolean;
  }): Promise<{ id: number; playerId: number }>;
  /** A player nobody has claimed, and a Roblox account of the same name linked to the caller. */
  claimablePlayer(): Promise<number>;
  /** A fan vote open for a week, with the league's two players as candidates (the same one for every ask). */
  vote(): Promise<number>;
  /** The candidate ids of a vote, in order. */
  voteCandidates(voteId: number): Promise<number[]>;
  /** Makes the caller's account old enough to vote in fan votes (a year old). */
  agedCaller(): Promise<void>;
  /**
   * A season whose playoffs start a day ahead (two semifinals of four known teams and a final, single
   * elimination), and a whole bracket of it: the body of a bracket challenge entry.
   */
  openBracket(): Promise<{ seasonNumber: number; picks: Record<string, string> }>;
}

/** The headers a game server sends its league API key in. */
export const leagueKeyHeaders = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` });

type Values = Record<string, string | number | boolean>;
/** A JSON body. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };
/** A value, or how to make it from the refs. */
export type Example<T> = T | ((refs: ExampleRefs) => T | Promise<T>);

export interface RouteExample {
  /** What the league must hold for the example to succeed, made before it is sent. */
  given?: (refs: ExampleRefs) => Promise<unknown>;
  params?: Example<Values>;
  query?: Example<Values>;
  body?: Example<Json>;
  /** The role the example is shown for, where a token makes the answer say more (a member's puzzle). */
  as?: Role;
  /**
   * A request the route refuses with `status` and that changes nothing. Routes with an `:id` default to an id
   * that names nothing (404).
   */
  refused?: { params?: Example<Values>; query?: Example<Values>; body?: Example<Json>; status: number };
}

/** An id no row has: the refused request of a route with an `:id`. */
export const MISSING_ID = 999_999;

const resolve = <T>(example: Example<T> | undefined, refs: ExampleRefs): Promise<T | undefined> =>
  Promise.resolve(typeof example === 'function' ? (example as (r: ExampleRefs) => T)(refs) : example);

/**
 * The URL and body of a route's example, or of its refused request (null when it has none): the parts the
 * refused request leaves out are the example's own, and a route with an `:id` is refused for an id that
 * names nothing unless it declares otherwise.
 */
export async function exampleRequest(
  route: Pick<RouteOptions, 'url' | 'config'>,
  refs: ExampleRefs,
  which: 'ok' | 'refused' = 'ok',
): Promise<{ url: string; payload: unknown; status?: number } | null> {
  const example = route.config?.example ?? {};
  const refused = example.refused;
  if (which === 'refused' && !refused && !route.url.includes('/:id')) return null;
  if (which === 'ok') await example.given?.(refs);
  const pick = <K extends 'params' | 'query' | 'body'>(key: K) =>
    which === 'refused' && refused?.[key] !== undefined ? refused[key] : example[key];
  const params: Values = { ...(await resolve(pick('params'), refs)) };
  if (which === 'refused' && !refused) params.id = MISSING_ID;
  const query = await resolve(pick('query'), refs);
  const payload = await resolve(pick('body'), refs);
  const path = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.url}: its example names no ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams(
    Object.entries(query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return {
    url: search ? `${path}?${search}` : path,
    payload,
    ...(which === 'refused' ? { status: refused?.status ?? 404 } : {}),
  };
}
