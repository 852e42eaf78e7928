/**
 * The site search (docs/product/search.md): one in-process index per app over every player, team (one per
 * season), season, approved article and page, built from the database on first use and built again on the
 * first search after any change of league data (through this instance or, over PostgreSQL NOTIFY,
 * another), so a search never shows what a write removed. Writes made outside the API (a seed command)
 * show within `MAX_INDEX_AGE_MS`. Why an in-process index rather than the database's trigram search:
 * docs/decisions/0051-search-engine.md.
 */

import type { SearchKind } from '@league/shared/domain/search-kinds';
import { isEntityPage, isRedirectPage, staticPageMeta } from '@league/shared/page-match';
import { PAGE_IDS, PAGES, paths } from '@league/shared/pages';
import type { SearchAnswer } from '@league/shared/schemas/search';
import type { Db } from '../../db/client.ts';
import { listArticleRows, listPlayerRows, listSeasonRows, listTeamRows } from './queries.ts';
import { type SearchDocument, SearchIndex } from './search-index.ts';

/** The longest an index is used without a change notice: writes made outside the API show by then. */
export const MAX_INDEX_AGE_MS = 60_000;
/** Builds one search may wait for while writes keep coming. */
const MAX_BUILDS_PER_SEARCH = 3;

/** Pages worth finding by name: indexable pages with fixed text (entity pages are found as entities). */
function pageDocuments(siteName: string): SearchDocument[] {
  return PAGE_IDS.flatMap((id) => {
    if (isRedirectPage(id) || isEntityPage(id) || id === 'home') return [];
    const { title, description, noindex, path } = staticPageMeta(id, siteName);
    if (noindex || path.includes(':') || 'section' in PAGES[id]) return [];
    return [
      { kind: 'page' as const, id, title, detail: description, url: path, alt: description, recency: 0 },
    ];
  });
}

const day = (iso: string) => iso.slice(0, 10);

/** Every document of the index, read from the database. */
export async function readSearchDocuments(db: Db, siteName: string): Promise<SearchDocument[]> {
  const [players, teams, seasons, articles] = await Promise.all([
    listPlayerRows(db),
    listTeamRows(db),
    listSeasonRows(db),
    listArticleRows(db),
  ]);
  return [
    ...players.map((p) => ({
      kind: 'player' as const,
      id: String(p.id),
      title: p.name,
      detail: [p.position, p.teamName && `${p.teamName} (S${p.seasonNumber})`].filter(Boolean).join(' · '),
      url: paths.player(p.id),
      alt: '',
      recency: p.seasonNumber ?? 0,
    })),
    ...teams.map((t) => ({
      kind: 'team' as const,
      id: String(t.id),
      title: t.name,
      detail: `Season ${t.seasonNumber} · ${t.placement}`,
      url: paths.team(t.name, t.seasonNumber),
      alt: '',
      recency: t.seasonNumber,
    })),
    ...seasons.map((s) => ({
      kind: 'season' as const,
      id: String(s.id),
      title: `Season ${s.seasonNumber}`,
      detail: s.theme,
      url: paths.season(s.id),
      alt: s.theme,
      recency: s.seasonNumber,
    })),
    ...articles.map((a) => ({
      kind: 'article' as const,
      id: String(a.id),
      title: a.title,
      detail: [a.author && `by ${a.author}`, day(a.createdAt)].filter(Boolean).join(' · '),
      url: paths.article(a.id),
      alt: a.summary,
      recency: Date.parse(a.createdAt) / 86_400_000,
    })),
    ...pageDocuments(siteName),
  ];
}

/** One app's index: stale after a change of league data, built again by the next search. */
export interface SearchIndexHolder {
  /** Marks the index stale (a change of league data). */
  invalidate(): void;
  current(): Promise<SearchIndex>;
}

export function createSearchIndexHolder(db: Db, siteName: string): SearchIndexHolder {
  let built: { index: SearchIndex; at: number; generation: number } | null = null;
  let building: Promise<void> | null = null;
  let generation = 0;

  const build = async (): Promise<void> => {
    const startedFor = generation;
    const index = new SearchIndex(await readSearchDocuments(db, siteName));
    built = { index, at: Date.now(), generation: startedFor };
  };

  return {
    invalidate() {
      generation += 1;
    },
    async current() {
      // Concurrent searches share one build. A change during a build makes it stale at once: build again,
      // a few times at most (a burst of writes), then answer from the newest.
      for (let attempt = 0; ; attempt += 1) {
        const fresh = built && built.generation === generation && Date.now() - built.at < MAX_INDEX_AGE_MS;
        if (built && (fresh || attempt === MAX_BUILDS_PER_SEARCH)) return built.index;
        building ??= build().finally(() => {
          building = null;
        });
        await building;
      }
    },
  };
}

const holders = new WeakMap<Db, SearchIndexHolder>();

/**
 * The index of `db`, one per database however many features search it (the search routes and the chat's
 * commands); the search routes mark it stale on every change of league data.
 */
export function sharedSearchIndex(db: Db, siteName: string): SearchIndexHolder {
  let holder = holders.get(db);
  if (!holder) {
    holder = createSearchIndexHolder(db, siteName);
    holders.set(db, holder);
  }
  return holder;
}

export async function searchSite(
  holder: SearchIndexHolder,
  query: { q: string; limit?: number | undefined; kind?: SearchKind | undefined },
  defaultLimit: number,
): Promise<SearchAnswer> {
  const index = await holder.current();
  return { q: query.q, hits: index.search(query.q, query.limit ?? defaultLimit, query.kind) };
}
