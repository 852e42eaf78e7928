/**
 * Rewrites `import { Sun, Award as AwardIcon } from 'lucide-react'` into one import per icon module
 * (`lucide-react/icons/sun`). Through the package's barrel every module that uses one icon seems to
 * depend on all of them, so the bundler cannot tell which page needs which icon and gives nearly every
 * icon a chunk of its own: a first visit then fetches a dozen files of a few hundred bytes each. With
 * direct imports an icon goes into the chunk of the code that uses it, like any other module.
 *
 * Names that are not icons (types, `createLucideIcon`, `Icon`…) stay on the barrel import.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PACKAGE = 'lucide-react';
const IMPORT_STATEMENT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;
const ICON_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+)\.mjs'/g;

/** Export name → icon file name, read from the barrel's `export { default as X, … } from './icons/x.mjs'`. */
export function parseIconExports(barrelSource: string): Map<string, string> {
  const icons = new Map<string, string>();
  for (const [, names = '', file = ''] of barrelSource.matchAll(ICON_EXPORT)) {
    for (const specifier of names.split(',')) {
      const name = /^\s*default\s+as\s+(\w+)\s*$/.exec(specifier)?.[1];
      if (name) icons.set(name, file);
    }
  }
  return icons;
}

/** The rewritten module text, or null when it has no barrel import with an icon in it. */
export function rewriteIconImports(code: string, icons: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const result = code.replace(IMPORT_STATEMENT, (statement, list: string) => {
    const direct: string[] = [];
    const kept: string[] = [];
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const [, name = '', local = name] = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(specifier) ?? [];
      const file = icons.get(name);
      if (file) direct.push(`import ${local} from '${PACKAGE}/icons/${file}';`);
      else kept.push(specifier);
    }
    if (direct.length === 0) return statement;
    changed = true;
    const rest = kept.length > 0 ? [`import { ${kept.join(', ')} } from '${PACKAGE}';`] : [];
    // Same number of lines as before, so positions further down stay where they were.
    const lines = statement.split('\n').length;
    return [...direct, ...rest].join(' ') + '\n'.repeat(lines - 1);
  });
  return changed ? result : null;
}

export function iconImports(): Plugin {
  let icons: Map<string, string> | undefined;
  return {
    name: 'league-icon-imports',
    apply: 'build',
    async buildStart() {
      const barrel = await this.resolve(PACKAGE, undefined, { skipSelf: true });
      if (!barrel) throw new Error(`${PACKAGE} could not be resolved`);
      icons = parseIconExports(readFileSync(barrel.id, 'utf8'));
      if (icons.size === 0) throw new Error(`No icon exports found in ${barrel.id}`);
    },
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: PACKAGE },
      handler(code) {
        if (!icons) return null;
        const rewritten = rewriteIconImports(code, icons);
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
  };
}
