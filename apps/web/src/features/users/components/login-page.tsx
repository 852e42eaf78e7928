import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, isAbortError } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';
import { loginUser } from '../api/users-api.ts';
import styles from './auth-card.module.css';
import { AuthCard } from './auth-card.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { useSignInReturn } from './use-sign-in-return.ts';

export function LoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const providerReturn = useSignInReturn();

  useEffect(() => () => inFlight.current?.abort(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A new attempt replaces any login still on its way (docs/product/accounts.md#api).
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    setError(null);
    try {
      const result = await loginUser({ username: username.trim(), password }, controller.signal);
      if (!result?.token || !result.user) throw new ApiError(500);
      startSession(result.token, result.user);
      navigate(paths.home());
    } catch (caught) {
      if (isAbortError(caught)) return;
      setError(
        caught instanceof ApiError
          ? (caught.serverMessage ?? 'Login failed')
          : 'Failed to connect to server. Please try again.',
      );
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setBusy(false);
      }
    }
  }

  return (
    <>
      <PageMeta page="login" />
      <AuthCard
        title="Login"
        lead="Welcome back. Log in to like articles and write your own."
        footer={
          <>
            No account yet? <Link to={paths.signup()}>Sign up</Link>
          </>
        }
      >
        <form className={styles.form} onSubmit={onSubmit}>
          {providerReturn.busy && <Alert tone="info">Signing you in…</Alert>}
          {!error && providerReturn.error && <Alert tone="error">{providerReturn.error}</Alert>}
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" size="lg" className={styles.submit} disabled={busy}>
            {busy ? 'Logging in…' : 'Login'}
          </Button>
        </form>
        <ProviderButtons />
      </AuthCard>
    </>
  );
}
