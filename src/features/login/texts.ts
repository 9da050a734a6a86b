import type { ReactNode } from 'react';
import { defineTexts, plural } from '@/lib/i18n/texts';

/** The login page's first step, its code step and its frame (docs/i18n.md); Hindi in texts.hi.ts. */
const en = {
  tagline: 'Loans against mutual funds and stocks',
  signedOutElsewhere: 'You signed out in another tab.',
  signedOutByServer: 'You were signed out. Please log in again.',
  signedOutIdle: (limit: string) => `You were signed out after ${limit} without activity.`,
  idleRule: (limit: string) =>
    `For your safety, you are signed out after ${limit} without activity. `,
  minutes: (n: number) => `${n} ${plural(n, { one: 'minute', other: 'minutes' })}`,
  loginSuccessful: 'Login Successful',
  otpSent: 'OTP sent',
  hello: (name: string) => `Hi, ${name}`,
  welcome: 'Welcome',
  offersNotSaved: (message: string) => `Your choice about offers was not saved: ${message}`,
  phonePrompt: 'Enter your mobile number to log in or sign up.',
  getOtp: 'Get OTP',
  loginWithPassword: 'Login with password',
  verifyNumber: 'Verify your number',
  codeSentTo: (phone: ReactNode, edit: ReactNode): ReactNode[] => [
    'Enter the 6-digit code sent to ',
    phone,
    ' ',
    edit,
  ],
  editPhone: 'Edit phone number',
  edit: 'Edit',
  oneTimeCode: 'One-time code',
  verifyOtp: 'Verify OTP',
  marketingConsent: 'Send me offers and updates by call, SMS, email or WhatsApp',
  agreement: (privacy: ReactNode, terms: ReactNode): ReactNode[] => [
    'By continuing, you agree to our ',
    privacy,
    ' and ',
    terms,
    ', and you consent to your details being shared with our lending and partner institutions to assess and process your loan.',
  ],
  privacyPolicy: 'Privacy Policy',
  termsOfUse: 'Terms of Use',
  help: (phone: ReactNode, email: ReactNode, chat: ReactNode): ReactNode[] => [
    'Need help? Call ',
    phone,
    ', write to ',
    email,
    ' or ',
    chat,
    '.',
  ],
  chatOnWhatsApp: 'chat on WhatsApp',
  benefitsLabel: 'Benefits',
  carousel: 'carousel',
  slide: 'slide',
  slideOf: (n: number, count: number) => `${n} of ${count}`,
  previousBenefit: 'Previous benefit',
  nextBenefit: 'Next benefit',
  showBenefit: (n: number, title: string) => `Show benefit ${n}: ${title}`,
  play: 'Play',
  pause: 'Pause',
  /** The carousel's five slides: the product's marketing claims (docs/product.md#marketing-claims). */
  benefits: (): readonly { figure: string; title: string; text: string }[] => [
    {
      figure: '₹5 Cr',
      title: 'Loans up to ₹5 crore',
      text: 'Borrow against your mutual funds and stocks without selling them.',
    },
    {
      figure: '10.25%',
      title: 'Rates from 10.25% p.a.',
      text: 'Far less than a credit card (35%) or a personal loan (18%).',
    },
    {
      figure: '50%',
      title: '50% LTV on stocks',
      text: 'Unlock up to half the value of your shares as a credit line.',
    },
    {
      figure: '10 min',
      title: 'Disbursal in 10 minutes',
      text: 'Fully online: the money reaches your bank account in minutes.',
    },
    {
      figure: '₹0',
      title: 'Zero pre-closure charges',
      text: 'Repay any time, in part or in full, at no extra cost.',
    },
  ],
};
export type LoginTexts = typeof en;
export const loginTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
