// The demo credit-line (Volt) SDK: the same constructor and submit() as the real one, drawing a
// small credit line into the given element and moving money through the demo backend.
// A closure, so the page can load it again after clearing it (its names are not global).
(() => {
  const API = `${window.location.origin}/demo-api/volt`;
  const rupees = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });

  function element(tag, attributes = {}, text) {
    const node = document.createElement(tag);
    Object.entries(attributes).forEach(([name, value]) => node.setAttribute(name, value));
    if (text !== undefined) node.textContent = text;
    return node;
  }

  class Volt {
    constructor(options) {
      if (!options?.divId || !options.customerSsoToken)
        throw new Error('Volt: divId and customerSsoToken are required');
      this.options = options;
    }

    submit(authToken, customerCode, ssoToken) {
      const host = document.getElementById(this.options.divId);
      if (!host) throw new Error(`Volt: no element #${this.options.divId}`);
      if (!document.querySelector('link[data-volt-demo]')) {
        document.head.append(
          element('link', {
            rel: 'stylesheet',
            href: '/demo/demo-widgets.css',
            'data-volt-demo': '',
          }),
        );
      }
      const root = element('section', { class: 'demo-widget', 'aria-label': 'Credit line' });
      const figures = element('dl');
      const amount = element('input', {
        type: 'number',
        inputmode: 'numeric',
        min: '1',
        step: '1',
        id: 'volt-amount',
      });
      const label = element('label', { for: 'volt-amount' }, 'Amount (₹)');
      const withdraw = element('button', { type: 'button' }, 'Withdraw');
      const repay = element('button', { type: 'button', class: 'secondary' }, 'Repay');
      const actions = element('div', { class: 'actions' });
      const message = element('p', { class: 'message', role: 'status' });
      actions.append(withdraw, repay);
      root.append(
        element('p', { class: 'tag' }, 'Demo credit line (Volt)'),
        element('h2', {}, 'Withdraw or repay'),
        element('p', { class: 'hint' }, `Customer ${customerCode}`),
        figures,
        label,
        amount,
        actions,
        message,
      );
      host.replaceChildren(root);

      const call = (path, init = {}) =>
        fetch(`${API}${path}`, {
          ...init,
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${ssoToken}`,
            'X-Volt-Auth': authToken,
          },
        }).then(async (response) => {
          const body = await response.json();
          if (!response.ok) throw new Error(body.message ?? 'Something went wrong');
          return body;
        });

      const refresh = () =>
        call('/credit-line').then(({ limit, available, outstanding }) => {
          figures.replaceChildren(
            element('dt', {}, 'Available'),
            element('dd', {}, rupees.format(available)),
            element('dt', {}, 'Used'),
            element('dd', {}, rupees.format(outstanding)),
            element('dt', {}, 'Limit'),
            element('dd', {}, rupees.format(limit)),
          );
        });

      const act = (path) => () => {
        message.textContent = '';
        call(path, { method: 'POST', body: JSON.stringify({ amount: Number(amount.value) }) })
          .then((body) => {
            message.textContent = body.message;
            amount.value = '';
            return refresh();
          })
          .catch((error) => {
            message.textContent = error.message;
          });
      };
      withdraw.addEventListener('click', act('/withdraw'));
      repay.addEventListener('click', act('/repay'));
      refresh().catch((error) => {
        message.textContent = error.message;
      });
    }
  }

  window.Volt = Volt;
})();
