import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { SETTINGS } from '../../../config/settings.ts';

export const JOIN_MESSAGE =
  'Come join us! Our chat community is where teams sign up, games are announced and the league hangs out between matches.';

/** The home call-to-action's alert: an invitation to the chat community (docs/product/home.md#pages). */
export function useJoinInvite(): () => void {
  const { showToast } = useToast();
  return useCallback(
    () =>
      showToast(JOIN_MESSAGE, {
        durationMs: 12_000,
        untilNavigation: true,
        action: { label: 'Join the chat community', href: SETTINGS.links.chat },
      }),
    [showToast],
  );
}
