import type { RegisterBody } from '@league/shared/schemas/users';
import { useState } from 'react';
import { FormTextField } from '../../../components/form/form-fields.tsx';
import { FormFrame } from '../../../components/form/form-frame.tsx';
import { showServerFailure, useZodForm } from '../../../components/form/use-zod-form.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useRedirectAfter } from '../../../hooks/use-redirect-after.ts';
import { registerUser } from '../api/users-api.ts';
import { authFailureText } from '../auth-failure-text.ts';
import { EMPTY_SIGNUP, SignupFormSchema } from '../signup-form.ts';
import styles from './auth-card.module.css';

const REDIRECT_DELAY_MS = 2000;
const SUCCESS_TEXT = 'Account created successfully! Redirecting to login…';

/**
 * The sign-up form (docs/product/accounts.md#sign-up): idle, submitting, then success (and the redirect) or
 * error. A late part of the sign-up page (signup-page.tsx), so its code (react-hook-form and zod) comes after
 * the page's.
 */
export function SignupForm() {
  const form = useZodForm({ schema: SignupFormSchema, defaultValues: EMPTY_SIGNUP });
  const [created, setCreated] = useState(false);
  useRedirectAfter(created, paths.login(), REDIRECT_DELAY_MS);

  async function signUp(body: RegisterBody) {
    try {
      await registerUser(body);
      setCreated(true);
    } catch (caught) {
      showServerFailure(form, caught, authFailureText(caught, 'Signup failed'));
    }
  }

  const submitting = form.formState.isSubmitting;
  const passwordBroken = form.formState.errors.password !== undefined;
  return (
    <FormFrame className={styles.form} method="post" form={form} onSubmit={signUp}>
      {created && <Alert tone="success">{SUCCESS_TEXT}</Alert>}
      <FormTextField
        control={form.control}
        name="username"
        label="Username"
        autoComplete="username"
        required
      />
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <FormTextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
        // The rule once: as a hint, or, once broken, as the error that replaces it.
        hint={passwordBroken ? undefined : 'At least 6 characters.'}
      />
      <FormTextField
        control={form.control}
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" size="lg" className={styles.submit} disabled={submitting || created}>
        {submitting ? 'Signing up…' : 'Sign Up'}
      </Button>
    </FormFrame>
  );
}
