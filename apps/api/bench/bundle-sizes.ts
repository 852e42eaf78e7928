/**
 * What a first visit of each public route downloads, read from a Vite build manifest: the entry
 * (index.html's script) with its static imports and CSS, plus the route's lazy page chunk with its
 * static imports and CSS. Routes come from the router source (`path: '…', lazy: () => import('…')`).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  jsGzip: number;
  cssGzip: number;
  files: number;
  /** The three biggest JavaScript files (gzip), to see what to split off. */
  largest: Array<{ file: string; gzip: number }>;
}

export interface RouteModule {
  route: string;
  /** The page module as a manifest key (path from the web app's root). */
  moduleKey: string;
}

const ROUTE_PATTERN =
  /\{\s*(?:index:\s*true|path:\s*'([^']+)')\s*,\s*lazy:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

/** The public routes declared in the router (portal pages and the catch-all left out). */
export function readRoutes(webRoot: string): RouteModule[] {
  const routerFile = join(webRoot, 'src/app/router.tsx');
  const source = readFileSync(routerFile, 'utf8');
  const routes: RouteModule[] = [];
  for (const match of source.matchAll(ROUTE_PATTERN)) {
    const [, path, importPath] = match;
    if (!importPath || path === '*' || importPath.includes('/portal/')) continue;
    const moduleKey = relative(webRoot, resolve(dirname(routerFile), importPath));
    routes.push({ route: `/${path ?? ''}`, moduleKey });
  }
  return routes;
}

/** Every file `key` loads before it runs: itself, its static imports (transitively) and their CSS. */
function collectFiles(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) collectFiles(manifest, imported, into, seen);
}

export function measureRouteBundles(webRoot: string, distDir: string): RouteBundle[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file))).length;
      gzipped.set(file, size);
    }
    return size;
  };
  return readRoutes(webRoot).map(({ route, moduleKey }) => {
    const files = new Set<string>();
    collectFiles(manifest, 'index.html', files);
    collectFiles(manifest, moduleKey, files);
    const list = [...files];
    const total = (ext: string) => list.filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + sizeOf(f), 0);
    const largest = list
      .filter((f) => f.endsWith('.js'))
      .map((file) => ({ file: file.replace(/^assets\//, ''), gzip: sizeOf(file) }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3);
    return { route, jsGzip: total('.js'), cssGzip: total('.css'), files: list.length, largest };
  });
}
