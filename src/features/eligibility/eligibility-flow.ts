/**
 * The home page's eligibility flow around the widget (docs/product.md#the-eligibility-result), as a
 * pure reducer.
 */
export type OutcomeModal = 'portfolio-not-found' | 'no-offers' | 'congratulations';

export type FlowState =
  | { step: 'idle' }
  /** The SDK session is being opened for the widget. */
  | { step: 'preparing' }
  /** An outcome modal is open. */
  | { step: 'outcome'; modal: OutcomeModal }
  /** On the way to /verify-email, behind the 'Redirecting...' overlay. */
  | { step: 'redirecting' };

export type FlowEvent =
  | { type: 'prepare' }
  | { type: 'widget-opened' }
  | { type: 'widget-failed' }
  | { type: 'outcome'; modal: OutcomeModal }
  | { type: 'dismiss' }
  | { type: 'redirect' };

export const initialFlow: FlowState = { step: 'idle' };

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  // Nothing brings a customer back from the redirect: the page is being left.
  if (state.step === 'redirecting') return state;
  switch (event.type) {
    case 'prepare':
      return state.step === 'idle' ? { step: 'preparing' } : state;
    case 'redirect':
      return state.step === 'idle' ? { step: 'redirecting' } : state;
    case 'widget-opened':
    case 'widget-failed':
      return state.step === 'preparing' ? initialFlow : state;
    case 'outcome':
      return { step: 'outcome', modal: event.modal };
    case 'dismiss':
      return state.step === 'outcome' ? initialFlow : state;
  }
}
