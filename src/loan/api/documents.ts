import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { orAbsent, request } from '@/lib/api';
import { text } from '@/lib/schema';
import { loanKeys } from '@/loan/api/loan-keys';

const DOCUMENT_TYPES = [
  'KFS',
  'SANCTION_LETTER',
  'LOAN_AGREEMENT',
  // A closed line's, once its close has completed (docs/api-contract.md#money-documents).
  'NO_DUES_CERTIFICATE',
  'OTHER',
] as const;

const documentSchema = z.object({
  id: z.union([z.string(), z.number()]),
  type: z.catch(z.enum(DOCUMENT_TYPES), 'OTHER'),
  title: text,
  url: text,
  issued_at: text,
});
export type LoanDocument = z.infer<typeof documentSchema>;

/** The loan's documents, or null where the server has none to offer (a 404 hides the section). */
function getDocuments(): Promise<LoanDocument[] | null> {
  return orAbsent(
    async () =>
      (await request(z.object({ data: z.array(documentSchema) }), { url: '/loan/documents' })).data,
  );
}

export const documentsQuery = queryOptions({
  queryKey: loanKeys.documents(),
  meta: { serverWords: true },
  queryFn: getDocuments,
});
