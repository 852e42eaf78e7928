import type { RegisterBody } from '@league/shared/schemas/users';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormTextField } from '../../../components/form/form-fields.tsx';
import { FormFrame } from '../../../components/form/form-frame.tsx';
import { showServerFailure, useZodForm } from '../../../components/form/use-zod-form.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { useRedirectAfter } from '../../../hooks/use-redirect-after.ts';
import { registerUser } from '../api/users-api.ts';
import { authFailureText } from '../auth-failure-text.ts';
import { EMPTY_SIGNUP, SignupFormSchema } from '../signup-form.ts';
import styles from './auth-card.module.css';
import { AuthCard } from './auth-card.tsx';
import { ProviderButtons } from './provider-buttons.tsx';

const REDIRECT_DELAY_MS = 2000;
const SUCCESS_TEXT = 'Account created successfully! Redirecting to login…';

/** Sign up (docs/product/accounts.md#sign-up): idle, submitting, then success (and the redirect) or error. */
export function SignupPage() {
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
        <ProviderButtons />
      </AuthCard>
    </>
  );
}
