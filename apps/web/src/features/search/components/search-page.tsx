/**
 * The /search page (docs/product/search.md#the-search-page): the full list for a query, grouped by kind,
 * from the address's `q`, so a search can be linked, bookmarked and opened from the browser's address bar
 * (OpenSearch). Typing here changes the address once typing pauses.
 */
import { SEARCH_KIND_LABELS, SEARCH_PAGE_LIMIT } from '@league/shared/domain/search-kinds';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { useDebouncedSearchParam } from '../../../hooks/use-search-param.ts';
import { groupHits, useSearch } from '../api/search-api.ts';
import styles from './search-page.module.css';

export function SearchPage() {
  const [text, setText, q] = useDebouncedSearchParam('q');
  const search = useSearch(q, SEARCH_PAGE_LIMIT);
  const groups = groupHits(search.data?.hits ?? []);
  return (
    <>
      <PageMeta page="search" />
      <PageHeader
        eyebrow="Search"
        title="Search"
        lead="Players, teams of every season, seasons, articles and pages. Accents and case do not matter, and a typo or two is fine."
      />
      <search className={styles.form}>
        <label className="visually-hidden" htmlFor="search-page-input">
          Search the league
        </label>
        <Search size={18} className={styles.icon} aria-hidden="true" />
        <input
          id="search-page-input"
          className={styles.input}
          type="search"
          name="q"
          value={text}
          placeholder="A player, a team, a season…"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
      </search>
      <SearchResults q={q} search={search} groups={groups} />
    </>
  );
}

function SearchResults({
  q,
  search,
  groups,
}: {
  q: string;
  search: ReturnType<typeof useSearch>;
  groups: ReturnType<typeof groupHits>;
}) {
  if (q.trim() === '') return <p className={styles.note}>Type a name or a few words to search.</p>;
  if (search.isError)
    return <ErrorState message={`Error: ${search.error.message}`} onRetry={() => search.refetch()} />;
  if (search.isPending)
    return (
      <div className={styles.groups} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height="56px" radius="md" />
        ))}
      </div>
    );
  if (groups.length === 0) return <EmptyState message={`Nothing found for “${q.trim()}”.`} />;
  const count = groups.reduce((sum, g) => sum + g.hits.length, 0);
  return (
    <div className={styles.groups}>
      <p className={styles.note} role="status">
        {count} result{count === 1 ? '' : 's'} for “{q.trim()}”
      </p>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`search-${group.kind}`} className={styles.group}>
          <h2 id={`search-${group.kind}`} className={styles.groupTitle}>
            {SEARCH_KIND_LABELS[group.kind]} <span className={styles.count}>{group.hits.length}</span>
          </h2>
          <ul className={styles.list}>
            {group.hits.map((hit) => (
              <li key={`${hit.kind}:${hit.id}`}>
                <Link to={hit.url} className={styles.hit}>
                  <span className={styles.title}>{hit.title}</span>
                  <span className={styles.detail}>{hit.detail}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
