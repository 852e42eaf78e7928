import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { endSession } from '../../../lib/session.ts';

/**
 * Clears the session and everything cached for that user, then goes home
 * (docs/product/site.md#header-navigation-and-footer). Pages that need a login see `loggedOut` and send the
 * user home too instead of to /login (see LoginRedirect).
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    endSession({ byUser: true });
    queryClient.removeQueries({ queryKey: ['users'] });
    queryClient.removeQueries({ queryKey: ['articles', 'like-status'] });
    navigate(paths.home());
  }, [queryClient, navigate]);
}
