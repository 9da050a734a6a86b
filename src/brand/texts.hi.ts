import type { ReactNode } from 'react';
import type { BrandTexts } from './texts';

export const hi: BrandTexts = {
  disclosure: (lenders: ReactNode, brand: ReactNode) => [
    'लोन ',
    lenders,
    ' देते हैं, जो भारतीय रिज़र्व बैंक द्वारा विनियमित हैं। ',
    brand,
    ' एक ऋण सेवा प्रदाता (LSP) है।',
  ],
  and: 'और',
  legal: 'क़ानूनी जानकारी',
  lenders: 'ऋणदाता साझेदार',
  grievance: 'शिकायत निवारण',
  privacyPolicy: 'निजता नीति',
  terms: 'उपयोग की शर्तें',
  loadingPartner: 'साझेदार का विवरण लोड हो रहा है',
};
