import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { request } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { setLocale } from '@/lib/i18n/locale';
import { words as hindiOf } from '@/mocks/words.hi';
import { DEMO_OTP } from '@/mocks/seed';
import { owedNow } from '../setup/demo-books';
import { customers } from '../support/demo';
import { NOT_HINDI_DATES } from '../support/hindi-dates';
import { priyaStatementDescriptions } from '../setup/demo-statement';

afterEach(() => setLocale('en'));

const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).message;
};
const wrongCode = () =>
  request(z.unknown(), {
    method: 'POST',
    url: '/auth/verify-otp',
    data: { phone_no: customers.priya, phone_otp: '000000' },
  });
const notificationsOf = async (phone: string) => {
  const { data } = await request(z.object({ data: z.object({ token: z.string() }) }), {
    method: 'POST',
    url: '/auth/verify-otp',
    data: { phone_no: phone, phone_otp: DEMO_OTP },
  });
  const list = await request(
    z.object({ data: z.array(z.object({ title: z.string(), message: z.string() })) }),
    { url: '/notifications', headers: { Authorization: `Bearer ${data.token}` } },
  );
  return list.data;
};

describe('the demo backend answers in the language asked for (Accept-Language)', () => {
  it('refuses in Hindi when asked for Hindi, and in English, word for word, otherwise', async () => {
    expect(await refusal(wrongCode())).toBe('Invalid OTP');
    await setLocale('hi');
    expect(await refusal(wrongCode())).toBe('OTP ग़लत है');
  });

  it('refuses dates before the line began with the day in words, in Hindi with a Hindi month', () => {
    expect(hindiOf('Your credit line began on 28 Sept 2025: choose dates from then on.')).toBe(
      'आपकी क्रेडिट लाइन 28 सितंबर 2025 को शुरू हुई: उस दिन या उसके बाद की तारीख़ें चुनें।',
    );
  });

  it('tells its notifications in Hindi, amounts as they are and dates with Hindi month names', async () => {
    await setLocale('hi');
    const priya = await notificationsOf(customers.priya);
    expect(priya[0]?.title).toBe('ब्याज जल्द चुकाना है');
    // The amount is what her ledger says today (the day sets the interest so far).
    const interest = owedNow('priya').shown.interest.replace('.', '\\.');
    expect(priya[0]?.message).toMatch(
      new RegExp(
        `^${interest} का ब्याज \\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \\d{4} को चुकाना है। `,
      ),
    );
    const meera = await notificationsOf(customers.meera);
    expect(meera[0]?.title).toBe('मार्जिन की कमी');
    await setLocale('en');
    const english = await notificationsOf(customers.priya);
    expect(english[0]?.title).toBe('Interest due soon');
    expect(english[0]?.message).toMatch(
      new RegExp(
        `^Interest of ${interest} is due on \\d{1,2} [A-Z][a-z]{2} \\d{4}\\. Pay on time to avoid penal charges\\.$`,
      ),
    );
  });

  it("writes the statement of account's descriptions in Hindi: no English month in a Hindi statement", async () => {
    await setLocale('hi');
    const descriptions = await priyaStatementDescriptions();
    expect(descriptions).toContain('दंडात्मक शुल्क वापस लिया गया');
    expect(descriptions.filter((text) => text.endsWith('का ब्याज')).length).toBeGreaterThan(6);
    expect(descriptions.join(' ')).not.toMatch(NOT_HINDI_DATES);
  });

  it.each([
    [
      'A request is already in progress. Try again once it completes.',
      'एक अनुरोध पहले से चल रहा है। उसके पूरा होने के बाद फिर से कोशिश करें।',
    ],
    ['Repay ₹12,500 before closing your credit line', 'क्रेडिट लाइन बंद करने से पहले ₹12,500 चुकाएँ'],
    ['ELSS units in lock-in', 'ELSS यूनिट लॉक-इन अवधि में हैं'],
    [
      'The bank could not credit the account: the account is inactive.',
      'बैंक खाते में पैसे जमा नहीं कर सका: खाता चालू नहीं है।',
    ],
    [`OTP sent to +91 ${customers.priya}`, `+91 ${customers.priya} पर OTP भेजा गया`],
    [
      '1,200 units of Axis Bluechip Fund, 10.5 units of HDFC Liquid Fund are released from the pledge.',
      'Axis Bluechip Fund की 1,200 यूनिट, HDFC Liquid Fund की 10.5 यूनिट गिरवी से छूट गईं।',
    ],
    [
      'Your loan is ₹42,500 above your drawing power. Repay or pledge more by 1 Dec 2026, or the lender may sell pledged units.',
      'आपका लोन आपकी ड्रॉइंग पावर से ₹42,500 ज़्यादा है। 1 दिसंबर 2026 तक पैसे चुकाएँ या और गिरवी रखें, वरना ऋणदाता आपकी गिरवी रखी यूनिट बेच सकता है।',
    ],
    [
      'Your loan is ₹42,500 above your drawing power. Repay or pledge more by 1 Sept 2026, or the lender may sell pledged units.',
      'आपका लोन आपकी ड्रॉइंग पावर से ₹42,500 ज़्यादा है। 1 सितंबर 2026 तक पैसे चुकाएँ या और गिरवी रखें, वरना ऋणदाता आपकी गिरवी रखी यूनिट बेच सकता है।',
    ],
    [
      'Too many wrong passwords. Try again in 15 minutes, or log in with a code sent to your phone.',
      'बहुत बार ग़लत पासवर्ड डाला गया। 15 मिनट बाद फिर से कोशिश करें, या अपने फ़ोन पर भेजे गए कोड से लॉग इन करें।',
    ],
    ['Your password was changed', 'आपका पासवर्ड बदल दिया गया'],
    // The statement of account's descriptions.
    ['Processing fee', 'प्रोसेसिंग शुल्क'],
    ['Interest for April 2026', 'अप्रैल 2026 का ब्याज'],
    ['Interest for September 2026', 'सितंबर 2026 का ब्याज'],
    ['Withdrawal to HDFC Bank XXXX4321', 'निकासी: HDFC Bank खाता XXXX4321 में'],
    ['Enter an amount up to your available limit', 'निकालने के लिए उपलब्ध राशि से ज़्यादा न डालें'],
    ['Enter an amount up to what you owe', 'बकाया से ज़्यादा राशि न डालें'],
    ['Withdrawal credited', 'निकाली गई राशि आपके खाते में आ गई'],
    ['Partner not found', 'साझेदार नहीं मिला'],
    ['No dues certificate', 'नो ड्यूज़ सर्टिफ़िकेट (बकाया न होने का प्रमाणपत्र)'],
    ['Repayment received', 'चुकौती मिल गई'],
    ['Penal charge: interest paid late', 'दंडात्मक शुल्क: ब्याज देर से चुकाया गया'],
    ['Reversal of penal charge', 'दंडात्मक शुल्क वापस लिया गया'],
  ])('says %j in Hindi', (english, hindi) => {
    expect(hindiOf(english)).toBe(hindi);
  });

  it("names the signed-in devices in Hindi; a product's name (iPhone, Mac) as it is", async () => {
    await setLocale('hi');
    const { data } = await request(z.object({ data: z.object({ token: z.string() }) }), {
      method: 'POST',
      url: '/auth/verify-otp',
      data: { phone_no: customers.priya, phone_otp: DEMO_OTP },
    });
    const sessions = await request(z.object({ data: z.array(z.object({ device: z.string() })) }), {
      url: '/auth/sessions',
      headers: { Authorization: `Bearer ${data.token}` },
    });
    const devices = sessions.data.map((session) => session.device);
    expect(devices).toEqual(expect.arrayContaining(['Android फ़ोन', 'Windows लैपटॉप']));
    expect(devices.join(' ')).not.toMatch(/phone|laptop|computer|Tablet/);
    expect(['Linux computer', 'Windows computer', 'Tablet', 'iPhone', 'Mac'].map(hindiOf)).toEqual([
      'Linux कंप्यूटर',
      'Windows कंप्यूटर',
      'टैबलेट',
      'iPhone',
      'Mac',
    ]);
  });

  it('leaves what it does not know as it is: a name, a partner’s words', () => {
    expect(hindiOf('Axis Bluechip Fund')).toBe('Axis Bluechip Fund');
  });
});
