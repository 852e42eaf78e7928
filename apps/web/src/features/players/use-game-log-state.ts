import {
  applyGameLogChange,
  type GameLogUrlState,
  parseGameLogParams,
  writeGameLogParams,
} from '@league/shared/domain/player-game-log';
import { useCallback, useMemo } from 'react';
import { useQueryParams } from '../../hooks/use-search-param.ts';

export type GameLogUpdate = (patch: Partial<GameLogUrlState>, options?: { replace?: boolean }) => void;

/** The game log's state read from the URL, and a setter that writes a change back to it. */
export function useGameLogState(): [GameLogUrlState, GameLogUpdate] {
  const [params, setParams] = useQueryParams();
  const state = useMemo(() => parseGameLogParams(params), [params]);
  const update = useCallback<GameLogUpdate>(
    (patch, options = {}) => {
      setParams((current) => writeGameLogParams(applyGameLogChange(parseGameLogParams(current), patch)), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setParams],
  );
  return [state, update];
}
