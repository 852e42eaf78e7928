/**
 * Discord and Roblox sign-in on loopback, as their documents describe them, for the API tests and the
 * browser tests (one server, each provider under its own base address):
 * - Discord OAuth2 (`{base}/discord`): GET /oauth2/authorize, POST /api/oauth2/token, GET /api/users/@me
 *   (scope `identify`).
 * - Roblox OpenID Connect (`{base}/roblox`): GET /oauth/v1/authorize, POST /oauth/v1/token,
 *   GET /oauth/v1/userinfo (scopes `openid profile`).
 * The authorize page is a small consent form (the account to sign in as, Authorize or Cancel). Codes are
 * single-use, short-lived and bound to the PKCE challenge (S256), the client and the redirect address; a
 * used code answers `invalid_grant`, as the real providers do.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeProvider = 'discord' | 'roblox';

export interface FakeAccount {
  id: string;
  username: string;
}

export const FAKE_CLIENTS: Record<FakeProvider, { id: string; secret: string }> = {
  discord: { id: 'fake-discord-client', secret: 'fake-discord-secret' },
  roblox: { id: 'fake-roblox-client', secret: 'fake-roblox-secret' },
};

const PATHS = {
  discord: { authorize: '/oauth2/authorize', token: '/api/oauth2/token', account: '/api/users/@me' },
  roblox: { authorize: '/oauth/v1/authorize', token: '/oauth/v1/token', account: '/oauth/v1/userinfo' },
} as const;
const SCOPES: Record<FakeProvider, string[]> = { discord: ['identify'], roblox: ['openid', 'profile'] };
const CODE_LIFETIME_MS = 60_000;

interface Grant {
  provider: FakeProvider;
  account: FakeAccount;
  challenge: string;
  redirectUri: string;
  used: boolean;
  expiresAt: number;
}

export interface FakeSignInProviders {
  /** The server's address; each provider lives at `${url}/discord` and `${url}/roblox`. */
  url: string;
  /** The settings that point the site at this fake. */
  env(): Record<string, string>;
  /** The account the consent page offers next for `provider` (a new one each call unless set). */
  setAccount(provider: FakeProvider, account: FakeAccount): void;
  /**
   * What a person does on the consent page, done over HTTP: opens the authorization address, then presses
   * Authorize (or Cancel). Answers the address the provider sends the browser back to.
   */
  consent(authorizationUrl: string, decision?: 'allow' | 'deny'): Promise<URL>;
  /** Token requests answered so far, refused ones included. */
  tokenRequests: number;
  close(): Promise<void>;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
  });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Client authentication: HTTP Basic (client_secret_basic) or the form's fields (client_secret_post). */
function clientOf(req: IncomingMessage, form: URLSearchParams): { id: string; secret: string } | null {
  const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (basic) {
    const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString().split(':');
    return { id, secret };
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  return id && secret ? { id, secret } : null;
}

function consentPage(provider: FakeProvider, request: string, account: FakeAccount): string {
  const name = provider === 'discord' ? 'Discord' : 'Roblox';
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>${name} (test)</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>${name}</h1><p>An application wants to know who you are (${escapeHtml(SCOPES[provider].join(' '))}).</p>
<form method="post" action="/${provider}${PATHS[provider].authorize}/decide">
<input type="hidden" name="request" value="${request}">
<label>Username <input name="username" value="${escapeHtml(account.username)}"></label>
<label>User id <input name="id" value="${escapeHtml(account.id)}"></label>
<p><button name="decision" value="allow">Authorize</button> <button name="decision" value="deny">Cancel</button></p>
</form></body></html>`;
}

export async function startFakeSignInProviders(): Promise<FakeSignInProviders> {
  let accountCounter = 0;
  const nextAccount: Partial<Record<FakeProvider, FakeAccount>> = {};
  const requests = new Map<
    string,
    { provider: FakeProvider; redirectUri: string; state: string; challenge: string }
  >();
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, FakeAccount>();
  const fake = { tokenRequests: 0 };

  const accountFor = (provider: FakeProvider): FakeAccount => {
    const set = nextAccount[provider];
    if (set) return set;
    accountCounter += 1;
    return { id: String(900_000_000 + accountCounter), username: `${provider}_player_${accountCounter}` };
  };

  async function authorize(provider: FakeProvider, url: URL, res: ServerResponse): Promise<void> {
    const q = url.searchParams;
    const problems = [
      q.get('response_type') !== 'code' && 'response_type must be code',
      q.get('client_id') !== FAKE_CLIENTS[provider].id && 'unknown client_id',
      !q.get('redirect_uri') && 'redirect_uri is required',
      !q.get('state') && 'state is required',
      q.get('code_challenge_method') !== 'S256' && 'PKCE with S256 is required',
      !q.get('code_challenge') && 'code_challenge is required',
      (q.get('scope') ?? '').split(' ').sort().join(' ') !== [...SCOPES[provider]].sort().join(' ') &&
        `scope must be ${SCOPES[provider].join(' ')}`,
    ].filter(Boolean);
    if (problems.length > 0) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(problems.join('\n'));
      return;
    }
    const id = randomBytes(8).toString('hex');
    requests.set(id, {
      provider,
      redirectUri: q.get('redirect_uri')!,
      state: q.get('state')!,
      challenge: q.get('code_challenge')!,
    });
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(consentPage(provider, id, accountFor(provider)));
  }

  async function decide(provider: FakeProvider, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const request = requests.get(form.get('request') ?? '');
    if (!request || request.provider !== provider) return json(res, 400, { error: 'unknown request' });
    requests.delete(form.get('request')!);
    const back = new URL(request.redirectUri);
    if (form.get('decision') === 'allow') {
      const code = randomBytes(16).toString('hex');
      const account = {
        id: form.get('id') || accountFor(provider).id,
        username: form.get('username') || 'nobody',
      };
      grants.set(code, {
        provider,
        account,
        challenge: request.challenge,
        redirectUri: request.redirectUri,
        used: false,
        expiresAt: Date.now() + CODE_LIFETIME_MS,
      });
      back.searchParams.set('code', code);
    } else {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set(
        'error_description',
        'The resource owner or authorization server denied the request',
      );
    }
    back.searchParams.set('state', request.state);
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  async function token(provider: FakeProvider, req: IncomingMessage, res: ServerResponse): Promise<void> {
    fake.tokenRequests += 1;
    const form = new URLSearchParams(await readBody(req));
    const client = clientOf(req, form);
    if (client?.id !== FAKE_CLIENTS[provider].id || client.secret !== FAKE_CLIENTS[provider].secret)
      return json(res, 401, { error: 'invalid_client' });
    if (form.get('grant_type') !== 'authorization_code')
      return json(res, 400, { error: 'unsupported_grant_type' });
    const grant = grants.get(form.get('code') ?? '');
    const invalid = (why: string) => json(res, 400, { error: 'invalid_grant', error_description: why });
    if (!grant || grant.provider !== provider) return invalid('Invalid "code" in request.');
    if (grant.used) return invalid('The code was already used.');
    // A used code stays used whatever comes next, as the providers document it.
    grant.used = true;
    if (grant.expiresAt < Date.now()) return invalid('The code has expired.');
    if (form.get('redirect_uri') !== grant.redirectUri) return invalid('redirect_uri does not match.');
    if (s256(form.get('code_verifier') ?? '') !== grant.challenge)
      return invalid('PKCE verification failed.');
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, grant.account);
    return json(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 604800,
      refresh_token: randomBytes(16).toString('hex'),
      scope: SCOPES[provider].join(' '),
      ...(provider === 'roblox' ? { id_token: 'header.payload.signature' } : {}),
    });
  }

  function account(provider: FakeProvider, req: IncomingMessage, res: ServerResponse): void {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const found = bearer ? tokens.get(bearer) : undefined;
    if (!found) {
      json(res, 401, { message: '401: Unauthorized', code: 0 });
      return;
    }
    if (provider === 'discord') {
      json(res, 200, {
        id: found.id,
        username: found.username,
        global_name: null,
        discriminator: '0',
        avatar: null,
      });
      return;
    }
    json(res, 200, {
      sub: found.id,
      name: found.username,
      nickname: found.username,
      preferred_username: found.username,
      created_at: 1_600_000_000,
      profile: `https://www.roblox.com/users/${found.id}/profile`,
    });
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, prefix = '', ...rest] = url.pathname.split('/');
    const provider = prefix === 'discord' || prefix === 'roblox' ? prefix : null;
    const path = `/${rest.join('/')}`;
    const route = provider ? PATHS[provider] : null;
    const handle = async () => {
      if (!provider || !route) return json(res, 404, { error: 'not found' });
      if (req.method === 'GET' && path === route.authorize) return authorize(provider, url, res);
      if (req.method === 'POST' && path === `${route.authorize}/decide`) return decide(provider, req, res);
      if (req.method === 'POST' && path === route.token) return token(provider, req, res);
      if (req.method === 'GET' && path === route.account) return account(provider, req, res);
      return json(res, 404, { error: 'not found' });
    };
    handle().catch((err) => json(res, 500, { error: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(fake, {
    url,
    env: () => ({
      DISCORD_CLIENT_ID: FAKE_CLIENTS.discord.id,
      DISCORD_CLIENT_SECRET: FAKE_CLIENTS.discord.secret,
      DISCORD_OAUTH_URL: `${url}/discord`,
      ROBLOX_CLIENT_ID: FAKE_CLIENTS.roblox.id,
      ROBLOX_CLIENT_SECRET: FAKE_CLIENTS.roblox.secret,
      ROBLOX_OAUTH_URL: `${url}/roblox`,
    }),
    setAccount(provider: FakeProvider, value: FakeAccount) {
      nextAccount[provider] = value;
    },
    async consent(authorizationUrl: string, decision: 'allow' | 'deny' = 'allow') {
      const page = await fetch(authorizationUrl);
      const html = await page.text();
      if (!page.ok) throw new Error(`the fake refused the authorization request: ${html}`);
      const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
      const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
      const answer = await fetch(`${url}${action}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          request: field('request'),
          username: field('username'),
          id: field('id'),
          decision,
        }).toString(),
      });
      return new URL(answer.headers.get('location') ?? '');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
