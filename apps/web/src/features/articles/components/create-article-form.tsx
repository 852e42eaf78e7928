import type { CreateArticleBody } from '@league/shared/schemas/articles';
import { CreateArticleBodySchema } from '@league/shared/schemas/articles';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FormTextAreaField, FormTextField } from '../../../components/form/form-fields.tsx';
import { FormFrame } from '../../../components/form/form-frame.tsx';
import { showServerFailure, useZodForm } from '../../../components/form/use-zod-form.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useRedirectAfter } from '../../../hooks/use-redirect-after.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';
import { articleKeys, createArticle } from '../api/articles-api.ts';
import { articleIssues, EMPTY_ARTICLE } from '../article-form.ts';
import styles from './create-article-form.module.css';
import { IssuesDialog } from './issues-dialog.tsx';

const REDIRECT_DELAY_MS = 2000;
const LOGIN_REQUIRED = 'You must be logged in to create an article';
const SUCCESS_TEXT =
  'Article submitted! It will appear on the site once staff approve it. Redirecting to articles…';

/**
 * Create Article (docs/product/articles.md#create-article), checked with the server's own
 * CreateArticleBodySchema: an invalid submit marks each field and lists them in the issues dialog.
 */
export function CreateArticleForm() {
  const queryClient = useQueryClient();
  const form = useZodForm({ schema: CreateArticleBodySchema, defaultValues: EMPTY_ARTICLE });
  const [summary, content] = useWatch({ control: form.control, name: ['summary', 'content'] });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  useRedirectAfter(submitted, paths.articles(), REDIRECT_DELAY_MS);

  async function submit(body: CreateArticleBody) {
    if (!getSession().token) return showServerFailure(form, null, LOGIN_REQUIRED);
    try {
      await createArticle(body);
      queryClient.invalidateQueries({ queryKey: ['users', 'profile'] });
      queryClient.invalidateQueries({ queryKey: articleKeys.list() });
      setSubmitted(true);
    } catch (caught) {
      showServerFailure(form, caught, submitFailureText(caught));
    }
  }

  const submitting = form.formState.isSubmitting;
  const locked = submitting || submitted;
  const { control } = form;
  return (
    // The server draws the form (ADR 67) and the app sends it; posted, a submit without scripts never puts
    // the article into an address.
    <FormFrame
      className={styles.form}
      method="post"
      form={form}
      onSubmit={submit}
      onCheckFailed={() => setDialogOpen(true)}
    >
      {submitted && <Alert tone="success">{SUCCESS_TEXT}</Alert>}
      <FormTextField control={control} name="title" label="Title" maxLength={200} disabled={locked} />
      <FormTextAreaField
        control={control}
        name="summary"
        label="Summary"
        rows={3}
        className={styles.summary}
        hint="One or two sentences that make people want to read on (at least 50 characters)."
        aside={<Counter length={summary.length} minimum={50} />}
        disabled={locked}
      />
      <FormTextField
        control={control}
        name="imageUrl"
        label="Image URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="Use a direct link to an image hosted on the web. Image links from the chat community are not accepted, as they expire."
        disabled={locked}
      />
      <FormTextAreaField
        control={control}
        name="content"
        label="Content"
        rows={10}
        hint="Plain text. Leave an empty line between paragraphs (at least 240 characters)."
        aside={<Counter length={content.length} minimum={240} />}
        disabled={locked}
      />
      <div className={styles.actions}>
        <Link to={paths.articles()} className={buttonClass('secondary')}>
          Cancel
        </Link>
        <Button type="submit" disabled={locked}>
          {submitting ? 'Submitting…' : 'Create Article'}
        </Button>
      </div>
      <IssuesDialog
        open={dialogOpen}
        issues={articleIssues(form.formState.errors)}
        onClose={() => setDialogOpen(false)}
      />
    </FormFrame>
  );
}

function Counter({ length, minimum }: { length: number; minimum: number }) {
  return (
    <span className={styles.counter} data-short={length < minimum ? 'true' : undefined} aria-live="off">
      {length} characters
      {length < minimum && <span className={styles.counterNeed}> (minimum {minimum})</span>}
    </span>
  );
}

/**
 * docs/product/articles.md#errors: the server's messages on 'Validation failed' (one banner line each),
 * else one generic line.
 */
function submitFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return LOGIN_REQUIRED;
    if (error.serverMessage === 'Validation failed' && error.errors.length > 0) {
      return error.errors.map((item) => item.message).join('\n');
    }
  }
  return 'Failed to submit article. Please try again.';
}
