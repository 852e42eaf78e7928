import { type LoginBody, LoginBodySchema } from '@league/shared/schemas/users';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form/form-fields.tsx';
import { FormFrame } from '../../../components/form/form-frame.tsx';
import { showServerFailure, useZodForm } from '../../../components/form/use-zod-form.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, isAbortError } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';
import { loginUser } from '../api/users-api.ts';
import { authFailureText } from '../auth-failure-text.ts';
import styles from './auth-card.module.css';
import { useSignInReturn } from './use-sign-in-return.ts';

const EMPTY = { username: '', password: '' };

/**
 * The login form, checked with the server's own LoginBodySchema: a late part of the login page
 * (login-page.tsx), so the form's code (react-hook-form and zod) comes after the page's.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const form = useZodForm({ schema: LoginBodySchema, defaultValues: EMPTY });
  const inFlight = useRef<AbortController | null>(null);
  const providerReturn = useSignInReturn();

  useEffect(() => () => inFlight.current?.abort(), []);

  async function logIn(body: LoginBody) {
    // A new attempt replaces any login still on its way (docs/product/accounts.md#api).
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const result = await loginUser(body, controller.signal);
      if (!result?.token || !result.user) throw new ApiError(500);
      startSession(result.token, result.user);
      navigate(paths.home());
    } catch (caught) {
      if (isAbortError(caught)) return;
      showServerFailure(form, caught, authFailureText(caught, 'Login failed'));
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }

  const busy = form.formState.isSubmitting;
  return (
    <FormFrame
      className={styles.form}
      // Sent by the app; a press before the app has come never puts the password in an address.
      method="post"
      form={form}
      onSubmit={logIn}
      nativeValidation
      extra={
        providerReturn.busy ? (
          <Alert tone="info">Signing you in…</Alert>
        ) : (
          providerReturn.error && <Alert tone="error">{providerReturn.error}</Alert>
        )
      }
    >
      <FormTextField
        control={form.control}
        name="username"
        label="Username"
        autoComplete="username"
        required
      />
      <FormTextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" size="lg" className={styles.submit} disabled={busy}>
        {busy ? 'Logging in…' : 'Login'}
      </Button>
    </FormFrame>
  );
}
