import type { ReactNode } from 'react';
import type { ShellTexts } from './texts';

export const mr: ShellTexts = {
  openMenu: 'मेनू उघडा',
  closeMenu: 'मेनू बंद करा',
  menu: 'मेनू',
  brandHome: (brand: string) => `${brand} होम`,
  needHelp: 'मदत हवी आहे?',
  chatWithUs: 'आमच्याशी चॅट करा',
  mainNav: 'मुख्य',
  sidebar: 'साइडबार',
  poweredBy: (logo: ReactNode) => [logo, ' द्वारे चालवलेले'],
  accountMenu: 'खाते मेनू',
  accountMenuFor: (firstName: string) => `${firstName} यांचा खाते मेनू`,
  profile: 'प्रोफाइल',
  logout: 'लॉग आउट करा',
  copyright: (year: number, brand: ReactNode) => ['© ', year, ' ', brand, '. सर्व हक्क राखीव.'],
  madeWithLove: 'प्रेमाने बनवलेले',
};
