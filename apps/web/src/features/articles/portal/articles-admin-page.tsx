import type { Article } from '@league/shared/schemas/articles';
import type { ColumnDef } from '@tanstack/react-table';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { AdminTable } from '../../../components/admin/admin-table.tsx';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { RESET_PAGE, useAdminPage, useClampPage } from '../../../components/admin/use-admin-list-params.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import { formatShortDate } from '../../../lib/format.ts';
import { type AdminArticleFilter, useAdminArticles, useModerateArticle } from '../api/articles-admin-api.ts';
import { ArticlePreview } from './article-preview.tsx';
import { articleStatus } from './article-status.ts';
import styles from './articles-admin-page.module.css';
import { ModerationButtons } from './moderation-buttons.tsx';

const FILTERS: readonly { value: AdminArticleFilter; label: string }[] = [
  { value: 'all', label: 'All Articles' },
  { value: 'pending', label: 'Pending Approval' },
];

/**
 * Articles (docs/product/articles.md#articles-in-the-portal, docs/product/articles.md#moderation): pending
 * first by default, a row opens its text, Approve / Reject per row.
 */
export function ArticlesAdminPage() {
  const [statusParam, setStatus] = useSearchParam('status', 'pending', RESET_PAGE);
  const status: AdminArticleFilter = statusParam === 'all' ? 'all' : 'pending';
  const paging = useAdminPage();
  const { page } = paging;
  const articles = useAdminArticles({ status, page });
  useClampPage(paging, articles.data && !articles.isPlaceholderData ? articles.data.total : null);
  const moderate = useModerateArticle();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<Article>[]>(() => {
    // Approve/reject failures are shown, not only logged (docs/product/articles.md#permissions).
    const decide = async (article: Article, approved: boolean) => {
      setBusyId(article.id);
      setFailure(null);
      try {
        await moderate.mutateAsync({ id: article.id, approved });
      } catch (error) {
        const verb = approved ? 'approve' : 'reject';
        setFailure(
          `Failed to ${verb} "${article.title}": ${failureText(error, LOGIN_REQUIRED.update, 'Unknown error occurred')}`,
        );
      } finally {
        setBusyId(null);
      }
    };
    return [
      {
        accessorKey: 'title',
        header: 'Title',
        cell: ({ row }) => <span className={styles.title}>{row.original.title}</span>,
      },
      { id: 'author', header: 'Author', cell: ({ row }) => row.original.author?.username ?? 'Unknown' },
      { id: 'createdAt', header: 'Created', cell: ({ row }) => formatShortDate(row.original.createdAt) },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => {
          const state = articleStatus(row.original.approved);
          return <Badge tone={state.tone}>{state.label}</Badge>;
        },
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <ModerationButtons article={row.original} busy={busyId === row.original.id} onDecide={decide} />
        ),
      },
    ];
  }, [moderate.mutateAsync, busyId]);

  return (
    <PortalPage
      title="Articles"
      description="Approve or reject what members write. Only approved articles appear on the public site."
      path={portalPath('articles')}
    >
      <fieldset className={styles.filters}>
        <legend className="visually-hidden">Show articles</legend>
        {FILTERS.map((filter) => (
          <button
            key={filter.value}
            type="button"
            className={clsx(styles.filter, status === filter.value && styles.filterOn)}
            aria-pressed={status === filter.value}
            onClick={() => setStatus(filter.value)}
          >
            {filter.label}
          </button>
        ))}
      </fieldset>
      {failure && <Alert tone="error">{failure}</Alert>}
      <AdminTable
        query={articles}
        paging={paging}
        caption={status === 'pending' ? 'Articles waiting for approval' : 'All articles'}
        columns={columns}
        getRowId={(article) => String(article.id)}
        // Plain rows: the status badges keep their contrast on the table's own surface.
        striped={false}
        renderExpanded={(row) => <ArticlePreview article={row.original} />}
        singleExpand
        renderRange={({ from, to, total }) => `Showing ${from}-${to} of ${total} articles`}
        paginationLabel="Article pages"
        emptyText={status === 'pending' ? 'No articles are waiting for approval.' : 'No articles found.'}
      />
    </PortalPage>
  );
}
