/**
 * Reads the web build's Vite manifest (dist/.vite/manifest.json) and its page map (dist/.vite/pages.json,
 * written by the build's page-chunk plugin: page id → the page's module as a manifest key) to learn which
 * files a page needs beyond what index.html already loads, so the server can announce them in the page's <head> and
 * the browser fetches them alongside the entry instead of after it. A missing or unreadable manifest
 * (the dev server, tests, an older build) means no hints: pages still work, just without the head start.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageChunkId } from '@league/shared/pages';

/** One chunk of Vite's build manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  /** An entry's name in the build's input. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** What a page module adds to the entry: its JavaScript (the module first) and its stylesheets. */
export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/** Page id → the manifest key of the page's lazily loaded module. */
export type PageModules = Partial<Record<PageChunkId, string>>;

export const MANIFEST_PATH = '.vite/manifest.json';
/** Written by apps/web/build/page-chunks.ts. */
export const PAGE_MODULES_PATH = '.vite/pages.json';

const isChunk = (value: unknown): value is ManifestChunk =>
  typeof value === 'object' && value !== null && typeof (value as ManifestChunk).file === 'string';

/** The JSON object in `webDist`'s `file`, or undefined when there is none or it is not an object. */
function readJsonObject(webDist: string, file: string): object | undefined {
  const path = join(webDist, file);
  if (!existsSync(path)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The manifest of the build in `webDist`, or undefined when there is none or it is not one. */
export function readViteManifest(webDist: string): ViteManifest | undefined {
  const parsed = readJsonObject(webDist, MANIFEST_PATH);
  if (!parsed) return undefined;
  const chunks = Object.values(parsed);
  return chunks.length > 0 && chunks.every(isChunk) ? (parsed as ViteManifest) : undefined;
}

/** The build's page map, or undefined when there is none or it is not one. */
export function readPageModules(webDist: string): PageModules | undefined {
  const parsed = readJsonObject(webDist, PAGE_MODULES_PATH);
  if (!parsed) return undefined;
  return Object.values(parsed).every((key) => typeof key === 'string') ? (parsed as PageModules) : undefined;
}

/**
 * The chunks `key` statically depends on, depth first in the order Vite's preload helper uses: a
 * chunk's file before its imports (`files`), a chunk's stylesheets after those of its imports (`css`),
 * so the cascade is the same whether the server or the app adds the links.
 */
function staticClosure(manifest: ViteManifest, key: string): { files: string[]; css: string[] } {
  const seen = new Set<string>();
  const files: string[] = [];
  const css: string[] = [];
  const visit = (current: string) => {
    const chunk = manifest[current];
    if (seen.has(current) || !chunk) return;
    seen.add(current);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    css.push(...(chunk.css ?? []));
  };
  visit(key);
  return { files, css };
}

/** Site-absolute URLs, as Vite writes them into index.html and its preload helper (base `/`). */
const url = (file: string) => `/${file}`;

/** The address of the build's entry named `name` (an input besides index.html), if it has one. */
export function entryUrl(manifest: ViteManifest, name: string): string | undefined {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === name);
  return entry && url(entry.file);
}

/**
 * Resolves page ids to the files a first visit of that page loads after the entry, leaving out what
 * index.html already has.
 */
export class PageAssetResolver {
  private readonly entryFiles = new Set<string>();
  private readonly cache = new Map<PageChunkId, PageAssets | undefined>();

  constructor(
    private readonly manifest: ViteManifest,
    private readonly pages: PageModules,
  ) {
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.isEntry) continue;
      const { files, css } = staticClosure(manifest, key);
      for (const file of [...files, ...css]) this.entryFiles.add(file);
    }
  }

  /** The page's files, or undefined when the build has no such page. */
  assetsOf(page: PageChunkId): PageAssets | undefined {
    if (this.cache.has(page)) return this.cache.get(page);
    const assets = this.resolve(page);
    this.cache.set(page, assets);
    return assets;
  }

  private resolve(page: PageChunkId): PageAssets | undefined {
    const moduleKey = this.pages[page];
    if (!moduleKey || !this.manifest[moduleKey]) return undefined;
    const { files, css } = staticClosure(this.manifest, moduleKey);
    const own = (file: string) => !this.entryFiles.has(file);
    return {
      scripts: [...new Set(files.filter(own))].map(url),
      styles: [...new Set(css.filter(own))].map(url),
    };
  }
}
