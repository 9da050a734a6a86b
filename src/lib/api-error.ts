import { FALLBACK_ERROR, OFFLINE_ERROR } from '@/config/constants';
import { textsNow } from './i18n/texts';
import { libTexts } from './texts';

export type ErrorDetails = Record<string, unknown>;

/** The one error every failed call yields: HTTP status (0 when none), a message and details. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string = FALLBACK_ERROR,
    readonly details: ErrorDetails | undefined = undefined,
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds the ApiError for an error body, keeping only a non-empty string message. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const message = isRecord(body) && typeof body.message === 'string' ? body.message.trim() : '';
  const details = isRecord(body) && isRecord(body.details) ? body.details : undefined;
  return new ApiError(status, message || FALLBACK_ERROR, details);
}

/**
 * The message to show a person for any thrown value, written when it is shown: our own
 * fallback and offline messages in the language on screen, a server's message as it sent it.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.message !== FALLBACK_ERROR) {
    return error.message === OFFLINE_ERROR ? textsNow(libTexts).offline : error.message;
  }
  return fallback ?? textsNow(libTexts).somethingWentWrong;
}

/**
 * The server looked at the request and said no (a wrong code, a value it does not accept), as
 * opposed to a call that failed on the way or a server that could not answer.
 */
export function isRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/**
 * How a code step reads a failed confirmation: `records` when the server's records refuse the
 * change itself (a 409, or a 422 for a change it does not accept, as a new password equal to the
 * current one: the screen goes back to the choice), `wrong-code` when the server
 * refused what was typed (cleared and marked), `failed` when it could not be checked (kept for
 * another try). `text` is what to show; `sent` when it is the server's own words.
 */
export type CodeOutcome = {
  kind: 'records' | 'wrong-code' | 'failed';
  text: string;
  sent: boolean;
};

export function codeOutcome(error: unknown, recordsMayRefuse: boolean): CodeOutcome {
  const sent =
    error instanceof ApiError &&
    error.message !== FALLBACK_ERROR &&
    error.message !== OFFLINE_ERROR;
  const said = { text: errorMessage(error), sent };
  if (
    recordsMayRefuse &&
    error instanceof ApiError &&
    (error.status === 409 || error.status === 422)
  )
    return { kind: 'records', ...said };
  return { kind: isRefusal(error) ? 'wrong-code' : 'failed', ...said };
}
