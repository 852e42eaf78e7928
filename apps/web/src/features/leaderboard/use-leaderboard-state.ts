import {
  applyLeaderboardChange,
  type LeaderboardUrlState,
  parseLeaderboardParams,
  writeLeaderboardParams,
} from '@league/shared/domain/leaderboard-url-state';
import { useCallback, useMemo } from 'react';
import { SETTINGS } from '../../config/settings.ts';
import { useQueryParams } from '../../hooks/use-search-param.ts';

export type LeaderboardUpdate = (
  patch: Partial<LeaderboardUrlState>,
  options?: { replace?: boolean },
) => void;

/** The leaderboard state read from the URL, and a setter that writes a change back to it. */
export function useLeaderboardState(): [LeaderboardUrlState, LeaderboardUpdate] {
  const [params, setParams] = useQueryParams();
  const state = useMemo(() => parseLeaderboardParams(params, SETTINGS.maxSeason), [params]);
  const update = useCallback<LeaderboardUpdate>(
    (patch, options = {}) => {
      setParams(
        (current) =>
          writeLeaderboardParams(
            applyLeaderboardChange(parseLeaderboardParams(current, SETTINGS.maxSeason), patch),
          ),
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [state, update];
}
