import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { loadable } from '@/lib/query/loadable';
import { useServerAction } from '@/lib/query/server-action';
import { notify } from '@/lib/toast';
import { endSessions, sessionsQuery, type SignedInSession } from '../api/account-security';
import { securityTexts } from '../security-texts';

/** This device first, then the others, the most recently active first. */
const inOrder = (sessions: SignedInSession[]) =>
  [...sessions].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) || b.last_active_at.localeCompare(a.last_active_at),
  );

function Device({
  session,
  onSignOut,
  busy,
}: {
  session: SignedInSession;
  onSignOut: () => void;
  busy: boolean;
}) {
  const t = useTexts(securityTexts);
  const nameId = useId();
  const system = [t.onSystem(session.browser, session.os), session.city].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span id={nameId} translate="no" className="[overflow-wrap:anywhere]">
            {session.device}
          </span>
          {session.current ? <Badge tone="green">{t.thisDevice}</Badge> : null}
        </p>
        <p className="text-sm text-slate-700" translate="no">
          {system.join(' · ')}
        </p>
        <p className="text-sm text-slate-600">
          {session.current ? t.activeNow : t.lastActive(formatDateTime(session.last_active_at))}
        </p>
      </div>
      {session.current ? null : (
        <Button variant="secondary" busy={busy} onClick={onSignOut} aria-describedby={nameId}>
          {t.signOut}
        </Button>
      )}
    </li>
  );
}

/**
 * Where the customer is signed in: each session with its device, browser, system, city and last
 * activity; any other one can be signed out, or all of them after a confirmation. A signed-out
 * device's next call is refused, and it lands on /login (docs/product.md#account-security).
 */
export function SignedInDevices() {
  const t = useTexts(securityTexts);
  const sessions = loadable(useQuery(sessionsQuery));
  const [asking, setAsking] = useState(false);
  const [ending, setEnding] = useState<string>();
  const end = useServerAction(endSessions, {
    onSuccess: (_answer, id) => {
      const texts = textsNow(securityTexts);
      notify.success(id === '' ? texts.signedOutAll : texts.signedOutDevice);
    },
  });
  const signOut = async (id: string) => {
    setEnding(id);
    setAsking(false);
    await end.run(id);
    setEnding(undefined);
  };

  return (
    <SectionCard title={t.devicesTitle} level={3} stacked={false}>
      {sessions.status === 'loading' ? (
        <Skeleton rows={3} label={t.loadingDevices} />
      ) : sessions.status === 'error' ? (
        <LoadError message={t.failedToLoadDevices} onRetry={sessions.retry} />
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {inOrder(sessions.data).map((session) => (
              <Device
                key={session.id}
                session={session}
                busy={ending === session.id}
                onSignOut={() => void signOut(session.id)}
              />
            ))}
          </ul>
          {sessions.data.some((s) => !s.current) ? (
            <Button
              variant="danger"
              className="mt-2 w-full sm:w-auto"
              busy={ending === ''}
              onClick={() => setAsking(true)}
            >
              {t.signOutAll}
            </Button>
          ) : (
            <p className="mt-2 text-sm text-slate-700">{t.noOtherDevices}</p>
          )}
        </>
      )}
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        role="alertdialog"
        title={t.signOutAllQuestion}
      >
        <p>{t.signOutAllWarning}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {t.cancel}
          </Button>
          <Button variant="danger" onClick={() => void signOut('')}>
            {t.signOut}
          </Button>
        </div>
      </Modal>
    </SectionCard>
  );
}
