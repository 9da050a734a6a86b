import type { ReactNode } from 'react';
import { defineTexts } from '@/lib/i18n/texts';

type Feature = { figure: string; title: string; text: string };
type Outcome = { title: string; text: string; action: string };

/** The home page's texts (docs/i18n.md); Hindi in texts.hi.ts. */
const en = {
  eyebrow: 'Loan against securities',
  title: 'Instant Cash Against Mutual Funds',
  lead: 'Get a credit line against your mutual funds and stocks in minutes, while your investments keep growing.',
  heroRates: 'Rates from 10.25% p.a. · Zero pre-closure charges',
  checkEligibility: 'Check Eligibility',
  getCash: 'Get Cash',
  loading: 'Loading...',
  completeForm: 'Please complete the form',
  redirecting: 'Redirecting...',
  featuresHeading: 'Features',
  /** The product's marketing claims (docs/product.md#marketing-claims). */
  features: (): readonly Feature[] => [
    {
      figure: '₹5 Cr',
      title: 'Loans up to ₹5 crore',
      text: 'One credit line against your mutual funds and stocks.',
    },
    {
      figure: '10.25%',
      title: 'Rates from 10.25% p.a.',
      text: 'Interest only on what you use, for the days you use it.',
    },
    {
      figure: '50%',
      title: '50% LTV on stocks',
      text: 'Borrow up to half the value of your pledged shares.',
    },
    {
      figure: '10 min',
      title: 'Disbursal in 10 minutes',
      text: 'Fully digital: no branch visits, no paperwork.',
    },
    {
      figure: '₹0',
      title: 'Zero pre-closure charges',
      text: 'Repay any time, in part or in full, for free.',
    },
  ],
  whyHeading: 'Why Choose Us',
  whyText:
    'Keep your investments growing and borrow at a fraction of what unsecured credit costs: rates from 10.25% p.a., disbursal in 10 minutes and zero pre-closure charges.',
  interestPerYear: 'Interest per year',
  loanAgainstSecurities: 'Loan against securities',
  personalLoan: 'Personal loan',
  creditCard: 'Credit card',
  fromRate: (rate: number) => `from ${rate}%`,
  closingHeading: 'Your investments can do more',
  closingText: 'Find out in minutes how much you can borrow, without selling a single unit.',
  yourCreditLine: 'Your credit line',
  availableToWithdraw: 'available to withdraw',
  creditUsed: 'Credit used',
  usedOf: (used: string, limit: string) => `${used} used of ${limit}`,
  used: (amount: string) => `${amount} used`,
  limit: (amount: string) => `limit ${amount}`,
  lineClosed: 'Closed',
  lineClosedNote: 'Your documents and statements stay on My Loan Profile.',
  // Home once the line is closed (docs/product.md#a-closed-line-at-home)
  closedHeading: 'Your credit line is closed',
  closedOn: (date: string) => `Closed on ${date}. You owe nothing on it.`,
  whatNext: 'What to do next',
  keepCertificate: 'Keep your no dues certificate: it shows that nothing is owed on this line.',
  unitsReleased:
    'Your pledged units have been released: they show as free, not pledged, in your mutual fund statement.',
  recordsStay: 'Your statements and interest certificates stay on My Loan Profile.',
  borrowAgain: (talk: ReactNode): ReactNode[] => [
    'To borrow against your funds again, ',
    talk,
    '.',
  ],
  talkToUs: 'talk to us',
  lineClosing: 'Closing',
  lineClosingNote: (due: string | undefined) =>
    `All your pledged funds are being released${due ? ` (due ${due})` : ''}. No withdrawals can be made now.`,
  viewMyLoan: 'View my loan',
  exampleCreditLine: 'Example credit line',
  /** The example's figure: what a line could hold, never money the newcomer has. */
  exampleAvailable: 'could be available to withdraw',
  mutualFundsPledged: 'Mutual funds pledged',
  interestFor30Days: 'Interest for 30 days',
  fundsStayInvested: 'Your funds stay invested',
  example: (pledged: string, used: string, rate: number) =>
    `Example: pledge ${pledged} of mutual funds, use ${used}, and pay interest at ${rate}% p.a. only on what you use.`,
  checkYourEligibility: 'Check your eligibility',
  closeEligibilityCheck: 'Close eligibility check',
  eligibilityCheck: 'Eligibility check',
  /** The three answers of an eligibility check (docs/product.md#the-eligibility-result). */
  portfolioNotFound: (): Outcome => ({
    title: 'Portfolio Not Found',
    text: "We couldn't find your investment portfolio. Please check your details and try again.",
    action: 'Close',
  }),
  noOffers: (): Outcome => ({
    title: 'No Offers Available',
    text: 'Currently no offer available for you. We will meet in future with better opportunities.',
    action: 'Close',
  }),
  congratulations: (): Outcome => ({
    title: 'Congratulations!',
    text: 'You have an offer for a credit line against your investments. Verify your email to continue.',
    action: 'Continue to Email Verification',
  }),
  notEligible: "Sorry, you're not eligible for a loan at this time",
  phoneNotFound: 'Phone number not found in profile',
  sdkNotInitialized: 'SDK not initialized',
  failedToOpen: 'Failed to open eligibility check',
  failedToInitialize: 'Failed to initialize SDK',
  failedToInitializeWith: (status: number, message: string) =>
    `Failed to initialize SDK: ${status} - ${message}`,
  missingConfiguration: 'Missing required configuration: apiKey and apiSecret are required',
  invalidInitAnswer: 'Invalid response structure from initialization API',
  failedToFetchProfile: 'Failed to fetch user profile',
  widgetError: 'An error occurred',
};
export type EligibilityTexts = typeof en;
export const eligibilityTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
