// The system domain through the real CLI (child processes): the issue-14 `check --json` bars
// for systems with --domain system, and `generate --domain system` whose files re-check line
// by line and whose reference engine scores 100%.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cli, tempDir } from './helpers.ts';

interface Verdict {
  q1: boolean;
  q2: boolean;
  q3: number;
  steps: { index: number; valid: boolean; code: string | null; reason: string }[];
}

async function check(trace: string): Promise<Verdict> {
  const r = await cli(['check', '--json', '--domain', 'system'], trace);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Verdict;
}

const SUBSTITUTION = ['2x + 3y = 12, x - y = 1', '2x + 3y = 12, x = y + 1', '2(y + 1) + 3y = 12, x = y + 1', '5y = 10, x = y + 1', 'y = 2, x = 3'];

describe.concurrent('stepbench check --domain system (issue 14 bars)', () => {
  it('the substitution trace is valid', async () => {
    const v = await check(`${SUBSTITUTION.join('\n')}\n`);
    expect({ q1: v.q1, q2: v.q2, q3: v.q3 }).toEqual({ q1: true, q2: true, q3: -1 });
  });

  it('5y = 14 as the fourth step makes q3 3', async () => {
    const steps = [...SUBSTITUTION.slice(0, 3), '5y = 14, x = y + 1', 'y = 2, x = 3'];
    const v = await check(`${steps.join('\n')}\n`);
    expect({ q2: v.q2, q3: v.q3 }).toEqual({ q2: false, q3: 3 });
    expect(v.steps[3]!.code).toBe('changed_set');
  });
});

describe('stepbench generate --domain system', () => {
  let dir: { path: string; remove: () => Promise<void> };
  beforeAll(async () => {
    dir = await tempDir('system');
  });
  afterAll(async () => {
    await dir.remove();
  });

  it('writes the test sets, the manifest names the domain, check --jsonl re-checks every line, the reference engine scores 100%', async () => {
    const out = join(dir.path, 'd');
    const g = await cli(['generate', '--domain', 'system', '--seed', '3', '--test', '30', '--no-train', '--quiet', '--out', out], '', 120_000);
    expect(g.code, g.stderr).toBe(0);
    const manifest = JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')) as { options: { domain: string } };
    expect(manifest.options.domain).toBe('system');
    const lines = (await readFile(join(out, 'test-perturbed.jsonl'), 'utf8')).split('\n').filter(Boolean);
    expect(lines.length).toBe(90);
    const families = new Set(lines.map((l) => (JSON.parse(l) as { family: string }).family));
    expect([...families].sort()).toEqual(['add_multiple', 'other_method', 'other_variable', 'scale_equation', 'swap_equations']);
    for (const file of ['test-canonical.jsonl', 'test-perturbed.jsonl']) {
      const c = await cli(['check', '--jsonl', join(out, file)], '', 120_000);
      expect(c.code, `${file}\n${c.stdout}\n${c.stderr}`).toBe(0);
    }
    const run = join(dir.path, 'reference.json');
    const e = await cli(['eval', '--engine', 'reference', '--data', out, '--out', run], '', 120_000);
    expect(e.code, e.stderr).toBe(0);
    expect(e.stdout).toMatch(/canonical\s+reference\s+100\.00/);
    expect(e.stdout).toMatch(/perturbed\s+reference\s+100\.00/);
    // The run asks the data's domain: its prompt is the system template, not linear's default.
    const spec = JSON.parse(await readFile(run, 'utf8')).spec;
    expect(spec.domain).toBe('system');
    expect(spec.prompt.template_id).toBe('stepbench-system-v1');
    const wrong = await cli(['eval', '--engine', 'reference', '--domain', 'linear', '--data', out, '--out', join(dir.path, 'wrong.json')]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--domain linear does not match');
  }, 300_000);
});
