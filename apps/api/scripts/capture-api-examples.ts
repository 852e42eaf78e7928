/**
 * Captures the API document's examples from a real demo league: seeds one in a temporary data folder,
 * sends every operation a realistic request (the bodies below) as a guest, a member or a superadmin, and
 * writes what it answered, arrays cut to their first two items, to src/api-docs/examples.json.
 *
 *   npm run docs:examples -w apps/api
 *
 * Run it after changing the contract; the document test says when an example no longer validates.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STAT_FIELDS } from '@league/shared/domain/league';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createBackupScheduler } from '../src/db/backup-schedule.ts';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { runRestoreDrill } from '../src/db/restore-drill.ts';
import { seedDemo } from '../src/demo-league/seed-demo.ts';
import { createChatWorker, DEFAULT_CHAT_WORKER } from '../src/features/chat/delivery-worker.ts';
import { FAKE_CHALLONGE_KEY, startFakeChallonge } from '../test/helpers/fake-challonge.ts';

const OUT = new URL('../src/api-docs/examples.json', import.meta.url);
const DEMO_PASSWORD = 'volley-demo-1';

type Json = Record<string, unknown>;
interface Captured {
  request?: unknown;
  response?: unknown;
}

/**
 * Keeps the first two items of every array (enough to show the shape, small enough to read) and puts a
 * plain address where the demo league has an inline logo image.
 */
function trim(value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('data:image/'))
    return 'https://images.example.org/logo.png';
  if (Array.isArray(value)) return value.slice(0, 2).map(trim);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v)]));
  }
  return value;
}

/** Answers the two Roblox calls an avatar look-up makes, for any username, as Roblox would. */
async function startFakeRoblox(): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url?.startsWith('/v1/usernames/users')) {
      res.end(JSON.stringify({ data: [{ requestedUsername: 'player', id: 1_520_334, name: 'player' }] }));
    } else {
      const imageUrl =
        'https://tr.rbxcdn.com/30DAY-AvatarHeadshot-1520334/420/420/AvatarHeadshot/Png/noFilter';
      res.end(JSON.stringify({ data: [{ targetId: 1_520_334, state: 'Completed', imageUrl }] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** A chat on loopback: takes every message, except at /gone, which answers as a deleted Discord webhook. */
async function startFakeChat(): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url?.startsWith('/gone')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Unknown Webhook', code: 10015 }));
      } else {
        res.writeHead(204);
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const fake = await startFakeChallonge();
const chat = await startFakeChat();
const roblox = await startFakeRoblox();
const dir = mkdtempSync(join(tmpdir(), 'league-examples-'));
mkdirSync(join(dir, 'backups'));
const database = await openDatabase({ dataDir: dir });
await migrateDatabase(database);
// A fixed clock: the same league, dates included, on every capture.
await seedDemo(database.db, { scale: 1, now: new Date('2026-11-24T12:00:00Z') });
const config = loadConfig({
  JWT_SECRET: 'examples-secret-examples-secret-examples',
  CHALLONGE_API_URL: fake.url,
  CHALLONGE_API_KEY: FAKE_CHALLONGE_KEY,
  AUTH_RATE_LIMIT: '1000',
  ROBLOX_USERS_API: roblox.url,
  ROBLOX_THUMBNAILS_API: roblox.url,
  BACKUP_DIR: join(dir, 'backups'),
} as NodeJS.ProcessEnv);
const app = await buildApp({ config, database });
await app.ready();

const examples: Record<string, Captured> = {};
const tokens: Record<string, string> = {};

async function call(
  route: string,
  url: string,
  options: { body?: unknown; as?: 'demo_user' | 'demo_superadmin'; keep?: boolean } = {},
): Promise<Json & { [key: string]: unknown }> {
  const [method] = route.split(' ');
  const token = options.as ? tokens[options.as] : undefined;
  const res = await app.inject({
    method: method as 'GET',
    url,
    ...(options.body === undefined ? {} : { payload: options.body as Json }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.statusCode >= 300) throw new Error(`${route} (${url}) answered ${res.statusCode}: ${res.body}`);
  const json = res.json();
  if (options.keep !== false) {
    examples[route] = {
      ...(options.body === undefined ? {} : { request: options.body }),
      response: trim(json),
    };
  }
  return json;
}

for (const username of ['demo_user', 'demo_superadmin'] as const) {
  const body = { username, password: DEMO_PASSWORD };
  const login = await call('POST /api/users/login', '/api/users/login', {
    body,
    keep: username === 'demo_user',
  });
  tokens[username] = String(login.token);
}

// Reads, on the demo league as seeded.
const seasons = (await call('GET /api/seasons', '/api/seasons')) as unknown as Json[];
const current = seasons.reduce((a, b) => (Number(a.seasonNumber) > Number(b.seasonNumber) ? a : b));
const seasonNumber = Number(current.seasonNumber);
const seasonId = Number(current.id);
await call('GET /api/seasons/skinny', '/api/seasons/skinny');
await call('GET /api/seasons/medium', '/api/seasons/medium');
await call('GET /api/seasons/:id', `/api/seasons/${seasonId}`);
await call('GET /api/pages/seasons', '/api/pages/seasons');
await call('GET /api/pages/seasons/:id', `/api/pages/seasons/${seasonId}`);
const players = (await call(
  'GET /api/players',
  `/api/players?seasonNumber=${seasonNumber}&limit=2`,
)) as unknown as Json[];
const player = players[0] as Json;
await call('GET /api/players/medium', `/api/players/medium?seasonNumber=${seasonNumber}&limit=2`);
await call('GET /api/players/:id', `/api/players/${player.id}`);
await call('GET /api/players/:id/games', `/api/players/${player.id}/games?sort=totalKills&dir=desc&limit=2`);
await call(
  'GET /api/players/compare',
  `/api/players/compare?players=${player.id},${(players[1] as Json).id}&seasonNumber=${seasonNumber}`,
);
await call('GET /api/pages/players/:id', `/api/pages/players/${player.id}`);
const teams = (await call(
  'GET /api/teams',
  `/api/teams?seasonNumber=${seasonNumber}&limit=2`,
)) as unknown as Json[];
const [teamA, teamB] = teams as [Json, Json];
await call('GET /api/teams/skinny', `/api/teams/skinny?seasonNumber=${seasonNumber}&limit=2`);
await call('GET /api/teams/medium', `/api/teams/medium?seasonNumber=${seasonNumber}&limit=2`);
await call('GET /api/teams/name/:name', `/api/teams/name/${encodeURIComponent(String(teamA.name))}`);
await call('GET /api/pages/teams/:name', `/api/pages/teams/${encodeURIComponent(String(teamA.name))}`);
await call('GET /api/teams/:id', `/api/teams/${teamA.id}`);
const opponent = ((teamA.games as Json[])[0]?.opponent as Json | undefined)?.name ?? teamB.name;
await call(
  'GET /api/teams/head-to-head',
  `/api/teams/head-to-head?${new URLSearchParams({ a: String(teamA.name), b: String(opponent) })}`,
);
const games = (await call('GET /api/games', '/api/games?limit=2')) as unknown as Json[];
await call('GET /api/games/skinny', '/api/games/skinny?limit=2');
await call('GET /api/games/:id', `/api/games/${(games[0] as Json).id}`);
const awards = (await call('GET /api/awards', '/api/awards?limit=2')) as unknown as Json[];
await call('GET /api/awards/skinny', '/api/awards/skinny?limit=2');
await call('GET /api/awards/:id', `/api/awards/${(awards[0] as Json).id}`);
const awarded = ((awards[0] as Json).players as Json[])[0] as Json;
await call('GET /api/awards/player/:id', `/api/awards/player/${awarded.id}`);
const matches = (await call(
  'GET /api/matches',
  `/api/matches?seasonId=${seasonId}&limit=2`,
)) as unknown as Json[];
await call('GET /api/matches/season/:seasonId', `/api/matches/season/${seasonId}?limit=2`);
await call('GET /api/matches/:id', `/api/matches/${(matches[0] as Json).id}`);
const statLines = (await call('GET /api/stats', '/api/stats?limit=2')) as unknown as Json[];
await call('GET /api/stats/:id', `/api/stats/${(statLines[0] as Json).id}`);
const articles = (await call('GET /api/articles', '/api/articles?limit=2')) as unknown as Json[];
await call('GET /api/articles/:id', `/api/articles/${(articles[0] as Json).id}`);
await call('GET /api/counts', '/api/counts');
await call(
  'GET /api/roblox/avatar/:username',
  `/api/roblox/avatar/${encodeURIComponent(String(player.name))}`,
);
await call('GET /api/records', '/api/records');
await call('GET /api/health', '/api/health');
await call(
  'GET /api/leaderboard',
  `/api/leaderboard?season=${seasonNumber}&mode=perSet&sort=totalKills&pageSize=2`,
);
const trivia = await call('GET /api/trivia/:type', '/api/trivia/player?difficulty=easy');
await call('POST /api/trivia/guess', '/api/trivia/guess', {
  body: { type: 'player', id: trivia.id, guess: String(player.name) },
});
await call('GET /api/trivia/daily', '/api/trivia/daily', { as: 'demo_user' });
const daily = await call('POST /api/trivia/daily/start', '/api/trivia/daily/start', { as: 'demo_user' });
const dailyGuess = await call('POST /api/trivia/daily/guess', '/api/trivia/daily/guess', {
  as: 'demo_user',
  body: { token: daily.token, guess: 'Night Owls (s1)' },
});
// Giving up ends the play, so the board and the history below have a result to show.
await call('POST /api/trivia/daily/guess', '/api/trivia/daily/guess', {
  as: 'demo_user',
  body: { token: (dailyGuess.play as Json).token, guess: '', giveUp: true },
  keep: false,
});
await call('GET /api/trivia/daily/board', '/api/trivia/daily/board', { as: 'demo_user' });
await call('GET /api/trivia/daily/history', '/api/trivia/daily/history', { as: 'demo_user' });
await call('GET /api/users/profile', '/api/users/profile', { as: 'demo_user' });
await call('GET /api/users', '/api/users?limit=2', { as: 'demo_superadmin' });

// A member's article and likes.
const article = await call('POST /api/articles', '/api/articles', {
  as: 'demo_user',
  body: {
    title: 'Five things we learned on opening night',
    summary:
      'Serves won the night: three teams broke 20 aces, and the champions lost a set for the first time.',
    content: `${'Opening night gave us five matches and one upset. '.repeat(4)}The champions dropped a set to a team that did not make the playoffs last season, and the ace count was the highest of any opening night on record.`,
    imageUrl: 'https://images.example.org/opening-night.jpg',
  },
});
await call('GET /api/articles/:id/like-status', `/api/articles/${(articles[0] as Json).id}/like-status`, {
  as: 'demo_superadmin',
});
await call('POST /api/articles/:id/like', `/api/articles/${(articles[0] as Json).id}/like`, {
  as: 'demo_superadmin',
});
await call('DELETE /api/articles/:id/like', `/api/articles/${(articles[0] as Json).id}/like`, {
  as: 'demo_superadmin',
});
await call('PATCH /api/articles/:id', `/api/articles/${article.id}`, {
  as: 'demo_superadmin',
  body: { approved: true },
});

// Staff writes: a new season with its teams, players, a game with its stat sheet, an award, the schedule.
const season = await call('POST /api/seasons', '/api/seasons', {
  as: 'demo_superadmin',
  body: {
    seasonNumber: seasonNumber + 1,
    theme: 'Winter Cup',
    startDate: '2027-01-09',
    endDate: null,
    image: null,
  },
});
await call('PATCH /api/seasons/:id', `/api/seasons/${season.id}`, {
  as: 'demo_superadmin',
  body: { theme: 'Winter Cup 2027' },
});
const team1 = await call('POST /api/teams', '/api/teams', {
  as: 'demo_superadmin',
  body: {
    name: 'Harbor Hawks',
    seasonNumber: seasonNumber + 1,
    placement: 'Didnt make playoffs',
    logoUrl: null,
  },
});
const team2 = await call('POST /api/teams', '/api/teams', {
  as: 'demo_superadmin',
  body: {
    name: 'Night Owls',
    seasonNumber: seasonNumber + 1,
    placement: 'Didnt make playoffs',
    logoUrl: null,
  },
  keep: false,
});
await call('PATCH /api/teams/:id', `/api/teams/${team1.id}`, {
  as: 'demo_superadmin',
  body: { placement: '1st Place' },
});
const created = (await call('POST /api/players/batch/by-team-name', '/api/players/batch/by-team-name', {
  as: 'demo_superadmin',
  body: [
    { name: 'skyhook_21', position: 'Spiker', teamNames: ['Harbor Hawks'] },
    { name: 'quickset', position: 'Setter', teamNames: ['Harbor Hawks'] },
    { name: 'lowdig', position: 'Libero', teamNames: ['Night Owls'] },
    { name: 'backrow_ace', position: 'Spiker', teamNames: ['Night Owls'] },
  ],
})) as unknown as Json[];
await call('PATCH /api/players/:id', `/api/players/${(created[1] as Json).id}`, {
  as: 'demo_superadmin',
  body: { position: 'Setter' },
});
const game = await call('POST /api/games/createByNames', '/api/games/createByNames', {
  as: 'demo_superadmin',
  body: {
    name: 'Harbor Hawks vs. Night Owls',
    seasonId: season.id,
    teamNames: ['Harbor Hawks', 'Night Owls'],
    team1Score: 3,
    team2Score: 1,
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    date: '2027-01-09T20:00:00Z',
    stage: 'Winners Bracket; Quarterfinals',
  },
});
await call('PATCH /api/games/:id', `/api/games/${game.id}`, {
  as: 'demo_superadmin',
  body: { team2Score: 2 },
});
/** A stat sheet line: every counter present, as the CSV upload sends them. */
const sheetLine = (playerName: string, teamName: string, counts: Record<string, number>) => ({
  playerName,
  teamName,
  ...Object.fromEntries(STAT_FIELDS.map((field) => [field, counts[field] ?? 0])),
});
const line = { spikeKills: 14, spikeAttempts: 31, apeKills: 2, apeAttempts: 5, spikingErrors: 4, digs: 11 };
const stat = await call('POST /api/stats', '/api/stats', {
  as: 'demo_superadmin',
  body: { ...line, playerId: (created[0] as Json).id, gameId: game.id },
});
await call('PATCH /api/stats/:id', `/api/stats/${stat.id}`, { as: 'demo_superadmin', body: { digs: 12 } });
await call('POST /api/stats/by-name', '/api/stats/by-name', {
  as: 'demo_superadmin',
  body: { playerName: 'quickset', gameId: game.id, assists: 38, digs: 6, aces: 2, settingErrors: 1 },
});
await call('POST /api/stats/add-to-game', '/api/stats/add-to-game', {
  as: 'demo_superadmin',
  body: {
    gameId: game.id,
    statsData: [sheetLine('lowdig', 'Night Owls', { digs: 19, blocks: 1, assists: 3 })],
  },
});
await call('POST /api/stats/batch-csv', '/api/stats/batch-csv', {
  as: 'demo_superadmin',
  body: {
    gameData: {
      teamNames: ['Night Owls', 'Harbor Hawks'],
      seasonId: season.id,
      team1Score: 3,
      team2Score: 0,
      stage: 'Losers Bracket; Round 1',
      name: 'Night Owls vs. Harbor Hawks',
    },
    statsData: [
      sheetLine('backrow_ace', 'Night Owls', {
        spikeKills: 17,
        spikeAttempts: 29,
        aces: 3,
        servingErrors: 2,
      }),
      sheetLine('skyhook_21', 'Harbor Hawks', { spikeKills: 9, spikeAttempts: 25, blocks: 2 }),
    ],
  },
});
await call('POST /api/awards/with-names', '/api/awards/with-names', {
  as: 'demo_superadmin',
  body: {
    type: 'MVP',
    description: 'Most valuable player of the Winter Cup',
    seasonId: season.id,
    playerName: 'skyhook_21',
  },
});
const award = (
  (await call('GET /api/awards', `/api/awards?seasonNumber=${seasonNumber + 1}`, {
    keep: false,
  })) as unknown as Json[]
)[0] as Json;
await call('PATCH /api/awards/:id', `/api/awards/${award.id}`, {
  as: 'demo_superadmin',
  body: { description: 'Most valuable player of the Winter Cup 2027' },
});
const match = await call('POST /api/matches', '/api/matches', {
  as: 'demo_superadmin',
  body: {
    matchNumber: 'Round 1 - Match 1',
    status: 'scheduled',
    round: 'Round 1',
    phase: 'qualifiers',
    region: 'na',
    date: '2027-01-16T20:00:00Z',
    seasonId: season.id,
    team1Name: 'Harbor Hawks',
    team2Name: 'Night Owls',
    tags: 'NA, Week 1',
  },
});
await call('PATCH /api/matches/:id', `/api/matches/${match.id}`, {
  as: 'demo_superadmin',
  body: { status: 'completed', set1Score: '25-21', set2Score: '25-19', set3Score: '25-23' },
});
await call('POST /api/matches/import-file', '/api/matches/import-file', {
  as: 'demo_superadmin',
  body: {
    seasonId: season.id,
    region: 'na',
    matches: [
      {
        matchNumber: 'Round 2 - Match 1',
        round: 'Round 2',
        date: '2027-01-23T20:00:00Z',
        team1Name: 'Night Owls',
        team2Name: 'Harbor Hawks',
      },
    ],
  },
});
await call('POST /api/matches/import-challonge', '/api/matches/import-challonge', {
  as: 'demo_superadmin',
  body: {
    challongeUrl: 'https://challonge.com/vl-s14',
    seasonId: season.id,
    roundStartDate: '2027-02-06T18:00:00Z',
    roundEndDate: '2027-02-06T22:00:00Z',
    matchSpacingMinutes: 30,
    tags: 'Playoffs, Week 4',
  },
});
await call('POST /api/records/calculate', '/api/records/calculate', { as: 'demo_superadmin' });
const member = await call('POST /api/users/register', '/api/users/register', {
  body: { username: 'spikefan_88', email: 'spikefan88@example.org', password: 'long-rallies-2027' },
});
await call('PATCH /api/admin/users/:id/role', `/api/admin/users/${(member.user as Json).id}/role`, {
  as: 'demo_superadmin',
  body: { role: 'admin' },
});

// Chat webhooks (the Settings page): the examples show a Discord address; the calls go to the fake chat.
const hook = await call('POST /api/chat-webhooks', '/api/chat-webhooks', {
  as: 'demo_superadmin',
  body: {
    name: 'League results',
    url: 'https://discord.com/api/webhooks/1187/3vQk-example-token-wxyz',
    events: ['match-completed', 'game-uploaded', 'article-approved', 'tonights-matches'],
  },
});
await call('PATCH /api/chat-webhooks/:id', `/api/chat-webhooks/${hook.id}`, {
  as: 'demo_superadmin',
  body: { name: '#results', events: ['match-completed', 'game-uploaded', 'tonights-matches'] },
});
await call('GET /api/chat-webhooks', '/api/chat-webhooks', { as: 'demo_superadmin' });
await call('PATCH /api/chat-webhooks/:id', `/api/chat-webhooks/${hook.id}`, {
  as: 'demo_superadmin',
  body: { url: `${chat.url}/api/webhooks/1187/3vQk-example-token-wxyz` },
  keep: false,
});
await call('POST /api/chat-webhooks/:id/test', `/api/chat-webhooks/${hook.id}/test`, {
  as: 'demo_superadmin',
});
await call('POST /api/chat-webhooks', '/api/chat-webhooks', {
  as: 'demo_superadmin',
  body: { name: '#old-channel', url: `${chat.url}/gone/1/old-example-token`, events: ['tonights-matches'] },
  keep: false,
});
await call('POST /api/matches', '/api/matches', {
  as: 'demo_superadmin',
  body: {
    matchNumber: 'Round 3 - Match 1',
    status: 'scheduled',
    round: 'Round 3',
    date: new Date().toISOString(),
    seasonId: season.id,
    team1Name: 'Harbor Hawks',
    team2Name: 'Night Owls',
  },
  keep: false,
});
await call('POST /api/matches/post-tonight', '/api/matches/post-tonight', { as: 'demo_superadmin' });
await createChatWorker(database.db, config.league, { ...DEFAULT_CHAT_WORKER, owner: 'examples' }).runOnce();
const deliveries = (await call('GET /api/chat-deliveries', '/api/chat-deliveries?limit=2', {
  as: 'demo_superadmin',
})) as unknown as Json[];
const failed = deliveries.find((d) => d.status === 'failed') as Json;
await call('POST /api/chat-deliveries/:id/retry', `/api/chat-deliveries/${failed.id}/retry`, {
  as: 'demo_superadmin',
});

// Deletes last, newest first, so each answers for something that exists.
await call('DELETE /api/chat-webhooks/:id', `/api/chat-webhooks/${hook.id}`, { as: 'demo_superadmin' });
await call('DELETE /api/matches/:id', `/api/matches/${match.id}`, { as: 'demo_superadmin' });
await call('DELETE /api/awards/:id', `/api/awards/${award.id}`, { as: 'demo_superadmin' });
await call('DELETE /api/stats/:id', `/api/stats/${stat.id}`, { as: 'demo_superadmin' });
await call('DELETE /api/games/:id', `/api/games/${game.id}`, { as: 'demo_superadmin' });
await call('DELETE /api/articles/:id', `/api/articles/${article.id}`, { as: 'demo_superadmin' });
const lone = (await call('POST /api/players/batch/by-team-name', '/api/players/batch/by-team-name', {
  as: 'demo_superadmin',
  body: [{ name: 'benchwarmer', position: 'Pinch Server', teamNames: [] }],
  keep: false,
})) as unknown as Json[];
await call('DELETE /api/players/:id', `/api/players/${(lone[0] as Json).id}`, { as: 'demo_superadmin' });
const empty = await call('POST /api/teams', '/api/teams', {
  as: 'demo_superadmin',
  body: {
    name: 'Late Entry',
    seasonNumber: seasonNumber + 1,
    placement: 'Didnt make playoffs',
    logoUrl: null,
  },
  keep: false,
});
await call('DELETE /api/teams/:id', `/api/teams/${empty.id}`, { as: 'demo_superadmin' });
const spare = await call('POST /api/seasons', '/api/seasons', {
  as: 'demo_superadmin',
  body: {
    seasonNumber: seasonNumber + 2,
    theme: 'Spring Open',
    startDate: '2027-04-03',
    endDate: null,
    image: null,
  },
  keep: false,
});
await call('DELETE /api/seasons/:id', `/api/seasons/${spare.id}`, { as: 'demo_superadmin' });
// A scheduled backup and its restore drill, at a fixed time, then their state.
await createBackupScheduler({
  db: database.db,
  dir: join(dir, 'backups'),
  retention: { hourlyKeep: 48, dailyKeep: 30 },
  drill: (file) => runRestoreDrill(file, { scratchRoot: dir }),
  now: () => new Date('2026-11-24T13:00:00Z'),
}).tick();
await call('GET /api/admin/backups', '/api/admin/backups', { as: 'demo_superadmin' });
// The staff activity log, after every write above left its entry.
await call('GET /api/admin/activity', '/api/admin/activity?limit=2', { as: 'demo_superadmin' });
await call('GET /api/admin/activity/actors', '/api/admin/activity/actors', { as: 'demo_superadmin' });
void team2;
void teamB;

writeFileSync(OUT, `${JSON.stringify(examples, null, 2)}\n`);
console.log(`${Object.keys(examples).length} operations captured in ${OUT.pathname}`);
await app.close();
await database.close();
await fake.close();
roblox.close();
chat.close();
rmSync(dir, { recursive: true, force: true });
