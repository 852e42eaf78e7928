/**
 * Legacy import section: `npm run import-legacy` on a legacy database holding the demo league at 10×
 * (2× with --quick), written the way the previous site stored it. The source is a PostgreSQL database,
 * as in a real move; the targets are an empty embedded database and an empty PostgreSQL database. The
 * command runs as its own process and its summary line gives the time and the process's peak memory.
 */
import { spawn } from 'node:child_process';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { buildDemoLeague } from '../src/demo-league/build-league.ts';
import { LEGACY_SCHEMA_SQL, writeDemoLeagueAsLegacy } from '../src/legacy-import/demo-as-legacy.ts';
import type { BenchOptions } from './options.ts';
import { createDatabase, postgresCluster } from './postgres.ts';
import { API_DIR, tempDir } from './processes.ts';
import type { Report } from './report.ts';

const SECTION = 'Legacy import';
const SUMMARY = /^Imported: ([\d,]+) rows in ([\d.]+) s, peak memory (\d+) MB\.$/m;

function runImport(from: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/import-legacy.ts', '--from', from], {
      cwd: API_DIR,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`import exited ${code}: ${out.slice(-2000)}`)),
    );
  });
}

export async function benchLegacyImport(report: Report, options: BenchOptions): Promise<void> {
  const scale = options.quick ? 2 : 10;
  const cluster = await postgresCluster();
  if ('missing' in cluster) {
    report.skip(SECTION, `import of the demo league ×${scale}`, cluster.missing);
    return;
  }
  const from = await createDatabase(cluster.url, `legacy_x${scale}`);
  const client = new pg.Client({ connectionString: from });
  await client.connect();
  let legacyRows: Record<string, number>;
  try {
    await client.query(LEGACY_SCHEMA_SQL);
    legacyRows = await writeDemoLeagueAsLegacy(
      (text, params) => client.query(text, params),
      buildDemoLeague({ scale }),
      bcrypt.hashSync('volley-demo-1', 10),
    );
  } finally {
    await client.end();
  }
  const total = Object.values(legacyRows).reduce((a, b) => a + b, 0);
  report.info(
    SECTION,
    `legacy league ×${scale}`,
    `${total.toLocaleString('en-US')} rows (${(legacyRows.stats ?? 0).toLocaleString('en-US')} stat lines)`,
  );

  const targets: [string, Record<string, string>][] = [
    ['into PGlite (embedded)', { DATA_DIR: tempDir('legacy-target'), DATABASE_URL: '' }],
    ['into PostgreSQL', { DATABASE_URL: await createDatabase(cluster.url, `legacy_target_x${scale}`) }],
  ];
  for (const [label, env] of targets) {
    const summary = SUMMARY.exec(await runImport(from, env));
    if (!summary) throw new Error('the import printed no summary line');
    report.info(
      SECTION,
      `×${scale} ${label}: time / peak memory of the command`,
      `${summary[2]} s / ${summary[3]} MB`,
    );
  }
}
