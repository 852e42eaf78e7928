import type { CreateArticleBody } from '@league/shared/schemas/articles';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';
import { articleKeys, createArticle } from '../api/articles-api.ts';
import { type ArticleField, type ArticleIssue, validateArticle } from '../create-article-validation.ts';
import styles from './create-article-form.module.css';
import { IssuesDialog } from './issues-dialog.tsx';

const REDIRECT_DELAY_MS = 2000;
const EMPTY: CreateArticleBody = { title: '', summary: '', imageUrl: '', content: '' };
const SUCCESS_TEXT =
  'Article submitted! It will appear on the site once staff approve it. Redirecting to articles…';

type Status = 'idle' | 'submitting' | 'success';

export function CreateArticleForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CreateArticleBody>(EMPTY);
  const [issues, setIssues] = useState<ArticleIssue[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => navigate(paths.articles()), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  const issueFor = (field: ArticleField) => issues.find((issue) => issue.field === field)?.message;
  const update =
    (field: ArticleField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors([]);
    if (!getSession().token) {
      setErrors(['You must be logged in to create an article']);
      return;
    }
    const found = validateArticle(values);
    setIssues(found);
    if (found.length > 0) {
      setDialogOpen(true);
      return;
    }
    setStatus('submitting');
    try {
      await createArticle({
        title: values.title.trim(),
        summary: values.summary.trim(),
        imageUrl: values.imageUrl.trim(),
        content: values.content.trim(),
      });
      queryClient.invalidateQueries({ queryKey: ['users', 'profile'] });
      queryClient.invalidateQueries({ queryKey: articleKeys.list() });
      setStatus('success');
    } catch (caught) {
      setStatus('idle');
      setErrors(submitErrors(caught));
    }
  }

  const locked = status !== 'idle';
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {errors.length > 0 && (
        <Alert tone="error">
          {errors.length === 1 ? (
            errors[0]
          ) : (
            <ul className={styles.errorList}>
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {status === 'success' && <Alert tone="success">{SUCCESS_TEXT}</Alert>}
      <TextField
        label="Title"
        name="title"
        value={values.title}
        onChange={update('title')}
        error={issueFor('title')}
        maxLength={200}
        disabled={locked}
      />
      <TextAreaField
        label="Summary"
        name="summary"
        rows={3}
        className={styles.summary}
        value={values.summary}
        onChange={update('summary')}
        error={issueFor('summary')}
        hint="One or two sentences that make people want to read on (at least 50 characters)."
        aside={<Counter length={values.summary.length} minimum={50} />}
        disabled={locked}
      />
      <TextField
        label="Image URL"
        name="imageUrl"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={values.imageUrl}
        onChange={update('imageUrl')}
        error={issueFor('imageUrl')}
        hint="Use a direct link to an image hosted on the web. Image links from the chat community are not accepted, as they expire."
        disabled={locked}
      />
      <TextAreaField
        label="Content"
        name="content"
        rows={10}
        value={values.content}
        onChange={update('content')}
        error={issueFor('content')}
        hint="Plain text. Leave an empty line between paragraphs (at least 240 characters)."
        aside={<Counter length={values.content.length} minimum={240} />}
        disabled={locked}
      />
      <div className={styles.actions}>
        <Link to={paths.articles()} className={buttonClass('secondary')}>
          Cancel
        </Link>
        <Button type="submit" disabled={locked}>
          {status === 'submitting' ? 'Submitting…' : 'Create Article'}
        </Button>
      </div>
      <IssuesDialog open={dialogOpen} issues={issues} onClose={() => setDialogOpen(false)} />
    </form>
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

/** docs/product/articles.md#errors: the server's messages on 'Validation failed', else one generic line. */
function submitErrors(error: unknown): string[] {
  if (error instanceof ApiError) {
    if (error.status === 401) return ['You must be logged in to create an article'];
    if (error.serverMessage === 'Validation failed' && error.errors.length > 0) {
      return error.errors.map((item) => item.message);
    }
  }
  return ['Failed to submit article. Please try again.'];
}
