import { plural } from '@/lib/i18n/texts';
import type { IdleTexts } from './texts';

export const mr: IdleTexts = {
  stillThere: 'तुम्ही अजून इथे आहात का?',
  signedOutIn: (n: number) =>
    `${n} ${plural(n, { one: 'सेकंदात', other: 'सेकंदांत' })} तुम्ही लॉग आउट व्हाल`,
  signOut: 'लॉग आउट करा',
  staySignedIn: 'लॉग इन राहा',
};
