import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SkipLink } from '@/components/ui/skip-link';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { LoadingSpinner } from '@/components/ui/spinner';
import { uiTexts } from '@/components/ui/texts';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { errorMessage, isRefusal } from '@/lib/api-error';
import { signOutNotice } from '@/lib/auth-token';
import { readUserDevice } from '@/lib/device-info';
import { notify } from '@/lib/toast';
import { storage, storageKeys } from '@/lib/storage';
import { useHydrated } from '@/lib/use-hydrated';
import { sanitizePhone } from '@/lib/validation';
import { BrandLogo } from '@/brand/brand-logo';
import { LenderDisclosure } from '@/brand/lender-disclosure';
import { usePartner } from '@/brand/partner-context';
import { pagePartnerLabel } from '@/brand/partner-api';
import { getInitUser } from './api/init-user';
import { resendLoginOtp, sendLoginOtp, type Attribution } from './api/send-otp';
import { loginWithPassword, verifyLoginOtp, type AuthResult } from './api/verify';
import { BenefitsCarousel } from './components/benefits-carousel';
import { Consent } from './components/consent';
import { LoginHelp } from './components/login-help';
import { OtpStep } from './components/otp-step';
import { PhoneStep } from './components/phone-step';
import { startSession } from './start-session';
import { idleMinutes } from './idle-limit';
import { useLoginStep } from './use-login-step';
import { loginTexts } from './texts';

// The later steps bring react-hook-form and zod with them, after the first paint.
const PasswordStep = lazy(() =>
  import('./components/password-step').then((m) => ({ default: m.PasswordStep })),
);
const RegisterStep = lazy(() =>
  import('./components/register-step').then((m) => ({ default: m.RegisterStep })),
);

function useCampaign() {
  const [params] = useSearchParams();
  return useMemo(() => {
    const read = (key: string) => params.get(key) ?? '';
    const attribution: Attribution = {
      ref: read('ref'),
      source: read('src'),
      medium: read('medium'),
      click_id: read('click_id'),
    };
    return { attribution, init: read('init') };
    // Read once: the campaign is where the customer came from, whatever the URL does later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function StepLoading() {
  const t = useTexts(uiTexts);
  return <LoadingSpinner label={t.loading} className="py-16" size="size-8" />;
}

export function LoginRoute() {
  const brand = usePartner();
  const t = useTexts(loginTexts);
  const { attribution, init } = useCampaign();
  const { step, phone, show, showCode, leaveCode, register, finish } = useLoginStep();
  const [invited, setInvited] = useState<{ phone?: string; greeting?: string }>({});
  const [marketing, setMarketing] = useState(false);
  // Why this tab is here, when another tab's sign-out brought it (read once, on arrival).
  const [kept] = useState(signOutNotice);
  // Why the customer is here, when the idle limit signed them out (read once, on arrival).
  const [keptIdle] = useState(() => storage.get(storageKeys.idleSignOut) === 'true');
  // Said once hydrated: the prerendered page cannot know this tab's story.
  const hydrated = useHydrated();
  const notice = hydrated ? kept : undefined;
  const idle = hydrated && keptIdle;

  // The campaign is read once, so its one answer stands whenever it lands. (The login page carries
  // no query cache: TanStack Query enters with the signed-in pages, see
  // docs/architecture.md#chunks.)
  useEffect(() => {
    if (!init) return;
    getInitUser(init).then(
      (user) =>
        setInvited({
          phone: user.phone_no ? sanitizePhone(user.phone_no) : undefined,
          greeting: user.first_name?.trim().toLowerCase() || undefined,
        }),
      (error: unknown) => console.warn('Could not load the invited customer', error),
    );
  }, [init]);

  // The last failure: its toast is taken away once the customer is signed in.
  const lastFailure = useRef<unknown>(undefined);
  /** A failure is an error toast with the server's message. */
  const report = (error: unknown) => {
    lastFailure.current = error;
    notify.error(errorMessage(error));
  };
  /** Runs a call, reporting its failure. */
  const attempt = async <T,>(call: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await call();
    } catch (error) {
      report(error);
      return undefined;
    }
  };

  const signedIn = (result: AuthResult) => {
    if (lastFailure.current !== undefined) notify.dismiss(errorMessage(lastFailure.current));
    notify.success(textsNow(loginTexts).loginSuccessful);
    // The session starts; the login guard then goes where the customer was going.
    void finish().then(() => {
      if (result.active) startSession(result.token, marketing);
      else register(result.token);
    });
  };

  /** Sends the login code; `forgot` when the customer forgot the password. */
  const sendOtp = async (next: string, forgot?: boolean) => {
    const message = await attempt(() => sendLoginOtp(next, attribution, readUserDevice()));
    if (message === undefined) return;
    if (message) notify.success(message);
    showCode(next, forgot);
  };

  const card = {
    phone: (
      <PhoneStep
        phone={phone}
        prefill={invited.phone}
        greeting={invited.greeting}
        onSubmit={sendOtp}
        onUsePassword={(next) => show('password', next)}
      />
    ),
    otp: (
      <OtpStep
        phone={phone}
        onEdit={leaveCode}
        onVerify={async (code) => {
          let result: AuthResult;
          try {
            result = await verifyLoginOtp(phone, code, brand.domain);
          } catch (error) {
            // A refused code is said once, under the boxes; a code that could not be checked is
            // kept for another try, with the toast every other login failure gets.
            if (isRefusal(error)) return { refused: errorMessage(error) };
            report(error);
            return undefined;
          }
          signedIn(result);
          return true;
        }}
        onResend={async () => {
          const message = await attempt(() => resendLoginOtp(phone));
          if (message === undefined) return false;
          notify.success(message || textsNow(loginTexts).otpSent);
          return true;
        }}
      />
    ),
    password: (
      <PasswordStep
        phone={phone}
        onSubmit={async (next, password) => {
          show('password', next);
          signedIn(await loginWithPassword(next, password));
        }}
        onFailure={report}
        onUseOtp={(next) => show('phone', next)}
        onSendCode={sendOtp}
      />
    ),
    register: step.name === 'register' && (
      <RegisterStep verifyToken={step.token} marketing={marketing} />
    ),
  }[step.name];

  return (
    <div className="flex min-h-dvh flex-col lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <SkipLink target="main-content" />
      {/* The form comes before the benefits in the page, so the keyboard (and a screen reader)
          reaches the phone field before the carousel's eight controls; the benefits are still
          drawn first, above the form on a phone and to its left on a wide screen. */}
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-col items-center px-4 py-6 focus:outline-none lg:col-start-2 lg:row-start-1 lg:justify-center lg:px-12"
      >
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {idle || notice ? (
            <p
              role="status"
              className="mb-5 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200"
            >
              {idle
                ? t.signedOutIdle(t.minutes(idleMinutes() ?? 0))
                : notice === 'elsewhere'
                  ? t.signedOutElsewhere
                  : t.signedOutByServer}
            </p>
          ) : null}
          <Suspense fallback={<StepLoading />}>{card}</Suspense>
          <Consent marketing={marketing} onMarketingChange={setMarketing} />
        </div>
        <LoginHelp />
        <footer className="mt-8 w-full max-w-md">
          <LenderDisclosure />
        </footer>
      </main>
      {/* Its id: the prerendered page's first paint waits until it is parsed
          (tooling/prerender-login.ts), so the form is never drawn where the benefits then go.
          Drawn first but after the form in the page: the brand and the language are the page's
          banner, the benefits beside the main content (complementary), so nothing on /login is
          outside a landmark. */}
      <div
        id="benefits"
        className="order-first bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-5 pt-5 pb-6 text-white lg:col-start-1 lg:row-start-1 lg:flex lg:flex-col lg:px-14 lg:py-12"
      >
        <header className="flex flex-wrap items-start justify-between gap-3">
          {/* On a partner's host the logo's room is the widest logo's from the first paint, so
              the language switch beside it (or under it, on a phone) never moves when the
              partner's logo comes, nor when a failed lookup brings the defaults'. */}
          <div
            className={`inline-flex rounded-xl bg-white px-3 py-2 ${pagePartnerLabel() ? 'w-46' : ''}`}
          >
            <BrandLogo className="h-8" />
          </div>
          <LanguageSwitch />
        </header>
        <aside className="mt-6 lg:my-auto">
          <p className="mb-3 text-sm font-medium tracking-wide text-brand-100 uppercase lg:mb-6">
            {t.tagline}
          </p>
          <BenefitsCarousel />
        </aside>
      </div>
    </div>
  );
}
