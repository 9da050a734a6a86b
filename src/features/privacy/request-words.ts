import { REQUEST_TYPES, type RequestType } from './api/requests';

/** What each kind of request asks for, in the customer's words. */
export const REQUEST_LABELS: Record<RequestType, { title: string; hint: string }> = {
  ACCESS: {
    title: 'A copy of my data',
    hint: 'What we hold about you and whom we shared it with.',
  },
  CORRECTION: { title: 'Correct my data', hint: 'Tell us what is wrong and what it should be.' },
  ERASURE: {
    title: 'Erase my data',
    hint: 'We erase what the law does not require us or the lender to keep.',
  },
  NOMINATION: {
    title: 'Nominate someone',
    hint: 'A person who may act on your data if you cannot.',
  },
};

const STATUS_WORDS: Record<string, string> = {
  RECEIVED: 'Received',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
};

/** A request's type or status in words; an unknown value is shown as it came. */
export const requestTitle = (type: string) =>
  REQUEST_TYPES.find((known) => known === type) ? REQUEST_LABELS[type as RequestType].title : type;
export const statusWords = (status: string) => STATUS_WORDS[status] ?? status;
