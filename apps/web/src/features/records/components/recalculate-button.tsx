import { useMutation } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { recalculateRecords } from '../api/records-api.ts';
import { recalculationErrorMessage } from '../record-groups.ts';

/**
 * 'Re-calculate Records' for staff (docs/product/records.md#pages, docs/product/accounts.md#permissions):
 * 'Calculating...' while running and never sent twice; on success the page refetches the records, on failure
 * a modal titled 'Error' says why (docs/product/records.md#errors).
 */
export function RecalculateButton({ onDone }: { onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: recalculateRecords,
    onSuccess: onDone,
    onError: (error) => setFailure(recalculationErrorMessage(error)),
    onSettled: () => {
      running.current = false;
    },
  });
  const busy = mutation.isPending;

  return (
    <>
      <Button
        variant="secondary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => {
          // A second click before the button re-renders as disabled must not send again.
          if (running.current) return;
          running.current = true;
          mutation.mutate();
        }}
      >
        <RefreshCw size={16} aria-hidden="true" />
        {busy ? 'Calculating...' : 'Re-calculate Records'}
      </Button>
      <Dialog
        open={failure !== null}
        onClose={() => setFailure(null)}
        title="Error"
        tone="danger"
        actions={
          <Button variant="secondary" onClick={() => setFailure(null)}>
            Close
          </Button>
        }
      >
        <p>{failure}</p>
      </Dialog>
    </>
  );
}
