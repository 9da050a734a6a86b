import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, src } from '../support/source-files';
import { LANGUAGES } from '@/lib/i18n/languages';
import type { Catalogue, TextsShape } from '@/lib/i18n/texts';

/** The code outside the machinery (src/lib/i18n), whose comments show how a catalogue is named. */
const sources = filesUnder(src).filter((file) => !file.includes('/lib/i18n/'));
const lazyLanguages = LANGUAGES.filter((language) => language.catalogues === 'lazy');

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

  it('are named by no file but their own: a language is added without touching any code but the registry', () => {
    const codes = lazyLanguages.map(({ code }) => code).join('|');
    const naming = sources.filter((file) =>
      new RegExp(`\\.(${codes})(\\.ts)?['\`]`).test(readFileSync(file, 'utf8')),
    );
    expect(naming.map((file) => relative(src, file))).toEqual([]);
  });

  it('are named by their tags nowhere else either: the loading screen and the stylesheet read the registry', () => {
    const own = (file: string) => lazyLanguages.some(({ code }) => file.endsWith(`.${code}.ts`));
    const files = [
      ...sources.filter((file) => !own(file)),
      join(src, 'index.css'),
      join(src, '../index.html'),
    ];
    const naming = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return lazyLanguages.some(
        ({ code, tag }) => text.includes(tag) || text.includes(`(${code})`),
      );
    });
    expect(naming.map((file) => relative(src, file))).toEqual([]);
  });
});
