import { useEffect, useId, useState } from 'react';
import { AUTH_COOKIE, AUTH_COOKIE_DAYS, COOKIE_NOTICE_DELAY_MS } from '@/config/constants';
import { storage, storageKeys } from '@/lib/storage';
import { Button } from '@/components/ui/button';

export function CookieNotice() {
  const [visible, setVisible] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();

  useEffect(() => {
    if (storage.get(storageKeys.cookieNotice) === 'true') return;
    const timer = setTimeout(() => setVisible(true), COOKIE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const acknowledge = () => {
    storage.set(storageKeys.cookieNotice, 'true');
    setVisible(false);
  };

  return (
    <>
      {/* Room at the end of the page, so nothing stays hidden under the notice. */}
      <div aria-hidden="true" className="h-48 sm:h-32" />
      <section
        aria-label="Cookie notice"
        className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:inset-x-6"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-slate-700">
            We use one cookie, only to keep you signed in. No advertising or tracking cookies.
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setExpanded((value) => !value)}
            >
              More Info
            </Button>
            <Button onClick={acknowledge}>Continue</Button>
          </div>
        </div>
        <p id={detailsId} hidden={!expanded} className="mt-3 text-sm text-slate-600">
          The cookie is named <code className="font-mono">{AUTH_COOKIE}</code>. It holds your
          sign-in token for this site only, is never shared with other sites, and expires after{' '}
          {AUTH_COOKIE_DAYS} days or when you log out.
        </p>
      </section>
    </>
  );
}
