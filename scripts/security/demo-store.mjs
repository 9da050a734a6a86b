// Part of the security re-check (docs/security.md#re-check), in a process of its own because the
// demo's handlers take Node's globals: changes a demo customer's password through the handlers,
// then prints (JSON) what the demo keeps for that customer and what its profile answers.
//   node scripts/security/demo-store.mjs PHONE NEW_PASSWORD
import { getResponse } from 'msw';
import { loadDemoHandlers } from '../demo-handlers.mjs';

const [phone, password] = process.argv.slice(2);
const api = process.env.VITE_API_BASE_URL ?? 'https://api.example.in/customer';
const { handlers, items, close } = await loadDemoHandlers('http://portal.localhost');

async function call(method, path, body, token) {
  const answer = await getResponse(
    handlers,
    new Request(`${api}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: answer?.status, json: await answer?.json().catch(() => undefined) };
}

const login = await call('POST', '/auth/verify-otp', { phone_no: phone, phone_otp: '123456' });
const token = login.json.data.token;
await call('POST', '/auth/send-phone-otp', { purpose: 'PASSWORD', change: {} }, token);
const changed = await call(
  'PUT',
  '/auth/change-password',
  { new_password: password, phone_otp: '123456' },
  token,
);
const relogin = await call('POST', '/auth/login', { phone_no: phone, password });
const profile = await call('GET', '/auth/profile', undefined, relogin.json?.data?.token);
const stored = JSON.parse(items.get('lark-demo-db-v3') ?? '{}').customers?.[phone] ?? {};
console.log(JSON.stringify({ changed: changed.status, profile, stored }));
await close();
