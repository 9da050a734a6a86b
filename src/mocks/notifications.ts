import { formatDate, formatRupees } from '@/lib/format';
import { daysBetween, istDay } from '@/lib/ist';
import { owedOf } from './books';
import type { DemoCustomer, DemoNotification } from './schema';

/**
 * What the demo server tells a customer when something happens
 * (docs/demo-backend.md#notifications). Each notice is a notification without its id, time and read
 * flag; `add` writes it on the customer's record.
 */
export type Notice = Omit<DemoNotification, 'id' | 'created_at' | 'read'> & {
  /** Names a one-off event, so it is told once, even after the customer deleted it. */
  key?: string;
};

const TRANSACTIONS = '/loan?tab=transactions';

export const notices = {
  welcome: (): Notice => ({
    type: 'success',
    title: 'Welcome aboard',
    message: 'Your account is ready. Check your eligibility to see how much you can borrow.',
    link: '/',
    key: 'welcome',
  }),
  offer: (limit: number, rate: number): Notice => ({
    type: 'success',
    title: 'You have an offer',
    message: `You are eligible for a credit line of ${formatRupees(limit)} at ${rate}% a year. Verify your email to continue.`,
    link: '/verify-email',
  }),
  notEligible: (): Notice => ({
    type: 'info',
    title: 'No offer this time',
    message:
      'Your portfolio does not qualify for a credit line right now. You can check again later.',
    link: '/',
  }),
  portfolioNotFound: (): Notice => ({
    type: 'warning',
    title: 'Portfolio not found',
    message:
      'We could not find mutual funds or shares in your name. Check that your PAN and phone number match your investments.',
    link: '/help-and-support',
  }),
  emailVerified: (email: string): Notice => ({
    type: 'success',
    title: 'Email verified',
    message: `${email} is verified. Statements and loan documents will be sent there.`,
    link: '/profile',
    key: `email:${email}`,
  }),
  passwordChanged: (): Notice => ({
    type: 'warning',
    title: 'Your password was changed',
    message:
      'Every other device was signed out. If you did not change it, contact us at once from Help and Support.',
    link: '/help-and-support',
  }),
  withdrawal: (amount: number, bank: string, last4: string): Notice => ({
    type: 'success',
    title: 'Withdrawal credited',
    message: `${formatRupees(amount)} was sent to your ${bank} account ending ${last4}.`,
    link: TRANSACTIONS,
  }),
  repayment: (amount: number): Notice => ({
    type: 'success',
    title: 'Repayment received',
    message: `We received your repayment of ${formatRupees(amount)}. Thank you.`,
    link: TRANSACTIONS,
  }),
  interestDue: (amount: number, date: string): Notice => ({
    type: 'warning',
    title: 'Interest due soon',
    message: `Interest of ${formatRupees(amount)} is due on ${formatDate(date, 'en')}. Pay on time to avoid penal charges.`,
    link: '/loan',
    key: `interest:${date}`,
  }),
  shortfall: (amount: number, date: string | undefined): Notice => ({
    type: 'error',
    title: 'Margin shortfall',
    message: `Your loan is ${formatRupees(amount)} above your drawing power. Repay or pledge more${date ? ` by ${formatDate(date, 'en')}` : ''}, or the lender may sell pledged units.`,
    link: '/loan',
    key: `shortfall:${date ?? ''}`,
  }),
};

/** Writes `notice` on the customer's record, once when it has a key. */
export function addNotice(customer: DemoCustomer, { key, ...notice }: Notice, at = new Date()) {
  if (key) {
    const told = (customer.told ??= []);
    if (told.includes(key)) return;
    told.push(key);
  }
  (customer.notifications ??= []).push({
    id: `ntf-${crypto.randomUUID()}`,
    created_at: at.toISOString(),
    read: false,
    ...notice,
  });
}

/** Interest due within 7 days and a margin shortfall are told once each, when first seen. */
export function addDueNotices(customer: DemoCustomer, now = new Date()): void {
  const loan = customer.loan;
  if (!loan) return;
  const days = daysBetween(istDay(now), loan.interest_due_date);
  const { interest, shortfall } = owedOf(customer, now);
  if (interest > 0 && days !== undefined && days >= 0 && days <= 7) {
    addNotice(customer, notices.interestDue(interest, loan.interest_due_date), now);
  }
  if (shortfall > 0)
    addNotice(customer, notices.shortfall(shortfall, loan.shortfall_due_date), now);
}
