/**
 * The API's layering (docs/decisions/0015-api-layering.md), checked on the source's own imports: routes call
 * their feature's services, only queries modules hold SQL, a feature reaches another only through its
 * service, and the features depend on each other without a cycle. The surfaces (the league in other media:
 * calendar, feeds, embeds, share images, the Discord bot; docs/decisions/0060-surfaces.md) sit above the
 * features: they read features through their services, and nothing below them imports one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

interface Import {
  /** Path from src/, e.g. "features/teams/service.ts", or the package name. */
  target: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const fromSrc = (path: string) => relative(SRC, path).split(sep).join('/');

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  // `import … from '…';` and the bare `import '…';` (run for its effects).
  for (const match of text.matchAll(/^import\s+(type\s+)?(?:[^;']*?from\s+)?'([^']+)';/gms)) {
    const [, type, specifier = ''] = match;
    const target = specifier.startsWith('.') ? fromSrc(resolve(dirname(file), specifier)) : specifier;
    found.push({ target, typeOnly: Boolean(type) });
  }
  return found;
}

/** "teams" for "features/teams/service.ts"; null outside a feature folder. */
const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1] ?? null;
/** "discord" for "surfaces/discord/service.ts"; null outside a surface folder. */
const surfaceOf = (path: string) => /^surfaces\/([^/]+)\//.exec(path)?.[1] ?? null;
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const isRoutes = (path: string) => /(^|-)routes\.ts$/.test(fileName(path));
const isService = (path: string) => /(^|-)service\.ts$/.test(fileName(path));
const isQueries = (path: string) => /(^|-)queries\.ts$/.test(fileName(path));
/** A route file of the same feature as `from` (a feature's routes.ts registers its admin-routes.ts...). */
const isOwnRoutes = (from: string, target: string) =>
  featureOf(from) === featureOf(target) && isRoutes(target);

/** What only queries modules may import: the query builder, the tables and raw SQL. */
const SQL_MODULES = ['drizzle-orm', 'drizzle-orm/pg-core', 'db/schema.ts', 'db/sql.ts', 'db/league-sql.ts'];

/** Where route plugins are registered: under /api, and at the root (the calendar feeds). */
const ROUTE_REGISTRIES = ['features/index.ts', 'app.ts'];

const files = sourceFiles(SRC).map((file) => ({ path: fromSrc(file), imports: importsOf(file) }));
const featureFiles = files.filter((f) => featureOf(f.path) !== null);
const surfaceFiles = files.filter((f) => surfaceOf(f.path) !== null);

describe('API layering', () => {
  it('reads the source it checks', () => {
    expect(featureFiles.filter((f) => isRoutes(f.path)).length).toBeGreaterThan(20);
    expect(featureFiles.some((f) => f.imports.some((i) => i.target === 'drizzle-orm'))).toBe(true);
    expect(new Set(surfaceFiles.map((f) => surfaceOf(f.path))).size).toBeGreaterThanOrEqual(5);
  });

  it("routes import nothing of a feature but their own feature's services (and its routes.ts its other route files)", () => {
    const wrong = featureFiles
      .filter((f) => isRoutes(f.path))
      .flatMap((f) =>
        f.imports
          .filter((i) => featureOf(i.target) !== null)
          .filter((i) => featureOf(i.target) !== featureOf(f.path) || !isService(i.target))
          .filter((i) => !(fileName(f.path) === 'routes.ts' && isOwnRoutes(f.path, i.target)))
          .map((i) => `${f.path} -> ${i.target}`),
      );
    expect(wrong).toEqual([]);
  });

  it('features ask for the effects of a write through the unit of work, not through the outbox or the log', () => {
    // The features staff and members manage the outbox's channels through: its chat webhooks, its browsers.
    const OUTBOX_FEATURES = ['chat-webhooks', 'push-notifications'];
    const wrong = featureFiles.flatMap((f) =>
      f.imports
        .filter(
          (i) => i.target.startsWith('lib/outbox/') && !OUTBOX_FEATURES.includes(featureOf(f.path) ?? ''),
        )
        .map((i) => `${f.path} -> ${i.target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('the app lists features: only features/index.ts registers a feature, and only by its routes.ts', () => {
    const registry = files.find((f) => f.path === 'features/index.ts')!;
    const wrong = registry.imports
      .filter((i) => featureOf(i.target) !== null && fileName(i.target) !== 'routes.ts')
      .map((i) => i.target);
    expect(wrong).toEqual([]);
  });

  it('only queries modules hold SQL (services may still open a transaction and pass it on)', () => {
    const wrong = [...featureFiles, ...surfaceFiles]
      .filter((f) => !isQueries(f.path))
      .flatMap((f) =>
        f.imports
          .filter((i) => !i.typeOnly && SQL_MODULES.includes(i.target))
          .map((i) => `${f.path} -> ${i.target}`),
      );
    expect(wrong).toEqual([]);
  });

  it("code outside a feature uses only the feature's service, and routes only where they are registered", () => {
    const wrong = files.flatMap((f) =>
      f.imports
        .filter((i) => featureOf(i.target) !== null && featureOf(i.target) !== featureOf(f.path))
        .filter((i) => fileName(i.target) !== 'service.ts')
        .filter((i) => !(isRoutes(i.target) && ROUTE_REGISTRIES.includes(f.path)))
        .map((i) => `${f.path} -> ${i.target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('lib/ and db/ sit below the features and import none of them', () => {
    const wrong = files
      .filter((f) => f.path.startsWith('lib/') || f.path.startsWith('db/'))
      .flatMap((f) =>
        f.imports.filter((i) => featureOf(i.target) !== null).map((i) => `${f.path} -> ${i.target}`),
      );
    expect(wrong).toEqual([]);
  });

  it('db/ sits below lib/: it opens, locks and backs up the database without the app around it', () => {
    const wrong = files
      .filter((f) => f.path.startsWith('db/'))
      .flatMap((f) =>
        f.imports.filter((i) => i.target.startsWith('lib/')).map((i) => `${f.path} -> ${i.target}`),
      );
    expect(wrong).toEqual([]);
  });

  it('surfaces sit above the features: no feature, lib/ or db/ imports a surface, nor one surface another', () => {
    const wrong = files.flatMap((f) =>
      f.imports
        .filter((i) => surfaceOf(i.target) !== null)
        .filter((i) => {
          if (featureOf(f.path) !== null || f.path.startsWith('lib/') || f.path.startsWith('db/'))
            return true;
          const from = surfaceOf(f.path);
          return from !== null && from !== surfaceOf(i.target);
        })
        .map((i) => `${f.path} -> ${i.target}`),
    );
    expect(wrong).toEqual([]);
  });

  it("a surface's routes import of the features and surfaces only their own surface's services; only surfaces/index.ts registers them", () => {
    const wrong = files.flatMap((f) =>
      f.imports
        .filter(
          (i) => surfaceOf(i.target) !== null || (surfaceOf(f.path) !== null && featureOf(i.target) !== null),
        )
        .filter((i) => {
          if (isRoutes(i.target)) return f.path !== 'surfaces/index.ts';
          if (!isRoutes(f.path)) return false;
          return surfaceOf(i.target) !== surfaceOf(f.path) || !isService(i.target);
        })
        .map((i) => `${f.path} -> ${i.target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('features depend on each other without a cycle', () => {
    const uses = new Map<string, Set<string>>();
    for (const f of featureFiles) {
      const from = featureOf(f.path)!;
      for (const i of f.imports) {
        const to = featureOf(i.target);
        if (to && to !== from) uses.set(from, (uses.get(from) ?? new Set()).add(to));
      }
    }
    const cycles: string[] = [];
    const visit = (feature: string, trail: string[]) => {
      if (trail.includes(feature)) {
        cycles.push([...trail.slice(trail.indexOf(feature)), feature].join(' -> '));
        return;
      }
      for (const next of uses.get(feature) ?? []) visit(next, [...trail, feature]);
    };
    for (const feature of uses.keys()) visit(feature, []);
    expect(cycles).toEqual([]);
  });

  it("the start reads its settings before it loads the site's code: a wrong setting is refused at once", () => {
    const byPath = new Map(files.map((f) => [f.path, f]));
    const loaded = new Set<string>();
    const load = (path: string) => {
      if (loaded.has(path)) return;
      loaded.add(path);
      for (const i of byPath.get(path)?.imports ?? [])
        if (!i.typeOnly && byPath.has(i.target)) load(i.target);
    };
    load('server.ts');
    // The settings, their messages and the logger; start.ts (the app, the database) comes by import().
    const site = [...loaded].filter(
      (path) => !/^(server|config)\.ts$|^config\/|^lib\/logger\.ts$/.test(path),
    );
    expect(site).toEqual([]);
    expect(readFileSync(join(SRC, 'server.ts'), 'utf8')).toContain("await import('./start.ts')");
  });

  it('files import each other without a cycle, type imports included (one way from the routes down)', () => {
    const known = new Set(files.map((f) => f.path));
    const importsByFile = new Map(
      files.map((f) => [f.path, f.imports.map((i) => i.target).filter((t) => known.has(t))]),
    );
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (file: string, trail: string[]) => {
      const at = trail.indexOf(file);
      if (at !== -1) {
        cycles.push([...trail.slice(at), file].join(' -> '));
        return;
      }
      if (done.has(file)) return;
      for (const next of importsByFile.get(file) ?? []) visit(next, [...trail, file]);
      done.add(file);
    };
    for (const file of importsByFile.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
