import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Moves to `path` `delayMs` after `done` turns true, for a success message that stays readable first (the
 * 2-second redirects after signing up and after submitting an article). Leaving the page cancels it.
 */
export function useRedirectAfter(done: boolean, path: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(path), delayMs);
    return () => window.clearTimeout(timer);
  }, [done, path, delayMs, navigate]);
}
