import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { closureQuoteQuery } from '@/loan/api/closure-quote';
import { documentsQuery } from '@/loan/api/documents';
import { loanKeys } from '@/loan/api/loan-keys';
import { server } from '../setup/msw-server';
import { API } from '../support/demo';

/* The loan's reads that only pages use, read here without a page. */
/** A cache of its own for each read, which fails at once rather than trying again. */
const cache = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('the quote for closing the line today', () => {
  it('is read from /loan/closure-quote, each amount and its validity', async () => {
    const quote = {
      principal_outstanding: 120_000,
      interest_accrued: 812.5,
      charges: 0,
      total_payable: 120_812.5,
      valid_until: '2026-11-29',
    };
    server.use(http.get(`${API}/loan/closure-quote`, () => HttpResponse.json({ data: quote })));
    expect(closureQuoteQuery.queryKey).toEqual(loanKeys.closureQuote());
    expect(await cache().fetchQuery(closureQuoteQuery)).toEqual(quote);
  });

  it('is null from a server without the call', async () => {
    server.use(
      http.get(`${API}/loan/closure-quote`, () => new HttpResponse(null, { status: 404 })),
    );
    expect(await cache().fetchQuery(closureQuoteQuery)).toBeNull();
  });
});

describe('the loan’s documents', () => {
  it('are read from /loan/documents, a kind the portal does not know as another document', async () => {
    const documents = [
      { id: 1, type: 'KFS', title: 'Key facts', url: '/d/1', issued_at: '2025-11-24' },
      { id: 'nd-1', type: 'NO_DUES_CERTIFICATE', title: 'No dues', url: '/d/2', issued_at: '' },
      { id: 3, type: 'WELCOME_KIT', title: 'Welcome', url: '/d/3', issued_at: '2025-11-24' },
    ];
    server.use(http.get(`${API}/loan/documents`, () => HttpResponse.json({ data: documents })));
    expect(documentsQuery.queryKey).toEqual(loanKeys.documents());
    expect(await cache().fetchQuery(documentsQuery)).toEqual([
      documents[0],
      documents[1],
      { ...documents[2], type: 'OTHER' },
    ]);
  });

  it('are null from a server without the call, and their titles are the server’s words', async () => {
    server.use(http.get(`${API}/loan/documents`, () => new HttpResponse(null, { status: 404 })));
    expect(await cache().fetchQuery(documentsQuery)).toBeNull();
    // Shown as the server wrote them, in any language (docs/i18n.md#the-servers-words).
    expect(documentsQuery.meta).toEqual({ serverWords: true });
  });
});
