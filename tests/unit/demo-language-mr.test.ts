import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { request } from '@/lib/api';
import { setLocale } from '@/lib/i18n/locale';
import { DEMO_OTP } from '@/mocks/seed';
import { words as marathiOf } from '@/mocks/words.mr';
import { customers } from '../support/demo';
import { priyaStatementDescriptions } from '../setup/demo-statement';

afterEach(() => setLocale('en'));

/** An English month's name, whole or short: none may reach a Marathi statement. */
const ENGLISH_MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/;

describe('the demo backend in Marathi (Accept-Language: mr-IN)', () => {
  it('writes the statement of account in Marathi, with Marathi months', async () => {
    await setLocale('mr');
    const descriptions = await priyaStatementDescriptions();
    expect(descriptions).toContain('दंड शुल्क रद्द केले');
    expect(descriptions.filter((text) => text.endsWith('चे व्याज')).length).toBeGreaterThan(6);
    expect(descriptions.join(' ')).not.toMatch(ENGLISH_MONTH);
  });

  it("writes the key facts' charges and benchmark in Marathi: no English word in them", async () => {
    await setLocale('mr');
    const { data } = await request(z.object({ data: z.object({ token: z.string() }) }), {
      method: 'POST',
      url: '/auth/verify-otp',
      data: { phone_no: customers.meera, phone_otp: DEMO_OTP },
    });
    const text = z.object({ name: z.optional(z.string()), basis: z.string() });
    const facts = await request(
      z.object({
        data: z.object({
          charges: z.array(text),
          penal_charge: text,
          benchmark: z.object({ name: z.string() }),
        }),
      }),
      { url: '/loan/key-facts', headers: { Authorization: `Bearer ${data.token}` } },
    );
    const { charges, penal_charge, benchmark } = facts.data;
    const words = [
      ...charges.flatMap((charge) => [charge.name ?? '', charge.basis]),
      penal_charge.basis,
      benchmark.name,
    ];
    expect(words.filter((word) => /[A-Za-z]{3,}/.test(word))).toEqual([]);
  });

  it('refuses dates before the line began with the day in words, with a Marathi month', () => {
    expect(marathiOf('Your credit line began on 28 Sept 2025: choose dates from then on.')).toBe(
      'तुमची क्रेडिट लाइन 28 सप्टेंबर 2025 रोजी सुरू झाली: त्या दिवसानंतरच्या तारखा निवडा.',
    );
  });

  it.each([
    ['Autopay is already set up.', 'ऑटोपे आधीच सेट केलेले आहे.'],
    ['Choose UPI Autopay or eNACH.', 'UPI ऑटोपे किंवा eNACH निवडा.'],
    [
      'Your loan is ₹42,500 above your drawing power. Repay or pledge more by 1 Sept 2026, or the lender may sell pledged units.',
      'तुमचे कर्ज तुमच्या ड्रॉइंग पॉवरपेक्षा ₹42,500 जास्त आहे. 1 सप्टेंबर 2026 पर्यंत परतफेड करा किंवा आणखी तारण ठेवा, नाहीतर कर्जदाता तुमची तारण ठेवलेली युनिट्स विकू शकतो.',
    ],
    ['Invalid OTP', 'OTP चुकीचा आहे'],
    ['Repay ₹12,500 before closing your credit line', 'क्रेडिट लाइन बंद करण्यापूर्वी ₹12,500 परतफेड करा'],
    [`OTP sent to +91 ${customers.priya}`, `+91 ${customers.priya} वर OTP पाठवला`],
    [
      'Release 1,200 units of Axis Bluechip Fund and 10.5 units of HDFC Liquid Fund',
      'Axis Bluechip Fund ची 1,200 युनिट्स आणि HDFC Liquid Fund ची 10.5 युनिट्स सोडवा',
    ],
    [
      '1,200 units of Axis Bluechip Fund, 10.5 units of HDFC Liquid Fund are released from the pledge.',
      'Axis Bluechip Fund ची 1,200 युनिट्स आणि HDFC Liquid Fund ची 10.5 युनिट्स तारणातून सोडवली आहेत.',
    ],
    [
      'Your loan is ₹42,500 above your drawing power. Repay or pledge more by 1 Dec 2026, or the lender may sell pledged units.',
      'तुमचे कर्ज तुमच्या ड्रॉइंग पॉवरपेक्षा ₹42,500 जास्त आहे. 1 डिसेंबर 2026 पर्यंत परतफेड करा किंवा आणखी तारण ठेवा, नाहीतर कर्जदाता तुमची तारण ठेवलेली युनिट्स विकू शकतो.',
    ],
    ['Interest for April 2026', 'एप्रिल 2026 चे व्याज'],
    ['Withdrawal to HDFC Bank XXXX4321', 'HDFC Bank XXXX4321 खात्यात पैसे काढले'],
    ['Repayment received', 'परतफेड मिळाली'],
  ])('says %j in Marathi', (english, marathi) => {
    expect(marathiOf(english)).toBe(marathi);
  });

  it('leaves what it does not know as it is: a name', () => {
    expect(marathiOf('Axis Bluechip Fund')).toBe('Axis Bluechip Fund');
  });
});
