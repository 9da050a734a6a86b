import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import { getEnv } from '@/config/env';
import { REDIRECT_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { notify } from '@/lib/toast';
import { useDelayedNavigation } from '@/lib/use-delayed';
import { profileQuery, type ApplicationStatus } from '@/session/api/profile';
import { loadable } from '@/lib/query/loadable';
import { currentProfile, useProfile, useSetApplicationStatus } from '@/session/profile';
import { syncPortfolio } from './api/portfolio';
import { getOffers, sdkProblemText, sdkSessionQuery, SdkError, widgetUrl } from './api/sdk';
import { flowReducer, initialFlow } from './eligibility-flow';
import {
  classifyResult,
  homeAction,
  homeLabel,
  statusFromSync,
  syncedStatus,
} from './status-rules';
import { eligibilityTexts } from './texts';
import { useEligibilityWidget } from './use-eligibility-widget';

const warn = (what: string) => (error: unknown) => console.warn(what, error);
/** A toast is written in the language on screen when it is shown. */
const say = () => textsNow(eligibilityTexts);

/**
 * The home page's button, the eligibility widget and what follows its answers
 * (docs/product.md#home-and-eligibility).
 */
export function useEligibility() {
  const client = useQueryClient();
  const t = useTexts(eligibilityTexts);
  const read = loadable(useProfile());
  const profile = read.data;
  const phone = profile?.phone_no ?? '';
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigation();
  const [flow, dispatch] = useReducer(flowReducer, initialFlow);
  const setStatus = useSetApplicationStatus();
  // The SDK session opens as soon as the page knows the customer's phone.
  const sdk = useQuery(sdkSessionQuery(phone));

  const changeStatus = (status: ApplicationStatus) =>
    setStatus(status).catch(warn('Could not save the application status'));

  const syncInBackground = () => {
    if (profile) syncPortfolio(profile.id, phone).catch(warn('Portfolio sync failed'));
  };

  const widget = useEligibilityWidget({
    onResult: (message) => {
      syncInBackground();
      const outcome = classifyResult(message);
      if (outcome === 'no-credit-limit') return dispatch({ type: 'outcome', modal: 'no-offers' });
      if (outcome === 'not-eligible') {
        void changeStatus('OFFER_NOT_FOUND');
        return dispatch({ type: 'outcome', modal: 'no-offers' });
      }
      if (outcome === 'portfolio-not-found') {
        void changeStatus('PORTFOLIO_NOT_FOUND');
        return dispatch({ type: 'outcome', modal: 'portfolio-not-found' });
      }
      getOffers(phone).then(
        (offers) => {
          if (offers === null) return notify.error(say().notEligible);
          void changeStatus('OFFER_ACCEPTED');
          dispatch({ type: 'outcome', modal: 'congratulations' });
        },
        (error: unknown) => notify.error(errorMessage(error)),
      );
    },
    onError: (message) => notify.error(message),
    onCloseFrame: () => {
      void (async () => {
        const fresh = await client.fetchQuery({ ...profileQuery, staleTime: 0 }).catch(() => {});
        const messages = await syncPortfolio(fresh?.id ?? profile?.id ?? '', phone);
        const proposed = statusFromSync(messages);
        // The newest status, with every change made meanwhile: it decides the move.
        const current = currentProfile(client)?.application_status;
        if (proposed === undefined) return;
        const next = syncedStatus(current, proposed);
        if (next !== current) await changeStatus(next);
      })().catch(warn('Close-frame sync failed'));
    },
  });

  const openWidget = async () => {
    if (!profile || !phone) return notify.error(say().phoneNotFound);
    if (sdk.isError) {
      // Try again in the background, so the next press can succeed.
      void sdk.refetch();
      return notify.error(say().sdkNotInitialized);
    }
    dispatch({ type: 'prepare' });
    try {
      const session = await client.fetchQuery(sdkSessionQuery(phone));
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
      if (!shown) notify.error(say().failedToOpen);
      dispatch({ type: shown ? 'widget-opened' : 'widget-failed' });
    } catch (error) {
      notify.error(
        error instanceof SdkError ? sdkProblemText(error.problem, say()) : say().failedToInitialize,
      );
      dispatch({ type: 'widget-failed' });
    }
  };

  const press = () => {
    if (read.status === 'error') {
      notify.error(say().failedToFetchProfile);
      return read.retry();
    }
    if (!profile || flow.step !== 'idle' || widget.phase !== 'closed') return;
    const action = homeAction(profile.application_status, profile.is_email_verified);
    if (action === 'credit-line') return navigate(paths.loanApply);
    if (action === 'verify-email') {
      dispatch({ type: 'redirect' });
      return navigateLater(paths.verifyEmail, REDIRECT_DELAY_MS);
    }
    void openWidget();
  };

  const preparing = flow.step === 'preparing';
  const loadingProfile = read.status === 'loading';
  return {
    label: loadingProfile
      ? t.loading
      : homeLabel(profile?.application_status, preparing ? 'loading' : widget.phase, t),
    busy: loadingProfile || preparing || widget.phase !== 'closed',
    press,
    widget,
    modal: flow.step === 'outcome' ? flow.modal : null,
    closeModal: () => dispatch({ type: 'dismiss' }),
    continueToEmail: () => {
      dispatch({ type: 'dismiss' });
      navigate(paths.verifyEmail);
    },
    redirecting: flow.step === 'redirecting',
  };
}
