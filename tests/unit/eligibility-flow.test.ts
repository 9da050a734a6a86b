import { describe, expect, it } from 'vitest';
import {
  flowReducer,
  initialFlow,
  type FlowEvent,
  type FlowState,
} from '@/features/eligibility/eligibility-flow';

const idle: FlowState = initialFlow;
const preparing: FlowState = { step: 'preparing' };
const noOffers: FlowState = { step: 'outcome', modal: 'no-offers' };
const congratulations: FlowState = { step: 'outcome', modal: 'congratulations' };
const redirecting: FlowState = { step: 'redirecting' };

const prepare: FlowEvent = { type: 'prepare' };
const opened: FlowEvent = { type: 'widget-opened' };
const failed: FlowEvent = { type: 'widget-failed' };
const offer: FlowEvent = { type: 'outcome', modal: 'congratulations' };
const dismiss: FlowEvent = { type: 'dismiss' };
const redirect: FlowEvent = { type: 'redirect' };

describe('the eligibility flow', () => {
  it.each<[string, FlowState, FlowEvent, FlowState]>([
    ['a press prepares the widget', idle, prepare, preparing],
    ['a second press while preparing changes nothing', preparing, prepare, preparing],
    ['the widget opened: back to idle (the widget has the screen)', preparing, opened, idle],
    ['the widget could not open: back to idle, to press again', preparing, failed, idle],
    ['a late widget answer does not end an outcome', noOffers, opened, noOffers],
    ['an outcome opens its modal', idle, offer, congratulations],
    ['a newer outcome replaces the modal', noOffers, offer, congratulations],
    ['dismissing the modal returns to idle', congratulations, dismiss, idle],
    ['dismiss with no modal changes nothing', idle, dismiss, idle],
    ['dismiss while preparing changes nothing', preparing, dismiss, preparing],
    ['an unverified email redirects', idle, redirect, redirecting],
    ['no redirect while the widget is being prepared', preparing, redirect, preparing],
    ['a modal stays when a redirect is asked', noOffers, redirect, noOffers],
    ['nothing comes back from the redirect: press', redirecting, prepare, redirecting],
    ['nothing comes back from the redirect: outcome', redirecting, offer, redirecting],
    ['nothing comes back from the redirect: dismiss', redirecting, dismiss, redirecting],
  ])('%s', (_name, state, event, next) => {
    expect(flowReducer(state, event)).toEqual(next);
  });

  it('returns the same state object when nothing changes (no re-render)', () => {
    expect(flowReducer(preparing, prepare)).toBe(preparing);
    expect(flowReducer(redirecting, dismiss)).toBe(redirecting);
  });
});
