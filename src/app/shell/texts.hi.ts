import type { ReactNode } from 'react';
import type { ShellTexts } from './texts';

export const hi: ShellTexts = {
  openMenu: 'मेन्यू खोलें',
  closeMenu: 'मेन्यू बंद करें',
  menu: 'मेन्यू',
  brandHome: (brand: string) => `${brand} होम`,
  needHelp: 'मदद चाहिए?',
  chatWithUs: 'हमसे चैट करें',
  mainNav: 'मुख्य',
  sidebar: 'साइडबार',
  poweredBy: (logo: ReactNode) => [logo, ' द्वारा संचालित'],
  accountMenu: 'खाता मेन्यू',
  accountMenuFor: (firstName: string) => `${firstName} का खाता मेन्यू`,
  profile: 'प्रोफ़ाइल',
  logout: 'लॉग आउट करें',
  copyright: (year: number, brand: ReactNode) => ['© ', year, ' ', brand, '। सर्वाधिकार सुरक्षित।'],
  madeWithLove: 'प्यार से बनाया गया',
};
