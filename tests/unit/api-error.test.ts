import { describe, expect, it } from 'vitest';
import { OFFLINE_ERROR } from '@/config/constants';
import { ApiError, apiErrorFrom, codeOutcome, errorMessage, isRefusal } from '@/lib/api-error';

describe('the error of a failed call', () => {
  it('keeps the server’s message, trimmed, and its details', () => {
    const error = apiErrorFrom(400, { message: ' Invalid OTP ', details: { attempts_left: 2 } });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Invalid OTP',
      details: { attempts_left: 2 },
    });
  });

  it.each([
    ['no body', undefined],
    ['a body that is null', null],
    ['details that are null', { details: null }],
    ['a body that is text', 'Bad gateway'],
    ['a list', [{ message: 'x' }]],
    ['an empty message', { message: '   ' }],
    ['a message that is not text', { message: 42, details: 'none' }],
    ['details that are a list', { details: ['x'] }],
  ])('says "Something went wrong" for %s, with no details', (_, body) => {
    expect(apiErrorFrom(502, body)).toMatchObject({
      status: 502,
      message: 'Something went wrong',
      details: undefined,
    });
  });

  it('shows a person the server’s message, or the screen’s own words', () => {
    expect(errorMessage(new ApiError(400, 'Invalid OTP'))).toBe('Invalid OTP');
    expect(errorMessage(new ApiError(500))).toBe('Something went wrong');
    expect(errorMessage(new ApiError(500), 'Could not send the code')).toBe(
      'Could not send the code',
    );
    // A thrown Error's text is for engineers, never for the customer.
    expect(errorMessage(new Error('t is undefined'))).toBe('Something went wrong');
    expect(errorMessage(null, 'Try again')).toBe('Try again');
  });

  it('counts only the portal’s own errors as refusals, not anything with a status', () => {
    expect(isRefusal(new ApiError(400))).toBe(true);
    expect(isRefusal({ status: 400, message: 'Bad Request' })).toBe(false);
  });
});

describe('how a code step reads a failed confirmation', () => {
  it('goes back to the choice when the records refuse the change itself (a 409), where it may', () => {
    const conflict = new ApiError(409, 'The request was already completed');
    expect(codeOutcome(conflict, true)).toEqual({
      kind: 'records',
      text: 'The request was already completed',
      sent: true,
    });
    // Where the records cannot refuse, a 409 is a refusal of what was typed like any other.
    expect(codeOutcome(conflict, false)).toMatchObject({ kind: 'wrong-code' });
    // Only the portal's own errors carry a status it trusts.
    expect(codeOutcome({ status: 409, message: 'x' }, true)).toMatchObject({ kind: 'failed' });
  });

  it('goes back to the choice when the server refuses the change it confirms (a 422), where it may', () => {
    const refused = new ApiError(422, 'The new password must differ from your current one.');
    expect(codeOutcome(refused, true)).toEqual({
      kind: 'records',
      text: 'The new password must differ from your current one.',
      sent: true,
    });
    expect(codeOutcome(refused, false)).toMatchObject({ kind: 'wrong-code' });
  });

  it.each([true, false])(
    'marks a refused code as wrong, in the server’s words (records may refuse: %s)',
    (recordsMayRefuse) => {
      expect(codeOutcome(new ApiError(400, 'Invalid OTP'), recordsMayRefuse)).toEqual({
        kind: 'wrong-code',
        text: 'Invalid OTP',
        sent: true,
      });
      expect(codeOutcome(new ApiError(401), recordsMayRefuse)).toEqual({
        kind: 'wrong-code',
        text: 'Something went wrong',
        sent: false,
      });
    },
  );

  it.each([
    ['a server that could not answer', new ApiError(500)],
    ['a call that timed out', new ApiError(0)],
    ['a body of the wrong shape', new ApiError(200)],
    ['too many tries for now', new ApiError(429)],
    ['a fault of the page', new Error('t is undefined')],
  ])('keeps the code for another try after %s, in the portal’s own words', (_, error) => {
    expect(codeOutcome(error, true)).toEqual({
      kind: 'failed',
      text: 'Something went wrong',
      sent: false,
    });
  });

  it('says the browser is offline when it is, in the portal’s own words (not the server’s)', () => {
    expect(codeOutcome(new ApiError(0, OFFLINE_ERROR), true)).toEqual({
      kind: 'failed',
      text: 'You seem to be offline. Check your connection and try again.',
      sent: false,
    });
  });
});
