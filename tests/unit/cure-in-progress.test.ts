import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { CollateralRequest } from '@/loan/api/collateral-requests';
import type { LoanDetails } from '@/loan/api/loan-details';
import { loanKeys } from '@/loan/api/loan-keys';
import { useCureInProgress } from '@/loan/cure-in-progress';
import { collateralRequest, loanDetails } from '../support/builders';

/** ₹20,000 used of a drawing power of ₹15,000: ₹5,000 short. */
const shortLoan = loanDetails({ principal_outstanding_amount: 20_000, drawing_power: 15_000 });
const healthyLoan = loanDetails({ principal_outstanding_amount: 10_000, drawing_power: 15_000 });

/** A pledge of 10 and 2.5 units and a fund whose units the server left out, due on 30 Nov. */
const openPledge = collateralRequest({
  id: 'pledge-1',
  kind: 'PLEDGE',
  status: 'IN_PROGRESS',
  due_at: '2026-11-30',
  items: [{ units: 10 }, { units: '2.5' }, {}],
});

/** The hook's answer with these reads in the cache, which stand (no read of its own). */
function cureWith(loan: LoanDetails | null, requests: CollateralRequest[] | null) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, retryOnMount: false } },
  });
  client.setQueryData(loanKeys.details(), loan);
  client.setQueryData(loanKeys.collateralRequests(), requests);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return renderHook(useCureInProgress, { wrapper }).result.current;
}

describe('a pledge under way that cures the shortfall (docs/product.md#collateral-health)', () => {
  it('is the open pledge’s units, all its funds added, and its due date, while the loan is short', () => {
    expect(cureWith(shortLoan, [openPledge])).toEqual({ units: 12.5, dueAt: '2026-11-30' });
  });

  it('is the first open pledge, past open releases and finished pledges', () => {
    const release = collateralRequest({
      id: 'release-1',
      due_at: '2026-11-28',
      items: [{ units: 1 }],
    });
    const done = collateralRequest({
      id: 'pledge-0',
      kind: 'PLEDGE',
      status: 'COMPLETED',
      due_at: '2026-11-25',
      items: [{ units: 3 }],
    });
    const received = { ...openPledge, status: 'RECEIVED' as const };
    expect(cureWith(shortLoan, [release, done, received])).toEqual({
      units: 12.5,
      dueAt: '2026-11-30',
    });
  });

  it('is nothing while the loan is not short, or not known', () => {
    expect(cureWith(healthyLoan, [openPledge])).toBeUndefined();
    expect(cureWith(null, [openPledge])).toBeUndefined();
  });

  it('is nothing without an open pledge, or one the lender gave no due date', () => {
    expect(cureWith(shortLoan, null)).toBeUndefined();
    expect(cureWith(shortLoan, [{ ...openPledge, status: 'REJECTED' }])).toBeUndefined();
    expect(cureWith(shortLoan, [{ ...openPledge, kind: 'RELEASE' }])).toBeUndefined();
    expect(cureWith(shortLoan, [{ ...openPledge, due_at: '' }])).toBeUndefined();
  });
});
