import { textsNow } from '@/lib/i18n/texts';
import type { ApplicationStatus } from '@/session/api/profile';
import { eligibilityTexts, type EligibilityTexts } from './texts';

/** What the home button does (docs/product.md#the-home-button). */
export type HomeAction = 'open-widget' | 'credit-line' | 'verify-email';
export type WidgetPhase = 'closed' | 'loading' | 'ready';

const CHECK_ELIGIBILITY: readonly (string | null | undefined)[] = [
  null,
  undefined,
  '',
  'PORTFOLIO_NOT_FOUND',
  'OFFER_NOT_FOUND',
];

export function needsEligibilityCheck(status: ApplicationStatus | undefined): boolean {
  return CHECK_ELIGIBILITY.includes(status);
}

/** The button's words, in the language of `t` (the one on screen unless given). */
export function homeLabel(
  status: ApplicationStatus | undefined,
  widget: WidgetPhase,
  t: EligibilityTexts = textsNow(eligibilityTexts),
): string {
  if (widget === 'loading') return t.loading;
  if (widget === 'ready') return t.completeForm;
  return needsEligibilityCheck(status) ? t.checkEligibility : t.getCash;
}

export function homeAction(
  status: ApplicationStatus | undefined,
  emailVerified: boolean,
): HomeAction {
  if (needsEligibilityCheck(status)) return 'open-widget';
  if (status === 'EMAIL_VERIFIED' || emailVerified) return 'credit-line';
  return 'verify-email';
}

/** A background sync never moves a customer back from an accepted offer or a verified email. */
export function syncedStatus(current: ApplicationStatus | undefined, proposed: ApplicationStatus) {
  return current === 'OFFER_ACCEPTED' || current === 'EMAIL_VERIFIED' ? current : proposed;
}

export type EligibilityOutcome =
  'no-credit-limit' | 'not-eligible' | 'portfolio-not-found' | 'fetch-offers';

/** Reads the widget's ELIGIBILITY_RESULT message (matched as a substring, in this order). */
export function classifyResult(message: string): EligibilityOutcome {
  if (message.includes('No credit limit available')) return 'no-credit-limit';
  if (message.includes('User is not eligible for any offer')) return 'not-eligible';
  if (/portfolio not found/i.test(message)) return 'portfolio-not-found';
  return 'fetch-offers';
}

/** The status a close-frame sync proposes from the portfolio answers, if any. */
export function statusFromSync(messages: (string | undefined)[]): ApplicationStatus | undefined {
  if (messages.includes('CAS portfolio saved successfully')) return 'ELIGIBILITY_CHECKED';
  if (messages.includes('PAN data not fetched')) return '';
  return undefined;
}
