import { defineTexts, plural } from '@/lib/i18n/texts';

/** The inactivity warning (docs/decisions/0006-idle-sign-out.md); Hindi in texts.hi.ts. */
const en = {
  stillThere: 'Are you still there?',
  signedOutIn: (n: number) =>
    `You will be signed out in ${n} ${plural(n, { one: 'second', other: 'seconds' })}`,
  signOut: 'Sign out',
  staySignedIn: 'Stay signed in',
};
export type IdleTexts = typeof en;
export const idleTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
