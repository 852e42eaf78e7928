/**
 * Every comment that cites the product's behaviour cites a heading of docs/product that exists, in the one
 * form `docs/product/<file>.md#<heading-slug>`; the retired forms (a section sign and number, or a design
 * note by file name) are gone. Links between the docs/product files are held to the same rule.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  citationProblems,
  docLinkProblems,
  headingSlugs,
  PRODUCT_DOCS_DIR,
  productDocs,
  slugify,
  sourceFiles,
} from './product-docs.mjs';

const ROOT = join(import.meta.dirname, '..');

type Docs = Map<string, Set<string>>;

describe('citations of docs/product', () => {
  const docs = productDocs(ROOT);

  it('name files and headings that exist, in the one current form', () => {
    const problems = sourceFiles(ROOT)
      .filter((path) => path !== 'scripts/check-citations.test.ts')
      .flatMap((path) => citationProblems(path, readFileSync(join(ROOT, path), 'utf8'), docs));
    expect(problems).toEqual([]);
  });

  it('link between the docs/product files only to headings that exist', () => {
    const problems = [...docs.keys()].flatMap((name) =>
      docLinkProblems(name, readFileSync(join(ROOT, PRODUCT_DOCS_DIR, name), 'utf8'), docs),
    );
    expect(problems).toEqual([]);
  });

  it('lists every docs/product file in its index', () => {
    const index = readFileSync(join(ROOT, PRODUCT_DOCS_DIR, 'index.md'), 'utf8');
    const unlisted = [...docs.keys()].filter((name) => name !== 'index.md' && !index.includes(`](${name})`));
    expect(unlisted).toEqual([]);
  });
});

describe('the citation check itself', () => {
  const docs: Docs = new Map([
    ['teams.md', headingSlugs('# Teams\n## Placements\n## Rules and constants\n')],
  ]);
  const sign = '\u00a7';

  it('slugs headings as GitHub anchors them', () => {
    expect(slugify('Rules and constants')).toBe('rules-and-constants');
    expect(slugify('Header, navigation & footer (v2)')).toBe('header-navigation--footer-v2');
    expect([...headingSlugs('## A\n```\n## not a heading\n```\n## A\n')]).toEqual(['a', 'a-1']);
  });

  it('accepts citations of existing headings and outside standards', () => {
    const text = `/** (docs/product/teams.md#placements, docs/product/teams.md) RFC 9110 ${sign}13.1.2 */`;
    expect(citationProblems('x.ts', text, docs)).toEqual([]);
  });

  it('fails on a missing file, a missing heading and both retired forms', () => {
    const text = [
      '// docs/product/nope.md#placements',
      '// docs/product/teams.md#no-such-heading',
      `// (public ${sign}5, ${sign}9)`,
      '// (ui.md)',
    ].join('\n');
    expect(citationProblems('x.ts', text, docs)).toEqual([
      'x.ts:1: docs/product/nope.md#placements: no file docs/product/nope.md',
      'x.ts:2: docs/product/teams.md#no-such-heading: no heading #no-such-heading in teams.md',
      `x.ts:3: "${sign}5": old section citation, cite docs/product`,
      `x.ts:3: "${sign}9": old section citation, cite docs/product`,
      'x.ts:4: "(ui.md)": old design-note citation, cite docs/product',
    ]);
  });

  it('fails on a broken link between docs', () => {
    expect(docLinkProblems('teams.md', 'see [p](#placements) and [q](teams.md#gone)', docs)).toEqual([
      'docs/product/teams.md: link to teams.md#gone: no such heading',
    ]);
  });
});
