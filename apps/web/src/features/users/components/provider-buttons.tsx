import type { SignInProvider } from '@league/shared/domain/sign-in-providers';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { startSignIn, useSignInProviders } from '../api/sign-in-api.ts';
import styles from './auth-card.module.css';
import { PROVIDER_ICONS } from './provider-icons.ts';

/**
 * "Sign in with Discord" and "Sign in with Roblox" beside the password form
 * (docs/product/accounts.md#sign-in-with-discord-or-roblox): one button per provider the site is
 * configured for, none at all when it has none. A press sends the browser to the provider.
 */
export function ProviderButtons() {
  const providers = useSignInProviders();
  const [busy, setBusy] = useState<SignInProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;

  async function signIn(provider: SignInProvider) {
    setBusy(provider);
    setError(null);
    try {
      const { authorizationUrl } = await startSignIn(provider);
      window.location.assign(authorizationUrl);
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(null);
    }
  }

  return (
    <div className={styles.providers}>
      <p className={styles.divider}>
        <span>or</span>
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {list.map(({ id, name }) => {
        const Icon = PROVIDER_ICONS[id];
        return (
          <Button
            key={id}
            variant="secondary"
            size="lg"
            className={styles.provider}
            disabled={busy !== null}
            onClick={() => void signIn(id)}
          >
            <Icon size={18} aria-hidden="true" />
            {busy === id ? `Opening ${name}…` : `Sign in with ${name}`}
          </Button>
        );
      })}
    </div>
  );
}
