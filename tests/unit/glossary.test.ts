import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';
import type { Catalogue, TextsShape } from '@/lib/i18n/texts';

/**
 * Each language's glossary, docs/glossary-<code>.md (docs/glossary-hi.md, docs/glossary-mr.md),
 * is the one source of its terms: no term of its 'Checked in every catalogue' table is translated
 * two ways across that language's catalogues, and one English text reads the same wherever it is.
 * Every language of the registry but the source has one.
 */
const repo = join(import.meta.dirname, '../..');
const src = join(repo, 'src');
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );

const glossaryOf = (code: string) => readFileSync(join(repo, `docs/glossary-${code}.md`), 'utf8');
const sectionOf = (code: string, title: string) =>
  glossaryOf(code)
    .split(new RegExp(`^## ${title}$`, 'm'))[1]
    ?.split(/^## /m)[0] ?? '';

/** The checked terms: [English as the English texts write it, what every translation of it holds]. */
function checkedTerms(code: string): [string, string[]][] {
  return sectionOf(code, 'Checked in every catalogue')
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, english = '', translated = '']) => [english, translated.split(' / ')]);
}

/** Every text a value holds: strings, and what functions give for stand-in values. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return [value.filter((part) => typeof part === 'string').join('…')];
  if (typeof value === 'function') {
    try {
      return textsOf((value as (...args: string[]) => unknown)('1', '2', '3', '4'));
    } catch {
      return [];
    }
  }
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * Pairs of English texts of one catalogue that the language says alike on purpose (a plural it
 * does not mark), as its glossary lists them: '- `Withdrawals | Withdrawal`'.
 */
const readAlike = (code: string) =>
  new Set(
    [...sectionOf(code, 'Read alike on purpose').matchAll(/^- `([^`]+)`/gm)].map((m) => m[1]),
  );

type Pair = { where: string; english: string; translated: string };

async function pairs(code: string): Promise<Pair[]> {
  const found: Pair[] = [];
  for (const file of filesUnder(src).filter((path) => path.endsWith(`.${code}.ts`))) {
    const englishFile = readdirSync(join(file, '..'))
      .map((name) => join(file, '..', name))
      .find((path) => /\.tsx?$/.test(path) && path.replace(/\.tsx?$/, `.${code}.ts`) === file);
    if (!englishFile) continue;
    const english = Object.values((await import(englishFile)) as Record<string, unknown>).find(
      (value): value is Catalogue<TextsShape> =>
        typeof value === 'object' && value !== null && 'load' in value,
    );
    const hi = ((await import(file)) as Record<string, TextsShape>)[code];
    if (!english || !hi) continue;
    for (const [key, value] of Object.entries(english.en)) {
      const ours = textsOf(value);
      const theirs = textsOf(hi[key]);
      ours.forEach((text, i) =>
        found.push({
          where: `${relative(src, file)} ${key}`,
          english: text,
          translated: theirs[i] ?? '',
        }),
      );
    }
  }
  return found;
}

const languages = LANGUAGES.filter(({ catalogues }) => catalogues === 'lazy').map(
  ({ code }) => code,
);

describe.each(languages)('the glossary of %s (docs/glossary-<code>.md)', (code) => {
  it('lists the terms every catalogue is checked for', () => {
    expect(checkedTerms(code).length).toBeGreaterThan(10);
  });

  it('is followed: a checked term reads one way in every catalogue', async () => {
    const texts = await pairs(code);
    expect(texts.length).toBeGreaterThan(500);
    const astray = checkedTerms(code).flatMap(([term, translated]) =>
      texts
        .filter(({ english }) => new RegExp(`\\b${term}\\b`, 'i').test(english))
        .filter(({ translated: text }) => !translated.some((word) => text.includes(word)))
        .map(
          ({ where, translated: text }) =>
            `${term} -> ${translated.join(' / ')}: ${where}: ${text}`,
        ),
    );
    expect(astray).toEqual([]);
  });

  it("is spelled one way in every file of the language, the demo server's words too", () => {
    const never = sectionOf(code, 'Spelled one way')
      .split('\n')
      .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
      .slice(1)
      .flatMap((line) => (line.split('|')[2] ?? '').trim().split(' / '))
      .filter(Boolean);
    // Only a glossary with such a table (docs/glossary-hi.md) lists spellings to keep out.
    if (never.length === 0) return;
    const astray = filesUnder(src)
      .filter((path) => path.endsWith(`.${code}.ts`))
      .flatMap((path) => {
        const text = readFileSync(path, 'utf8');
        // A word without its nukta is the start of the same word with it: 'तारीख' of 'तारीख़'.
        return never
          .filter((word) => new RegExp(`${word}(?!\u093C)`).test(text))
          .map((word) => `${relative(src, path)}: ${word}`);
      });
    expect(astray).toEqual([]);
  });

  /**
   * The English words the glossary's opening writes in Devanagari ('क्रेडिट लाइन'): the same word in
   * Latin letters after them, in brackets, teaches nothing.
   */
  const writtenInDevanagari = [
    ...(glossaryOf(code).match(/written in Devanagari \(([^)]*)\)/)?.[1] ?? '').matchAll(
      /'([^']+)'/g,
    ),
  ].map(([, word = '']) => word);

  it('puts no English in brackets after an English word it writes in Devanagari', async () => {
    expect(writtenInDevanagari.length).toBeGreaterThan(1);
    const astray = (await pairs(code))
      .filter(({ translated }) =>
        writtenInDevanagari.some((word) => new RegExp(`${word}\\s*\\([A-Za-z]`).test(translated)),
      )
      .map(({ where, translated }) => `${where}: ${translated}`);
    expect(astray).toEqual([]);
  });

  /** English words that are two things, each with its own translation. */
  const twoThings = new Set([
    // A page's name (a noun) and a button (a button is a verb: 'लॉग इन करें', 'लॉग इन करा').
    'Login',
    // The first time /login names it, the English follows (docs/glossary-hi.md, docs/glossary-mr.md); after that not.
    'Privacy Policy',
    // A consent withdrawn (वापस ली गई) and money withdrawn (निकाले).
    'Withdrawn',
    // The customer's own number (मोबाइल नंबर) and an officer's number to call (फ़ोन).
    'Phone',
  ]);

  it('gives one English text one translation, wherever it is', async () => {
    const byEnglish = new Map<string, Set<string>>();
    for (const { english, translated } of await pairs(code)) {
      if (english.length < 3 || !translated || twoThings.has(english)) continue;
      byEnglish.set(english, (byEnglish.get(english) ?? new Set()).add(translated));
    }
    const twoWays = [...byEnglish]
      .filter(([, translated]) => translated.size > 1)
      .map(([english, translated]) => `${english}: ${[...translated].join(' | ')}`);
    expect(twoWays).toEqual([]);
  });

  it('gives two different English texts of one catalogue two different translations (two buttons side by side never read alike)', async () => {
    const byTranslation = new Map<string, Set<string>>();
    for (const { where, english, translated } of await pairs(code)) {
      if (!translated) continue;
      const key = `${where.split(' ')[0] ?? ''}: ${translated}`;
      byTranslation.set(key, (byTranslation.get(key) ?? new Set()).add(english));
    }
    const sayAlike = readAlike(code);
    const alike = [...byTranslation]
      .filter(([, english]) => english.size > 1 && !sayAlike.has([...english].join(' | ')))
      .map(([translated, english]) => `${translated} <- ${[...english].join(' | ')}`);
    expect(alike).toEqual([]);
  });
});
