import {
  isSignInFailure,
  isSignInProvider,
  signInFailureMessage,
} from '@league/shared/domain/sign-in-providers';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';
import { redeemSignInTicket } from '../api/sign-in-api.ts';

/** The failure a provider's callback named in `?{param}=…&provider=…`, as its message; null without one. */
export function failureFromSearch(search: string, param: 'signInError' | 'linkError'): string | null {
  const query = new URLSearchParams(search);
  const failure = query.get(param);
  const provider = query.get('provider');
  if (!isSignInFailure(failure) || !isSignInProvider(provider)) return null;
  return signInFailureMessage(failure, provider);
}

/**
 * The login page's part of a sign-in with an outside account (docs/product/accounts.md#sign-in-failures):
 * the callback comes back with a ticket in the fragment (traded for a session, then home) or a failure in
 * the query (its message).
 */
export function useSignInReturn(): { busy: boolean; error: string | null } {
  const location = useLocation();
  const navigate = useNavigate();
  const ticket = new URLSearchParams(location.hash.slice(1)).get('signInTicket');
  // Not busy at first, as the server drew the page (the fragment never reaches it): the effect says so.
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const redeemed = useRef<string | null>(null);

  useEffect(() => {
    if (!ticket || redeemed.current === ticket) return;
    redeemed.current = ticket;
    // The ticket leaves the address (and the history) at once.
    navigate(paths.login(), { replace: true });
    setBusy(true);
    redeemSignInTicket(ticket)
      .then((result) => {
        startSession(result.token, result.user);
        navigate(paths.home(), { replace: true });
      })
      .catch((caught) => {
        setError(
          caught instanceof ApiError
            ? (caught.serverMessage ?? 'Login failed')
            : 'Failed to connect to server. Please try again.',
        );
        setBusy(false);
      });
  }, [ticket, navigate]);

  return { busy, error: error ?? failureFromSearch(location.search, 'signInError') };
}
