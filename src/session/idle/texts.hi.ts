import type { IdleTexts } from './texts';

export const hi: IdleTexts = {
  stillThere: 'क्या आप अभी भी यहाँ हैं?',
  signedOutIn: (n: number) => `${n} सेकंड में आप लॉग आउट हो जाएँगे`,
  signOut: 'लॉग आउट करें',
  staySignedIn: 'लॉग इन रहें',
};
