import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { canWriteArticles } from '../../lib/roles.ts';
import { type SessionUser, useSession } from '../../lib/session.ts';

export const REFUSAL_DURATION_MS = 3000;
export const LOGGED_OUT_REFUSAL = 'Please log in to create articles!';
export const WRONG_ROLE_REFUSAL =
  'You need to be a registered user, admin, or superadmin to create articles!';

/**
 * Why this visitor may not write an article (docs/product/articles.md#writing-an-article), or null when they
 * may.
 */
export function articleEntryRefusal(user: SessionUser | null): string | null {
  if (!user) return LOGGED_OUT_REFUSAL;
  if (!canWriteArticles(user.role)) return WRONG_ROLE_REFUSAL;
  return null;
}

/**
 * The Create Article button's entry rule: allowed visitors go to the form, the others see the refusal for 3
 * seconds (docs/product/articles.md#writing-an-article). `showRefusal` lets a redirected visit show the same
 * message.
 */
export function useArticleEntry() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const showRefusal = useCallback((message: string) => {
    window.clearTimeout(timer.current);
    setRefusal(message);
    timer.current = window.setTimeout(() => setRefusal(null), REFUSAL_DURATION_MS);
  }, []);

  const enter = useCallback(() => {
    const reason = articleEntryRefusal(user);
    if (reason) showRefusal(reason);
    else navigate(paths.createArticle());
  }, [user, navigate, showRefusal]);

  return { refusal, enter, showRefusal };
}
