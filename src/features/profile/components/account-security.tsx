import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { newPasswordPath, paths } from '@/config/paths';
import { useTexts } from '@/lib/i18n/texts';
import { securityTexts } from '../security-texts';
import { SignedInDevices } from './signed-in-devices';

// The form brings the common passwords with it: neither loads until the customer opens it.
const ChangePasswordForm = lazy(() =>
  import('./change-password-form').then((m) => ({ default: m.ChangePasswordForm })),
);

/**
 * 'Change password': a button that opens the form. Arriving from a forgotten password (signed in
 * by the phone's code, `?password=new`), the form is open, headed 'Set a new password', and the
 * page is brought to it.
 */
function PasswordCard() {
  const t = useTexts(securityTexts);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const forgotten = `${pathname}${search}` === newPasswordPath;
  const [open, setOpen] = useState(forgotten);
  const [changed, setChanged] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (forgotten) heading.current?.focus();
  }, [forgotten]);
  /** Done or given up: the address no longer asks for a new password. */
  const close = (done: boolean) => {
    setOpen(false);
    setChanged(done);
    if (forgotten) navigate(paths.profile, { replace: true });
  };

  return (
    <SectionCard
      title={forgotten ? t.setNewPassword : t.changePassword}
      level={3}
      titleRef={heading}
      titleClassName="scroll-mt-24 text-lg font-semibold text-slate-900 focus:outline-none"
    >
      {changed ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
          {t.passwordChanged}
        </p>
      ) : null}
      {/* Setting a password asks for the phone's code again, even just after a sign-in by code (docs/product.md#account-security): said before it is asked for. */}
      {forgotten && open ? <p className="mb-2 text-slate-700">{t.oneMoreCode}</p> : null}
      <p className="text-slate-700">{t.passwordIntro}</p>
      {open ? (
        <Suspense fallback={<Skeleton rows={2} label={t.loadingForm} />}>
          <ChangePasswordForm onDone={() => close(true)} onCancel={() => close(false)} />
        </Suspense>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setChanged(false);
            setOpen(true);
          }}
        >
          {t.changePassword}
        </Button>
      )}
    </SectionCard>
  );
}

/** /profile's 'Password and devices', below the details (docs/product.md#account-security). */
export function AccountSecurity() {
  const t = useTexts(securityTexts);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-10 space-y-4">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {t.sectionTitle}
      </h2>
      <PasswordCard />
      <SignedInDevices />
    </section>
  );
}
