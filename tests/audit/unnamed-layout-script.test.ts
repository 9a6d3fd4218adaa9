// scripts/unnamed-layout.ts: on the erroneous test samples no cue names a line in, Q3 answered from
// the family and the number of lines (fitted on train's such samples of the same set), beside always
// the most common index. Checked on hand-written samples whose slips no cue reads (a number's size),
// where the family alone tells the index, and on bad input, which must say where and exit 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'unnamed-layout-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (d: string) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/unnamed-layout.ts', d], { encoding: 'utf8' });
const jsonl = (...rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
let n = 0;
const row = (set: string, family: string | null, steps: string[], q3: number) => ({ id: `s-${++n}`, set, family, steps, gold: { q1: q3 < 0, q2: q3 < 0, q3 } });
// Size slips at line 2 (a move's family) and at line 1 (a division's family), three lines each.
const atTwo = (set: string) => [row(set, 'move_to_rhs', ['3x + 5 = 2x - 7', 'x + 5 = -7', 'x = -13'], 2), row(set, 'move_to_rhs', ['5x + 1 = 3x + 9', '2x + 1 = 9', 'x = 5'], 2)];
const atOne = (set: string) => [row(set, 'divide_constant', ['2x + 4 = 10', '2x = 7', 'x = 7/2'], 1), row(set, 'divide_constant', ['4x - 2 = 10', '4x = 13', 'x = 13/4'], 1)];

describe('scripts/unnamed-layout.ts', () => {
  it('places the unnamed first errors by family and line count, fitted on train, beside the most common index', () => {
    // Train: two move slips at 2, one division slip at 1 (by line count alone: 2), a valid trace and
    // canonical rows (another set) that must not count.
    writeFileSync(join(dir, 'train.jsonl'), jsonl(...atTwo('perturbed'), atOne('perturbed')[0]!, row('perturbed', 'divide_constant', ['2x = 6', 'x = 3'], -1), ...atOne('canonical'), atOne('canonical')[1]!));
    writeFileSync(join(dir, 'test-perturbed.jsonl'), jsonl(atTwo('perturbed')[0]!, ...atOne('perturbed')));
    writeFileSync(join(dir, 'test-canonical.jsonl'), jsonl(...atTwo('canonical')));
    const r = run(dir);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    // Perturbed: the family tells both indices (3 of 3); the test's most common index, 1, is 2 of 3;
    // by line count alone (train's 2) it would be 1 of 3.
    expect(r.stdout).toContain('test-perturbed: 3 erroneous samples where no cue names a line; family and line count → most common index (fitted on train\'s such samples) 100.0%; always the most common index 66.7%');
    // Canonical: train's canonical rows are all at 1, the test's at 2: the lookup misses both.
    expect(r.stdout).toContain('test-canonical: 2 erroneous samples where no cue names a line; family and line count → most common index (fitted on train\'s such samples) 0.0%; always the most common index 100.0%');
  });

  it('a sample without gold, or a missing file, is an error that says where (exit 2)', () => {
    const bad = mkdtempSync(join(dir, 'bad-'));
    writeFileSync(join(bad, 'train.jsonl'), jsonl(atTwo('perturbed')[0]!, { id: 'x', set: 'perturbed', family: null, steps: ['x = 1'] }));
    const r = run(bad);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('train.jsonl, line 2: a sample needs');
    writeFileSync(join(bad, 'train.jsonl'), jsonl(atTwo('perturbed')[0]!));
    const missing = run(bad);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('test-canonical.jsonl');
  });
});
