// The demo's stand-in for a lender's payment gateway (docs/demo-backend.md#interest-autopay):
// 'Authorise' records the request as authorised, where the demo backend reads it
// (GATEWAY_KEY in src/mocks/mandate.ts), and either choice sends the customer back.
const GATEWAY_KEY = 'lark-demo-gateway';
const params = new URLSearchParams(window.location.search);
const methods = { UPI_AUTOPAY: 'UPI Autopay', ENACH: 'eNACH' };
const request = params.get('request') ?? '';
const back = params.get('return') ?? '';
// Only a path of this site: the gateway never sends anyone elsewhere.
const returnTo = /^\/(?!\/)/.test(back) ? back : '/loan';

document.getElementById('about').textContent =
  `Kestrel Finance Limited asks to debit your interest each month by ` +
  `${methods[params.get('method')] ?? 'autopay'} from ${params.get('bank') ?? 'your bank'} ` +
  `••${params.get('account') ?? ''}.`;

document.querySelectorAll('button').forEach((button) => {
  button.addEventListener('click', () => {
    if (button.dataset.choice === 'authorise' && request) {
      let record = {};
      try {
        record = JSON.parse(localStorage.getItem(GATEWAY_KEY) ?? '{}') ?? {};
      } catch {
        // A record the demo cannot read starts again.
      }
      localStorage.setItem(GATEWAY_KEY, JSON.stringify({ ...record, [request]: Date.now() }));
    }
    window.location.assign(returnTo);
  });
});
