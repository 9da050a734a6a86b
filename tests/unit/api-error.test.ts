import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, errorMessage, isRefusal } from '@/lib/api-error';

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
