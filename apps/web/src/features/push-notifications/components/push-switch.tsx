import { BellOff, BellRing, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSendTestPush } from '../api/push-api.ts';
import { currentSubscription, pushSupport, turnOffPush, turnOnPush } from '../browser-push.ts';
import styles from './push-switch.module.css';

type State = 'checking' | 'on' | 'off' | 'unavailable';

/** How long to wait for the service worker before saying this page cannot subscribe. */
const WORKER_WAIT_MS = 4000;

export const IOS_NOTE =
  'On iPhone and iPad, notifications need the home-screen app: in Safari tap Share, then Add to Home Screen, and turn notifications on from the app.';

/**
 * "Notifications on this browser" (docs/product/follows.md#pages): turns Web Push on or off for this browser
 * and sends a test. What each follow tells is chosen per follow; one switch mutes everything.
 */
export function PushSwitch() {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const test = useSendTestPush();
  const { showToast } = useToast();
  const support = hydrated ? pushSupport() : 'unsupported';

  useEffect(() => {
    if (!hydrated || support !== 'supported') return;
    let live = true;
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), WORKER_WAIT_MS));
    void Promise.race([currentSubscription(), timeout]).then((found) => {
      if (live) setState(found === 'timeout' ? 'unavailable' : found ? 'on' : 'off');
    });
    return () => {
      live = false;
    };
  }, [hydrated, support]);

  if (!hydrated) return null;
  if (support === 'ios-home-screen') return <p className={styles.note}>{IOS_NOTE}</p>;
  if (support === 'unsupported')
    return <p className={styles.note}>This browser cannot show notifications from the site.</p>;

  const run = async (change: () => Promise<void>, next: State, done: string) => {
    setBusy(true);
    try {
      await change();
      setState(next);
      showToast(done, { tone: 'success' });
    } catch (error) {
      showToast(errorMessage(error, 'Notifications could not be changed'), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.switch}>
      <p className={styles.state} aria-live="polite">
        {state === 'on' && 'Notifications are on for this browser.'}
        {state === 'off' && 'Notifications are off for this browser.'}
        {state === 'checking' && 'Checking this browser…'}
        {state === 'unavailable' &&
          'Notifications are not ready on this page yet: reload it to turn them on.'}
      </p>
      <div className={styles.actions}>
        {state === 'on' ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => run(turnOffPush, 'off', 'Notifications turned off for this browser.')}
            >
              <BellOff size={16} aria-hidden="true" />
              Turn off notifications
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={test.isPending}
              onClick={() =>
                test.mutate(undefined, {
                  onSuccess: (answer) =>
                    showToast(answer.message, { tone: answer.deliveries > 0 ? 'success' : 'info' }),
                  onError: (error) =>
                    showToast(errorMessage(error, 'The test could not be sent'), { tone: 'error' }),
                })
              }
            >
              <Send size={16} aria-hidden="true" />
              Send a test
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            disabled={busy || state !== 'off'}
            onClick={() => run(turnOnPush, 'on', 'Notifications turned on for this browser.')}
          >
            <BellRing size={16} aria-hidden="true" />
            Turn on notifications
          </Button>
        )}
      </div>
      <p className={styles.note}>{IOS_NOTE}</p>
    </div>
  );
}
