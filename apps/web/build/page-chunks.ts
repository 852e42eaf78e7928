/**
 * Puts the code that several public pages share into one `shared` chunk. Left to itself the bundler
 * makes a chunk for every distinct set of pages that use a module, so a first visit of the player page
 * fetched some thirty files of one or two kilobytes. Each costs a round trip on a slow phone link, more
 * than its bytes. With this grouping a page loads the entry, `shared`, its own chunk and the few
 * libraries it needs (one file each).
 *
 * A module joins `shared` when at least MIN_PAGES lazily loaded public routes use it (portal pages and
 * lazily loaded parts of pages do not count), it is not already part of the entry, and neither it nor
 * anything it imports comes from a library outside SMALL_LIBRARIES: a page that needs no table, form
 * schema or date formatting must not download them because some other shared module uses them. Those
 * libraries keep chunks of their own, and so does the app code that imports them. Code (and icons) that
 * fewer pages use, such as the follow and push settings of home and the profile, the trivia screens, the
 * calendar menu or the stat definitions' popover, is left to the bundler, which gives each set of pages one
 * chunk of its own: with a threshold of two pages `shared` made every page's first download 24 KB gzip
 * heavier, for a few requests saved.
 * Everything a shared module imports is itself shared or in the entry, so splitting off the group cannot
 * change the order modules run in.
 */
import type { Plugin } from 'vite';

/** Small libraries that may join the shared chunk; any other package stays in a chunk of its own. */
const SMALL_LIBRARIES = /[\\/]node_modules[\\/](lucide-react|clsx)[\\/]/;
const MIN_PAGES = 8;
export const SHARED_CHUNK = 'shared';

interface ModuleGraph {
  /** Static imports of a module. */
  imports(id: string): readonly string[];
  /** Modules imported with `import()` by a module. */
  dynamicImports(id: string): readonly string[];
}

/**
 * The modules that belong in the shared chunk: `entries` are the app's entry modules, `isPortal` tells
 * the portal's lazily loaded modules, which do not count as public pages.
 */
export function sharedModules(
  graph: ModuleGraph,
  entries: readonly string[],
  isPortal: (id: string) => boolean,
  minPages = MIN_PAGES,
): Set<string> {
  const initial = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (initial.has(id)) continue;
    initial.add(id);
    queue.push(...graph.imports(id));
  }

  const pages = new Set([...initial].flatMap((id) => graph.dynamicImports(id)).filter((id) => !isPortal(id)));
  const pagesUsing = new Map<string, number>();
  for (const page of pages) {
    const seen = new Set<string>();
    const pending = [...graph.imports(page)];
    while (pending.length > 0) {
      const id = pending.pop() as string;
      if (seen.has(id) || initial.has(id) || pages.has(id)) continue;
      seen.add(id);
      pending.push(...graph.imports(id));
    }
    for (const id of seen) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
  }

  // A module is "heavy" when it is, or imports, a library that is not small (memoised, cycle-safe).
  const heavy = new Map<string, boolean>();
  const isHeavy = (id: string): boolean => {
    const known = heavy.get(id);
    if (known !== undefined) return known;
    if (initial.has(id)) return false;
    heavy.set(id, false);
    const result =
      (id.includes('node_modules') && !SMALL_LIBRARIES.test(id)) || graph.imports(id).some(isHeavy);
    heavy.set(id, result);
    return result;
  };

  return new Set(
    [...pagesUsing].filter(([id, count]) => count >= minPages && !isHeavy(id)).map(([id]) => id),
  );
}

/**
 * The plugin that reads the module graph once it is complete, and the `codeSplitting` group that puts
 * the shared modules into one chunk.
 */
export function pageChunks(): {
  plugin: Plugin;
  group: { name: (id: string) => string | null; debugName: string };
} {
  let shared = new Set<string>();
  const plugin: Plugin = {
    name: 'league-page-chunks',
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => info(id)?.isEntry && (info(id)?.dynamicImporters.length ?? 0) === 0);
      shared = sharedModules(
        {
          imports: (id) => info(id)?.importedIds ?? [],
          dynamicImports: (id) => info(id)?.dynamicallyImportedIds ?? [],
        },
        entries,
        (id) => /[\\/]portal[\\/]/.test(id),
      );
    },
  };
  return {
    plugin,
    group: { name: (id) => (shared.has(id) ? SHARED_CHUNK : null), debugName: SHARED_CHUNK },
  };
}
