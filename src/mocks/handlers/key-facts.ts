import { HttpResponse } from 'msw';
import { istDay } from '@/lib/ist';
import { apiUrl, customerOf, fail, http, unauthorized } from '../http';
import { keyFactsOf } from '../key-facts';

/** Key facts (docs/api-contract.md#key-facts). */
export const keyFactsHandlers = [
  http.get(apiUrl('/loan/key-facts'), ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    const facts = keyFactsOf(customer, istDay(new Date()));
    return facts ? HttpResponse.json({ data: facts }) : fail(404, 'Not Found');
  }),
];
