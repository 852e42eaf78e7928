/**
 * What a first visit of each public route downloads, read from a Vite build manifest: the entry
 * (index.html's script) with its static imports and CSS, plus the route's lazy page chunk with its
 * static imports and CSS. Pages come from the page catalogue and the build's page map.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGES } from '@league/shared/pages';
import { PAGE_MODULES_PATH, readPageModules } from '../src/web/vite-manifest.ts';
import { publicPageIds } from './public-pages.ts';

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

/**
 * The public pages of the catalogue with the module the build made for each (portal and not-found page
 * left out), from the build's page map.
 */
function pageModules(distDir: string): Array<{ route: string; moduleKey: string }> {
  const modules = readPageModules(distDir);
  if (!modules) throw new Error(`The build in ${distDir} has no page map (${PAGE_MODULES_PATH})`);
  return publicPageIds().map((id) => {
    const moduleKey = modules[id];
    if (!moduleKey) throw new Error(`The build's page map has no module for the page ${id}`);
    return { route: PAGES[id].pattern, moduleKey };
  });
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

export function measureRouteBundles(distDir: string): RouteBundle[] {
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
  return pageModules(distDir).map(({ route, moduleKey }) => {
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
