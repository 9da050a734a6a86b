import { vi } from 'vitest';

/**
 * A person's input, for tests in jsdom: jsdom can only make events a script made (`isTrusted`
 * false), so from the moment this is called, the listeners added to `document` see an event made
 * here as the browser would hand it over (`isTrusted` true). The events are dispatched for real
 * (capture, bubbling, `stopPropagation` and a listener's removal all apply); any other event
 * reaches them as it is.
 */
export function asAPerson() {
  const browserMade = new WeakSet<Event>();
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    if (typeof listener !== 'function') return add(type, listener, options);
    add(
      type,
      (event) =>
        listener(
          browserMade.has(event)
            ? new Proxy(event, {
                get: (target, key) => (key === 'isTrusted' ? true : Reflect.get(target, key)),
              })
            : event,
        ),
      options,
    );
  });
  /** Dispatches `type` on `target` (the document unless said) as the browser would. */
  return (type: string, init: MouseEventInit = {}, target: EventTarget = document) => {
    const event = new MouseEvent(type, { bubbles: true, screenX: 0, screenY: 0, ...init });
    browserMade.add(event);
    target.dispatchEvent(event);
  };
}
