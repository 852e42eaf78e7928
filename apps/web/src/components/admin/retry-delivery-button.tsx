import { RotateCcw } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { useToast } from '../ui/toast.tsx';
import { failureText, LOGIN_REQUIRED } from './failure-text.ts';

/** A retry mutation of the outbox's deliveries (chat posts, pushes): it answers what it did. */
interface RetryMutation {
  isPending: boolean;
  mutate(
    id: number,
    options: { onSuccess: (answer: { message: string }) => void; onError: (error: Error) => void },
  ): void;
}

/**
 * Retry of one failed delivery in a staff delivery log (chat posts, pushes): sends it again and says so in a
 * toast, or says why not.
 */
export function RetryDeliveryButton({
  id,
  label,
  retry,
}: {
  id: number;
  label: string;
  retry: RetryMutation;
}) {
  const { showToast } = useToast();
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={retry.isPending}
      aria-label={label}
      onClick={() =>
        retry.mutate(id, {
          onSuccess: (answer) => showToast(answer.message, { tone: 'success' }),
          onError: (error) =>
            showToast(failureText(error, LOGIN_REQUIRED.update, 'Retry failed'), { tone: 'error' }),
        })
      }
    >
      <RotateCcw size={14} aria-hidden="true" />
      Retry
    </Button>
  );
}

/** "1 attempt", "3 attempts". */
export const attemptsText = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`;
