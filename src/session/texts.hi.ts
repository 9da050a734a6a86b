import type { SessionTexts } from './texts';

export const hi: SessionTexts = {
  interestDue: (amount: string, date: string) => `${amount} का ब्याज ${date} को देय है`,
  interestWasDue: (amount: string, date: string) => `${amount} का ब्याज ${date} को देय था`,
};
