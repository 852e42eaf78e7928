/**
 * The league's Discord bot (docs/product/discord.md) against a local fake of Discord's API: signed fake
 * interactions (a bad or missing signature is 401), each command's answer from the league's reads, the
 * command registration, a late answer's follow-up, and the standings message posted once and then edited
 * in place through the outbox when the table changes, and only then.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botChannel } from '../src/lib/outbox/bot-channel.ts';
import { createOutboxWorker, DEFAULT_OUTBOX_WORKER, type OutboxWorker } from '../src/lib/outbox/worker.ts';
import {
  deferCommandAnswer,
  registerCommands,
  STANDINGS_PURPOSE,
  standingsMessageDelivery,
} from '../src/surfaces/discord/service.ts';
import { type FakeDiscord, startFakeDiscord } from './helpers/fake-discord.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { createTestApp } from './helpers/test-app.ts';

const APP_ID = '112233445566778899';
const GUILD_ID = '998877665544332211';
const CHANNEL_ID = '555555555555555555';

let fake: FakeDiscord;
beforeAll(async () => {
  fake = await startFakeDiscord();
});
afterAll(() => fake.close());

const t = useLeagueApp({
  fixtures: true,
  env: () => ({
    PUBLIC_URL: 'https://league.example',
    CURRENT_SEASON: '3',
    MAX_SEASON: '3',
    DISCORD_APPLICATION_ID: APP_ID,
    DISCORD_PUBLIC_KEY: fake.publicKey,
    DISCORD_BOT_TOKEN: 'fake-bot-token-for-tests-0123456789',
    DISCORD_GUILD_ID: GUILD_ID,
    DISCORD_STANDINGS_CHANNEL_ID: CHANNEL_ID,
    DISCORD_API_URL: fake.url,
    CHAT_TIMEOUT_MS: '2000',
  }),
});

const PATH = '/api/discord/interactions';

function interact(body: unknown, headers?: Record<string, string>) {
  const text = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: PATH,
    payload: text,
    headers: headers ?? fake.signedHeaders(text),
  });
}

async function command(name: string, options: { name: string; value: string }[] = []) {
  const res = await interact({
    type: 2,
    id: '1',
    token: 'tok',
    application_id: APP_ID,
    data: { name, options },
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json();
  expect(answer.type).toBe(4);
  return answer.data;
}

describe('the interactions endpoint', () => {
  it('answers a signed PING with PONG', async () => {
    const res = await interact({ type: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 1 });
  });

  it('refuses a bad, stale-bodied or missing signature with 401 and says nothing more', async () => {
    const body = JSON.stringify({ type: 1 });
    const signed = fake.signedHeaders(body);
    const tampered = await t.app.inject({
      method: 'POST',
      url: PATH,
      payload: JSON.stringify({ type: 2 }),
      headers: signed,
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().message).toBe('Invalid request signature');
    const wrongKey = { ...signed, 'x-signature-ed25519': '00'.repeat(64) };
    expect(
      (await t.app.inject({ method: 'POST', url: PATH, payload: body, headers: wrongKey })).statusCode,
    ).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: PATH,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('/standings: the table of the current season in a code block, linking to its page', async () => {
    const data = await command('standings');
    const [embed] = data.embeds;
    expect(embed.title).toBe('Standings · Season 3');
    expect(embed.url).toBe('https://league.example/standings?season=3');
    expect(embed.description).toMatch(/^```\n {2}# {2}Team/);
    expect(embed.description).toContain('Spike-O-Rama');
    expect(data.allowed_mentions).toEqual({ parse: [] });
  });

  it('/player finds a player through a typo and shows their card with the share image', async () => {
    const data = await command('player', [{ name: 'name', value: 'nightowl_7' }]);
    const [embed] = data.embeds;
    expect(embed.title).toBe('nightowl_77');
    expect(embed.url).toBe(`https://league.example/players/${FX.players.nightowl}`);
    expect(embed.description).toContain('Spiker');
    expect(embed.image.url).toBe(`https://league.example/api/share-images/players/${FX.players.nightowl}`);
    expect(embed.fields.find((f: { name: string }) => f.name === 'Games').value).toBe('4');
  });

  it("/team shows the newest season's team of that name", async () => {
    const [embed] = (await command('team', [{ name: 'name', value: 'storm crow' }])).embeds;
    expect(embed.title).toBe('Storm Crows · Season 3');
    expect(embed.url).toBe('https://league.example/teams/storm-crows?season=3');
    expect(embed.fields[1].value).toContain('bench\\_ben');
  });

  it('/next and /results list matches with times every reader sees in their own zone', async () => {
    const next = (await command('next')).embeds[0];
    expect(next.title).toBe('Next matches');
    const results = (await command('results')).embeds[0];
    expect(results.description.split('\n')[0]).toMatch(/^storm crows \*\*2–0\*\* TIDAL WAVE · <t:\d+:f>$/);
    const forTeam = (await command('next', [{ name: 'team', value: 'tidal wave' }])).embeds[0];
    expect(forTeam.title).toBe('Next for Tidal Wave');
  });

  it('answers a name nothing matches, or an unknown command, with a notice only the asker sees', async () => {
    const none = await command('player', [{ name: 'name', value: 'qqqqqqqqqq' }]);
    expect(none).toMatchObject({ content: 'No player matches “qqqqqqqqqq”.', flags: 64 });
    expect(await command('dance')).toMatchObject({ content: 'Unknown command /dance.', flags: 64 });
  });
});

describe('without the Discord settings', () => {
  it('has no interactions endpoint at all', async () => {
    const bare = await createTestApp();
    try {
      const body = JSON.stringify({ type: 1 });
      const res = await bare.app.inject({
        method: 'POST',
        url: PATH,
        payload: body,
        headers: fake.signedHeaders(body),
      });
      expect(res.statusCode).toBe(404);
      expect(bare.config.discord).toBeNull();
    } finally {
      await bare.close();
    }
  });
});

describe('command registration', () => {
  it('puts the five commands in the configured server, as the bot', async () => {
    const names = await registerCommands(t.config);
    expect(names).toEqual(['standings', 'player', 'team', 'next', 'results']);
    const call = fake.calls.findLast((c) => c.method === 'PUT');
    expect(call?.path).toBe(`/v10/applications/${APP_ID}/guilds/${GUILD_ID}/commands`);
    expect(call?.authorization).toBe('Bot fake-bot-token-for-tests-0123456789');
    const commands = (call?.body ?? []) as { options?: unknown[] }[];
    expect(commands[1]?.options).toHaveLength(1);
  });
});

describe('a late answer', () => {
  it("edits the interaction's original answer once the reads are done", async () => {
    deferCommandAnswer(
      t.config,
      'late-token',
      Promise.resolve({ content: 'done', allowed_mentions: { parse: [] } }),
      {
        warn() {},
      },
    );
    await expect.poll(() => fake.calls.find((c) => c.path.includes('late-token'))).toBeTruthy();
    const call = fake.calls.find((c) => c.path.includes('late-token'));
    expect(call).toMatchObject({
      method: 'PATCH',
      path: `/v10/webhooks/${APP_ID}/late-token/messages/@original`,
    });
    expect(call?.authorization).toBeUndefined();
  });
});

describe('the standings message', () => {
  let worker: OutboxWorker;
  beforeAll(() => {
    // The bot channel as server.ts wires it, alone in a worker the test drives round by round.
    const writers = { [STANDINGS_PURPOSE]: standingsMessageDelivery(t.db, t.config) };
    worker = createOutboxWorker(t.db, [botChannel(writers)], {
      ...DEFAULT_OUTBOX_WORKER,
      owner: randomUUID(),
    });
  });
  const channelCalls = () => fake.calls.filter((c) => c.path.startsWith(`/v10/channels/${CHANNEL_ID}/`));
  const completeLosersMatch = (team1Score: number, team2Score: number) =>
    t.as('admin').patch(`/api/matches/${FX.matches.losers}`, { status: 'completed', team1Score, team2Score });

  it('is posted once after the first write, then edited in place when the table changes', async () => {
    expect((await completeLosersMatch(3, 1)).statusCode).toBe(200);
    expect(await worker.runOnce()).toBe(1);
    expect(channelCalls().map((c) => c.method)).toEqual(['POST']);
    const [messageId] = [...fake.messages.keys()];
    expect(JSON.stringify(fake.messages.get(messageId!))).toMatch(/Tidal Wave +1 +1 +0 +3/);

    expect((await completeLosersMatch(1, 3)).statusCode).toBe(200);
    expect(await worker.runOnce()).toBe(1);
    expect(channelCalls().map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /v10/channels/${CHANNEL_ID}/messages`,
      `PATCH /v10/channels/${CHANNEL_ID}/messages/${messageId}`,
    ]);
    expect(JSON.stringify(fake.messages.get(messageId!))).toMatch(/Storm Crows +1 +1 +0 +3/);
  });

  it('writes nothing when a write leaves the table as it was', async () => {
    const before = channelCalls().length;
    expect(
      (await t.as('admin').patch(`/api/players/${FX.players.zed}`, { position: 'Setter' })).statusCode,
    ).toBe(200);
    expect(await worker.runOnce()).toBe(1);
    expect(channelCalls()).toHaveLength(before);
  });

  it("asks nothing for a member's own settings, which no page shows", async () => {
    const res = await t.as('user').post('/api/follows', { kind: 'team', team: 'Storm Crows' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await worker.runOnce()).toBe(0);
  });

  it('posts a new message when someone deleted the one it kept', async () => {
    fake.messages.clear();
    expect((await completeLosersMatch(3, 0)).statusCode).toBe(200);
    await worker.runOnce();
    expect(
      channelCalls()
        .slice(-2)
        .map((c) => c.method),
    ).toEqual(['PATCH', 'POST']);
    expect(fake.messages.size).toBe(1);
  });

  it("leaves the webhooks' delivery list to the webhooks", async () => {
    const res = await t.as('superadmin').get('/api/chat-deliveries');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });
});
