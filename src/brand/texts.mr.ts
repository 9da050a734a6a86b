import type { ReactNode } from 'react';
import type { BrandTexts } from './texts';

export const mr: BrandTexts = {
  disclosure: (lenders: ReactNode, brand: ReactNode) => [
    'कर्ज ',
    lenders,
    ' देतात, ज्यांचे नियमन भारतीय रिझर्व्ह बँक करते. ',
    brand,
    ' ही कर्ज सेवा पुरवठादार (LSP) आहे.',
  ],
  and: 'आणि',
  legal: 'कायदेशीर माहिती',
  lenders: 'कर्जदाता भागीदार',
  grievance: 'तक्रार निवारण',
  privacyPolicy: 'गोपनीयता धोरण',
  terms: 'वापराच्या अटी',
  loadingPartner: 'भागीदाराची माहिती लोड होत आहे',
};
