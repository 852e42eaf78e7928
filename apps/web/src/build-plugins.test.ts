/**
 * The build helpers of ../build (icon imports, the shared chunk, the page map), tested here because the
 * web test project collects the tests under src/.
 */
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { parseIconExports, rewriteIconImports } from '../build/icon-imports.ts';
import { sharedModules } from '../build/page-chunks.ts';
import { findPageImports } from '../build/page-modules.ts';

const BARREL = `
import * as index from './icons/index.mjs';
export { index as icons };
export { default as Sun, default as SunIcon, default as LucideSun } from './icons/sun.mjs';
export { default as ChartBar, default as BarChart } from './icons/chart-bar.mjs';
export { default as Award } from './icons/award.mjs';
export { default as createLucideIcon } from './createLucideIcon.mjs';
`;

describe('icon imports', () => {
  const icons = parseIconExports(BARREL);

  it('reads every name of every icon from the barrel, and nothing else', () => {
    expect(Object.fromEntries(icons)).toEqual({
      Sun: 'sun',
      SunIcon: 'sun',
      LucideSun: 'sun',
      ChartBar: 'chart-bar',
      BarChart: 'chart-bar',
      Award: 'award',
    });
  });

  it('imports each icon from its own module, keeping names that are not icons on the barrel', () => {
    const code = [
      "import { useState } from 'react';",
      'import {',
      '  Award as AwardIcon,',
      '  type LucideIcon,',
      '  BarChart,',
      "} from 'lucide-react';",
      'const x = 1;',
    ].join('\n');
    const rewritten = rewriteIconImports(code, icons);
    expect(rewritten).toBe(
      [
        "import { useState } from 'react';",
        "import AwardIcon from 'lucide-react/icons/award'; import BarChart from 'lucide-react/icons/chart-bar'; import { type LucideIcon } from 'lucide-react';",
        '',
        '',
        '',
        '',
        'const x = 1;',
      ].join('\n'),
    );
  });

  it('leaves modules without icon imports alone', () => {
    expect(rewriteIconImports("import type { LucideIcon } from 'lucide-react';", icons)).toBeNull();
    expect(rewriteIconImports("import { createLucideIcon } from 'lucide-react';", icons)).toBeNull();
    expect(rewriteIconImports("import { Sun } from './sun.ts';", icons)).toBeNull();
  });
});

describe('the shared chunk', () => {
  // main → router (the entry); the router lazily imports two public pages and a portal page.
  const imports: Record<string, string[]> = {
    main: ['router', 'src/api-client'],
    router: ['src/api-client'],
    'src/home-page': ['src/page-meta', 'src/home-only', 'src/api-client', 'src/table'],
    'src/stats-page': ['src/page-meta', 'src/table', 'src/format'],
    'src/portal/users-page': ['src/format', 'src/table'],
    'src/page-meta': ['src/escape'],
    'src/escape': [],
    'src/home-only': [],
    'src/format': [],
    'src/table': ['node_modules/@tanstack/table-core/index.mjs'],
    'node_modules/@tanstack/table-core/index.mjs': [],
    'src/api-client': [],
  };
  const dynamicImports: Record<string, string[]> = {
    router: ['src/home-page', 'src/stats-page', 'src/portal/users-page'],
  };
  const shared = sharedModules(
    { imports: (id) => imports[id] ?? [], dynamicImports: (id) => dynamicImports[id] ?? [] },
    ['main'],
    (id) => id.includes('/portal/'),
    2,
  );

  it('takes what two public pages use, with its imports', () => {
    expect([...shared].sort()).toEqual(['src/escape', 'src/page-meta']);
  });

  it('leaves out the entry, code of one page, portal use, and code that brings a large library', () => {
    for (const id of ['src/api-client', 'src/home-only', 'src/format', 'src/table']) {
      expect(shared.has(id), id).toBe(false);
    }
  });

  it('leaves code that fewer pages than the threshold use to chunks of their own', () => {
    const graph = {
      imports: (id: string) => imports[id] ?? [],
      dynamicImports: (id: string) => dynamicImports[id] ?? [],
    };
    expect(sharedModules(graph, ['main'], (id) => id.includes('/portal/'), 3).size).toBe(0);
  });
});

describe('the page map', () => {
  const ids = new Set(['home', 'player', 'portal', 'notFound']);
  const routes = `
    const PAGE_ROUTES = {
      home: { lazy: () => import('./home-page.tsx').then((m) => ({ Component: m.HomePage })), loader: load },
      'player': { lazy: () => import('./player-page.tsx').then((m) => ({ Component: m.PlayerPage })) },
      portal: { lazy: () => import('./portal-layout.tsx'), children: [{ path: 'home', lazy: () => import('./x.tsx') }] },
      about: { lazy: () => import('./about-page.tsx') },
      notFound: { lazy: () => import(dynamic) },
    };
    const other = { home: 1 };
  `;

  it("tags each page id's first lazily imported module, not what is nested in it or not a page", () => {
    expect(Object.fromEntries(findPageImports(parseAst(routes), ids))).toEqual({
      home: './home-page.tsx',
      player: './player-page.tsx',
      portal: './portal-layout.tsx',
    });
  });

  it('refuses a page with two routes', () => {
    const twice = "const a = { home: () => import('./a.tsx') }; const b = { home: () => import('./b.tsx') };";
    expect(() => findPageImports(parseAst(twice), ids)).toThrow('The page home has two routes');
  });
});
