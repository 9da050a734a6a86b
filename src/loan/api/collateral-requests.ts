import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { orAbsent, request } from '@/lib/api';
import { onAnswerChange } from '@/lib/query/query-client';
import { optionalAmount, text } from '@/lib/schema';
import { loanKeys, refreshLoan } from './loan-keys';

/*
 * The customer's collateral requests (docs/api-contract.md#collateral-self-service): a release,
 * pledge or close of the line. Read by the collateral pages, and by the shell and home, which
 * offer no withdrawal while a close is under way (docs/product.md#a-line-being-closed). A server
 * without the call answers 404: the read is then null.
 */

const REQUEST_STATUSES = ['RECEIVED', 'IN_PROGRESS', 'COMPLETED', 'REJECTED'] as const;

export const collateralRequestSchema = z.object({
  id: z.union([z.string(), z.number()]),
  kind: z.enum(['RELEASE', 'PLEDGE', 'CLOSE']),
  status: z.catch(z.enum(REQUEST_STATUSES), 'RECEIVED'),
  items: z.catch(
    z.array(
      z.object({
        isin_no: text,
        folio_no: text,
        units: optionalAmount,
        scheme_name: text,
      }),
    ),
    [],
  ),
  created_at: text,
  due_at: text,
  completed_at: text,
  failure_reason: text,
});
export type CollateralRequest = z.infer<typeof collateralRequestSchema>;

export const isOpen = (r: CollateralRequest) =>
  r.status === 'RECEIVED' || r.status === 'IN_PROGRESS';

/** While a request is open it is asked for again this often, so its completion shows. */
const OPEN_REFRESH_MS = 10_000;

const openCount = (requests: CollateralRequest[] | null) => requests?.filter(isOpen).length ?? 0;

/**
 * The customer's requests, asked for again while any is open. When one completes, the loan is
 * read again, so pledged units and drawing power show what changed.
 */
export const collateralRequestsQuery = queryOptions({
  queryKey: loanKeys.collateralRequests(),
  queryFn: () =>
    orAbsent(
      async () =>
        (
          await request(z.object({ data: z.array(collateralRequestSchema) }), {
            url: '/loan/collateral-requests',
          })
        ).data,
    ),
  refetchInterval: (query) => (query.state.data?.some(isOpen) ? OPEN_REFRESH_MS : false),
  meta: {
    ...onAnswerChange<CollateralRequest[] | null>((client, before, after) => {
      if (openCount(after) < openCount(before)) refreshLoan(client, loanKeys.collateralRequests());
    }),
    serverWords: true,
  },
});
