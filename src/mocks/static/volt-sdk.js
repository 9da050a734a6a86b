// The demo credit-line (Volt) SDK: the same constructor and submit() as the real one, drawing a
// small credit line into the given element and moving money through the demo backend, in the
// language of the page (its words come from the demo backend: src/mocks/volt-labels.ts).
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
      // Its words come from the demo server with the credit line, in the language of the page
      // it is drawn into at each call (the portal keeps <html lang> to the language on screen),
      // as its messages do: each element names the word it shows.
      // Hidden until its words have come: a button or a field without its name is never shown,
      // nor read out by a screen reader (an accessibility scan once caught both empty).
      const root = element('section', { class: 'demo-widget', hidden: '' });
      const figures = element('dl');
      const amount = element('input', {
        type: 'number',
        inputmode: 'numeric',
        min: '1',
        step: '1',
        id: 'volt-amount',
      });
      const label = element('label', { for: 'volt-amount', 'data-word': 'amount' });
      const withdraw = element('button', { type: 'button', 'data-word': 'withdraw' });
      const repay = element('button', { type: 'button', class: 'secondary', 'data-word': 'repay' });
      const actions = element('div', { class: 'actions' });
      const message = element('p', { class: 'message', role: 'status' });
      const hint = element('p', { class: 'hint' });
      hint.append(element('span', { 'data-word': 'customer' }), ` ${customerCode}`);
      actions.append(withdraw, repay);
      root.append(
        element('p', { class: 'tag', 'data-word': 'tag' }),
        element('h2', { 'data-word': 'heading' }),
        hint,
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
            'Accept-Language': document.documentElement.lang || 'en-IN',
            Authorization: `Bearer ${ssoToken}`,
            'X-Volt-Auth': authToken,
          },
        }).then(async (response) => {
          const body = await response.json();
          if (!response.ok) throw new Error(body.message ?? 'Something went wrong');
          return body;
        });

      const refresh = () =>
        call('/credit-line').then(({ limit, available, outstanding, labels = [] }) => {
          const words = Object.fromEntries(labels.map((word) => [word.id, word.label]));
          root.setAttribute('aria-label', words.region ?? '');
          root.querySelectorAll('[data-word]').forEach((node) => {
            node.textContent = words[node.dataset.word] ?? '';
          });
          figures.replaceChildren(
            element('dt', {}, words.available),
            element('dd', {}, rupees.format(available)),
            element('dt', {}, words.used),
            element('dd', {}, rupees.format(outstanding)),
            element('dt', {}, words.limit),
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
      refresh()
        .catch((error) => {
          // Without its words there is nothing to press: the message alone.
          message.textContent = error.message;
          root.replaceChildren(message);
        })
        .finally(() => {
          root.hidden = false;
        });
    }
  }

  window.Volt = Volt;
})();
