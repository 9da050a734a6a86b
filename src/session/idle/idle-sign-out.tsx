import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { storage, storageKeys } from '@/lib/storage';
import { logout } from '../logout';
import { recordActivity } from './activity';
import { announcedSeconds } from './idle-rules';
import { useIdleCountdown } from './use-idle-countdown';
import { idleTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

const stay = () => recordActivity(true);

/**
 * Signs an idle customer out after `minutes` without activity in any tab, with a 60 s warning
 * first (docs/decisions/0006-idle-sign-out.md). Every tab counts down the same deadline, and the
 * sign-out is the usual one, which every tab follows.
 */
export function IdleSignOut({ minutes }: { minutes: number }) {
  const t = useTexts(idleTexts);
  const left = useIdleCountdown(minutes * 60_000);
  useEffect(() => {
    if (left !== 0) return;
    // Said before the session ends: a tab that follows may reach /login before it hears why.
    storage.set(storageKeys.idleSignOut, 'true');
    logout();
  }, [left]);
  const warning = left !== null && left > 0;
  const answers = useRef<HTMLDivElement>(null);
  // On a touch screen Headless UI focuses the dialog itself; the answer that keeps the session is
  // where focus belongs, on every device (a button opens no keyboard).
  useEffect(() => {
    if (!warning) return;
    const frame = requestAnimationFrame(() =>
      answers.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [warning]);
  return (
    <Modal open={warning} onClose={stay} role="alertdialog" title={t.stillThere}>
      {/* The visible count changes every second; what a screen reader hears, only at 60, 30, 10. */}
      <p aria-hidden="true">{t.signedOutIn(left ?? 0)}</p>
      <p role="alert" aria-atomic="true" className="sr-only">
        {t.signedOutIn(announcedSeconds(left ?? 0))}
      </p>
      <div ref={answers} className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={logout}>
          {t.signOut}
        </Button>
        <Button data-autofocus onClick={stay}>
          {t.staySignedIn}
        </Button>
      </div>
    </Modal>
  );
}
