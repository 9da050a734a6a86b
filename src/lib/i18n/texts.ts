import { getLocale, prepareSwitchWith, useLocale, type Locale } from './locale';

/**
 * One way to hold the portal's texts (docs/i18n.md): each area keeps its English texts in a
 * typed object beside its code, and its Hindi in a file of the same type that loads only when
 * Hindi is chosen. A missing or extra key in the Hindi file fails the type check. A text is a
 * string or a function of its values (a count, a name, the parts of a sentence with links).
 */
type Text = string | ((...values: never[]) => unknown);
export type TextsShape = Record<string, Text>;

export type Catalogue<T extends TextsShape> = {
  readonly en: T;
  /** The Hindi texts once loaded. */
  hi?: T;
  /** Loads the Hindi texts (once, or again after a failure). */
  loadHindi: () => Promise<T>;
  /** The last load failed (offline for a moment): the English shows until one succeeds. */
  hindiFailed?: boolean;
};

/** Every catalogue defined so far: the ones on screen, whose Hindi a switch loads first. */
const known = new Set<Catalogue<TextsShape>>();

export function defineTexts<T extends TextsShape>(
  en: T,
  hindi: () => Promise<{ hi: NoInfer<T> }>,
): Catalogue<T> {
  let loading: Promise<T> | undefined;
  const catalogue: Catalogue<T> = {
    en,
    loadHindi: () =>
      (loading ??= hindi().then(
        ({ hi }) => {
          catalogue.hi = hi;
          catalogue.hindiFailed = false;
          return hi;
        },
        (error: unknown) => {
          // A file that did not arrive is asked for again at the next switch or page, not in a
          // loop of renders: until then the English stands in.
          loading = undefined;
          catalogue.hindiFailed = true;
          throw error;
        },
      )),
  };
  known.add(catalogue as unknown as Catalogue<TextsShape>);
  return catalogue;
}

/** Loads the texts of `locale` of every catalogue defined so far (English is always in). */
const loadTextsFor = (locale: Locale): Promise<unknown> =>
  locale === 'hi'
    ? Promise.all([...known].map((catalogue) => catalogue.loadHindi()))
    : Promise.resolve();

prepareSwitchWith(loadTextsFor);

/**
 * Before the first render: a first visit in Hindi waits for one round of files, not for each
 * component's in turn. Nothing to do in English.
 */
export const preloadTexts = (): Promise<unknown> => loadTextsFor(getLocale());

/**
 * The texts in the language on screen, re-rendering on a switch. In Hindi, the first use waits
 * (suspends) for the Hindi file, so a Hindi reader never sees English first.
 */
export function useTexts<T extends TextsShape>(catalogue: Catalogue<T>): T {
  const locale = useLocale();
  if (locale === 'en') return catalogue.en;
  if (catalogue.hi) return catalogue.hi;
  if (catalogue.hindiFailed) return catalogue.en;
  // Suspends by throwing the loading promise, as Suspense libraries do, so React renders the page
  // again from the start once the Hindi is in. With `use`, React would replay this very render,
  // which must then call `use` again: it would not (the texts are in by then), and a production
  // build fails with React error 467 (and recovers by rendering again). `use` in every render
  // instead stalls act() in tests whenever a render yields. (A thrown promise is Suspense's own
  // protocol, not an error.)
  throw catalogue.loadHindi();
}

/**
 * The texts in the language of this moment, outside React: a toast or a validation message is
 * written when it is shown. Hindi that has not loaded yet (it loads with its page) reads as
 * English rather than wait.
 */
export function textsNow<T extends TextsShape>(catalogue: Catalogue<T>): T {
  if (getLocale() === 'en') return catalogue.en;
  if (!catalogue.hi) void catalogue.loadHindi();
  return catalogue.hi ?? catalogue.en;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The form of a word for a count, by the language's own rules ('1 day', '2 days'; 'दिन'). */
export function plural(count: number, forms: { one: string; other: string }): string {
  const locale = getLocale();
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale === 'hi' ? 'hi-IN' : 'en-IN');
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === 'one' ? forms.one : forms.other;
}
