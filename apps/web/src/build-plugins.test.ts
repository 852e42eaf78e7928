/**
 * The build helpers of ../build (icon imports, the shared chunk), tested here because the web test
 * project collects the tests under src/.
 */
import { describe, expect, it } from 'vitest';
import { parseIconExports, rewriteIconImports } from '../build/icon-imports.ts';
import { sharedModules } from '../build/page-chunks.ts';

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
  );

  it('takes what two public pages use, with its imports', () => {
    expect([...shared].sort()).toEqual(['src/escape', 'src/page-meta']);
  });

  it('leaves out the entry, code of one page, portal use, and code that brings a large library', () => {
    for (const id of ['src/api-client', 'src/home-only', 'src/format', 'src/table']) {
      expect(shared.has(id), id).toBe(false);
    }
  });
});
