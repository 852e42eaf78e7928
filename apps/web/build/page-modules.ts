/**
 * Writes the build's page map, dist/.vite/pages.json: each page id of the catalogue
 * (packages/shared/src/pages.ts) → its lazily loaded module as a key of Vite's manifest. The API server
 * reads it to announce a page's files in its HTML, knowing pages only by id, never by a source path.
 *
 * The router (apps/web/src/app/router.tsx) keys each page's route by page id, so the plugin reads the
 * ids off the router module itself: in its syntax tree, a property named after a page id whose value
 * imports a module with `import('…')` tags that module as the page's. The build fails when a page of
 * the catalogue ends up without a module.
 */
import { relative } from 'node:path';
import { normalizePath, type Plugin } from 'vite';

export const PAGE_MODULES_FILE = '.vite/pages.json';

type AstNode = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function children(node: AstNode): AstNode[] {
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'parent' ? [] : Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

/** The first `import('…')` with a plain string source in the subtree, depth first. */
function firstDynamicImport(node: AstNode): string | undefined {
  const source = node.source;
  if (node.type === 'ImportExpression' && isNode(source) && typeof source.value === 'string') {
    return source.value;
  }
  for (const child of children(node)) {
    const found = firstDynamicImport(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

function propertyName(node: AstNode): string | undefined {
  if (node.type !== 'Property' || node.computed === true || !isNode(node.key)) return undefined;
  const key = node.key;
  if (key.type === 'Identifier' && typeof key.name === 'string') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/**
 * The module each page id imports in `program`: the first dynamic import inside the value of the
 * outermost property named after the id. An id found twice is an error.
 */
export function findPageImports(program: unknown, pageIds: ReadonlySet<string>): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (node: AstNode) => {
    const name = propertyName(node);
    if (name !== undefined && pageIds.has(name) && isNode(node.value)) {
      const source = firstDynamicImport(node.value);
      if (source !== undefined) {
        if (found.has(name)) throw new Error(`The page ${name} has two routes`);
        found.set(name, source);
        return;
      }
    }
    for (const child of children(node)) visit(child);
  };
  if (isNode(program)) visit(program);
  return found;
}

/**
 * The plugin. `routes` is the path (from the web app's root) of the module keying routes by page id;
 * `pageIds` are the ids to look for and `requiredIds` those the build must find.
 */
export function pageModules(options: {
  routes: string;
  pageIds: readonly string[];
  requiredIds: readonly string[];
}): Plugin {
  const ids = new Set(options.pageIds);
  let root = '';
  /** Page id → the resolved id of its module. */
  const modules = new Map<string, string>();
  return {
    name: 'league-page-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (normalizePath(relative(root, id.split('?', 1)[0] as string)) !== options.routes) return null;
      for (const [page, source] of findPageImports(this.parse(code), ids)) {
        const resolved = await this.resolve(source, id);
        if (!resolved) this.error(`The module of the page ${page} (${source}) does not resolve`);
        modules.set(page, resolved.id);
      }
      return null;
    },
    generateBundle(_output, bundle) {
      const keys: Record<string, string> = {};
      for (const [page, moduleId] of modules) {
        const chunk = Object.values(bundle).find(
          (item) => item.type === 'chunk' && item.facadeModuleId === moduleId,
        );
        // Keys as Vite's manifest writes them: the module's path from the app's root.
        if (chunk) keys[page] = normalizePath(relative(root, moduleId));
      }
      const missing = options.requiredIds.filter((page) => !(page in keys));
      if (missing.length > 0) {
        this.error(`No lazily loaded module for the page(s) ${missing.join(', ')} in ${options.routes}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_MODULES_FILE,
        source: `${JSON.stringify(keys, null, 2)}\n`,
      });
    },
  };
}
