// Every pointer leads somewhere: each relative link in a Markdown file of the repository (and its
// #anchor, as GitHub names a heading), each file of the repository named in the docs or in the
// code (`src/lib/api.ts`, `docs/<file>.md#anchor`), and no comment pointing at a numbered section
// of a document outside the repository ("§8", "the spec (section 5)") instead of into docs/
// (docs/testing.md#the-docs-check).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(file));

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_~]|<[^>]+>/g, (m) => (m === '_' ? '_' : ''))
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorCache = new Map();
/** The anchors a Markdown file offers: its headings (repeats numbered as GitHub does). */
function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const seen = new Map();
    const anchors = new Set();
    let fenced = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (!heading) continue;
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count ? `${base}-${count}` : base);
    }
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

const problems = [];
/** Checks that `target` (a path relative to the repository, maybe with #anchor) exists. */
function check(where, target, path) {
  const [, anchor] = target.split('#');
  if (!existsSync(path)) return problems.push(`${where}: ${target}: no such file`);
  if (anchor === undefined || statSync(path).isDirectory() || !path.endsWith('.md')) return;
  if (!anchorsOf(path).has(decodeURIComponent(anchor)))
    problems.push(`${where}: ${target}: no heading '#${anchor}' in ${path}`);
}

/**
 * A file of the repository named in prose or a comment: a top folder, a path, an extension. One
 * right after a package's version ('language-common 4.1.3, src/passwords.json') is that package's.
 */
const named =
  /(?<![\w./-])(?<!\d, )(?:src|tests|scripts|tooling|deploy|docs|public)\/[\w./-]*\.(?:tsx?|mjs|js|md|json|sh|template|conf|css|html)(?:#[\w-]+)?(?![\w/-])/g;
/** Examples that name no real file. */
const examples = new Set(['tests/unit/foo.test.ts', 'tests/unit/x.test.ts', 'tests/e2e/x.spec.ts']);

const code = /\.(ts|tsx|js|mjs|cjs|sh|conf|template|json|html|css|ya?ml)$|^\.env\.|\.ci\//;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  if (file.endsWith('.md')) {
    let fenced = false;
    lines.forEach((line, i) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) return;
      for (const [, target] of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
        const [path] = target.split('#');
        const resolved = path ? normalize(join(dirname(file), path)) : file;
        check(`${file}:${i + 1}`, target, resolved);
      }
      for (const [target] of line.matchAll(named))
        if (!examples.has(target)) check(`${file}:${i + 1}`, target, target.split('#')[0]);
    });
  } else if (code.test(file) && !file.startsWith('tests/mutation-')) {
    lines.forEach((line, i) => {
      for (const [target] of line.matchAll(named))
        if (!examples.has(target)) check(`${file}:${i + 1}`, target, target.split('#')[0]);
      if (/§\s?\d|\bspec \(section \d/.test(line) && file !== 'scripts/check-docs-links.mjs')
        problems.push(`${file}:${i + 1}: points at a numbered section outside the repository`);
    });
  }
}

for (const problem of problems) console.error(problem);
console.log(
  problems.length
    ? `${problems.length} broken pointer(s) into the docs`
    : 'every docs link, anchor and pointer in code leads somewhere',
);
process.exit(problems.length ? 1 : 0);
