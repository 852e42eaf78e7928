/**
 * How the site search reads text (docs/product/search.md#rules-and-constants): accents and case do not
 * matter ("Jose" finds "José", "ZOE" finds "Zoë"), and anything that is not a letter or a digit separates
 * words ("spike-o-rama" is "spike o rama"). The search index and the query go through the same function,
 * so they always agree.
 */

/** Unicode's combining marks: what remains of an accent once a letter is decomposed (NFKD). */
const COMBINING_MARKS = /\p{M}/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** `"Zoë  O'Brien"` → `"zoe o brien"`: decomposed, accents dropped, lower case, one space between words. */
export function foldSearchText(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase().replace(NOT_WORD, ' ').trim();
}

/** The words of a text as the search reads them. */
export function searchWords(text: string): string[] {
  const folded = foldSearchText(text);
  return folded === '' ? [] : folded.split(' ');
}
