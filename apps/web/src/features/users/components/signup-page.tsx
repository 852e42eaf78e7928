import { Link } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { latePart } from '../../../lib/late-part.tsx';
import { AuthCard } from './auth-card.tsx';
import { formPartStyles } from './form-part-styles.ts';
import { ProviderButtons } from './provider-buttons.tsx';

/** The form is a late part (lib/late-part.tsx), as on the login page (login-page.tsx). */
const SignupForm = latePart(() => import('./signup-form.tsx').then((m) => m.SignupForm), formPartStyles);

/** Sign up (docs/product/accounts.md#sign-up). */
export function SignupPage() {
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
        <SignupForm />
        <ProviderButtons />
      </AuthCard>
    </>
  );
}
