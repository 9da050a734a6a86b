import type { ReactNode } from 'react';
import { defineTexts } from '@/lib/i18n/texts';

/**
 * /profile's 'Password and devices' (docs/product.md#account-security); Hindi in
 * security-texts.hi.ts. The rules' messages and the success message are word for word.
 */
const en = {
  sectionTitle: 'Password and devices',
  changePassword: 'Change password',
  setNewPassword: 'Set a new password',
  oneMoreCode:
    'You are signed in. To keep your account safe, a new password needs one more code, which we send to your phone when you continue.',
  passwordIntro:
    'Use 8 to 64 characters: a phrase only you would think of is easy to remember and hard to guess.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  show: 'Show',
  hide: 'Hide',
  tooShort: 'Use at least 8 characters',
  tooLong: 'Use at most 64 characters',
  phone: 'Do not use your phone number',
  common: 'This password is too common. Choose another.',
  mismatch: 'The passwords do not match',
  continue: 'Continue',
  cancel: 'Cancel',
  loadingForm: 'Loading the password form',
  passwordCodeSentTo: (phone: ReactNode): ReactNode[] => [
    'A new password needs the 6-digit code sent to ',
    phone,
    '.',
  ],
  passwordChanged: 'Password changed. Other devices were signed out.',
  devicesTitle: 'Signed-in devices',
  loadingDevices: 'Loading your devices',
  failedToLoadDevices: 'Could not load your signed-in devices',
  thisDevice: 'This device',
  onSystem: (browser: string, os: string) => `${browser} on ${os}`,
  activeNow: 'Active now',
  lastActive: (when: string) => `Last active ${when}`,
  signOut: 'Sign out',
  signedOutDevice: 'The device was signed out.',
  noOtherDevices: 'No other device is signed in.',
  signOutAll: 'Sign out of all other devices',
  signOutAllQuestion: 'Sign out of all other devices?',
  signOutAllWarning:
    'Every other phone, tablet and computer signed in to your account will need to log in again.',
  signedOutAll: 'Other devices were signed out.',
};
export type SecurityTexts = typeof en;
export const securityTexts = defineTexts(en, import.meta.glob('./security-texts.*.ts'));
