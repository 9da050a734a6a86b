#!/usr/bin/env node
/**
 * The list of surviving mutants (tests/mutation-survivors.md), written from the last mutation
 * run's results (tests/mutation-incremental.json) and the reason kept for each survivor
 * (tests/mutation-reasons.json). A survivor is known by its file, mutator, the code it changed
 * and its replacement, so a reason stays with it when lines move.
 *
 *   node scripts/mutation-survivors.mjs          writes the list
 *   node scripts/mutation-survivors.mjs --check  fails when the list is stale, a survivor has no
 *                                                reason or a reason names no survivor (npm test)
 */
import { readFileSync, writeFileSync } from 'node:fs';

const RESULTS = 'tests/mutation-incremental.json';
const REASONS = 'tests/mutation-reasons.json';
const LIST = 'tests/mutation-survivors.md';
const COUNTED = ['Killed', 'Timeout', 'Survived', 'NoCoverage'];
const DETECTED = ['Killed', 'Timeout'];

const results = JSON.parse(readFileSync(RESULTS, 'utf8'));
/** { "<file under src/>": { "<key>": "reason" } } */
const reasons = JSON.parse(readFileSync(REASONS, 'utf8'));

const clip = (text, length = 90) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** The code a mutant replaced, on one line. */
function original(source, { start, end }) {
  const lines = source.split('\n').slice(start.line - 1, end.line);
  lines[lines.length - 1] = lines.at(-1).slice(0, end.column - 1);
  lines[0] = lines[0].slice(start.column - 1);
  return lines.map((line) => line.trim()).join(' ');
}

/** Code as Markdown shows it, whatever backticks it holds. */
const inline = (code) => `\`\` ${code.replace(/\s+/g, ' ')} \`\``;

const keyOf = (mutant, code) =>
  `${mutant.mutatorName}: ${clip(code)} -> ${clip(mutant.replacement.replace(/\s+/g, ' '))}`;

let killed = 0;
let counted = 0;
const problems = [];
const used = new Set();
const sections = [];
for (const [file, { source, mutants }] of Object.entries(results.files).sort()) {
  const rows = [];
  const byLine = [...mutants].sort((a, b) => a.location.start.line - b.location.start.line);
  for (const mutant of byLine) {
    if (!COUNTED.includes(mutant.status)) continue;
    counted += 1;
    if (DETECTED.includes(mutant.status)) {
      killed += 1;
      continue;
    }
    const code = original(source, mutant.location);
    const key = keyOf(mutant, code);
    const reason = reasons[file]?.[key];
    used.add(`${file}\n${key}`);
    if (!reason) problems.push(`no reason for ${file}:${mutant.location.start.line} ${key}`);
    const status = mutant.status === 'NoCoverage' ? ' (no unit test runs it)' : '';
    const change = `${inline(clip(code))} → ${inline(clip(mutant.replacement))}`;
    const line = `line ${mutant.location.start.line}, ${mutant.mutatorName}${status}`;
    rows.push(`- ${line}: ${change}  \n  ${reason ?? '**no reason**'}`);
  }
  if (rows.length) sections.push(`## ${file}\n\n${rows.join('\n')}\n`);
}
for (const [file, keys] of Object.entries(reasons)) {
  for (const key of Object.keys(keys)) {
    if (!used.has(`${file}\n${key}`)) problems.push(`a reason names no survivor: ${file} ${key}`);
  }
}

const score = ((100 * killed) / counted).toFixed(1);
const list = `# Surviving mutants

Written by \`node scripts/mutation-survivors.mjs\` from the last mutation run
(\`tests/mutation-incremental.json\`) and the reasons in \`tests/mutation-reasons.json\`; \`npm test\`
checks it is current and that every survivor has a reason. The run: ${counted} mutants counted,
${killed} detected, ${counted - killed} not: **${score}%**.

Each survivor is one of: **equivalent** (no input can tell the mutant from the code), **not
observable** (the difference cannot reach a customer or a caller: a log line, a cache's tuning),
or **left** (a real gap judged not worth a test, with why).

${sections.join('\n')}`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(LIST, 'utf8');
  } catch {
    // A missing list is stale.
  }
  if (current !== list) problems.push(`${LIST} is stale: run node scripts/mutation-survivors.mjs`);
  for (const problem of problems.slice(0, 30)) console.error(problem);
  console.log(`mutation score ${score}% (${killed} of ${counted}); ${problems.length} problems`);
  process.exit(problems.length ? 1 : 0);
}
writeFileSync(LIST, list);
for (const problem of problems.slice(0, 30)) console.error(problem);
console.log(`wrote ${LIST}: ${score}% (${killed} of ${counted}); ${problems.length} problems`);
