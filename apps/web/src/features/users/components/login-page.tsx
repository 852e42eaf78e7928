import { Link } from 'react-router';
import { FORM_STYLES } from '../../../components/form/form-styles.ts';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { latePart } from '../../../lib/late-part.tsx';
import { AuthCard } from './auth-card.tsx';
import { ProviderButtons } from './provider-buttons.tsx';

// The form's checking (react-hook-form, zod and the shared schema) comes after the page: the server draws
// the form, and what is typed or pressed before its code comes is heard once it has.
const LoginForm = latePart(() => import('./login-form.tsx').then((m) => m.LoginForm), FORM_STYLES);

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
