/**
 * Migrates one template database per test run; each test file then starts from a copy of it
 * (a fresh PGlite needs seconds to start, a copied data folder opens in well under one).
 * With DATABASE_URL set, the template is a PostgreSQL database and copies use CREATE DATABASE … TEMPLATE.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `league_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const handle = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 1 });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('templateDatabase', name);
    project.provide('templateDir', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const root = mkdtempSync(join(tmpdir(), 'league-test-'));
  const templateDir = join(root, 'template');
  const handle = await openDatabase({ dataDir: templateDir });
  await migrateDatabase(handle);
  await handle.close();
  project.provide('templateDir', templateDir);
  project.provide('templateDatabase', '');
  return () => rmSync(root, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
