import {
  canUnlink,
  SIGN_IN_PROVIDER_NAMES,
  SIGN_IN_PROVIDERS,
  type SignInProvider,
} from '@league/shared/domain/sign-in-providers';
import type { Profile } from '@league/shared/schemas/users';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { startLink, unlinkAccount, useSignInProviders } from '../api/sign-in-api.ts';
import styles from './profile-page.module.css';
import { PROVIDER_ICONS } from './provider-icons.ts';
import { failureFromSearch } from './use-sign-in-return.ts';

/** What the provider's callback came back to the profile with: a link made, or why not. */
function linkReturn(search: string): { tone: 'success' | 'error'; text: string } | null {
  const linked = new URLSearchParams(search).get('linked');
  if (linked === 'discord' || linked === 'roblox')
    return { tone: 'success', text: `Your ${SIGN_IN_PROVIDER_NAMES[linked]} account is linked.` };
  const failure = failureFromSearch(search, 'linkError');
  return failure ? { tone: 'error', text: failure } : null;
}

/**
 * The profile's sign-in methods (docs/product/accounts.md#linked-accounts): the password, and each provider
 * linked (with Unlink, while another way to sign in remains) or offered for linking when configured.
 */
export function SignInMethodsSection({ profile }: { profile: Profile }) {
  const location = useLocation();
  const providers = useSignInProviders();
  const client = useQueryClient();
  const [busy, setBusy] = useState<SignInProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const configured = new Set(providers.data?.providers.map((p) => p.id) ?? []);
  const linked = profile.linkedAccounts.map((a) => a.provider);
  const shown = SIGN_IN_PROVIDERS.filter((p) => configured.has(p) || linked.includes(p));
  const returned = linkReturn(location.search);

  async function act(provider: SignInProvider, action: () => Promise<unknown>) {
    setBusy(provider);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(null);
    }
  }
  const link = (provider: SignInProvider) =>
    act(provider, async () => window.location.assign((await startLink(provider)).authorizationUrl));
  const unlink = (provider: SignInProvider) =>
    act(provider, async () => {
      await unlinkAccount(provider);
      await client.invalidateQueries({ queryKey: ['users', 'profile'] });
    });

  if (shown.length === 0 && profile.hasPassword) return null;
  return (
    <section className={styles.card} aria-labelledby="sign-in-heading">
      <div className={styles.sectionHead}>
        <h2 id="sign-in-heading" className={styles.sectionTitle}>
          Sign-in methods
        </h2>
      </div>
      {returned && <Alert tone={returned.tone}>{returned.text}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <ul className={styles.methods}>
        <li className={styles.method}>
          <span className={styles.methodName}>Password</span>
          <span className={styles.muted}>
            {profile.hasPassword ? 'Set' : 'None: you sign in with a linked account'}
          </span>
        </li>
        {shown.map((provider) => {
          const account = profile.linkedAccounts.find((a) => a.provider === provider);
          const name = SIGN_IN_PROVIDER_NAMES[provider];
          const Icon = PROVIDER_ICONS[provider];
          const lastWay = account && !canUnlink({ hasPassword: profile.hasPassword, linked }, provider);
          return (
            <li key={provider} className={styles.method}>
              <span className={styles.methodName}>
                <Icon size={18} aria-hidden="true" />
                {name}
              </span>
              <span className={styles.methodState}>
                {account ? (
                  <>
                    <span>
                      Linked as <strong>{account.username}</strong>
                      <span className={styles.muted}> since {formatDate(account.linkedAt)}</span>
                    </span>
                    {lastWay ? (
                      <span className={styles.muted}>Your only way to sign in</span>
                    ) : (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={busy !== null}
                        onClick={() => void unlink(provider)}
                      >
                        Unlink {name}
                      </Button>
                    )}
                  </>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy !== null}
                    onClick={() => void link(provider)}
                  >
                    {busy === provider ? `Opening ${name}…` : `Link ${name}`}
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
