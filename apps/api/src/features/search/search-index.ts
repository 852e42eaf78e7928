/**
 * The site search's index (docs/decisions/0051-search-engine.md): every player, team, season, approved
 * article and page held in memory by MiniSearch, queried in well under a millisecond. Text goes through
 * the shared `foldSearchText` on both sides, so accents and case never matter; a word may be a prefix of
 * a name (typing) or be off by one or two letters (typos).
 */

import type { SearchKind } from '@league/shared/domain/search-kinds';
import { foldSearchText, searchWords } from '@league/shared/domain/search-text';
import type { SearchHit } from '@league/shared/schemas/search';
import MiniSearch, { type SearchOptions } from 'minisearch';

export interface SearchDocument extends SearchHit {
  /** Text that finds the document besides its title (an article's summary, a season's theme). */
  alt: string;
  /** Breaks ties between equal scores: a newer season's team before an older one. */
  recency: number;
}

/** `kind:id`: one key per document across kinds. */
const keyOf = (doc: Pick<SearchDocument, 'kind' | 'id'>) => `${doc.kind}:${doc.id}`;

/**
 * Letters a word may be off by, for its length: none for words under 4 letters (too many names would
 * match), one up to 6, two from 7 ("frozenoter" finds "frozenotter9").
 */
export function typoAllowance(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 7 ? 1 : 2;
}

/** A title match counts three times a match in the other text. */
const TITLE_BOOST = 3;

export class SearchIndex {
  private readonly index = new MiniSearch<SearchDocument & { key: string }>({
    idField: 'key',
    fields: ['title', 'alt'],
    tokenize: (text) => searchWords(text),
    // Terms arrive folded by the tokenizer.
    processTerm: (term) => term,
  });
  private readonly documents = new Map<string, SearchDocument>();

  constructor(documents: readonly SearchDocument[]) {
    for (const doc of documents) this.documents.set(keyOf(doc), doc);
    this.index.addAll([...this.documents].map(([key, doc]) => ({ ...doc, key })));
  }

  get size(): number {
    return this.documents.size;
  }

  /**
   * The best `limit` documents for `q`: every word must match (as a word, a prefix or with a typo); when
   * that finds fewer than `limit`, documents matching some of the words follow. Ties go to the more recent
   * (a newer season's team), then by title.
   */
  search(q: string, limit: number, kind?: SearchKind): SearchHit[] {
    const query = foldSearchText(q);
    if (query === '') return [];
    const options: SearchOptions = {
      boost: { title: TITLE_BOOST },
      prefix: true,
      fuzzy: typoAllowance,
      ...(kind ? { filter: (result) => this.documents.get(String(result.id))?.kind === kind } : {}),
    };
    const seen = new Set<string>();
    const hits: Array<{ doc: SearchDocument; score: number; all: boolean }> = [];
    // One word: every match has all of it, so a second pass would find the same.
    const passes = query.includes(' ') ? (['AND', 'OR'] as const) : (['AND'] as const);
    for (const combineWith of passes) {
      if (hits.length >= limit) break;
      for (const result of this.index.search(query, { ...options, combineWith })) {
        const key = String(result.id);
        const doc = this.documents.get(key);
        if (!doc || seen.has(key)) continue;
        seen.add(key);
        hits.push({ doc, score: result.score, all: combineWith === 'AND' });
      }
    }
    hits.sort(
      (a, b) =>
        Number(b.all) - Number(a.all) ||
        b.score - a.score ||
        b.doc.recency - a.doc.recency ||
        a.doc.title.localeCompare(b.doc.title),
    );
    return hits.slice(0, limit).map(({ doc }) => ({
      kind: doc.kind,
      id: doc.id,
      title: doc.title,
      detail: doc.detail,
      url: doc.url,
    }));
  }
}
