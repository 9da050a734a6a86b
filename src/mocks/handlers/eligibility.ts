import { HttpResponse } from 'msw';
import { endpoint, getEnv } from '@/config/env';
import { db } from '../db';
import { apiUrl, customerOf, fail, jsonBody, unauthorized, updateCustomer, http } from '../http';
import { addNotice, notices } from '../notifications';

const sdk = (path: string) => endpoint(getEnv().VITE_SDK_API_URL, path);
const portfolio = (path: string) => endpoint(getEnv().VITE_PORTFOLIO_API_URL, path);

function sdkAuthorised(request: Request): boolean {
  const env = getEnv();
  return (
    request.headers.get('X-SDK-Key') === env.VITE_SDK_KEY &&
    request.headers.get('X-SDK-Secret') === env.VITE_SDK_SECRET
  );
}

export const eligibilityHandlers = [
  http.get(sdk('/loan-sdk/init'), ({ request }) => {
    if (!sdkAuthorised(request)) return fail(401, 'Invalid SDK credentials');
    return HttpResponse.json({
      sessionId: `sess-${crypto.randomUUID()}`,
      themeConfig: { primaryColor: '#0f766e', accentColor: '#fbbf24', borderRadius: '12px' },
      partnerName: 'Lark',
      partnerId: 'lark-demo',
    });
  }),

  http.post(sdk('/loan-sdk/get-offers'), async ({ request }) => {
    if (!sdkAuthorised(request)) return fail(401, 'Invalid SDK credentials');
    const { phone } = await jsonBody(request);
    if (typeof phone !== 'string' || !/^\+91[6-9]\d{9}$/.test(phone))
      return fail(400, 'Invalid phone');
    // The offer is on record, so the customer may now accept it (docs/demo-backend.md#rules).
    const offer = { offerId: `offer-${phone.slice(-4)}`, creditLimit: 500_000, interestRate: 10.5 };
    updateCustomer(phone.slice(3), (c) => {
      c.offer_made = true;
      addNotice(c, notices.offer(offer.creditLimit, offer.interestRate));
    });
    return HttpResponse.json({ data: offer });
  }),

  http.post(apiUrl('/users/larkdata'), ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    return HttpResponse.json({
      message: customer.pan ? 'Profile synced successfully' : 'PAN data not fetched',
    });
  }),

  http.post(portfolio('/customer/casdata/fetch-and-save'), async ({ request }) => {
    const customer = customerOf(request);
    if (!customer) return unauthorized();
    const { userId, phoneNumber } = await jsonBody(request);
    if (userId !== customer.id || phoneNumber !== customer.phone_no)
      return fail(400, 'Unknown customer');
    const known = db.read().customers[customer.phone_no]?.pan;
    return HttpResponse.json({
      message: known ? 'CAS portfolio saved successfully' : 'No CAS data found',
    });
  }),
];
