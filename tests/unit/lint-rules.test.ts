import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { src } from '../support/source-files';

/*
 * Lint rules shown firing. The writes' (docs/architecture.md#writes): a cache call outside api/
 * files and the query plumbing, and a screen's callback written beside a write's options (which
 * would replace the write's own), are errors; the same code in an api/ file is not. The loan's
 * layer (docs/architecture.md#import-direction, src/loan/README.md): the features and app/ import
 * it; it imports neither, and the session below it does not import it.
 */

const eslint = new ESLint({ cwd: join(src, '..') });

/** The messages ESLint gives `code` as if it were the file at `path` (below src/). */
async function messagesFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(src, path) });
  return (result?.messages ?? []).map((message) => message.message);
}

const cacheCall = [
  "import type { QueryClient } from '@tanstack/react-query';",
  'export function refresh(client: QueryClient): void {',
  "  void client.invalidateQueries({ queryKey: ['loan'] });",
  '}',
  '',
].join('\n');

const spreadCallback = [
  "import { useServerAction } from '@/lib/query/server-action';",
  "import { endSessions } from '@/features/profile/api/account-security';",
  'const screen = { ...endSessions, onSuccess: () => undefined };',
  'export const useEnd = () => useServerAction(screen);',
  '',
].join('\n');

const besideTheWrite = /A write's (cache effects|callbacks) live/;

describe("the writes' lint rules", { timeout: 60_000 }, () => {
  it('refuse a cache call in a hook or a component, and allow it in an api/ file', async () => {
    expect(await messagesFor('features/profile/use-refresh.ts', cacheCall)).toEqual([
      expect.stringMatching(besideTheWrite),
    ]);
    expect(await messagesFor('features/profile/components/refresh.tsx', cacheCall)).toEqual([
      expect.stringMatching(besideTheWrite),
    ]);
    expect(await messagesFor('features/profile/api/refresh.ts', cacheCall)).toEqual([]);
  });

  it("refuse a screen's callback spread beside a write's options", async () => {
    expect(await messagesFor('features/profile/components/end.tsx', spreadCallback)).toEqual([
      expect.stringMatching(besideTheWrite),
    ]);
  });
});

describe("the loan's layer", { timeout: 60_000 }, () => {
  const importing = (from: string) =>
    [`import { x } from '${from}';`, 'export const y = x;', ''].join('\n');
  const climbs = /imported in restricted zone/;

  it('is imported by a feature and by app/', async () => {
    expect(await messagesFor('features/loan/y.ts', importing('@/loan/line-close'))).toEqual([]);
    expect(await messagesFor('app/loan/y.ts', importing('@/loan/line-close'))).toEqual([]);
  });

  it('imports no feature and nothing of app/, and the session does not import it', async () => {
    for (const [file, from] of [
      ['loan/y.ts', '@/features/collateral/api/collateral'],
      ['loan/y.ts', '@/app/routes'],
      ['session/y.ts', '@/loan/line-close'],
    ] as const)
      expect(await messagesFor(file, importing(from)), `${file} importing ${from}`).toEqual([
        expect.stringMatching(climbs),
      ]);
  });
});
