import { Navigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { articleEntryRefusal } from '../use-article-entry.ts';
import { CreateArticleForm } from './create-article-form.tsx';

export function CreateArticlePage() {
  const { user } = useSession();
  const refusal = articleEntryRefusal(user);
  // Entry is blocked for guests and unknown roles (docs/product/articles.md#writing-an-article); the articles
  // page explains why.
  if (refusal) return <Navigate to={paths.articles()} replace state={{ refusal }} />;
  return (
    <>
      <PageMeta page="createArticle" />
      <PageHeader
        eyebrow="Newsroom"
        title="Create Article"
        lead="Share a preview, a recap or a story from the league. Staff review every article before it is published."
      />
      <CreateArticleForm />
    </>
  );
}
