/**
 * Starts the whole site: opens and migrates the database, seeds the demo league into an empty embedded
 * database, and listens, serving the API under /api and the built web app everywhere else.
 */
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { isDatabaseEmpty, seedDemo } from './demo-league/seed-demo.ts';

const config = loadConfig();
const started = performance.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
await migrateDatabase(database);

const wantsDemo = process.argv.includes('--demo');
if ((database.kind === 'pglite' || wantsDemo) && (await isDatabaseEmpty(database.db))) {
  console.log('Empty database: seeding the demo league…');
  const summary = await seedDemo(database.db, { scale: 1 });
  console.log(`Seeded ${JSON.stringify(summary)}`);
}

const app = await buildApp({
  config,
  database,
  logger: true,
  webDist: config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
});

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
console.log(`Site ready at http://localhost:${config.port} in ${Math.round(performance.now() - started)} ms`);
