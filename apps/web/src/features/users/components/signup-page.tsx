import { Link } from 'react-router';
import { FORM_STYLES } from '../../../components/form/form-styles.ts';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { latePart } from '../../../lib/late-part.tsx';
import { AuthCard } from './auth-card.tsx';
import { ProviderButtons } from './provider-buttons.tsx';

// The form's checking (react-hook-form, zod and the shared schema) comes after the page: the server draws
// the form, and what is typed or pressed before its code comes is heard once it has.
const SignupForm = latePart(() => import('./signup-form.tsx').then((m) => m.SignupForm), FORM_STYLES);

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
