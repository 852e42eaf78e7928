import { describe, expect, it } from 'vitest';
import { foldSearchText, searchWords } from './search-text.ts';

describe('foldSearchText', () => {
  it('drops accents and case', () => {
    expect(foldSearchText('José Ñúñez')).toBe('jose nunez');
    expect(foldSearchText('ZOË')).toBe('zoe');
    expect(foldSearchText('Ærøskøbing')).toBe('ærøskøbing');
  });

  it('turns anything that is not a letter or digit into one space', () => {
    expect(foldSearchText("  Spike-O-Rama (S14)  O'Brien ")).toBe('spike o rama s14 o brien');
    expect(foldSearchText('frozenotter9')).toBe('frozenotter9');
  });

  it('reads compatibility forms as their plain letters', () => {
    expect(foldSearchText('ﬁnals ①')).toBe('finals 1');
  });
});

describe('searchWords', () => {
  it('splits the folded text into words, none for blank text', () => {
    expect(searchWords('Storm  Crows!')).toEqual(['storm', 'crows']);
    expect(searchWords(' -- ')).toEqual([]);
  });
});
