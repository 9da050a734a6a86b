import type { ReactNode } from 'react';
import { defineTexts } from '@/lib/i18n/texts';

/** The signed-in frame's texts: top bar, navigation, account menu, footer; Hindi in texts.hi.ts. */
const en = {
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  brandHome: (brand: string) => `${brand} home`,
  needHelp: 'Need help?',
  chatWithUs: 'Chat With Us',
  mainNav: 'Main',
  sidebar: 'Sidebar',
  poweredBy: (logo: ReactNode) => ['powered by ', logo],
  accountMenu: 'Account menu',
  accountMenuFor: (firstName: string) => `Account menu for ${firstName}`,
  profile: 'Profile',
  logout: 'Logout',
  copyright: (year: number, brand: ReactNode) => ['© ', year, ' ', brand, '. All rights reserved.'],
  madeWithLove: 'Made with love',
};
export type ShellTexts = typeof en;
export const shellTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
