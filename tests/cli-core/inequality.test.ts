// The inequality domain through the real CLI (child processes): the two `check --json`
// bars, interval answers, and `generate --domain inequality` whose files re-check line by line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cli, tempDir } from './helpers.ts';

interface Verdict {
  q1: boolean;
  q2: boolean;
  q3: number;
  steps: { index: number; valid: boolean; code: string | null; reason: string }[];
  explanation: string;
}

async function check(trace: string): Promise<Verdict> {
  const r = await cli(['check', '--json'], trace);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Verdict;
}

describe.concurrent('stepbench check on inequalities', () => {
  it('-2x + 3 < 7 / -2x < 4 / x < -2: q3 2, the relation not reversed after dividing by -2', async () => {
    const v = await check('-2x + 3 < 7\n-2x < 4\nx < -2\n');
    expect({ q1: v.q1, q2: v.q2, q3: v.q3 }).toEqual({ q1: false, q2: false, q3: 2 });
    expect(v.steps[2]!.code).toBe('inequality_direction');
  });

  it('3x + 5 < 2x - 7 / -12 > x: valid, and the final answer is right', async () => {
    const v = await check('3x + 5 < 2x - 7\n-12 > x\n');
    expect({ q1: v.q1, q2: v.q2, q3: v.q3 }).toEqual({ q1: true, q2: true, q3: -1 });
    expect(v.explanation).toBe('All 2 steps are valid. The final answer -12 > x is exactly the solution set of the original inequality.');
  });

  it('≤ and ≥ typed as symbols, numbered lines, an interval answer with inf', async () => {
    const v = await check('1) 2x - 3 ≥ 7x + 6\n2) -5x ≥ 9\n3) x ≤ -9/5\n4) x ∈ (-inf, -9/5]\n');
    expect({ q1: v.q1, q2: v.q2, q3: v.q3 }).toEqual({ q1: true, q2: true, q3: -1 });
  });

  it('a strictness slip is named', async () => {
    const v = await check('2x + 3 < 7\n2x <= 4\nx <= 2\n');
    expect({ q1: v.q1, q2: v.q2, q3: v.q3 }).toEqual({ q1: false, q2: false, q3: 1 });
    expect(v.steps[1]!.code).toBe('inequality_strictness');
  });
});

describe('stepbench generate --domain inequality', () => {
  let dir: { path: string; remove: () => Promise<void> };
  beforeAll(async () => {
    dir = await tempDir('ineq');
  });
  afterAll(async () => {
    await dir.remove();
  });

  it('writes the test sets, the manifest names the domain, and check --jsonl re-checks every line', async () => {
    const out = join(dir.path, 'd');
    const g = await cli(['generate', '--domain', 'inequality', '--seed', '3', '--test', '30', '--no-train', '--quiet', '--out', out], '', 120_000);
    expect(g.code, g.stderr).toBe(0);
    const manifest = JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')) as { options: { domain: string } };
    expect(manifest.options.domain).toBe('inequality');
    const lines = (await readFile(join(out, 'test-perturbed.jsonl'), 'utf8')).split('\n').filter(Boolean);
    expect(lines.length).toBe(90);
    const families = new Set(lines.map((l) => (JSON.parse(l) as { family: string }).family));
    expect([...families].sort()).toEqual(['add_both_sides', 'divide_negative', 'move_to_rhs', 'multiply_negative', 'swap_sides']);
    for (const file of ['test-canonical.jsonl', 'test-perturbed.jsonl']) {
      const c = await cli(['check', '--jsonl', join(out, file)], '', 120_000);
      expect(c.code, `${file}\n${c.stdout}\n${c.stderr}`).toBe(0);
    }
  }, 300_000);
});
