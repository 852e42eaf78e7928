import { describe, expect, it } from 'vitest';
import { GLOSSARY_SECTIONS, glossaryEntry } from './glossary.ts';
import { PLAYED_COLUMNS, STAT_COLUMNS, STAT_MODES } from './stat-columns.ts';

const entries = GLOSSARY_SECTIONS.flatMap((section) => section.entries);

describe('the stat glossary', () => {
  it('defines every stat column, and Games and Sets, from the registry, once each', () => {
    for (const column of [...STAT_COLUMNS, ...PLAYED_COLUMNS]) {
      const entry = glossaryEntry(column.key);
      expect(entry, column.key).toEqual({
        id: column.key,
        term: column.label,
        definition: column.definition,
        formula: column.formula,
      });
    }
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it('lists the stat columns in registry order', () => {
    const stats = GLOSSARY_SECTIONS.find((s) => s.id === 'stat-columns')?.entries ?? [];
    expect(stats.map((e) => e.id)).toEqual(STAT_COLUMNS.map((c) => c.key));
  });

  it('explains each mode and the qualification rule', () => {
    for (const mode of STAT_MODES) expect(glossaryEntry(mode)?.definition.length).toBeGreaterThan(10);
    expect(glossaryEntry('qualified')?.definition).toContain('30% of the most sets played in the view');
    expect(glossaryEntry('nope')).toBeUndefined();
  });

  it('gives every entry a sentence, and anchors that are valid ids', () => {
    for (const entry of entries) {
      expect(entry.definition, entry.id).toMatch(/\.$/);
      expect(entry.id, entry.id).toMatch(/^[A-Za-z][A-Za-z0-9-]*$/);
    }
  });
});
