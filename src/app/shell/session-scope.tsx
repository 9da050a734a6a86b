import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSessionToken } from '@/lib/auth-token';
import { serverWordsFollowLanguage } from '@/lib/query/query-client';
import { knowCustomer } from '@/lib/report';
import { sessionCache } from '@/loan/first-reads';

function Scope({ token, children }: { token: string | undefined; children: ReactNode }) {
  const [client] = useState(() => sessionCache(token));
  // The server's words on screen follow a language switch; a session that has ended leaves
  // nothing behind in memory.
  useEffect(() => {
    const stopFollowing = serverWordsFollowLanguage(client);
    return () => {
      stopFollowing();
      client.clear();
      knowCustomer(undefined);
    };
  }, [client]);
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
