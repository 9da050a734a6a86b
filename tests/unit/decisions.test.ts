import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { src } from '../support/source-files';

/** The decision records (docs/README.md#decisions), each in epic-stack's form. */
const folder = join(src, '..', 'docs', 'decisions');
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));

describe('the decision records', () => {
  it('are numbered in order, from 1, without a gap', () => {
    expect(records.map((name) => Number(name.slice(0, 4)))).toEqual(
      records.map((_, index) => index + 1),
    );
  });

  it.each(records)(
    '%s has its date and status, then context, decision and consequences',
    (name) => {
      const text = readFileSync(join(folder, name), 'utf8');
      const [title, dated] = text.split('\n').filter((line) => line !== '');
      expect(title).toMatch(new RegExp(`^# ${Number(name.slice(0, 4))}\\. `));
      expect(dated).toMatch(/^Date: \d{4}-\d{2}-\d{2}\. Status: (accepted|superseded by \d+)\b/);
      const sections = [...text.matchAll(/^## (Context|Decision|Consequences)\b/gm)].map(
        (found) => found[1],
      );
      expect(sections).toEqual(['Context', 'Decision', 'Consequences']);
    },
  );
});
