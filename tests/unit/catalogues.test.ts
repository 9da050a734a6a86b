import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, src } from '../support/source-files';
import { LANGUAGES } from '@/lib/i18n/languages';
import type { Catalogue, TextsShape } from '@/lib/i18n/texts';

/** The code outside the machinery (src/lib/i18n), whose comments show how a catalogue is named. */
const sources = filesUnder(src).filter((file) => !file.includes('/lib/i18n/'));
const lazyLanguages = LANGUAGES.filter((language) => language.catalogues === 'lazy');
const root = join(src, '..');

/**
 * Whether `text` names a language but the source: a file of its (`texts.mr.ts`,
 * `'./words.mr.ts'`), its code quoted or in brackets (`:lang(mr)`), or its tag.
 */
const namesLanguage = (text: string) =>
  lazyLanguages.some(
    ({ code, tag }) =>
      new RegExp(`\\.${code}(\\.ts)?['"\`]|['"\`]${code}['"\`]|\\(${code}\\)`).test(text) ||
      text.includes(tag),
  );

/** A language's own file: `texts.mr.ts`, `words.mr.ts`, `font.mr.ts`. */
const own = (file: string) => lazyLanguages.some(({ code }) => file.endsWith(`.${code}.ts`));
/**
 * Every file that must not change when a language is added (docs/i18n.md#adding-a-language-tamil-counted-in-files):
 * the app's code but the registry, the build's plugins, the scripts (nginx's rendering among
 * them), nginx's template, the page, the stylesheet and the configurations.
 */
const beyondTheRegistry = [
  ...filesUnder(src),
  ...filesUnder(join(root, 'tooling')),
  ...readdirSync(join(root, 'scripts'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(mjs|sh)$/.test(file))
    .map((file) => join(root, 'scripts', file)),
  join(root, 'deploy/nginx.conf.template'),
  join(root, 'index.html'),
  join(src, 'index.css'),
  join(root, 'vite.config.ts'),
  join(root, 'eslint.config.js'),
].filter((file) => !own(file) && !file.endsWith(join('lib', 'i18n', 'languages.ts')));

/** Each area's catalogue: the file defining it and the name its other languages' files share. */
const areas = sources.flatMap((file) => {
  const found = /defineTexts\(\s*en,\s*import\.meta\.glob\('\.\/([\w-]+)\.\*\.ts'\)/.exec(
    readFileSync(file, 'utf8'),
  );
  return found?.[1] ? [{ file, base: join(file, '..', found[1]) }] : [];
});

describe('the language catalogues (docs/i18n.md)', () => {
  it('are found: every area defines its texts one way', () => {
    const defining = sources.filter((file) => readFileSync(file, 'utf8').includes('defineTexts('));
    expect(areas.length).toBeGreaterThan(20);
    expect(defining).toEqual(areas.map(({ file }) => file));
  });

  it('are as many as docs/i18n.md counts', () => {
    const docs = readFileSync(join(src, '..', 'docs', 'i18n.md'), 'utf8');
    const counted = /one file per catalogue,\s+(\d+)\s+today/.exec(docs)?.[1];
    expect(Number(counted)).toBe(areas.length);
  });

  it.each(lazyLanguages.map(({ code }) => code))(
    'has every area in %s, beside its English, exporting the same keys',
    async (code) => {
      for (const { file, base } of areas) {
        const path = `${base}.${code}.ts`;
        expect(existsSync(path), relative(src, path)).toBe(true);
        const english = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
        const other = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
        expect(Object.keys(other), relative(src, path)).toEqual([code]);
        const catalogues = Object.values(english).filter(
          (value): value is Catalogue<TextsShape> =>
            typeof value === 'object' && value !== null && 'load' in value && 'en' in value,
        );
        for (const catalogue of catalogues) {
          expect(Object.keys(other[code] as object).sort(), relative(src, path)).toEqual(
            Object.keys(catalogue.en).sort(),
          );
        }
      }
    },
  );

  it('are named by no file but their own and the registry: not the app, the build, its scripts nor nginx', () => {
    const naming = beyondTheRegistry.filter((file) => namesLanguage(readFileSync(file, 'utf8')));
    expect(naming.map((file) => relative(root, file))).toEqual([]);
  });

  it('would catch a file that named one', () => {
    for (const { code, tag } of lazyLanguages) {
      expect(namesLanguage(`if (locale === '${code}') font = x;`)).toBe(true);
      expect(namesLanguage(`import('./words.${code}.ts')`)).toBe(true);
      expect(namesLanguage(`:root:lang(${code}) { line-height: 2 }`)).toBe(true);
      expect(namesLanguage(`<html lang="${tag}">`)).toBe(true);
    }
    expect(namesLanguage('const files = import.meta.glob(`./words.*.ts`);')).toBe(false);
    expect(namesLanguage("const { code, tag } = languageOf(locale); // 'Hindi' in words")).toBe(
      false,
    );
  });
});
