import { Navigate } from 'react-router';
import { FORM_STYLES } from '../../../components/form/form-styles.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { latePart } from '../../../lib/late-part.tsx';
import { useSession } from '../../../lib/session.ts';
import { articleEntryRefusal } from '../use-article-entry.ts';
import formStyles from './create-article-form.module.css';

/**
 * The form is a late part (lib/late-part.tsx), as log in's: the server draws it with the page, and what is
 * typed into it before its code (react-hook-form and zod) has come is typed again then.
 */
const CreateArticleForm = latePart(
  () => import('./create-article-form.tsx').then((m) => m.CreateArticleForm),
  [formStyles, ...FORM_STYLES],
);

/** Create Article (docs/product/articles.md#create-article). */
export function CreateArticlePage() {
  const { user } = useSession();
  // The server draws the page for every member; who is signed in is known once the browser has adopted it.
  const hydrated = useHydrated();
  const refusal = articleEntryRefusal(user);
  // Entry is blocked for guests and unknown roles (docs/product/articles.md#writing-an-article); the articles
  // page explains why.
  if (hydrated && refusal) return <Navigate to={paths.articles()} replace state={{ refusal }} />;
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
