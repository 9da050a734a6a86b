import { HttpResponse } from 'msw';
import { formatDate } from '@/lib/format';
import { daysBetween, istDay } from '@/lib/ist';
import { apiUrl, customerOf, fail, http, unauthorized } from '../http';
import { certificatesOf, openedOn, statementOf } from '../ledger';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The statement of account and the interest certificates (docs/api-contract.md#money-documents). */
export const statementHandlers = [
  http.get(apiUrl('/loan/account-statement'), ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    if (!customer.loan) return fail(404, 'There is no credit line');
    const params = new URL(request.url).searchParams;
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const days = DAY.test(from) && DAY.test(to) ? daysBetween(from, to) : undefined;
    if (days === undefined || days < 0)
      return fail(400, 'Choose a start date on or before the end date.');
    if (days + 1 > 366) return fail(400, 'A statement covers at most 366 days.');
    const opened = openedOn(customer, istDay(new Date()));
    if (to < opened)
      return fail(
        400,
        `Your credit line began on ${formatDate(opened, 'en')}: choose dates from then on.`,
      );
    return HttpResponse.json({ data: statementOf(customer, from, to) });
  }),

  http.get(apiUrl('/loan/interest-certificates'), ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    if (!customer.loan) return fail(404, 'There is no credit line');
    return HttpResponse.json({ data: certificatesOf(customer) });
  }),
];
