// The demo eligibility widget: speaks the portal's widget protocol (docs/widgets.md#messages) from
// the portal's own origin, as the real widget does from its own.
const portal = window.parent !== window ? window.parent : window.opener;
const portalOrigin = window.location.origin;
const params = new URLSearchParams(window.location.search);
const greeting = document.getElementById('greeting');

const post = (type, data) =>
  portal?.postMessage(data === undefined ? { type } : { type, data }, portalOrigin);

try {
  const theme = JSON.parse(params.get('theme') ?? '{}');
  if (typeof theme.primaryColor === 'string') {
    document.documentElement.style.setProperty('--primary', theme.primaryColor);
  }
} catch {
  // A theme the demo cannot read keeps the default colours.
}

if (!params.get('sessionId') || !params.get('authKey')) {
  greeting.textContent = 'This widget was opened without a session.';
}

window.addEventListener('message', (event) => {
  if (event.origin !== portalOrigin || event.source !== portal) return;
  if (event.data?.type !== 'USER_DATA_UPDATE') return;
  const { first_name: name, pan, phone } = event.data.data ?? {};
  greeting.textContent = `Checking the portfolio of ${name || 'the customer'} (PAN ${pan || 'unknown'}, +91 ${phone}).`;
});

document.querySelectorAll('button').forEach((button) => {
  button.addEventListener('click', () => {
    if (button.dataset.result) post('ELIGIBILITY_RESULT', { message: button.dataset.result });
    else if (button.dataset.error) post('ERROR', { error: button.dataset.error });
    else post('CLOSE_FRAME');
  });
  button.disabled = false;
});

post('READY');
