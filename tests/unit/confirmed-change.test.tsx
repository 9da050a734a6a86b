import { mutationOptions, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query/query-client';
import { notify } from '@/lib/toast';
import { useConfirmedChange } from '@/session/confirmed-change';
import { server } from '../setup/msw-server';
import { recordCalls } from '../setup/record-calls';
import { API, customers } from '../support/demo';

type Bank = { account_number: string; ifsc_code: string; bank_name: string };
const bank: Bank = {
  account_number: '123456789012',
  ifsc_code: 'HDFC0001234',
  bank_name: 'HDFC Bank',
};

/** A write the code confirms; it records what it was sent. */
const sent: unknown[] = [];
const save = mutationOptions({
  mutationFn: async (body: Bank & { phone_otp: string }) => {
    sent.push(body);
    return 'Saved';
  },
});

function confirmedChange(options: { onDone?: (result: string) => void; recordsRefuse?: boolean }) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useConfirmedChange({
        codeFor: (change: Bank) => ({ purpose: 'BANK_DETAILS', change }),
        mutation: save,
        request: (change, code) => ({ ...change, phone_otp: code }),
        ...options,
      }),
    { wrapper },
  );
  return result;
}

/** Chooses the bank details and returns the open code step's flow. */
function ask(change: ReturnType<typeof confirmedChange>) {
  act(() => change.current.ask(bank));
  const flow = change.current.flow;
  if (!flow) throw new Error('The code step did not open');
  return flow;
}

beforeEach(() => {
  writeToken(`demo.${customers.priya}.code`);
  sent.length = 0;
});

describe('a change confirmed by the phone code', () => {
  it('waits for the choice, then asks for the code for it', () => {
    const change = confirmedChange({});
    expect(change.current.step).toEqual({ at: 'choosing' });
    act(() => change.current.ask(bank));
    expect(change.current.step).toEqual({ at: 'code', change: bank });
  });

  it("asks the server for a code for this change, and answers with the server's words for it", async () => {
    const calls = recordCalls('/auth/send-phone-otp');
    const change = confirmedChange({});
    const flow = ask(change);
    await expect(act(() => flow.send())).resolves.toBe(
      'Pay out to account ending 9012 at HDFC Bank',
    );
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', body: { purpose: 'BANK_DETAILS', change: bank } }),
    ]);
  });

  it('sends a code again on each resend', async () => {
    const calls = recordCalls('/auth/send-phone-otp');
    const change = confirmedChange({});
    const flow = ask(change);
    await act(() => flow.send());
    await act(() => flow.send());
    expect(calls).toHaveLength(2);
  });

  it('leaves a failure to send to the code step, which shows it: no toast', async () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(`${API}/auth/send-phone-otp`, () =>
        HttpResponse.json({ message: 'Too many codes today' }, { status: 429 }),
      ),
    );
    const change = confirmedChange({});
    const flow = ask(change);
    await expect(act(() => flow.send())).rejects.toThrow('Too many codes today');
    expect(toast).not.toHaveBeenCalled();
  });

  it('sends the change asked for with the code typed, and says it is done', async () => {
    const onDone = vi.fn();
    const change = confirmedChange({ onDone });
    const flow = ask(change);
    const result = await act(() => flow.confirm('123456'));
    act(() => flow.done(result));
    expect(sent).toEqual([{ ...bank, phone_otp: '123456' }]);
    expect(change.current.step).toEqual({ at: 'done', change: bank, result: 'Saved' });
    expect(onDone).toHaveBeenCalledWith('Saved', bank);
  });

  it('is done with nothing more to do on screen (the collateral pages say it in the step)', async () => {
    const change = confirmedChange({});
    const flow = ask(change);
    const result = await act(() => flow.confirm('123456'));
    act(() => flow.done(result));
    expect(change.current.step).toEqual({ at: 'done', change: bank, result: 'Saved' });
  });

  it("goes back to the choice with the server's words when its records refuse the change", () => {
    const change = confirmedChange({ recordsRefuse: true });
    const flow = ask(change);
    act(() => flow.refuse?.('Already changed'));
    expect(change.current.step).toEqual({ at: 'choosing' });
    expect(change.current.refused).toBe('Already changed');
  });

  it('keeps the refusal while the same choice is asked for again', () => {
    const change = confirmedChange({ recordsRefuse: true });
    const flow = ask(change);
    act(() => flow.refuse?.('Already changed'));
    ask(change);
    act(() => change.current.back());
    expect(change.current.refused).toBe('Already changed');
  });

  it('has no code step open before the change is chosen', () => {
    expect(confirmedChange({}).current.flow).toBeUndefined();
  });

  it('leaves a refusal to the code boxes unless the records can refuse the change', () => {
    const change = confirmedChange({});
    expect(ask(change).refuse).toBeUndefined();
  });

  it('starts over: back to the choice, the refusal forgotten', () => {
    const change = confirmedChange({ recordsRefuse: true });
    const flow = ask(change);
    act(() => flow.refuse?.('Already changed'));
    act(() => change.current.startOver());
    expect(change.current.step).toEqual({ at: 'choosing' });
    expect(change.current.refused).toBeUndefined();
  });

  it('starts over from an open code step: the code step closes (the choice it was for changed)', () => {
    const change = confirmedChange({});
    ask(change);
    act(() => change.current.startOver());
    expect(change.current.step).toEqual({ at: 'choosing' });
    expect(change.current.flow).toBeUndefined();
  });
});
