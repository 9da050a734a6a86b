import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The app's source folder, for the tests that read its code as text. */
export const src = join(import.meta.dirname, '../../src');

/** Every .ts and .tsx file below `folder`. */
export const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(folder, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(folder, entry.name)]
        : [],
  );
