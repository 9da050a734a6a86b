import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getLocale, onLocaleChange } from '@/lib/i18n/locale';

/**
 * A language switch reads again, with the new `Accept-Language`, every read marked `serverWords`
 * (docs/i18n.md#the-servers-words): the active ones at once, the others when next shown. Any
 * language, this tab's switch or one followed from another tab. Returns the way to stop, for the
 * end of the session.
 */
export function serverWordsFollowLanguage(client: QueryClient): () => void {
  let shown = getLocale();
  return onLocaleChange(() => {
    if (getLocale() === shown) return;
    shown = getLocale();
    void client.invalidateQueries({ predicate: (query) => query.meta?.serverWords === true });
  });
}

/**
 * The session's cache follows every language switch while it lives
 * (src/app/shell/session-scope.tsx).
 */
export function useServerWordsFollowLanguage(client: QueryClient): void {
  useEffect(() => serverWordsFollowLanguage(client), [client]);
}
