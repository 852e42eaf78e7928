import type { MissingPlayer, UploadResult } from '@league/shared/schemas/stat-uploads';
import { useCallback, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { type UploadRequest, useUploadStats } from '../api/stats-admin-api.ts';
import { missingPlayersOf, uploadFailureMessage, uploadSuccessMessage } from './csv-upload.ts';

export interface MissingState {
  players: MissingPlayer[];
  /** The refused request, sent again once the players exist. */
  request: UploadRequest;
}

/**
 * Sends a parsed sheet once at a time (a second submit while one runs is ignored) and sorts the outcome
 * (docs/product/stat-uploads.md#upload-csv, docs/product/stat-uploads.md#errors): the success alert; a 400
 * naming `missingPlayers` → the Missing Players modal, which retries the same request; any other failure →
 * the Upload Failed modal.
 */
export function useCsvUpload(onUploaded: (result: UploadResult) => void) {
  const mutation = useUploadStats();
  const { showToast } = useToast();
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState<MissingState | null>(null);

  const send = useCallback(
    async (request: UploadRequest): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      try {
        const result = await mutation.mutateAsync(request);
        setMissing(null);
        showToast(uploadSuccessMessage(request.mode, result.stats.length, result.gameId), {
          tone: 'success',
          durationMs: 12_000,
        });
        onUploaded(result);
        return true;
      } catch (error) {
        const players = missingPlayersOf(error);
        if (players) {
          setMissing({ players, request });
        } else {
          setMissing(null);
          setFailure(uploadFailureMessage(error, request.mode));
        }
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [mutation.mutateAsync, showToast, onUploaded],
  );

  return {
    send,
    uploading: mutation.isPending,
    failure,
    dismissFailure: useCallback(() => setFailure(null), []),
    missing,
    dismissMissing: useCallback(() => setMissing(null), []),
  };
}
