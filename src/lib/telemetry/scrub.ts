/**
 * What may leave the browser in a telemetry event: never a phone number, PAN, email, name,
 * amount, token, cookie, query string or body (docs/telemetry.md#never-sent). Error messages and
 * stack frames are free text, so everything that could be one of those is masked.
 */
const MAX_TEXT = 500;
const MAX_FRAME = 200;
const FRAMES = 5;

/** A URL's query string and fragment, after a character that belongs to a URL or path. */
const QUERY = /(?<=[\w/.~%-])[?#][^\s)'"]*/g;
const SECRET =
  /\b(\w*(?:token|cookie|auth|session|password|secret|otp)[\w-]*)\s*[=:]\s*[^;\s,)]+/gi;
const BEARER = /\bBearer\s+\S+/gi;
const JWT = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
/** A long opaque string of letters and digits (an id, a key, a session). */
const OPAQUE = /\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{20,}/g;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
const PAN = /\b[A-Z]{5}\d{4}[A-Z]\b/gi;
const AMOUNT = /(?:₹|\bRs\.?|\bINR)\s?\d[\d,]*(?:\.\d+)?|\b\d{1,3}(?:,\d{2,3})+(?:\.\d+)?\b/gi;
/** Six digits or more in a row, however spaced or dashed (a phone, an account, an id). */
const DIGITS = /\+?\d(?:[ -]?\d){5,}/g;

export function scrubText(text: string): string {
  return text
    .replace(QUERY, '')
    .replace(BEARER, 'Bearer [token]')
    .replace(SECRET, '$1=[token]')
    .replace(JWT, '[token]')
    .replace(EMAIL, '[email]')
    .replace(PAN, '[pan]')
    .replace(AMOUNT, '[amount]')
    .replace(OPAQUE, '[token]')
    .replace(DIGITS, '######')
    .slice(0, MAX_TEXT);
}

/** A path segment that names one thing (an id, a number, an address) rather than a resource. */
const isIdentifier = (segment: string) =>
  /\d.*\d|@/.test(segment) || segment.length >= 20 || /^[A-Z]{5}\d{4}[A-Z]$/i.test(segment);

/** The route of a call: its path, with every identifier as `:id` and no query (`/notifications/:id`). */
export function apiPattern(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  const segments = path.split('/').filter(Boolean);
  return `/${segments.map((segment) => (isIdentifier(segment) ? ':id' : segment)).join('/')}`;
}

/** The top frames of a stack (Chromium's `at ...` lines, or Firefox and Safari's `fn@url:1:2`). */
export function topFrames(stack: string | undefined): string[] {
  const lines = (stack ?? '').split('\n').map((line) => line.trim());
  const chromium = lines.filter((line) => line.startsWith('at '));
  const frames = chromium.length > 0 ? chromium : lines.filter((line) => /@.*:\d+:\d+$/.test(line));
  return frames
    .slice(0, FRAMES)
    .map((frame) => scrubText(frame.replace(/[?#][^\s:)]*/g, '')).slice(0, MAX_FRAME));
}
