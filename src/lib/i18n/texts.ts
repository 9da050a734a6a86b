import { isLazy, languageOf, type LazyLocale, type Locale } from './languages';
import { getLocale, prepareSwitchWith, useLocale } from './locale';

/**
 * One way to hold the portal's texts (docs/i18n.md): each area keeps its English texts in a
 * typed object beside its code, and each other language's in a file of the same type beside it,
 * `texts.<code>.ts`, that loads only when that language is chosen. A missing or extra key there
 * fails the type check. A text is a string or a function of its values (a count, a name, the
 * parts of a sentence with links).
 */
type Text = string | ((...values: never[]) => unknown);
export type TextsShape = Record<string, Text>;

/**
 * An area's files of its other languages, `texts.<code>.ts` beside `texts.ts` (exporting
 * `<code>`), as the area finds them: `defineTexts(en, import.meta.glob('./texts.*.ts'))`. Each is
 * a chunk of its own; no area's code names a language, so adding one touches none of them.
 */
type LanguageFiles = Record<string, () => Promise<unknown>>;

export type Catalogue<T extends TextsShape> = {
  readonly en: T;
  /** The texts of each language loaded so far. */
  readonly loaded: Partial<Record<LazyLocale, T>>;
  /** Loads a language's texts (once, or again after a failure). */
  load: (code: LazyLocale) => Promise<T>;
  /** The languages whose last load failed (offline for a moment): English stands in until one succeeds. */
  readonly failed: Set<LazyLocale>;
};

/** Every catalogue defined so far: the ones on screen, whose texts a switch loads first. */
const known = new Set<Catalogue<TextsShape>>();

export function defineTexts<T extends TextsShape>(en: T, files: LanguageFiles): Catalogue<T> {
  const loading: Partial<Record<LazyLocale, Promise<T>>> = {};
  const catalogue: Catalogue<T> = {
    en,
    loaded: {},
    failed: new Set(),
    load: (code) =>
      (loading[code] ??= (
        Object.entries(files).find(([path]) => path.endsWith(`.${code}.ts`))?.[1] ??
        (() => Promise.reject(new Error(`No ${code} texts`)))
      )().then(
        (file) => {
          // Each is typed as the English in its file, and exports its language's code
          // (tests/unit/catalogues.test.ts).
          const texts = (file as Record<LazyLocale, T>)[code];
          catalogue.loaded[code] = texts;
          catalogue.failed.delete(code);
          return texts;
        },
        (error: unknown) => {
          // A file that did not arrive is asked for again at the next switch or page, not in a
          // loop of renders: until then the English stands in.
          loading[code] = undefined;
          catalogue.failed.add(code);
          throw error;
        },
      )),
  };
  known.add(catalogue as unknown as Catalogue<TextsShape>);
  return catalogue;
}

/** Loads the texts of `locale` of every catalogue defined so far (the source's are always in). */
const loadTextsFor = (locale: Locale): Promise<unknown> =>
  isLazy(locale)
    ? Promise.all([...known].map((catalogue) => catalogue.load(locale)))
    : Promise.resolve();

prepareSwitchWith(loadTextsFor);

/**
 * Before the first render: a first visit in a lazy language waits for one round of files, not
 * for each component's in turn. Nothing to do in the source language.
 */
export const preloadTexts = (): Promise<unknown> => loadTextsFor(getLocale());

/**
 * The texts in the language on screen, re-rendering on a switch. In Hindi, the first use waits
 * (suspends) for the Hindi file, so a Hindi reader never sees English first.
 */
export function useTexts<T extends TextsShape>(catalogue: Catalogue<T>): T {
  const locale = useLocale();
  if (!isLazy(locale)) return catalogue.en;
  const texts = catalogue.loaded[locale];
  if (texts) return texts;
  if (catalogue.failed.has(locale)) return catalogue.en;
  // Suspends by throwing the loading promise, as Suspense libraries do, so React renders the page
  // again from the start once the Hindi is in. With `use`, React would replay this very render,
  // which must then call `use` again: it would not (the texts are in by then), and a production
  // build fails with React error 467 (and recovers by rendering again). `use` in every render
  // instead stalls act() in tests whenever a render yields. (A thrown promise is Suspense's own
  // protocol, not an error.)
  throw catalogue.load(locale);
}

/**
 * The texts in the language of this moment, outside React: a toast or a validation message is
 * written when it is shown. Hindi that has not loaded yet (it loads with its page) reads as
 * English rather than wait.
 */
export function textsNow<T extends TextsShape>(catalogue: Catalogue<T>): T {
  const locale = getLocale();
  if (!isLazy(locale)) return catalogue.en;
  const texts = catalogue.loaded[locale];
  if (!texts) void catalogue.load(locale).catch(() => undefined);
  return texts ?? catalogue.en;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The form of a word for a count, by the language's own rules ('1 day', '2 days'; 'दिन'). */
export function plural(count: number, forms: { one: string; other: string }): string {
  const locale = getLocale();
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(languageOf(locale).tag);
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === 'one' ? forms.one : forms.other;
}
