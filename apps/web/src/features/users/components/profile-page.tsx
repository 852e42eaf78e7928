import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { endSession, useSession } from '../../../lib/session.ts';
import { FollowingSection } from '../../follows/components/following-section.tsx';
import { PickHistorySection } from '../../pickem/components/pick-history.tsx';
import { useProfile } from '../api/users-api.ts';
import { AccountDetails } from './account-details.tsx';
import { LoginRedirect } from './login-redirect.tsx';
import { PlayerPageSection } from './player-page-section.tsx';
import { ProfileArticles } from './profile-articles.tsx';
import styles from './profile-page.module.css';
import { SignInMethodsSection } from './sign-in-methods.tsx';

export function ProfilePage() {
  const { token } = useSession();
  const navigate = useNavigate();
  const profile = useProfile(token);
  const unauthorized = profile.error instanceof ApiError && profile.error.status === 401;

  // An expired or revoked token: end the session and ask for a new login (docs/product/accounts.md#errors).
  useEffect(() => {
    if (!unauthorized) return;
    endSession();
    navigate(paths.login(), { replace: true });
  }, [unauthorized, navigate]);

  if (!token) return <LoginRedirect />;

  return (
    <>
      <PageMeta page="profile" />
      <div className={styles.page}>
        <h1 className={styles.title}>Your Account</h1>
        {profile.isPending && <p className={styles.loading}>Loading...</p>}
        {profile.isError && !unauthorized && (
          <Alert tone="error">
            {profile.error instanceof ApiError
              ? (profile.error.serverMessage ?? 'Failed to load profile')
              : 'Failed to load profile'}
          </Alert>
        )}
        {profile.data && (
          <>
            <AccountDetails profile={profile.data} />
            <FollowingSection manage />
            <SignInMethodsSection profile={profile.data} />
            <PlayerPageSection token={token} />
            <PickHistorySection />
            <ProfileArticles articles={profile.data.articles ?? []} />
          </>
        )}
      </div>
    </>
  );
}
