/**
 * What a sign-in remembers between the start and the provider's answer: the provider, whether it signs in
 * or links (and for whom), the `state` and the PKCE verifier. It travels in a short-lived, signed,
 * http-only cookie (docs/decisions/0054-sign-in-with-outside-accounts.md), so any instance can finish a
 * flow another one started and nothing is stored for flows that are never finished.
 */
import { timingSafeEqual } from 'node:crypto';
import { isSignInProvider, type SignInProvider } from '@league/shared/domain/sign-in-providers';
import { generateCodeVerifier, generateState } from 'arctic';
import { jwtVerify, SignJWT } from 'jose';

export type SignInIntent = 'sign-in' | 'link';

export interface SignInFlow {
  provider: SignInProvider;
  intent: SignInIntent;
  /** The member who asked to link; null for a sign-in. */
  userId: number | null;
  state: string;
  verifier: string;
}

/** The cookie holding the flow; only the callback's path receives it. */
export const FLOW_COOKIE = 'league_sign_in_flow';
/** How long a member may spend on the provider's consent page. */
export const FLOW_LIFETIME_SECONDS = 600;
/** How long the page the callback sends the browser to has to trade its ticket for a session. */
export const TICKET_LIFETIME_SECONDS = 120;

const AUDIENCE = 'sign-in-flow';
const TICKET_AUDIENCE = 'sign-in-ticket';

export function newSignInFlow(
  provider: SignInProvider,
  intent: SignInIntent,
  userId: number | null,
): SignInFlow {
  return { provider, intent, userId, state: generateState(), verifier: generateCodeVerifier() };
}

export interface FlowSealer {
  seal(flow: SignInFlow): Promise<string>;
  /** The flow of a cookie this site signed and that has not expired, else null. */
  open(cookie: string | undefined): Promise<SignInFlow | null>;
}

/**
 * Signs flows with the session secret, under an audience of their own: a flow cookie is never a session
 * token (it has no user subject) and a session token is never a flow.
 */
export function createFlowSealer(secret: Uint8Array): FlowSealer {
  return {
    seal(flow) {
      return new SignJWT({ ...flow })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${FLOW_LIFETIME_SECONDS}s`)
        .sign(secret);
    },
    async open(cookie) {
      if (!cookie) return null;
      try {
        const { payload } = await jwtVerify(cookie, secret, { algorithms: ['HS256'], audience: AUDIENCE });
        const { provider, intent, userId, state, verifier } = payload;
        if (!isSignInProvider(provider) || (intent !== 'sign-in' && intent !== 'link')) return null;
        if (typeof state !== 'string' || typeof verifier !== 'string') return null;
        if (intent === 'link' ? typeof userId !== 'number' : userId !== null) return null;
        return { provider, intent, userId: userId as number | null, state, verifier };
      } catch {
        // Forged, expired or garbage: the flow is as good as missing.
        return null;
      }
    },
  };
}

/** True when the provider's answer carries the state this browser's flow started with. */
export function stateMatches(flow: SignInFlow, state: string | undefined): boolean {
  if (!state) return false;
  const a = Buffer.from(flow.state);
  const b = Buffer.from(state);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface TicketSigner {
  /** A short-lived ticket the web app trades for a session of `userId` (POST /api/auth/session). */
  issue(userId: number): Promise<string>;
  /** The member of a valid, unexpired ticket, else null. */
  redeem(ticket: string): Promise<number | null>;
}

/**
 * Sign-in tickets: the callback sends the browser back with one in the address's fragment (which no server
 * and no Referer sees), not with the session token itself, so what a browser history keeps expires in two
 * minutes. A ticket is never a session token: it has an audience of its own, which sessions refuse.
 */
export function createTicketSigner(secret: Uint8Array): TicketSigner {
  return {
    issue(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(TICKET_AUDIENCE)
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${TICKET_LIFETIME_SECONDS}s`)
        .sign(secret);
    },
    async redeem(ticket) {
      try {
        const { payload } = await jwtVerify(ticket, secret, {
          algorithms: ['HS256'],
          audience: TICKET_AUDIENCE,
        });
        const id = Number(payload.sub);
        return Number.isInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}
