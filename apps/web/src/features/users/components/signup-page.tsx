import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { registerUser } from '../api/users-api.ts';
import styles from './auth-card.module.css';
import { AuthCard } from './auth-card.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { type SignupErrors, type SignupValues, validateSignup } from './signup-validation.ts';

const REDIRECT_DELAY_MS = 2000;
const SUCCESS_TEXT = 'Account created successfully! Redirecting to login…';

type Status = 'idle' | 'submitting' | 'success';

export function SignupPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>({ username: '', email: '', password: '', confirm: '' });
  const [fieldErrors, setFieldErrors] = useState<SignupErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => navigate(paths.login()), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  const update = (field: keyof SignupValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setError(null);
    const { fields, mismatch } = validateSignup(values);
    setFieldErrors(fields);
    if (mismatch) setError('Passwords do not match');
    if (mismatch || Object.keys(fields).length > 0) {
      // Take keyboard and screen-reader users to the first field that needs attention.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setStatus('submitting');
    try {
      await registerUser({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      setStatus('success');
    } catch (caught) {
      setStatus('idle');
      setError(
        caught instanceof ApiError
          ? (caught.serverMessage ?? 'Signup failed')
          : 'Failed to connect to server. Please try again.',
      );
    }
  }

  return (
    <>
      <PageMeta page="signup" />
      <AuthCard
        title="Sign Up"
        lead="Create a free account to like articles and write for the league."
        footer={
          <>
            Already have an account? <Link to={paths.login()}>Log in</Link>
          </>
        }
      >
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {error && <Alert tone="error">{error}</Alert>}
          {status === 'success' && <Alert tone="success">{SUCCESS_TEXT}</Alert>}
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            required
            value={values.username}
            onChange={update('username')}
            error={fieldErrors.username}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={update('email')}
            error={fieldErrors.email}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={6}
            // The rule once: as a hint, or, once broken, as the error that replaces it.
            hint={fieldErrors.password ? undefined : 'At least 6 characters.'}
            value={values.password}
            onChange={update('password')}
            error={fieldErrors.password}
          />
          <TextField
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            value={values.confirm}
            onChange={update('confirm')}
          />
          <Button
            type="submit"
            size="lg"
            className={styles.submit}
            disabled={status === 'submitting' || status === 'success'}
          >
            {status === 'submitting' ? 'Signing up…' : 'Sign Up'}
          </Button>
        </form>
        <ProviderButtons />
      </AuthCard>
    </>
  );
}
