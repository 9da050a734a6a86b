import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSessionToken } from '@/lib/auth-token';
import { useServerWordsFollowLanguage } from '@/lib/query/server-words';
import { knowCustomer } from '@/lib/report';
import { sessionCache } from '@/loan/first-reads';

function Scope({ token, children }: { token: string | undefined; children: ReactNode }) {
  const [client] = useState(() => sessionCache(token));
  useServerWordsFollowLanguage(client);
  // A session that has ended leaves nothing behind in memory.
  useEffect(
    () => () => {
      client.clear();
      knowCustomer(undefined);
    },
    [client],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * Everything signed in lives in the scope of one session: a new token (another customer signed
 * in, here or in another tab) starts over with an empty cache and fresh components, so no page,
 * menu or form keeps the previous customer's data.
 */
export function SessionScope({ children }: { children: ReactNode }) {
  const token = useSessionToken();
  return (
    <Scope key={token} token={token}>
      {children}
    </Scope>
  );
}
