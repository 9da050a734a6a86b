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
const PAN = /(?<![A-Z\d])[A-Z]{5}\d{4}[A-Z](?![A-Z\d])/gi;
const AMOUNT = /(?:₹|\bRs\.?|\bINR)\s?\d[\d,]*(?:\.\d+)?|\b\d{1,3}(?:,\d{2,3})+(?:\.\d+)?\b/gi;
/** Six digits or more in a row, however spaced, dashed or dotted (a phone, an account, an id). */
const DIGITS = /\+?\d(?:[ .-]?\d){5,}/g;
/** A number of any size after a word that makes it money (`owes 425`, `balance of 75`). */
const AFTER_MONEY_WORD =
  /\b(amount|owes?|owed|due|balance|limit|paid|pay|payment|principal|interest|emi|outstanding|total|sum|price|value|worth|withdrawn?|drawn|repaid)\b((?:\s+(?:of|is|was|to|at|by))?\s*[:=]?\s*)\d+(?:\.\d+)?\b/gi;
/** A number of any size before a word that makes it money (`500 rupees`, `3 lakh`). */
const BEFORE_MONEY_WORD = /\b\d+(?:\.\d+)?\s*(?:rupees?|lakhs?|lacs?|crores?)\b/gi;
/** Paise: a number with two decimals (not a version such as 1.2.30). */
const DECIMAL = /(?<![\d.])\d+\.\d{2}(?![\d.])/g;
/**
 * Any other number of 3 to 5 digits (an amount below a lakh, without a sign of money), but not
 * a status code, a line or column, a position or a port, which are no one's money.
 */
const BARE =
  /(?<!\b(?:status|code|http|line|column|col|position|port)\s*:?\s*)(?<![\w.:/#-])\d{3,5}(?![\w]|[.,:-]\d)/gi;

/**
 * Names the session does not know (another person's, a nominee's): two or more capitalised words
 * in a row ('Meera Iyer'), or in capitals ('MEERA IYER', as bank and fund records write them),
 * and any letters of a script other than Latin ('प्रिया नायर', 'பிரியா'), which no message of
 * the portal's code is written in. A single word in capitals is a code or a constant, and stays.
 */
const CAPITALISED_WORDS =
  /(?<![\p{L}\p{M}\p{N}])(?:\p{Lu}\p{Ll}+|\p{Lu}{2,})(?: +(?:\p{Lu}\p{Ll}+|\p{Lu}{2,}))+(?![\p{L}\p{M}\p{N}])/gu;
const NOT_LATIN =
  /(?:(?!\p{Script=Latin})\p{L})(?:(?!\p{Script=Latin})[\p{L}\p{M}]|[\u200C\u200D]| +(?=(?!\p{Script=Latin})\p{L}))*/gu;

/**
 * What this session knows of its customer (docs/telemetry.md#never-sent). The phone is masked
 * with every other run of 6 digits or more (DIGITS), so it needs no rule of its own here.
 */
export type Known = { names: readonly string[]; phone: string; email: string; pan: string };

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A value as a whole word: not inside another word (Nair in Nairobi). */
const word = (pattern: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${pattern})(?![\\p{L}\\p{M}\\p{N}])`, 'giu');

/**
 * The customer's own values, each as what it is: a name of two letters or more, every word of it.
 * Which of the names is tried first does not matter: at a place, only one can be a whole word.
 */
function maskKnown(text: string, { names, email, pan }: Known): string {
  const parts = names
    .flatMap((name) => name.normalize('NFKC').split(/[^\p{L}\p{M}]+/u))
    .filter((part) => part.length >= 2)
    .map(escaped);
  let out = text;
  if (email.includes('@')) out = out.replace(word(escaped(email)), '[email]');
  if (pan.length >= 10) out = out.replace(word(escaped(pan)), '[pan]');
  if (parts.length > 0) out = out.replace(word(parts.join('|')), '[name]');
  return out;
}

/**
 * An error message or stack frame as telemetry may carry it: `known` is what the session knows of
 * its customer (their names, phone, email, PAN), masked wherever it appears.
 */
export function scrubText(text: string, known?: Known): string {
  const masked = known ? maskKnown(text, known) : text;
  return masked
    .replace(NOT_LATIN, '[name]')
    .replace(CAPITALISED_WORDS, '[name]')
    .replace(QUERY, '')
    .replace(BEARER, 'Bearer [token]')
    .replace(SECRET, '$1=[token]')
    .replace(JWT, '[token]')
    .replace(EMAIL, '[email]')
    .replace(PAN, '[pan]')
    .replace(AMOUNT, '[amount]')
    .replace(OPAQUE, '[token]')
    .replace(DIGITS, '######')
    .replace(AFTER_MONEY_WORD, '$1$2[amount]')
    .replace(BEFORE_MONEY_WORD, '[amount]')
    .replace(DECIMAL, '[amount]')
    .replace(BARE, '[amount]')
    .slice(0, MAX_TEXT);
}

/**
 * A path segment that names one thing (an id, a number, an address; a PAN, with its four digits)
 * rather than a resource.
 */
const isIdentifier = (segment: string) => /\d.*\d|@/.test(segment) || segment.length >= 20;

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
