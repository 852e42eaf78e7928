/**
 * Plays a match through the results API for demos and tests (docs/product/live.md#the-simulator):
 *
 *   npm run simulate-match -- --match 12 [--url http://127.0.0.1:3000] [--key lk_...] [--pace 150] [--no-final]
 *
 * The key comes from --key or LEAGUE_RESULTS_KEY (a superadmin makes one on the portal's Settings page; the
 * demo league's own is in the README). The server must be running.
 */
import { parseArgs } from 'node:util';
import { simulateMatch } from './match-simulator.ts';

const USAGE = `Usage: npm run simulate-match -- --match ID [--url URL] [--key lk_...] [--pace MS] [--no-final]
  --match     the id of a scheduled (or live) match
  --url       the league site (default http://127.0.0.1:\${PORT:-3000})
  --key       a league API key (default: LEAGUE_RESULTS_KEY)
  --pace      milliseconds between rallies (default 150)
  --no-final  play the sets only, without the final box score`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

let values: Record<string, string | boolean | undefined>;
try {
  values = parseArgs({
    options: {
      match: { type: 'string' },
      url: { type: 'string' },
      key: { type: 'string' },
      pace: { type: 'string', default: '150' },
      'no-final': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }).values;
} catch (err) {
  fail((err as Error).message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const matchId = Number(values.match);
if (!Number.isInteger(matchId) || matchId < 1) fail('--match must be a match id');
const key = (values.key as string | undefined) ?? process.env.LEAGUE_RESULTS_KEY;
if (!key) fail('A league API key is needed: --key lk_... or LEAGUE_RESULTS_KEY');
const pace = Number(values.pace);
if (!Number.isInteger(pace) || pace < 0) fail('--pace must be a whole number of milliseconds');

try {
  await simulateMatch({
    baseUrl: ((values.url as string | undefined) ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(
      /\/+$/,
      '',
    ),
    key,
    matchId,
    paceMs: pace,
    sendFinal: !values['no-final'],
    log: (line) => console.log(line),
  });
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
