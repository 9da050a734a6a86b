/** Business constants (docs/product.md#constants); every timing and size is read from here. */
export const API_TIMEOUT_MS = 10_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SDK_INIT_TIMEOUT_MS = 10_000;
/** A third-party script (the credit-line SDK) that has not arrived by then has failed. */
export const SCRIPT_LOAD_TIMEOUT_MS = 20_000;
/** The product's name: a brand, the same in every language (not a text of a catalogue). */
export const PRODUCT_NAME = 'Lark';
export const AUTH_COOKIE = 'lark-customerauth-token';
export const AUTH_COOKIE_DAYS = 7;
/** The tokens of logouts the server has not acknowledged yet (see session/logout.ts). */
export const LOGOUT_OWED_COOKIE = 'lark-logout-owed';

export const PHONE_LENGTH = 10;
export const COUNTRY_CODE = '+91';
export const LOCALE = 'en-IN';
export const OTP_LENGTH = 6;
export const RESEND_COOLDOWN_S = 30;

export const CAROUSEL_INTERVAL_MS = 5_000;
export const CAROUSEL_LOCK_MS = 500;

export const WIDGET_WIDTH = 500;
export const WIDGET_HEIGHT = 700;
export const CREDIT_LINE_WIDTH = 550;
export const CREDIT_LINE_HEIGHT = 700;
export const POPUP_POLL_MS = 500;
export const SDK_SESSION_TTL_S = 3_600;

export const REDIRECT_DELAY_MS = 500;
export const EMAIL_VERIFIED_REDIRECT_MS = 1_500;
export const CREDIT_LINE_LOADING_MS = 5_000;
/**
 * While the credit line is open the loan is read this often: money moves inside the Volt widget,
 * which tells the page nothing, and a cleared shortfall should not wait for a change of page.
 */
export const CREDIT_LINE_REFRESH_MS = 5_000;
export const COOKIE_NOTICE_DELAY_MS = 1_000;

/**
 * Our own messages an ApiError may carry, in English: they mark the error as ours, and
 * errorMessage() and LoadError write them in the language on screen when they are shown
 * (lib/texts.ts holds both languages). A server's message is shown as sent.
 */
export const FALLBACK_ERROR = 'Something went wrong';
/** What a failed call or load says while the browser is offline, instead of FALLBACK_ERROR. */
export const OFFLINE_ERROR = 'You seem to be offline. Check your connection and try again.';
/**
 * How long a signed-in page waits for the loan's details before it shows without them (their
 * banners then arrive later, over the page).
 */
export const LOAN_WAIT_MS = 2_000;

/**
 * Where the page's HTML leaves the signed-in first reads it sent (scripts/early-reads.mjs), for
 * src/lib/early-reads.ts.
 */
export const EARLY_READS_GLOBAL = '__earlyReads';
