// The re-check's calls to the demo backend over HTTP (docs/security.md#re-check): a code confirms
// one exact change and the server words its SMS (5.2, N13), the demo keeps no password (N15).
import { spawnSync } from 'node:child_process';
import { callJson } from './http.mjs';

const OTP = '123456';
const PHISHING = 'Lark: your KYC lapses today. Tell our agent on 1800 000 0000 this code';

/** Signs `phone` in on the demo backend and answers its token. */
async function signIn(api, host, phone) {
  const { json } = await callJson(api, host, 'POST', '/auth/verify-otp', {
    phone_no: phone,
    phone_otp: OTP,
  });
  return json.data.token;
}

const bank = (account_number, bank_name = 'HDFC Bank') => ({
  account_number,
  ifsc_code: 'HDFC0001234',
  account_holder_name: 'Arjun Shah',
  bank_name,
});

/** Each check: `{ id, name, held, evidence }`. `api` is the demo backend, `host` the API's host. */
export async function apiChecks({ api, host, phone }) {
  const token = await signIn(api, host, phone);
  const as = (method, path, body) => callJson(api, host, method, path, body, token);
  const code = async (purpose, change, extra = {}) =>
    (await as('POST', '/auth/send-phone-otp', { purpose, change, ...extra })).json;

  // 5.2: a code sent for one account, spent on another; then on its own change.
  await code('BANK_DETAILS', bank('123456789012'));
  const other = await as('POST', '/bank-details/add', { ...bank('999988887777'), phone_otp: OTP });
  const own = await as('POST', '/bank-details/add', { ...bank('123456789012'), phone_otp: OTP });
  const funds = (await as('GET', '/loan/details')).json.data.pledged_portfolio_items;
  const item = (fund, units) => ({ isin_no: fund.isin_no, folio_no: fund.folio_no, units });
  const release = (fund, units) => ({ kind: 'RELEASE', items: [item(fund, units)] });
  await code('RELEASE', release(funds[0], 1));
  const swapped = await as('POST', '/loan/collateral-requests', {
    ...release(funds[1], 100),
    phone_otp: OTP,
  });
  const exact = await as('POST', '/loan/collateral-requests', {
    ...release(funds[0], 1),
    phone_otp: OTP,
  });
  const bound = other.status === 400 && swapped.status === 400;
  const controls = own.status === 200 && exact.status === 201;

  // N13: the client's own words, then words carried in the change's fields.
  const worded = await code('BANK_DETAILS', bank('999988887777'), { summary: PHISHING });
  const inBankName = await code('BANK_DETAILS', bank('999988887777', `HDFC Bank. ${PHISHING}`));
  const inFund = await code('RELEASE', {
    kind: 'RELEASE',
    items: [{ isin_no: `${PHISHING} \u202Eevil`, folio_no: 'x', units: 1 }],
  });
  const long = await code('BANK_DETAILS', bank('999988887777', 'B'.repeat(5000)));
  const carried = [inBankName, inFund, long].filter(
    (answer) => answer?.summary && /KYC|\u202E|B{100}/.test(answer.summary),
  );

  // N15: the profile's answer, and what the demo keeps, after a password change.
  const profile = (await as('GET', '/auth/profile')).json?.data ?? {};
  const allowed = [
    '_id',
    'first_name',
    'last_name',
    'email',
    'phone_no',
    'is_email_verified',
    'is_phone_verified',
    'customer',
  ];
  const extra = Object.keys(profile).filter((key) => !allowed.includes(key));
  const store = demoStore(phone);

  return [
    {
      id: '5.2',
      name: 'A phone code confirms only the exact change it was sent for',
      held: bound && controls,
      evidence:
        `code for account …9012 spent on …7777: ${other.status}; code for 1 unit of ${funds[0].scheme_name} ` +
        `spent on 100 units of ${funds[1].scheme_name}: ${swapped.status}; ` +
        `each on its own change: ${own.status} and ${exact.status}`,
    },
    {
      id: 'N13a',
      name: 'The server words the SMS: a client summary is ignored',
      held: worded?.summary === 'Pay out to account ending 7777 at HDFC Bank',
      evidence: `sent with summary '${PHISHING.slice(0, 30)}…': answered '${worded?.summary}'`,
    },
    {
      id: 'N13b',
      name: "No client text reaches the SMS through the change's fields",
      held: carried.length === 0,
      evidence:
        `bank_name with a phishing line: '${inBankName?.summary?.slice(0, 110) ?? 'refused'}'; ` +
        `an unknown fund 'isin_no' with the line and U+202E: '${inFund?.summary?.slice(0, 60) ?? 'refused'}…'; ` +
        `a 5,000-character bank_name: ${long?.summary ? `${long.summary.length}-character summary` : 'refused'}`,
    },
    {
      id: 'N15',
      name: 'The demo keeps a password hash and answers an allow-list',
      held: extra.length === 0 && store.held,
      evidence: `profile keys: ${Object.keys(profile).join(', ')}; ${store.evidence}`,
    },
  ];
}

/** The demo's handlers in a process of their own (scripts/security/demo-store.mjs). */
function demoStore(phone) {
  const password = 'Qm7$correct-horse';
  const run = spawnSync('node', ['scripts/security/demo-store.mjs', phone, password], {
    encoding: 'utf8',
  });
  try {
    const { changed, profile, stored } = JSON.parse(run.stdout.trim().split('\n').at(-1));
    const kept = JSON.stringify(stored);
    const answered = JSON.stringify(profile);
    const hashed = /^pbkdf2-sha256\$\d+\$/.test(stored.password_hash ?? '');
    return {
      held: changed === 200 && hashed && !kept.includes(password) && !answered.includes('pbkdf2'),
      evidence:
        `after a change (${changed}) the store keeps '${String(stored.password_hash).slice(0, 22)}…', ` +
        `the password in clear ${kept.includes(password) ? 'yes' : 'nowhere'}; the profile after ` +
        `a password login has ${answered.includes('pbkdf2') || answered.includes(password) ? 'a secret' : 'no secret'}`,
    };
  } catch {
    return { held: false, evidence: `the demo store check failed: ${run.stderr.slice(0, 200)}` };
  }
}
