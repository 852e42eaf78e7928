/**
 * Command-line options of `npm run bench`:
 *   --quick              short measurements and scales 1,2 (a smoke run)
 *   --only http,scale    run only these sections (memory, http, load, search, standings, instances, live, scale,
 *                        frontend, legacy, push)
 *   --scales 1,10        league sizes of the scale section (default 1,10,100)
 *   --seconds N          length of each HTTP load (default 10, quick 2)
 *   --connections N      concurrent connections of each HTTP load (default 64)
 *   --engines pglite     database engines of the http, load, memory and scale sections (default pglite,postgres)
 *   --load-scale N       league size of the load, search and standings sections (default 5: five times the demo league)
 */
// Memory first: it reads the shared demo servers' resident memory at rest, before any load.
export const SECTIONS = [
  'memory',
  'http',
  'load',
  'search',
  'standings',
  'instances',
  'live',
  'scale',
  'frontend',
  'legacy',
  'push',
] as const;
export type Section = (typeof SECTIONS)[number];
export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

export interface BenchOptions {
  quick: boolean;
  sections: Section[];
  scales: number[];
  loadScale: number;
  engines: Engine[];
  seconds: number;
  connections: number;
}

const USAGE =
  'Usage: npm run bench -- [--quick] [--only memory,http,load,search,standings,instances,live,scale,frontend,legacy,push] ' +
  '[--scales 1,10,100] [--load-scale 5] [--seconds 10] [--connections 64] [--engines pglite,postgres]';

const isSection = (name: string): name is Section => (SECTIONS as readonly string[]).includes(name);

function positiveInts(text: string, label: string): number[] {
  const values = text.split(',').map((s) => Number(s.trim()));
  if (values.length === 0 || values.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error(`${label} needs whole numbers of at least 1, not "${text}". ${USAGE}`);
  }
  return values;
}

export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const values = new Map<string, string>();
  let quick = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--quick') quick = true;
    else if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    else if (/^--(only|scales|load-scale|seconds|connections|engines)(=|$)/.test(arg)) {
      const [name, inline] = arg.split('=', 2) as [string, string | undefined];
      const value = inline ?? args[++i];
      if (value === undefined) throw new Error(`${name} needs a value. ${USAGE}`);
      values.set(name, value);
    } else throw new Error(`Unknown option "${arg}". ${USAGE}`);
  }
  const only = values.get('--only');
  const sections = only ? only.split(',').map((s) => s.trim()) : [...SECTIONS];
  const unknown = sections.filter((s) => !isSection(s));
  if (unknown.length > 0) throw new Error(`Unknown section "${unknown.join(', ')}". ${USAGE}`);
  const engines = (values.get('--engines') ?? ENGINES.join(',')).split(',').map((s) => s.trim());
  const badEngine = engines.find((e) => !(ENGINES as readonly string[]).includes(e));
  if (badEngine !== undefined) throw new Error(`Unknown engine "${badEngine}". ${USAGE}`);
  const scales = values.get('--scales');
  const loadScale = values.get('--load-scale');
  const seconds = values.get('--seconds');
  const connections = values.get('--connections');
  return {
    quick,
    // Keep the canonical order whatever order --only lists them in.
    sections: SECTIONS.filter((s) => sections.includes(s)),
    scales: scales ? positiveInts(scales, '--scales') : quick ? [1, 2] : [1, 10, 100],
    loadScale: loadScale ? (positiveInts(loadScale, '--load-scale')[0] ?? 5) : 5,
    engines: ENGINES.filter((e) => engines.includes(e)),
    seconds: seconds ? (positiveInts(seconds, '--seconds')[0] ?? 10) : quick ? 2 : 10,
    connections: connections ? (positiveInts(connections, '--connections')[0] ?? 64) : 64,
  };
}
