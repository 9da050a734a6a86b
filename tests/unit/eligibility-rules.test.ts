import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyResult,
  homeAction,
  homeLabel,
  statusFromSync,
  syncedStatus,
} from '@/features/eligibility/status-rules';
import { readWidgetMessage, widgetErrorText } from '@/features/eligibility/widget-messages';

describe('the home button', () => {
  it.each([
    [null, false, 'Check Eligibility', 'open-widget'],
    [undefined, false, 'Check Eligibility', 'open-widget'],
    ['', false, 'Check Eligibility', 'open-widget'],
    ['PORTFOLIO_NOT_FOUND', false, 'Check Eligibility', 'open-widget'],
    ['OFFER_NOT_FOUND', true, 'Check Eligibility', 'open-widget'],
    ['EMAIL_VERIFIED', false, 'Get Cash', 'credit-line'],
    ['EMAIL_VERIFIED', true, 'Get Cash', 'credit-line'],
    ['OFFER_ACCEPTED', false, 'Get Cash', 'verify-email'],
    ['OFFER_ACCEPTED', true, 'Get Cash', 'credit-line'],
    ['ELIGIBILITY_CHECKED', false, 'Get Cash', 'verify-email'],
    ['ELIGIBILITY_CHECKED', true, 'Get Cash', 'credit-line'],
    ['SOMETHING_NEW', false, 'Get Cash', 'verify-email'],
  ] as const)('%j (email verified: %s) -> %s, %s', (status, verified, label, action) => {
    expect(homeLabel(status, 'closed')).toBe(label);
    expect(homeAction(status, verified)).toBe(action);
  });

  it("reads 'Loading...' while the widget loads and 'Please complete the form' once it is ready", () => {
    for (const status of [null, 'OFFER_ACCEPTED', 'EMAIL_VERIFIED']) {
      expect(homeLabel(status, 'loading')).toBe('Loading...');
      expect(homeLabel(status, 'ready')).toBe('Please complete the form');
    }
  });
});

describe('eligibility results', () => {
  it.each([
    ['No credit limit available for this portfolio', 'no-credit-limit'],
    ['Error: User is not eligible for any offer', 'not-eligible'],
    ['Portfolio not found', 'portfolio-not-found'],
    ['PORTFOLIO NOT FOUND for PAN', 'portfolio-not-found'],
    ['Eligibility check completed successfully', 'fetch-offers'],
    ['', 'fetch-offers'],
  ] as const)('%j -> %s', (message, outcome) => {
    expect(classifyResult(message)).toBe(outcome);
  });

  it('syncs close-frame answers into a status, never moving back from an offer or a verified email', () => {
    expect(
      statusFromSync(['Profile synced successfully', 'CAS portfolio saved successfully']),
    ).toBe('ELIGIBILITY_CHECKED');
    expect(statusFromSync(['PAN data not fetched', undefined])).toBe('');
    expect(statusFromSync([undefined, 'No CAS data found'])).toBeUndefined();
    expect(syncedStatus(null, 'ELIGIBILITY_CHECKED')).toBe('ELIGIBILITY_CHECKED');
    expect(syncedStatus('ELIGIBILITY_CHECKED', '')).toBe('');
    expect(syncedStatus('OFFER_ACCEPTED', 'ELIGIBILITY_CHECKED')).toBe('OFFER_ACCEPTED');
    expect(syncedStatus('EMAIL_VERIFIED', '')).toBe('EMAIL_VERIFIED');
  });
});

describe('widget messages', () => {
  const widget = { postMessage: () => undefined } as unknown as MessageEventSource;
  const expected = { origin: 'https://sdk.example.in', source: widget };

  it('accepts each protocol message from the widget', () => {
    const read = (data: unknown) =>
      readWidgetMessage({ origin: expected.origin, source: widget, data }, expected);
    expect(read({ type: 'READY' })).toEqual({ type: 'READY' });
    expect(read({ type: 'ELIGIBILITY_RESULT', data: { message: 'ok' } })).toEqual({
      type: 'ELIGIBILITY_RESULT',
      data: { message: 'ok' },
    });
    expect(read({ type: 'CLOSE_FRAME' })).toEqual({ type: 'CLOSE_FRAME' });
    const error = read({ type: 'ERROR', data: { error: { message: 'Down' } } });
    expect(error?.type === 'ERROR' && widgetErrorText(error)).toBe('Down');
    const bare = read({ type: 'ERROR' });
    expect(bare?.type === 'ERROR' && widgetErrorText(bare)).toBe('An error occurred');
  });

  it.each([
    [{ error: '  Service down ' }, 'Service down'],
    [{ error: { message: ' Try later' } }, 'Try later'],
    [{ error: '   ' }, 'An error occurred'],
    [{ error: { message: '' } }, 'An error occurred'],
    [{ error: {} }, 'An error occurred'],
    [{}, 'An error occurred'],
  ])('shows the widget’s error %j as %j', (data, text) => {
    const message = readWidgetMessage({ ...expected, data: { type: 'ERROR', data } }, expected);
    expect(message?.type === 'ERROR' && widgetErrorText(message)).toBe(text);
  });

  /** Every message the protocol allows, so only the origin or the window can reject one. */
  const validMessage = fc.oneof(
    fc.constant({ type: 'READY' }),
    fc.record({
      type: fc.constant('ELIGIBILITY_RESULT'),
      data: fc.record({ message: fc.string() }),
    }),
    fc.record({ type: fc.constant('ERROR'), data: fc.record({ error: fc.string() }) }),
    fc.constant({ type: 'CLOSE' }),
    fc.constant({ type: 'CLOSE_FRAME' }),
  );

  it('accepts every valid message from the widget’s origin and window (property)', () => {
    fc.assert(
      fc.property(
        validMessage,
        (data) => readWidgetMessage({ ...expected, data }, expected) !== undefined,
      ),
    );
  });

  it('ignores a valid message from any other origin, or from another window (property)', () => {
    const other = { postMessage: () => undefined } as unknown as MessageEventSource;
    const otherOrigin = fc
      .oneof(
        fc.webUrl().map((u) => new URL(u).origin),
        // Near misses: another scheme, port or subdomain of the widget's host, or no origin.
        fc.constantFrom(
          'http://sdk.example.in',
          'https://sdk.example.in:8443',
          'https://evil.sdk.example.in',
          'https://sdk.example.in.evil.example',
          'null',
          '',
        ),
      )
      .filter((origin) => origin !== expected.origin);
    fc.assert(
      fc.property(validMessage, otherOrigin, (data, origin) => {
        return readWidgetMessage({ origin, source: widget, data }, expected) === undefined;
      }),
    );
    fc.assert(
      fc.property(validMessage, fc.constantFrom(other, null), (data, source) => {
        return readWidgetMessage({ origin: expected.origin, source, data }, expected) === undefined;
      }),
    );
  });

  it('ignores, without throwing, a message of another shape (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const message = readWidgetMessage({ ...expected, data }, expected);
        return (
          message === undefined ||
          ['READY', 'ELIGIBILITY_RESULT', 'ERROR', 'CLOSE', 'CLOSE_FRAME'].includes(message.type)
        );
      }),
    );
  });

  it('ignores everything while no widget is open', () => {
    expect(
      readWidgetMessage({ ...expected, data: { type: 'READY' } }, { ...expected, source: null }),
    ).toBeUndefined();
  });
});
