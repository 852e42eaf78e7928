import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ListCount, ListStates } from '../../../components/list-page/list-states.tsx';
import { FilterBar, SearchInput, SelectInput } from '../../../components/ui/filters.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { useDebouncedSearchParam, useSearchParam } from '../../../hooks/use-search-param.ts';
import { formatCount } from '../../../lib/format.ts';
import { useArticles } from '../api/articles-api.ts';
import { ARTICLE_SORTS, filterArticles, parseArticleSort } from '../article-list-filters.ts';
import { ArticleCard, ArticleCardSkeleton } from './article-card.tsx';
import styles from './articles-page.module.css';
import { CreateArticleButton } from './create-article-button.tsx';

const SKELETON_COUNT = 6;

export function ArticlesPage() {
  const articles = useArticles();
  const [title, setTitle, appliedTitle] = useDebouncedSearchParam('q');
  const [sortParam, setSort] = useSearchParam('sort', 'newest');
  const sort = parseArticleSort(sortParam);
  const location = useLocation();
  const navigate = useNavigate();
  const redirectRefusal = (location.state as { refusal?: string } | null)?.refusal ?? null;

  const visible = useMemo(
    () => filterArticles(articles.data ?? [], appliedTitle, sort),
    [articles.data, appliedTitle, sort],
  );
  const filtered = appliedTitle.trim() !== '';

  // A refused visit to the form lands here with the reason; show it once, not again on reload.
  useEffect(() => {
    if (redirectRefusal) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [redirectRefusal, navigate, location.pathname, location.search]);

  return (
    <>
      <PageMeta page="articles" />
      <PageHeader
        eyebrow="Newsroom"
        title="Articles"
        lead="Previews, recaps, interviews and hot takes, written by the league's own members."
        actions={<CreateArticleButton initialRefusal={redirectRefusal} />}
      />
      <FilterBar label="Filter articles" share>
        <SearchInput label="Title" value={title} onChange={setTitle} placeholder="Search by title" />
        <SelectInput
          label="Sort by"
          value={sort}
          onChange={(value) => setSort(value)}
          options={ARTICLE_SORTS}
        />
      </FilterBar>

      <ListStates
        query={articles}
        items={visible}
        renderItem={(article) => <ArticleCard key={article.id} article={article} />}
        skeleton={<ArticleCardSkeleton />}
        skeletonCount={SKELETON_COUNT}
        skeletonKind="div"
        listKind="div"
        listClassName={styles.grid}
        loading="Loading articles…"
        empty="No articles found."
        onClearFilters={filtered ? () => setTitle('') : undefined}
        summary={<ListCount>{formatCount(visible.length, ['article', 'articles'])}</ListCount>}
      />
    </>
  );
}
