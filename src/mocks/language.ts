import { HttpResponse } from 'msw';
import { isLocale, SOURCE, type Locale } from '@/lib/i18n/languages';

/**
 * The demo server's answers in the language a request asks for with `Accept-Language`
 * (docs/api-contract.md#headers). The server writes English, word for word as before; the
 * answer is put into the language on its way out, field by field: `message`, `title`, `reason`,
 * `failure_reason`, a phone code's `summary`, a ledger entry's `description`, a key fact's `name` and `basis`, a session's `device` and the demo widget's `label`,
 * wherever they are in the body. Each
 * language's words are its own file, `words.<code>.ts` (its `words`), loaded when first asked for.
 */
type Words = (english: string) => string;
const LANGUAGES = import.meta.glob<Words>('./words.*.ts', { import: 'words' });

// A key fact's `name` and `basis` too: a charge's name and what it is charged on, a benchmark's name.
const FIELDS = new Set([
  'message',
  'title',
  'reason',
  'failure_reason',
  'description',
  'summary',
  'name',
  'basis',
  // A signed-in session's device ('Android phone'): a product's name (iPhone, Mac) stays.
  'device',
  // The demo credit-line widget's words (./volt-labels.ts).
  'label',
]);

function translated(value: unknown, words: Words, key = ''): unknown {
  if (typeof value === 'string') return FIELDS.has(key) ? words(value) : value;
  if (Array.isArray(value)) return value.map((item) => translated(item, words));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translated(v, words, k)]));
  }
  return value;
}

/** The registry's language `request` asks for first with `Accept-Language`; else English. */
export function localeAsked(request: Request): Locale {
  const code = /^\s*([a-z]+)\b/i.exec(request.headers.get('Accept-Language') ?? '')?.[1];
  const lowered = code?.toLowerCase();
  return isLocale(lowered) ? lowered : SOURCE;
}

/** The words of the language `request` asks for first, if it is one of the registry's but English. */
function wordsAsked(request: Request) {
  const locale = localeAsked(request);
  return locale === SOURCE ? undefined : LANGUAGES[`./words.${locale}.ts`];
}

/** The answer to `request` in the language it asked for. */
export async function inLanguageOf(request: Request, response: Response): Promise<Response> {
  const load = wordsAsked(request);
  if (!load) return response;
  if (!response.headers.get('Content-Type')?.includes('application/json')) return response;
  const [words, body] = await Promise.all([load(), response.clone().json() as Promise<unknown>]);
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return HttpResponse.json(translated(body, words) as Record<string, unknown>, {
    status: response.status,
    headers,
  });
}
