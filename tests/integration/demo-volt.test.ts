import { describe, expect, it } from 'vitest';
import { VOLT_LABELS } from '@/mocks/volt-labels';
import { customers } from '../support/demo';

// The demo credit-line (Volt) service the demo widget calls (docs/demo-backend.md#demo-widgets).
const creditLine = async (language: string) => {
  const response = await fetch(`${window.location.origin}/demo-api/volt/credit-line`, {
    headers: {
      Authorization: `Bearer volt-sso.${customers.priya}`,
      'Accept-Language': language,
    },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { labels: { id: string; label: string }[] };
  return Object.fromEntries(body.labels.map(({ id, label }) => [id, label]));
};

describe("the demo credit-line widget's words", () => {
  it('come from the demo server, in the language the page asks in', async () => {
    const english = await creditLine('en-IN');
    expect(english).toEqual(Object.fromEntries(VOLT_LABELS.map(({ id, label }) => [id, label])));
    expect(english).toMatchObject({ heading: 'Withdraw or repay', withdraw: 'Withdraw' });
    const hindi = await creditLine('hi-IN');
    expect(hindi).toMatchObject({ heading: 'पैसे निकालें या चुकाएँ', withdraw: 'पैसे निकालें' });
    const marathi = await creditLine('mr-IN');
    expect(marathi).toMatchObject({ heading: 'पैसे काढा किंवा परतफेड करा', repay: 'परतफेड करा' });
    // Every word is in each language: none is left in English.
    for (const words of [hindi, marathi]) {
      for (const [id, label] of Object.entries(words)) expect(label).not.toBe(english[id]);
    }
  });
});
