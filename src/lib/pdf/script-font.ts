/**
 * A script's font for the PDFs: one file per script in ./fonts, named as the registry's `script`
 * (docs/i18n.md#a-new-language). Characters in its blocks are set in it, even a letter it lacks
 * (a box on paper, the letter when copied), never as '?'.
 */
import { LANGUAGES } from '@/lib/i18n/languages';

/** The scripts the registry's languages are written in, each once. */
export const SCRIPTS = [...new Set(LANGUAGES.map((language) => language.script))];

export type ScriptFont = { url: string; blocks: readonly (readonly [number, number])[] };

const FONTS = import.meta.glob<ScriptFont>('./fonts/*.ts', { eager: true, import: 'default' });

export function scriptFont(script: string): ScriptFont {
  const font = FONTS[`./fonts/${script}.ts`];
  if (font === undefined) throw new Error(`No PDF font for the ${script} script (docs/i18n.md)`);
  return font;
}

export const inBlocks = (font: ScriptFont, point: number) =>
  font.blocks.some(([low, high]) => point >= low && point <= high);
