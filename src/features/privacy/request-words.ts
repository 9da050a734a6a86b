import { REQUEST_TYPES, type RequestType } from './api/requests';
import type { PrivacyTexts } from './texts';

/** What each kind of request asks for, in the customer's words. */
export function requestLabel(t: PrivacyTexts, type: RequestType): { title: string; hint: string } {
  switch (type) {
    case 'ACCESS':
      return { title: t.accessTitle, hint: t.accessHint };
    case 'CORRECTION':
      return { title: t.correctionTitle, hint: t.correctionHint };
    case 'ERASURE':
      return { title: t.erasureTitle, hint: t.erasureHint };
    case 'NOMINATION':
      return { title: t.nominationTitle, hint: t.nominationHint };
  }
}

const isRequestType = (type: string): type is RequestType =>
  REQUEST_TYPES.some((known) => known === type);

/** A request's type or status in words; an unknown value is shown as it came. */
export const requestTitle = (t: PrivacyTexts, type: string) =>
  isRequestType(type) ? requestLabel(t, type).title : type;

export function statusWords(t: PrivacyTexts, status: string): string {
  const words: Record<string, string> = {
    RECEIVED: t.statusReceived,
    IN_PROGRESS: t.statusInProgress,
    COMPLETED: t.statusCompleted,
    REJECTED: t.statusRejected,
  };
  return words[status] ?? status;
}
