import type { ReactNode } from 'react';
import type { AutopayTexts } from './texts';

export const hi: AutopayTexts = {
  heading: 'ब्याज का ऑटोपे',
  loadFailed: 'हम आपका ऑटोपे लोड नहीं कर सके।',
  active: (amount: string, account: ReactNode, date: string): ReactNode[] => [
    `ब्याज का ऑटोपे चालू है: ${date} को `,
    account,
    ` से ${amount} कटेंगे।`,
  ],
  activeNoDebit: (account: ReactNode): ReactNode[] => ['ब्याज का ऑटोपे चालू है, ', account, ' से।'],
  pending: 'आपके बैंक के साथ आपका ऑटोपे सेट किया जा रहा है।',
  paused: (date: string) => `ब्याज का ऑटोपे रुका हुआ है। दंड शुल्क से बचने के लिए ${date} तक ब्याज चुकाएँ।`,
  pausedNoDate: 'ब्याज का ऑटोपे रुका हुआ है।',
  none: (date: string) => `ऑटोपे सेट नहीं है। दंड शुल्क से बचने के लिए ${date} तक ब्याज चुकाएँ।`,
  noneNoDate: 'ऑटोपे सेट नहीं है।',
  setUp: 'ऑटोपे सेट करें',
  viaUpi: 'UPI ऑटोपे से: आप इसे अपने UPI ऐप में मंज़ूर करें, फिर यहाँ लौट आएँ।',
  viaEnach:
    'eNACH से, यानी आपके बैंक खाते पर एक स्थायी निर्देश (mandate): आप इसे अपने बैंक की नेट बैंकिंग या डेबिट कार्ड से मंज़ूर करें, फिर यहाँ लौट आएँ।',
  setUpFailed: 'ऑटोपे सेट नहीं हो सका। कृपया बाद में फिर से कोशिश करें।',
};
