import { HttpResponse } from 'msw';
import { drawingPowerHistory } from '../drawing-power-history';
import { apiUrl, customerOf, fail, unauthorized, http } from '../http';

const RANGES = new Set(['30', '90', '365']);

export const drawingPowerHandlers = [
  // docs/api-contract.md#drawing-power-history: no line, no history (the section is hidden).
  http.get(apiUrl('/loan/drawing-power-history'), ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    if (!customer.loan) return fail(404, 'No credit line');
    const days = new URL(request.url).searchParams.get('days') ?? '90';
    if (!RANGES.has(days)) return fail(400, 'days must be 30, 90 or 365');
    return HttpResponse.json({
      data: drawingPowerHistory(customer, new Date(), Number(days)),
    });
  }),
];
