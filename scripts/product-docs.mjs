/**
 * What the citation check needs: the headings of docs/product (as GitHub anchors them), the source files
 * that may cite them, the current citation form and the retired ones. Node only; no dependencies.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const PRODUCT_DOCS_DIR = 'docs/product';

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, each space a hyphen. */
export function slugify(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Anchors of a markdown text's headings (fenced code skipped); a repeated heading gets -1, -2, ... */
export function headingSlugs(markdown) {
  const seen = new Map();
  const slugs = new Set();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    const match = inFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const base = slugify(match[1].replace(/`/g, ''));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

/** Every docs/product file name with the anchors of its headings. */
export function productDocs(root) {
  const docs = new Map();
  for (const name of readdirSync(join(root, PRODUCT_DOCS_DIR))) {
    if (name.endsWith('.md')) {
      docs.set(name, headingSlugs(readFileSync(join(root, PRODUCT_DOCS_DIR, name), 'utf8')));
    }
  }
  return docs;
}

const SOURCE_EXTENSIONS = /\.(ts|tsx|mts|js|mjs|cjs|css|sql|md|sh|html)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', '.git', 'coverage', 'results']);

/** Repository-relative paths of every text file that may carry a citation. */
export function sourceFiles(root, dir = root) {
  const files = [];
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name) || name.startsWith('.tmp')) continue;
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) files.push(...sourceFiles(root, path));
    else if (SOURCE_EXTENSIONS.test(name)) files.push(relative(root, path));
  }
  return files;
}

/** A citation in the current form: `docs/product/<file>.md` with an optional `#<heading-slug>`. */
export const CITATION = /docs\/product\/([A-Za-z0-9_.-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu;

/**
 * The retired form: a section sign with a number ("public <sign>5", "<sign>9"). A numbered section of an
 * outside standard (an RFC's "<sign>13.1.2", always with a dotted number after "RFC nnnn") is not a
 * citation of this product.
 */
export const SECTION_CITATION = /\u00a7\s?\d+(?:\.\d+)*/g;

/** Whether a section-sign match is an outside standard's section, not a retired product citation. */
export function isOutsideStandard(text, index) {
  return /\bRFC\s?\d+\s*$/i.test(text.slice(Math.max(0, index - 16), index));
}

/** The retired citations of the design notes by file name in parentheses, e.g. ui.md. */
export const DESIGN_NOTE_CITATION = /\((?:ui|architecture)\.md\)/g;

/** Problems with the citations of one file's text, as "path:line: what". */
export function citationProblems(path, text, docs) {
  const problems = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(CITATION)) {
    const [cited, file, slug] = match;
    const headings = docs.get(file);
    if (!headings)
      problems.push(`${path}:${lineOf(match.index)}: ${cited}: no file ${PRODUCT_DOCS_DIR}/${file}`);
    else if (slug !== undefined && !headings.has(slug)) {
      problems.push(`${path}:${lineOf(match.index)}: ${cited}: no heading #${slug} in ${file}`);
    }
  }
  for (const match of text.matchAll(SECTION_CITATION)) {
    if (isOutsideStandard(text, match.index)) continue;
    problems.push(`${path}:${lineOf(match.index)}: "${match[0]}": old section citation, cite docs/product`);
  }
  // docs/product's own files link to each other by file name; those links are checked by docLinkProblems.
  const designNotes = path.startsWith(`${PRODUCT_DOCS_DIR}/`) ? [] : text.matchAll(DESIGN_NOTE_CITATION);
  for (const match of designNotes) {
    problems.push(
      `${path}:${lineOf(match.index)}: "${match[0]}": old design-note citation, cite docs/product`,
    );
  }
  return problems;
}

/** Broken relative links between the docs/product files, e.g. `[x](teams.md#placements)`. */
export function docLinkProblems(name, text, docs) {
  const problems = [];
  for (const match of text.matchAll(/\]\(([a-z0-9-]+\.md)?(?:#([\p{L}\p{N}_-]+))?\)/gu)) {
    const [, file = name, slug] = match;
    const headings = docs.get(file);
    if (!headings) problems.push(`${PRODUCT_DOCS_DIR}/${name}: link to ${file}: no such file`);
    else if (slug !== undefined && !headings.has(slug)) {
      problems.push(`${PRODUCT_DOCS_DIR}/${name}: link to ${file}#${slug}: no such heading`);
    }
  }
  return problems;
}
