import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_ERROR, OFFLINE_ERROR } from '@/config/constants';
import { ApiError, errorMessage } from '@/lib/api-error';
import { setLocale } from '@/lib/i18n/locale';
import { phoneError } from '@/lib/validation';

afterEach(async () => {
  await setLocale('en');
});

describe('our own messages are written in the language on screen when shown', () => {
  it('in Hindi: our fallback and offline messages, the phone checks; a server message as sent', async () => {
    await setLocale('hi');
    expect(errorMessage(new ApiError(500))).toBe('कुछ गड़बड़ हो गई');
    expect(errorMessage(new Error('boom'))).toBe('कुछ गड़बड़ हो गई');
    expect(errorMessage(new ApiError(0, OFFLINE_ERROR))).toBe(
      'लगता है आप ऑफ़लाइन हैं। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    );
    expect(errorMessage(new ApiError(400, 'Invalid OTP'))).toBe('Invalid OTP');
    expect(phoneError('98765')).toBe('मोबाइल नंबर 10 अंकों का होना चाहिए');
    expect(phoneError('1234567890')).toBe('मोबाइल नंबर सही नहीं है');
  });

  it('in English, word for word as before', () => {
    expect(errorMessage(new ApiError(500))).toBe(FALLBACK_ERROR);
    expect(errorMessage(new ApiError(0, OFFLINE_ERROR))).toBe(OFFLINE_ERROR);
    expect(errorMessage(new ApiError(500), 'OTP verification failed.')).toBe(
      'OTP verification failed.',
    );
  });
});
