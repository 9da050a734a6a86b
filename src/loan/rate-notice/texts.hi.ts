import type { RateNoticeTexts } from './texts';

export const hi: RateNoticeTexts = {
  label: 'ब्याज दर में बदलाव',
  announced: (from, to, on) => `${on} से आपकी ब्याज दर ${from} से बदलकर ${to} सालाना हो जाएगी।`,
  aprWillBe: (apr) => `आपकी वार्षिक प्रतिशत दर (APR) ${apr} होगी।`,
  changed: (from, to, on) => `${on} से आपकी ब्याज दर ${from} से बदलकर ${to} सालाना हो गई है।`,
  aprIs: (apr) => `आपकी वार्षिक प्रतिशत दर (APR) ${apr} है।`,
  seeKeyFacts: 'मुख्य तथ्य देखें',
  hide: 'इस बार के लिए छिपाएँ',
};
