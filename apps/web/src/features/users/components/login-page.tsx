import { Link } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { latePart } from '../../../lib/late-part.tsx';
import { AuthCard } from './auth-card.tsx';
import { formPartStyles } from './form-part-styles.ts';
import { ProviderButtons } from './provider-buttons.tsx';

/**
 * The form is a late part (lib/late-part.tsx): the server draws it with the page, and what is typed into it
 * or pressed on it before its code (react-hook-form and zod) has come is typed and pressed again then.
 */
const LoginForm = latePart(() => import('./login-form.tsx').then((m) => m.LoginForm), formPartStyles);

/** Log in (docs/product/accounts.md#log-in). */
export function LoginPage() {
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
        <LoginForm />
        <ProviderButtons />
      </AuthCard>
    </>
  );
}
