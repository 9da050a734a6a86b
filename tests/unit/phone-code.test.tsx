import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query/query-client';
import { notify } from '@/lib/toast';
import { usePhoneCode, type CodeRequest } from '@/session/phone-code';
import { server } from '../setup/msw-server';
import { recordCalls } from '../setup/record-calls';
import { API, customers } from '../support/demo';

/** The code step's send for a phone code (docs/api-contract.md#phone-codes). */
const code: CodeRequest = {
  purpose: 'BANK_DETAILS',
  change: { account_number: '123456789012', ifsc_code: 'HDFC0001234', bank_name: 'HDFC Bank' },
};

function sendFor(request: CodeRequest) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => usePhoneCode(request), { wrapper });
  // The step re-renders with the send's progress as it goes.
  return () => act(() => result.current());
}

beforeEach(() => {
  writeToken(`demo.${customers.priya}.code`);
});

describe('sending a phone code', () => {
  it("asks the server for a code for this change, and answers with the server's words for it", async () => {
    const calls = recordCalls('/auth/send-phone-otp');
    await expect(sendFor(code)()).resolves.toBe('Pay out to account ending 9012 at HDFC Bank');
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', body: code })]);
  });

  it('sends it again on each resend', async () => {
    const calls = recordCalls('/auth/send-phone-otp');
    const send = sendFor(code);
    await send();
    await send();
    expect(calls).toHaveLength(2);
  });

  it('leaves a failure to the code step, which shows it: no toast', async () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(`${API}/auth/send-phone-otp`, () =>
        HttpResponse.json({ message: 'Too many codes today' }, { status: 429 }),
      ),
    );
    await expect(sendFor(code)()).rejects.toThrow('Too many codes today');
    expect(toast).not.toHaveBeenCalled();
  });
});
