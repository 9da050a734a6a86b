import type { ReactNode } from 'react';
import { defineTexts } from '@/lib/i18n/texts';

/** The /profile page's texts: details, PAN, email code, payout (docs/i18n.md); Hindi in texts.hi.ts. */
const en = {
  title: 'Account Details',
  profileTab: 'Profile details',
  payoutTab: 'Payout details',
  loadingProfile: 'Loading your profile',
  failedToFetchProfile: 'Failed to fetch user profile',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  pan: 'PAN',
  verified: 'Verified',
  notVerified: 'Not verified',
  verifyEmail: 'Verify email',
  showPan: 'Show PAN',
  hidePan: 'Hide PAN',
  invalidPan: 'Invalid PAN format (e.g., ABCDE1234F)',
  panSaved: 'PAN saved',
  savePan: 'Save PAN',
  verifyYourEmail: 'Verify your email',
  emailCode: 'Email code',
  codeSentTo: (email: ReactNode): ReactNode[] => ['Enter the 6-digit code sent to ', email, '.'],
  emailVerified: 'Email verified successfully',
  close: 'Close',
  loadingBankDetails: 'Loading bank details',
  failedToLoadBankDetails: 'Failed to load bank details',
  failedToLoadSecurity: 'Failed to load password and devices',
  payoutIntro: 'Withdrawals from your credit line are paid into this account.',
  accountNumber: 'Account number',
  ifscCode: 'IFSC code',
  accountHolderName: 'Account holder name',
  bankName: 'Bank name',
  updateBankDetails: 'Update bank details',
  addBankDetails: 'Add bank details',
  confirmWithPhone: 'Confirm with your phone',
  phoneCode: 'Phone code',
  confirm: 'Confirm',
  bankDetailsSaved: 'Bank details saved',
  payoutCodeSentTo: (phone: ReactNode): ReactNode[] => [
    'Payouts go to this account, so a change needs the 6-digit code sent to ',
    phone,
    '.',
  ],
  registeredPhone: 'your registered phone',
  /** The bank details' rules (docs/product.md#bank-details), word for word. */
  accountDigitsOnly: 'Account number must contain only digits',
  accountLength: 'Bank account numbers can range from 9 to 18 digits',
  invalidIfsc: 'Invalid IFSC format. Example: SBIN0123456',
  invalidHolderName:
    'Name should be 3-50 characters long and contain only letters, spaces, and dots',
  invalidBankName:
    'Bank name should be 3-50 characters long and contain only letters, spaces, and dots',
};
export type ProfileTexts = typeof en;
export const profileTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
