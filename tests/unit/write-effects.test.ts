import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, src } from '../support/source-files';

/*
 * Each write owns its cache effects in its api/ file (docs/architecture.md#writes). ESLint sees a
 * cache call written outside api/; this test sees one reached through a helper: a function of an
 * api/ file that changes the cache (not a hook, which owns its effect where it is defined) is
 * called only from api/ files and the query plumbing.
 */

const sources = filesUnder(src).filter((file) => !file.includes('/mocks/'));
const owning = (file: string) => /\/api\/|\/lib\/query\//.test(file);
const CACHE_CALL = /\.(invalidateQueries|setQueryData|removeQueries|resetQueries)\(/;

/** The exported functions of `source` that change the cache themselves, by name. */
function cacheHelpers(source: string): string[] {
  // Top-level declarations start at the beginning of a line; each runs to the next one.
  const declarations = source.split(/\n(?=export |function |const |async function )/);
  return declarations.flatMap((declaration) => {
    // A write's or a read's options own their effects: they are what screens run.
    const name =
      /^export (?:async )?function (\w+)|^export const (\w+) = (?!mutationOptions|queryOptions)/.exec(
        declaration,
      );
    const found = name?.[1] ?? name?.[2];
    return found && !found.startsWith('use') && CACHE_CALL.test(declaration) ? [found] : [];
  });
}

/** The names `source` imports. */
const importedNames = (source: string): string[] =>
  [...source.matchAll(/import (?:type )?\{([^}]*)\} from '[^']+'/g)].flatMap((found) =>
    (found[1] ?? '').split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
  );

describe('cache effects', () => {
  it('are found in a helper that makes one', () => {
    expect(
      cacheHelpers(
        [
          "import x from 'y';",
          'export function refresh(client: QueryClient) {\n  void client.invalidateQueries({});\n}',
          'export const patch = (client: QueryClient) =>\n  client.setQueryData(key, 1);',
          'export function useFresh() {\n  return () => client.resetQueries(q);\n}',
          'export function read(client: QueryClient) {\n  return client.getQueryData(key);\n}',
          'export const save = mutationOptions({\n  onSuccess: (_a, _b, _c, { client }) => client.setQueryData(k, 1),\n});',
        ].join('\n'),
      ),
    ).toEqual(['refresh', 'patch']);
  });

  it('are reached only from the api/ files that own them', () => {
    const helpers = new Set(
      sources.filter(owning).flatMap((file) => cacheHelpers(readFileSync(file, 'utf8'))),
    );
    expect([...helpers].sort()).toEqual(
      expect.arrayContaining(['patchProfile', 'refreshAfterMoneyMoved', 'refreshLoan']),
    );
    const reached = sources
      .filter((file) => !owning(file))
      .flatMap((file) =>
        importedNames(readFileSync(file, 'utf8'))
          .filter((name) => helpers.has(name))
          .map((name) => `${relative(src, file)}: ${name}`),
      );
    expect(reached).toEqual([]);
  });
});
