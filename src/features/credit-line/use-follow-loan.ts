import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CREDIT_LINE_REFRESH_MS } from '@/config/constants';
import { loanDetailsQuery } from '@/loan/api/loan-details';
import { refreshAfterMoneyMoved } from '@/loan/api/loan-keys';

/**
 * Keeps the loan current while the credit line is open. The Volt SDK reports nothing to the page
 * (no event, no callback), so the page reads the loan every few seconds while it is visible, and
 * when what it reads has changed, money moved: the transactions and notifications are read again
 * too. A cleared shortfall leaves the banner at once, not at the next change of page.
 */
export function useFollowLoan() {
  const client = useQueryClient();
  const { data } = useQuery({ ...loanDetailsQuery, refetchInterval: CREDIT_LINE_REFRESH_MS });
  // The same answer keeps the same object (TanStack Query shares what did not change).
  const seen = useRef(data);
  useEffect(() => {
    if (seen.current !== undefined && data !== seen.current) refreshAfterMoneyMoved(client);
    seen.current = data;
  }, [client, data]);
}
