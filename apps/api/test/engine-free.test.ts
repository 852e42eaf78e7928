/**
 * The PostgreSQL pass leaves out ENGINE_FREE_API_TESTS. A listed file that reached the test database would
 * lose its PostgreSQL coverage; an unlisted file that never does runs twice for nothing. A file reaches the
 * test database through the helpers that open it, or by reading DATABASE_URL itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_FREE_API_TESTS } from './engine-free.ts';

const ROOT = join(import.meta.dirname, '..');
const REACHES_TEST_DATABASE =
  /helpers\/(test-app|league-app|legacy-db|two-instances)\.ts|process\.env\.DATABASE_URL|inject\('templateDatabase'\)/;

function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => relative(ROOT, join(ROOT, dir, file)));
}

describe('the engine-free test files', () => {
  const files = [...testFiles('src'), ...testFiles('test')].sort();
  const reaches = (file: string) => REACHES_TEST_DATABASE.test(readFileSync(join(ROOT, file), 'utf8'));

  it('are exactly the files that never reach the test database', () => {
    expect([...ENGINE_FREE_API_TESTS].sort()).toEqual(files.filter((file) => !reaches(file)));
  });
});
