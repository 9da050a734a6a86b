import { queryOptions, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api';
import { text } from '@/lib/schema';

const tokensSchema = z.object({
  stage: text,
  sso_token: text,
  auth_token: text,
  customer_code: text,
});
export type VoltTokens = z.infer<typeof tokensSchema>;

async function getVoltTokens(): Promise<VoltTokens> {
  return (await request(z.object({ data: tokensSchema }), { url: '/volt/tokens' })).data;
}

/**
 * Tokens open one launch of the credit line: each visit asks for fresh ones, and nothing asks
 * again while it is open (new tokens would start the widget over, in the middle of a withdrawal).
 */
export const voltTokensQuery = queryOptions({
  queryKey: ['volt', 'tokens'],
  queryFn: getVoltTokens,
  staleTime: Infinity,
  gcTime: 0,
});

/** 'Try again' on tokens that were not ready: asks for fresh ones, as a first visit would. */
export function useAskForFreshTokens(): () => void {
  const client = useQueryClient();
  return () => void client.resetQueries(voltTokensQuery);
}

/** The credit line can open only at stage COMPLETE with every token present. */
export function isReady(tokens: VoltTokens): boolean {
  return (
    tokens.stage === 'COMPLETE' &&
    [tokens.sso_token, tokens.auth_token, tokens.customer_code].every(
      (token) => token.trim() !== '',
    )
  );
}
