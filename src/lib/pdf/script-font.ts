/**
 * A language's font for the PDFs: its own file, `font.<code>.ts` beside this one (docs/i18n.md).
 * Characters in its blocks are set in it, even a letter it lacks (a box on paper, the letter when
 * copied), never as '?'. Languages of one script (Hindi, Marathi) name the same font file: it is
 * embedded once.
 */
import { LANGUAGES } from '@/lib/i18n/languages';

export type ScriptFont = { url: string; blocks: readonly (readonly [number, number])[] };

// The build reads import.meta.glob's arguments as written: a mutant of them is no JavaScript Vite
// can build (docs/testing.md#mutation-testing).
// Stryker disable next-line all
const FILES = import.meta.glob<ScriptFont>('./font.*.ts', { eager: true, import: 'default' });

/** Each language's font, each font file once, the source language's first. */
export const FONTS: readonly ScriptFont[] = [
  ...new Map(
    LANGUAGES.map(({ code }) => {
      const font = FILES[`./font.${code}.ts`];
      if (font === undefined) throw new Error(`No PDF font for ${code} (docs/i18n.md)`);
      return [font.url, font] as const;
    }),
  ).values(),
];

export const inBlocks = (font: ScriptFont, point: number) =>
  font.blocks.some(([low, high]) => point >= low && point <= high);
