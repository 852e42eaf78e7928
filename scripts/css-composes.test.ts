/**
 * A CSS module class that composes a class of another module (the primitives of
 * apps/web/src/components/ui/primitives.module.css, a shared frame such as profile-hero.module.css) must not
 * set again, in any rule of its own selector, a property the composed class sets: which of two files the
 * bundle puts first would then decide the look (docs/product/look-and-feel.md#design-tokens).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB_SRC = fileURLToPath(new URL('../apps/web/src', import.meta.url));

/** Longhands a shorthand covers (and the reverse), as far as the site's CSS uses them. */
const FAMILIES = ['border', 'margin', 'padding', 'background', 'font', 'list-style', 'inset', 'outline'];
const FLEX_FLOW = ['flex-flow', 'flex-direction', 'flex-wrap'];

/** Not reset by the shorthand their name starts with. */
const OWN_LONGHANDS = ['border-radius', 'outline-offset'];

function overlap(a: string, b: string): boolean {
  if (a === b) return true;
  if (OWN_LONGHANDS.includes(a) || OWN_LONGHANDS.includes(b)) return false;
  if (FLEX_FLOW.includes(a) && FLEX_FLOW.includes(b) && (a === 'flex-flow' || b === 'flex-flow')) return true;
  return FAMILIES.some((family) => {
    const inA = a === family || a.startsWith(`${family}-`);
    const inB = b === family || b.startsWith(`${family}-`);
    return inA && inB && (a === family || b === family || a.startsWith(b) || b.startsWith(a));
  });
}

interface Rule {
  selectors: string[];
  declarations: [property: string, value: string][];
}

/** Every rule of a stylesheet, those inside @media and @supports included (comments dropped). */
function rulesOf(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const prelude = (match[1] ?? '').trim();
    if (prelude.startsWith('@') || /^(from|to|\d+%)/.test(prelude)) continue;
    const declarations = (match[2] ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d.includes(':'))
      .map((d): [string, string] => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]);
    rules.push({ selectors: prelude.split(',').map((s) => s.trim()), declarations });
  }
  return rules;
}

function cssModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssModules(path);
    return entry.name.endsWith('.module.css') ? [path] : [];
  });
}

/** The properties a class sets in its own rule, with those of the classes it composes (any depth). */
function propertiesOf(file: string, className: string, seen = new Set<string>()): Set<string> {
  const key = `${file}#${className}`;
  if (seen.has(key)) return new Set();
  seen.add(key);
  const props = new Set<string>();
  for (const rule of rulesOf(readFileSync(file, 'utf8'))) {
    if (!rule.selectors.includes(`.${className}`)) continue;
    for (const [property, value] of rule.declarations) {
      if (property !== 'composes') {
        props.add(property);
        continue;
      }
      const [, names = '', from] = /^([\w\s-]+?)(?:\s+from\s+"([^"]+)")?$/.exec(value) ?? [];
      const target = from ? resolve(dirname(file), from) : file;
      for (const name of names.split(/\s+/).filter(Boolean)) {
        for (const p of propertiesOf(target, name, seen)) props.add(p);
      }
    }
  }
  return props;
}

function violations(): string[] {
  const found: string[] = [];
  for (const file of cssModules(WEB_SRC)) {
    const rules = rulesOf(readFileSync(file, 'utf8'));
    for (const rule of rules) {
      const [selector] = rule.selectors;
      const composes = rule.declarations.filter(([p, v]) => p === 'composes' && v.includes(' from '));
      if (rule.selectors.length !== 1 || !selector?.startsWith('.') || composes.length === 0) continue;
      const className = selector.slice(1);
      const composed = new Set<string>();
      for (const [, value] of composes) {
        const [, names = '', from = ''] = /^([\w\s-]+?)\s+from\s+"([^"]+)"$/.exec(value) ?? [];
        for (const name of names.split(/\s+/)) {
          for (const p of propertiesOf(resolve(dirname(file), from), name)) composed.add(p);
        }
      }
      for (const own of rules.filter((r) => r.selectors.includes(selector))) {
        for (const [property] of own.declarations) {
          const clash = [...composed].find((p) => property !== 'composes' && overlap(p, property));
          if (clash) found.push(`${relative(WEB_SRC, file)} .${className}: ${property} (composed ${clash})`);
        }
      }
    }
  }
  return found;
}

describe('composed CSS classes', () => {
  it('never set again what the class they compose sets', () => {
    expect(violations()).toEqual([]);
  });
});
