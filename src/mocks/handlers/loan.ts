import { HttpResponse } from 'msw';
import { db } from '../db';
import { apiUrl, customerOf, fail, jsonBody, unauthorized, http } from '../http';
import { istDay } from '@/lib/ist';
import type { DemoCustomer } from '../schema';
import { owedOf } from '../books';
import { DEMO_BANK, newLoan } from '../seed-loans';
import { addNotice, notices } from '../notifications';
import { isOpen, loanAnswerItems, settleCollateralRequests } from '../collateral';
import { settledCustomerOf } from './collateral';
import { loanDocumentsOf } from '../loan-documents';
import { VOLT_LABELS } from '../volt-labels';

/** The demo Volt service, answered in the browser (the demo Volt script calls it). */
const VOLT_DEMO_API = '/demo-api/volt';

const ssoToken = (phone: string) => `volt-sso.${phone}`;

/** A verified email opens the demo credit line (with a fresh loan the first time). */
function creditLineOf(customer: DemoCustomer) {
  if (customer.application_status !== 'EMAIL_VERIFIED') return undefined;
  return db.update((state) => {
    const stored = state.customers[customer.phone_no];
    if (stored) stored.loan ??= newLoan(istDay(new Date()));
    return stored?.loan;
  });
}

/** The credit line's customer, with every collateral request whose time has come completed. */
function settledCustomerOfSso(request: Request): DemoCustomer | undefined {
  const phone = /^Bearer volt-sso\.(\d{10})$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!phone) return undefined;
  return db.update((state) => {
    const stored = state.customers[phone];
    if (stored) settleCollateralRequests(stored);
    return stored;
  });
}

function move(phone: string, kind: 'WITHDRAWAL' | 'REPAYMENT', amount: number) {
  db.update((state) => {
    const customer = state.customers[phone];
    const loan = customer?.loan;
    if (!customer || !loan) return;
    // The ledger takes it from the transactions (../books.ts): nothing else is stored.
    customer.transactions.push({
      id: `txn-${crypto.randomUUID()}`,
      created_at: new Date().toISOString(),
      event_type: `${kind}_SUCCESSFUL`,
      status: 'SUCCESSFUL',
      reference: `DEMO${Date.now()}`,
      event_details: {
        ...DEMO_BANK,
        application_type: 'CREDIT_LINE',
        ...(kind === 'WITHDRAWAL' ? { withdrawal_amount: amount } : { repayment_amount: amount }),
      },
    });
    addNotice(
      customer,
      kind === 'WITHDRAWAL'
        ? notices.withdrawal(amount, DEMO_BANK.bank_name, DEMO_BANK.account_last_4_digits)
        : notices.repayment(amount),
    );
  });
}

/**
 * The loan as the server answers it, its money owed from the ledger (../books.ts), as an
 * overdraft reports it (docs/decisions/0018-overdraft-books.md): the outstanding is the ledger's
 * balance, interest and charges included, and the shortfall that balance above the drawing power,
 * so a repayment lowers both by what it pays; a cured shortfall has no due date.
 */
export function loanAnswerOf(customer: DemoCustomer, now = new Date()) {
  const loan = customer.loan;
  if (!loan) return null;
  const owed = owedOf(customer, now);
  return {
    ...loan,
    principal_outstanding_amount: owed.total,
    interest_due_amount: owed.interest,
    available_credit_amount: owed.available,
    ...(loan.drawing_power === undefined
      ? {}
      : {
          shortfall_amount: owed.shortfall,
          shortfall_due_date: owed.shortfall > 0 ? loan.shortfall_due_date : undefined,
        }),
    pledged_portfolio_items: loanAnswerItems(customer, now),
  };
}

const noDuesCertificate = (issuedAt: string) => ({
  id: 'no-dues-certificate',
  type: 'NO_DUES_CERTIFICATE',
  title: 'No dues certificate',
  url: new URL('/demo/no-dues-certificate.pdf', window.location.origin).href,
  issued_at: issuedAt,
});

/**
 * Why the demo lender lends no more on this line, as a lender would: a closed line, or one whose
 * close is under way (its units are being released). Repaying stays open.
 */
function withdrawalRefusal(customer: DemoCustomer): string | undefined {
  if (customer.loan?.credit_status === 'CLOSED') return 'Your credit line is closed.';
  const closing = (customer.collateral_requests ?? []).some(
    (request) => request.kind === 'CLOSE' && isOpen(request),
  );
  return closing ? 'Your credit line is being closed. No withdrawals can be made now.' : undefined;
}

export const loanHandlers = [
  http.get(apiUrl('/loan/details'), ({ request }) => {
    const customer = settledCustomerOf(request);
    if (!customer) return unauthorized();
    // No loan yet is an answer, not an error.
    return HttpResponse.json({ data: loanAnswerOf(customer) });
  }),

  http.get(apiUrl('/loan/transactions'), ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    return HttpResponse.json({ data: customer.transactions });
  }),

  // The three documents of a demo loan (../loan-documents.ts), and the no-dues certificate once a
  // close has completed.
  http.get(apiUrl('/loan/documents'), ({ request }) => {
    const customer = settledCustomerOf(request);
    if (!customer) return unauthorized();
    if (!customer.loan) return HttpResponse.json({ data: [] });
    const closed = (customer.collateral_requests ?? []).find(
      (r) => r.kind === 'CLOSE' && r.status === 'COMPLETED',
    );
    return HttpResponse.json({
      data: [
        ...loanDocumentsOf(customer, istDay(new Date())),
        ...(closed && customer.loan.credit_status === 'CLOSED'
          ? [noDuesCertificate(closed.completed_at ?? new Date().toISOString())]
          : []),
      ],
    });
  }),

  http.get(apiUrl('/volt/tokens'), ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    if (!creditLineOf(customer)) {
      const stage =
        customer.application_status === 'OFFER_ACCEPTED'
          ? 'EMAIL_VERIFICATION_PENDING'
          : 'NOT_STARTED';
      return HttpResponse.json({
        data: { stage, sso_token: '', auth_token: '', customer_code: '' },
      });
    }
    return HttpResponse.json({
      data: {
        stage: 'COMPLETE',
        sso_token: ssoToken(customer.phone_no),
        auth_token: `volt-auth.${customer.phone_no}`,
        customer_code: `VOLT${customer.phone_no.slice(-4)}`,
      },
    });
  }),

  http.get(`${VOLT_DEMO_API}/credit-line`, ({ request }) => {
    const customer = settledCustomerOfSso(request);
    if (!customer?.loan) return fail(401, 'Session expired');
    const owed = owedOf(customer);
    return HttpResponse.json({
      limit: customer.loan.total_credit_amount,
      available: owed.available,
      outstanding: owed.total,
      labels: VOLT_LABELS,
    });
  }),

  http.post(`${VOLT_DEMO_API}/:action`, async ({ request, params }) => {
    const customer = settledCustomerOfSso(request);
    const loan = customer?.loan;
    if (!customer || !loan) return fail(401, 'Session expired');
    const { amount } = await jsonBody(request);
    const value = typeof amount === 'number' ? amount : NaN;
    const withdraw = params.action === 'withdraw';
    const refusal = withdraw ? withdrawalRefusal(customer) : undefined;
    if (refusal) return fail(409, refusal);
    const owed = owedOf(customer);
    const limit = withdraw ? owed.available : owed.total;
    if (!Number.isFinite(value) || value <= 0 || value > limit) {
      return fail(
        400,
        withdraw
          ? 'Enter an amount up to your available limit'
          : 'Enter an amount up to what you owe',
      );
    }
    move(customer.phone_no, withdraw ? 'WITHDRAWAL' : 'REPAYMENT', value);
    return HttpResponse.json({
      message: withdraw ? 'Withdrawal successful' : 'Repayment successful',
    });
  }),
];
