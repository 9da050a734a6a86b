import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Catalogue, TextsShape } from '@/lib/i18n/texts';

/**
 * docs/glossary-hi.md is the one source of the Hindi terms: no term of its 'Checked in every
 * catalogue' table is translated two ways across the Hindi catalogues, and one English text reads
 * the same in Hindi wherever it is.
 */
const repo = join(import.meta.dirname, '../..');
const src = join(repo, 'src');
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );

/** The rows of one of the glossary's two-column tables: [left cell, the right cell's words]. */
function table(heading: string): [string, string[]][] {
  const glossary = readFileSync(join(repo, 'docs/glossary-hi.md'), 'utf8');
  const section = glossary.split(new RegExp(`^## ${heading}$`, 'm'))[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, left = '', right = '']) => [left, right.split(' / ')]);
}

/** The checked terms: [English as the English texts write it, what every Hindi of it holds]. */
const checkedTerms = () => table('Checked in every catalogue');

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

type Pair = { where: string; english: string; hindi: string };

async function pairs(): Promise<Pair[]> {
  const found: Pair[] = [];
  for (const file of filesUnder(src).filter((path) => path.endsWith('.hi.ts'))) {
    const englishFile = readdirSync(join(file, '..'))
      .map((name) => join(file, '..', name))
      .find((path) => /\.tsx?$/.test(path) && path.replace(/\.tsx?$/, '.hi.ts') === file);
    if (!englishFile) continue;
    const english = Object.values((await import(englishFile)) as Record<string, unknown>).find(
      (value): value is Catalogue<TextsShape> =>
        typeof value === 'object' && value !== null && 'load' in value,
    );
    const { hi } = (await import(file)) as { hi: TextsShape };
    if (!english) continue;
    for (const [key, value] of Object.entries(english.en)) {
      const ours = textsOf(value);
      const theirs = textsOf(hi[key]);
      ours.forEach((text, i) =>
        found.push({
          where: `${relative(src, file)} ${key}`,
          english: text,
          hindi: theirs[i] ?? '',
        }),
      );
    }
  }
  return found;
}

describe('the Hindi glossary (docs/glossary-hi.md)', () => {
  it('lists the terms every catalogue is checked for', () => {
    expect(checkedTerms().length).toBeGreaterThan(10);
  });

  it('is followed: a checked term reads one way in every Hindi catalogue', async () => {
    const texts = await pairs();
    expect(texts.length).toBeGreaterThan(500);
    const astray = checkedTerms().flatMap(([term, hindi]) =>
      texts
        .filter(({ english }) => new RegExp(`\\b${term}\\b`, 'i').test(english))
        .filter(({ hindi: text }) => !hindi.some((word) => text.includes(word)))
        .map(({ where, hindi: text }) => `${term} -> ${hindi.join(' / ')}: ${where}: ${text}`),
    );
    expect(astray).toEqual([]);
  });

  it("is spelled one way in every Hindi file, the demo server's words too", () => {
    const never = table('Spelled one way').flatMap(([, words]) => words);
    expect(never.length).toBeGreaterThan(5);
    const astray = filesUnder(src)
      .filter((path) => path.endsWith('.hi.ts'))
      .flatMap((path) => {
        const text = readFileSync(path, 'utf8');
        // A word without its nukta is the start of the same word with it: 'तारीख' of 'तारीख़'.
        return never
          .filter((word) => new RegExp(`${word}(?!\u093C)`).test(text))
          .map((word) => `${relative(src, path)}: ${word}`);
      });
    expect(astray).toEqual([]);
  });

  /** English words that are two things, each with its own Hindi. */
  const twoThings = new Set([
    // A page's name (a noun) and a button (a Hindi button is a verb: 'लॉग इन करें').
    'Login',
    // The first time /login names it, the English follows (docs/glossary-hi.md); after that not.
    'Privacy Policy',
    // A consent withdrawn (वापस ली गई) and money withdrawn (निकाले).
    'Withdrawn',
    // The customer's own number (मोबाइल नंबर) and an officer's number to call (फ़ोन).
    'Phone',
  ]);

  it('gives one English text one Hindi, wherever it is', async () => {
    const byEnglish = new Map<string, Set<string>>();
    for (const { english, hindi } of await pairs()) {
      if (english.length < 3 || !hindi || twoThings.has(english)) continue;
      byEnglish.set(english, (byEnglish.get(english) ?? new Set()).add(hindi));
    }
    const twoWays = [...byEnglish]
      .filter(([, hindi]) => hindi.size > 1)
      .map(([english, hindi]) => `${english}: ${[...hindi].join(' | ')}`);
    expect(twoWays).toEqual([]);
  });

  it('gives two different English texts of one catalogue two different Hindi (two buttons side by side never read alike)', async () => {
    const byHindi = new Map<string, Set<string>>();
    for (const { where, english, hindi } of await pairs()) {
      if (!hindi) continue;
      const key = `${where.split(' ')[0] ?? ''}: ${hindi}`;
      byHindi.set(key, (byHindi.get(key) ?? new Set()).add(english));
    }
    // Hindi does not mark these plurals; the SDK's two states are one thing to a customer.
    const oneInHindi = new Set([
      'Withdrawals | Withdrawal',
      'Repayments | Repayment',
      'SDK not initialized | Failed to initialize SDK',
      'Interest certificates | Interest certificate',
      // The English says it two ways (a button and a link); the Hindi once.
      'Login with OTP instead | Log in with OTP instead',
    ]);
    const alike = [...byHindi]
      .filter(([, english]) => english.size > 1 && !oneInHindi.has([...english].join(' | ')))
      .map(([hindi, english]) => `${hindi} <- ${[...english].join(' | ')}`);
    expect(alike).toEqual([]);
  });
});
