import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getEnv } from '@/config/env';
import { REDIRECT_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import type { ApplicationStatus } from '@/session/api/profile';
import { useAuth } from '@/session/auth-context';
import { syncPortfolio } from './api/portfolio';
import { getOffers, initSdk, SdkError, widgetUrl } from './api/sdk';
import {
  classifyResult,
  homeAction,
  homeLabel,
  statusFromSync,
  syncedStatus,
} from './status-rules';
import { useEligibilityWidget } from './use-eligibility-widget';

export type OutcomeModal = 'portfolio-not-found' | 'no-offers' | 'congratulations' | null;
/** The outcome of opening an SDK session for a phone; none yet means it is on its way. */
type SdkResult = { phone: string; ok: boolean } | undefined;

const warn = (what: string) => (error: unknown) => console.warn(what, error);

/** The home page's button, the eligibility widget and what follows its answers (contracts §4). */
export function useEligibility() {
  const { profileState, setApplicationStatus, refreshProfile, reloadProfile } = useAuth();
  const navigate = useNavigate();
  const profile = profileState.profile;
  const phone = profile?.phone_no ?? '';
  const [sdkResult, setSdkResult] = useState<SdkResult>();
  const [preparing, setPreparing] = useState(false);
  const [modal, setModal] = useState<OutcomeModal>(null);
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestStatus = useRef<ApplicationStatus | undefined>(undefined);
  useEffect(() => {
    latestStatus.current = profile?.application_status;
  });
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  const sdkReady = sdkResult?.phone === phone && sdkResult.ok;
  const sdkFailed = sdkResult?.phone === phone && !sdkResult.ok;

  const startSdk = () =>
    initSdk(phone).then(
      (session) => {
        setSdkResult({ phone, ok: true });
        return session;
      },
      (error: unknown) => {
        setSdkResult({ phone, ok: false });
        throw error;
      },
    );

  const changeStatus = (status: ApplicationStatus) =>
    setApplicationStatus(status).catch(warn('Could not save the application status'));

  const syncInBackground = () => {
    if (profile) syncPortfolio(profile.id, phone).catch(warn('Portfolio sync failed'));
  };

  const widget = useEligibilityWidget({
    onResult: (message) => {
      syncInBackground();
      const outcome = classifyResult(message);
      if (outcome === 'no-credit-limit') return setModal('no-offers');
      if (outcome === 'not-eligible') {
        void changeStatus('OFFER_NOT_FOUND');
        return setModal('no-offers');
      }
      if (outcome === 'portfolio-not-found') {
        void changeStatus('PORTFOLIO_NOT_FOUND');
        return setModal('portfolio-not-found');
      }
      getOffers(phone).then(
        (offers) => {
          if (offers === null)
            return notify.error("Sorry, you're not eligible for a loan at this time");
          void changeStatus('OFFER_ACCEPTED');
          setModal('congratulations');
        },
        (error: unknown) => notify.error(errorMessage(error)),
      );
    },
    onError: (message) => notify.error(message),
    onCloseFrame: () => {
      void (async () => {
        const fresh = await refreshProfile();
        const messages = await syncPortfolio(fresh?.id ?? profile?.id ?? '', phone);
        const proposed = statusFromSync(messages);
        const current = latestStatus.current;
        if (proposed === undefined) return;
        const next = syncedStatus(current, proposed);
        if (next !== current) await changeStatus(next);
      })().catch(warn('Close-frame sync failed'));
    },
  });

  // The SDK session opens as soon as the page knows the customer's phone.
  useEffect(() => {
    if (!phone) return;
    let current = true;
    initSdk(phone).then(
      () => current && setSdkResult({ phone, ok: true }),
      (error: unknown) => {
        if (!current) return;
        setSdkResult({ phone, ok: false });
        notify.error(error instanceof SdkError ? error.message : 'Failed to initialize SDK');
      },
    );
    return () => {
      current = false;
    };
  }, [phone]);

  const openWidget = async () => {
    if (!profile || !phone) return notify.error('Phone number not found in profile');
    if (sdkFailed) {
      // Try again in the background, so the next press can succeed.
      setSdkResult(undefined);
      startSdk().catch(warn('The eligibility SDK could not start'));
      return notify.error('SDK not initialized');
    }
    setPreparing(true);
    try {
      const session = await (sdkReady ? initSdk(phone) : startSdk());
      const shown = widget.show({
        url: widgetUrl(session, phone),
        mode: getEnv().VITE_ELIGIBILITY_MODE,
        user: {
          phone,
          first_name: profile.first_name,
          last_name: profile.last_name,
          email: profile.email,
          pan: profile.pan,
        },
        partnerId: session.partnerId,
      });
      if (!shown) notify.error('Failed to open eligibility check');
    } catch (error) {
      notify.error(error instanceof SdkError ? error.message : 'Failed to initialize SDK');
    } finally {
      setPreparing(false);
    }
  };

  const redirectToEmailVerification = () => {
    setRedirecting(true);
    redirectTimer.current = setTimeout(() => navigate(paths.verifyEmail), REDIRECT_DELAY_MS);
  };

  const press = () => {
    if (profileState.status === 'error') {
      notify.error('Failed to fetch user profile');
      return reloadProfile();
    }
    if (!profile || preparing || widget.phase !== 'closed') return;
    const action = homeAction(profile.application_status, profile.is_email_verified);
    if (action === 'credit-line') return navigate(paths.loanApply);
    if (action === 'verify-email') return redirectToEmailVerification();
    void openWidget();
  };

  const label =
    profileState.status === 'loading'
      ? 'Loading...'
      : homeLabel(profile?.application_status, preparing ? 'loading' : widget.phase);

  return {
    label,
    busy: profileState.status === 'loading' || preparing || widget.phase !== 'closed',
    press,
    widget,
    modal,
    closeModal: () => setModal(null),
    continueToEmail: () => {
      setModal(null);
      navigate(paths.verifyEmail);
    },
    redirecting,
  };
}
