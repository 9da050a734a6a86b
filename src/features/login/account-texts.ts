import { defineTexts } from '@/lib/i18n/texts';

/**
 * The password and registration steps, which load after the first paint with their forms
 * (docs/i18n.md); Hindi in account-texts.hi.ts.
 */
const en = {
  passwordTitle: 'Login with password',
  passwordIntro: 'Use the password you set for your account.',
  password: 'Password',
  show: 'Show',
  hide: 'Hide',
  login: 'Login',
  useOtp: 'Login with OTP instead',
  passwordRequired: 'Please enter your password',
  passwordTooLong: 'Password must be at most 1024 characters',
  forgotPassword: 'Forgot password?',
  /** After too many wrong passwords (docs/product.md#account-security), word for word. */
  useOtpLocked: 'Log in with OTP instead',
  lastTry: 'You have 1 try left before password login is locked.',
  registered: 'Registration successful',
  registerTitle: 'Complete your profile',
  registerIntro: 'We need a few details to set up your account.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  pan: 'PAN',
  panHint: 'As printed on your PAN card, e.g. ABCDE1234A',
  createAccount: 'Create account',
  congratulations: 'Congratulations!',
  accountReady:
    "Your account is ready. Let's find out how much you can borrow against your investments.",
  getStarted: 'Get started',
  // The registration rules' messages, word for word (docs/product.md#registration).
  firstNameRule: 'First name must be between 2 and 50 characters long and contain only letters',
  lastNameRule: 'Last name must be between 2 and 50 characters long and contain only letters',
  emailRule: 'Please enter a valid email address',
  panRule: 'Please enter a valid PAN number. Example: ABCDE1234A',
};
export type AccountTexts = typeof en;
export const accountTexts = defineTexts(en, import.meta.glob('./account-texts.*.ts'));
