import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { text } from '@/lib/schema';
import { loanKey } from '@/session/loan';

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
async function getDocuments(): Promise<LoanDocument[] | null> {
  try {
    return (await request(z.object({ data: z.array(documentSchema) }), { url: '/loan/documents' }))
      .data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const documentsQuery = queryOptions({
  queryKey: [...loanKey, 'documents'],
  queryFn: getDocuments,
});
