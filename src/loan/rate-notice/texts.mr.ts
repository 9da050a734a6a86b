import type { RateNoticeTexts } from './texts';

export const mr: RateNoticeTexts = {
  label: 'व्याजदरातील बदल',
  announced: (from, to, on) => `${on} पासून तुमचा व्याजदर वार्षिक ${from} वरून ${to} होईल.`,
  aprWillBe: (apr) => `तुमचा वार्षिक टक्केवारी दर (APR) ${apr} असेल.`,
  changed: (from, to, on) => `${on} पासून तुमचा व्याजदर वार्षिक ${from} वरून ${to} झाला आहे.`,
  aprIs: (apr) => `तुमचा वार्षिक टक्केवारी दर (APR) ${apr} आहे.`,
  seeKeyFacts: 'मुख्य माहिती पाहा',
  hide: 'या वेळेपुरते लपवा',
};
