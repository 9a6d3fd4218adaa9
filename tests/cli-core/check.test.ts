// `stepbench check` as a real child process: readable and --json verdicts, input variants,
// unusable input refused with exit 2, and --jsonl re-checking of dataset files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { datasetFiles, generateDataset } from '../../src/core/dataset/index.ts';
import type { Sample } from '../../src/core/dataset/index.ts';
import { MAX_TRACE_CHARS } from '../../src/core/trace/index.ts';
import { cli, tempDir } from './helpers.ts';

let dir: { path: string; remove: () => Promise<void> };
let dataset: string; // test-perturbed.jsonl of a small generated dataset
let datasetLines: string[];

const file = (name: string) => join(dir.path, name);

beforeAll(async () => {
  dir = await tempDir('check');
  const files = datasetFiles(generateDataset({ seed: 9, testPerType: 6, trainCanonicalPerType: 0, trainPerturbedPerCell: 0 }));
  dataset = file('test-perturbed.jsonl');
  datasetLines = files['test-perturbed.jsonl']!.split('\n').filter(Boolean);
  await writeFile(dataset, files['test-perturbed.jsonl']!);
  await writeFile(file('valid.txt'), '2x + 3 = 11\n2x = 8\nx = 4\n');
  await writeFile(file('empty.txt'), '');
  await writeFile(file('latin1.txt'), Buffer.from([0x32, 0x78, 0x20, 0x3d, 0x20, 0x34, 0x0a, 0x78, 0x20, 0x3d, 0x20, 0xff, 0xfe, 0xe9, 0x0a]));
  await writeFile(file('huge.txt'), '2x + 3 = 11\n'.repeat(Math.ceil((MAX_TRACE_CHARS + 100) / 12)));
});
afterAll(async () => {
  await dir.remove();
});

interface JsonVerdict {
  q1: boolean;
  q2: boolean;
  q3: number;
  steps: { index: number; valid: boolean; kind: string; code: string | null; column: number | null; reason: string; label: string | null; line: number | null }[];
  numbering: { id: string; style: string; start: number };
  first_invalid_label: string | null;
  headline: string;
  final_answer: string[] | null;
  claims?: { q1: boolean; q2: boolean; q3: boolean };
  unreadable?: number[];
  domain?: string | null;
  explanation: string;
}

function tamper(line: string, edit: (s: Sample) => void): string {
  const s = JSON.parse(line) as Sample;
  edit(s);
  return JSON.stringify(s);
}

describe.concurrent('stepbench check: one trace', () => {
  it('check FILE on a valid trace prints Q2 true and exits 0', async () => {
    const r = await cli(['check', file('valid.txt')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Q1[^\n]*: +true/);
    expect(r.stdout).toMatch(/Q2[^\n]*: +true/);
    expect(r.stdout).toMatch(/Q3[^\n]*: +-1/);
    expect(r.stdout).toMatch(/All 3 steps are valid/);
  });

  it('check on stdin with "Step i:" prefixes, Unicode minus, ≠ and · is judged like the ASCII trace', async () => {
    const text = ['Step 0: x + 1 = 2x − 3', 'Step 1: (x + 1)^2 = (2x − 3)^2', 'Step 2: check x = 2/3: 5/3 ≠ −5/3, reject', 'step 3: x = 2·2'].join('\n');
    const r = await cli(['check'], text);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Q1[^\n]*: +true/);
    expect(r.stdout).toMatch(/Q2[^\n]*: +true/);
    expect(r.stdout).toMatch(/Q3[^\n]*: +-1/);
  });

  it('check --json prints exactly one JSON object with q1, q2, q3, steps and explanation', async () => {
    const r = await cli(['check', '--json'], 'Step 0: 2x + 3 = 11\nStep 1: 2x = 14\nStep 2: x = 7\n');
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines.length).toBe(1);
    const v = JSON.parse(lines[0]!) as JsonVerdict;
    expect(v).toMatchObject({ q1: false, q2: false, q3: 1 });
    expect(typeof v.explanation).toBe('string');
    expect(v.explanation.length).toBeGreaterThan(0);
    expect(v.steps.map((s) => [s.index, s.valid])).toEqual([[0, true], [1, false], [2, true]]);
    expect(v.steps[1]!.code).toBe('changed_set');
  });

  it('an unparseable line: exit 0, the step reported unreadable with its column, Q2/Q3 not claimed (readable and --json)', async () => {
    const text = 'Step 0: 2x − 3 = 5\nStep 1: 2x + = 8\nStep 2: x = 4\n';
    const [readable, json] = await Promise.all([cli(['check'], text), cli(['check', '--json'], text)]);
    expect(readable.code, readable.stderr).toBe(0);
    expect(readable.stdout).toMatch(/\?\?\? Step 1: 2x \+ = 8\n +unreadable: column 14\b/);
    // columns count in the input line, "Step i:" prefix included: "Step 1: 2x + = 8" has "=" at column 14
    expect(readable.stdout).toMatch(/column 14\b/);
    // Never invalid mathematics, never a claim the unreadable line could change.
    expect(readable.stdout).toMatch(/Q2[^\n]*: +not judged \(Step 1 could not be read\)/);
    expect(readable.stdout).toMatch(/Q3[^\n]*: +not judged \(Step 1 could not be read\)/);
    expect(readable.stdout).not.toMatch(/BAD/);
    expect(json.code, json.stderr).toBe(0);
    const v = JSON.parse(json.stdout) as JsonVerdict;
    expect(v).toMatchObject({ q1: true, q2: false, q3: 1, claims: { q1: true, q2: false, q3: false }, unreadable: [1] });
    expect(v.steps[1]!.code).toBe('parse_error');
    expect(v.steps[1]!.column).toBe(14);
    expect(v.steps[1]!.reason).toMatch(/column 14\b/);
    expect('Step 1: 2x + = 8'[v.steps[1]!.column! - 1]).toBe('=');
  });

  it('a problem that holds for every x is "not usable as the original", never a BAD step (round 61)', async () => {
    const r = await cli(['check'], '4(x - 1) ≥ 4x - 7\n4x - 4 ≥ 4x - 7\n-4 ≥ -7\nno solution\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^--- Step 0: 4\(x - 1\) ≥ 4x - 7\n +not usable as the original: the original inequality holds for every x/m);
    expect(r.stdout).not.toMatch(/BAD|invalid \(/);
  });

  it('a mislabelled step (Step 2 where step 1 is due) is refused with exit 2 naming line and column', async () => {
    const r = await cli(['check'], 'Step 0: 2x = 8\nStep 2: x = 4\n');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/line 2, column \d+/);
    expect(r.stderr).toMatch(/labelled "Step 2:"/);
  });

  it('empty input (file or blank stdin) exits 2 with a clear message', async () => {
    const [fromFile, fromStdin] = await Promise.all([cli(['check', file('empty.txt')]), cli(['check'], '  \n\n \t\n')]);
    expect(fromFile.code).toBe(2);
    expect(fromFile.stderr).toMatch(/empty input/);
    expect(fromFile.stdout).toBe('');
    expect(fromStdin.code).toBe(2);
    expect(fromStdin.stderr).toMatch(/standard input: empty input/);
  });

  it('non-UTF-8 bytes (file or stdin) exit 2 with a clear message', async () => {
    const bytes = Buffer.from([0x32, 0x78, 0x20, 0x3d, 0x20, 0x34, 0x0a, 0x78, 0x20, 0x3d, 0x20, 0xc3, 0x28, 0x0a]);
    const [fromFile, fromStdin] = await Promise.all([cli(['check', file('latin1.txt')]), cli(['check'], bytes)]);
    expect(fromFile.code).toBe(2);
    expect(fromFile.stderr).toMatch(/not valid UTF-8/);
    expect(fromStdin.code).toBe(2);
    expect(fromStdin.stderr).toMatch(/not valid UTF-8/);
  });

  it('an over-size file or stdin exits 2 with a clear message', async () => {
    const big = 'x = 1\n'.repeat(Math.ceil((MAX_TRACE_CHARS + 10) / 6));
    const [fromFile, fromStdin] = await Promise.all([cli(['check', file('huge.txt')]), cli(['check'], big)]);
    expect(fromFile.code).toBe(2);
    expect(fromFile.stderr).toMatch(/larger than \d+ bytes/);
    expect(fromStdin.code).toBe(2);
    expect(fromStdin.stderr).toMatch(/larger than \d+ bytes/);
  });

  it('a missing file or two files exit 2 with a message', async () => {
    const [missing, two] = await Promise.all([cli(['check', file('nope.txt')]), cli(['check', file('valid.txt'), file('valid.txt')])]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no such file/);
    expect(two.code).toBe(2);
    expect(two.stderr).toMatch(/at most one FILE/);
  });

  it('check --help exits 0', async () => {
    const r = await cli(['check', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/usage: stepbench check/);
    expect(r.stdout).toMatch(/--jsonl/);
  });
});

describe('stepbench check: teacher notation', () => {
  const CORRECT = ['3x + 5 = 2x - 7', 'x + 5 = -7', 'x = -12'];
  const WRONG = ['3x + 5 = 2x - 7', '3x = 2x - 2', 'x = -2'];
  const FORMS: [string, (i: number) => string, (q3: number) => string | null][] = [
    ['none', () => '', () => null],
    ['step-0', (i) => `Step ${i}: `, (q) => `Step ${q}`],
    ['step-1', (i) => `Step ${i + 1}: `, (q) => `Step ${q + 1}`],
    ['paren-1', (i) => `${i + 1}) `, (q) => `${q + 1})`],
    ['dot-1', (i) => `${i + 1}. `, (q) => `${q + 1}.`],
    ['parenthesised-1', (i) => `(${i + 1}) `, (q) => `(${q + 1})`],
  ];
  const write = (steps: string[], label: (i: number) => string) => steps.map((s, i) => `${label(i)}${i === steps.length - 1 ? '=> ' : ''}${s}`).join('\n') + '\n';

  it.each(FORMS)('%s: valid on a correct solution, invalid at the right step on a wrong one (--json)', async (id, label, labelOf) => {
    const [good, bad] = await Promise.all([cli(['check', '--json'], write(CORRECT, label)), cli(['check', '--json'], write(WRONG, label))]);
    expect(good.code, good.stderr).toBe(0);
    expect(bad.code, bad.stderr).toBe(0);
    const g = JSON.parse(good.stdout) as JsonVerdict;
    const b = JSON.parse(bad.stdout) as JsonVerdict;
    expect(g).toMatchObject({ q1: true, q2: true, q3: -1, first_invalid_label: null, final_answer: ['-12'] });
    expect(g.numbering.id).toBe(id);
    expect(b).toMatchObject({ q1: false, q2: false, q3: 1, first_invalid_label: labelOf(1), final_answer: ['-2'] });
    expect(b.numbering.id).toBe(id);
    expect(b.steps.map((s) => s.label)).toEqual([0, 1, 2].map(labelOf));
    expect(b.steps[1]!.code).toBe('changed_set');
  });

  it('the readable verdict names the first invalid step in the trace\'s own numbering', async () => {
    const r = await cli(['check'], write(WRONG, (i) => `${i + 1}) `));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^BAD 2\) 3x = 2x - 2$/m);
    expect(r.stdout).toMatch(/Q3[^\n]*: +1 \(the trace's 2\)\)/);
    // One name for the step everywhere it is read: the list, Q3, the headline, the explanation.
    expect(r.stdout).toMatch(/^Step 2\) is the first invalid step; the final answer is wrong\.$/m);
    expect(r.stdout).toMatch(/^Step 2\) is the first invalid step: /m);
    expect(r.stdout).not.toMatch(/\bStep [0-9]+ /);
    const json = JSON.parse((await cli(['check', '--json'], write(WRONG, (i) => `${i + 1}) `))).stdout) as JsonVerdict;
    expect(json.q3).toBe(1);
    expect(json.headline).toBe('Step 2) is the first invalid step; the final answer is wrong.');
    expect(json.explanation).toMatch(/^Step 2\) is the first invalid step: /);
  });

  it('headline and explanation agree when there is no final answer (the issue\'s "1) 3x + 5 = 2x - 7 …")', async () => {
    const r = await cli(['check', '--json'], '1) 3x + 5 = 2x - 7\n2) x + 5 = -7\n');
    expect(r.code, r.stderr).toBe(0);
    const v = JSON.parse(r.stdout) as JsonVerdict;
    expect(v).toMatchObject({ q1: false, q2: false, q3: 1, final_answer: null, first_invalid_label: '2)' });
    expect(v.headline).toMatch(/there is no final answer/);
    expect(v.headline).not.toMatch(/wrong/);
    expect(v.explanation).toMatch(/There is no final answer\./);
  });

  it('a wrong link on the answer line (x = 10/4 = 2.4) is named, and the answer is its last value (it said "There is no final answer")', async () => {
    const r = await cli(['check'], '4x + 1 = 11\n4x = 10\nx = 10/4 = 2.4\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^BAD Step 2: x = 10\/4 = 2\.4\n {6}invalid \(wrong_computation\): 10\/4 = 2\.4 is false: 10\/4 is 5\/2 \(read as its last value, x = 2\.4\) — set \{12\/5\}$/m);
    expect(r.stdout).toMatch(/^Step 2 is the first invalid step; the final answer is wrong\.$/m);
    expect(r.stdout).toMatch(/^Step 2 is the first invalid step: 10\/4 = 2\.4 is false: 10\/4 is 5\/2 \(read as its last value, x = 2\.4\)\. The final answer x = 12\/5 does not satisfy the original equation\.$/m);
    expect(r.stdout).not.toMatch(/no final answer|drops x = 5\/2/);
    const json = JSON.parse((await cli(['check', '--json'], '4x + 1 = 11\n4x = 10\nx = 10/4 = 2.4\n')).stdout) as JsonVerdict;
    expect(json).toMatchObject({ q1: false, q2: false, q3: 2, final_answer: ['12/5'] });
    expect(json.steps[2]).toMatchObject({ code: 'wrong_computation', valid: false });
  });

  it('BOM, CRLF, NBSP, thin spaces and trailing blank lines are judged like the plain trace', async () => {
    const text = '\ufeff3x\u00a0+ 5 = 2x\u2009- 7\r\nx + 5\u00a0=\u00a0-7\r\nx=-12\r\n\r\n  \r\n';
    const path = file('bom-crlf.txt');
    await writeFile(path, text);
    const [fromFile, fromStdin] = await Promise.all([cli(['check', '--json', path]), cli(['check', '--json'], Buffer.from(text, 'utf8'))]);
    for (const r of [fromFile, fromStdin]) {
      expect(r.code, r.stderr).toBe(0);
      const v = JSON.parse(r.stdout) as JsonVerdict;
      expect(v).toMatchObject({ q1: true, q2: true, q3: -1, numbering: { id: 'none' } });
      expect(v.steps.map((s) => s.line)).toEqual([1, 2, 3]);
    }
  });

  it.each([
    ['a skipped number', '1) 3x + 5 = 2x - 7\n3) x + 5 = -7\n4) x = -12\n', 2, 1],
    ['a second style', '1) 3x + 5 = 2x - 7\n2. x + 5 = -7\n3) x = -12\n', 2, 1],
    ['numbering from 2', 'Step 2: 3x + 5 = 2x - 7\nStep 3: x = -12\n', 1, 6],
  ])('%s is refused with exit 2 naming line and column', async (_name, text, line, column) => {
    const [readable, json] = await Promise.all([cli(['check'], text), cli(['check', '--json'], text)]);
    for (const r of [readable, json]) {
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(`line ${line}, column ${column}:`);
    }
  });
});

// The readings of pasted work added for classroom traces (guess and check, a verdict in a note)
// were tested through checkTraceText only; the CLI is what the red-team reviewers ran.
describe.concurrent('stepbench check: values tried and verdict notes, through the process', () => {
  const judged = async (lines: string[]) => {
    const r = await cli(['check', '--json'], lines.join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as JsonVerdict;
  };

  it('guess and check: a wrong value tried and worked out right is a valid step, with its size note read', async () => {
    const v = await judged(['4x + 3 = 23', '4(4) + 3 = 19 ≠ 23 (too small)', '4(5) + 3 = 23', 'x = 5']);
    expect([v.q1, v.q2, v.q3]).toEqual([true, true, -1]);
    expect(v.claims).toEqual({ q1: true, q2: true, q3: true });
    expect(v.steps[1]!.reason).toMatch(/a value tried in the original before the answer \(x = 4\)/);
  });

  it('guess and check: a size note that is false is the line\'s error', async () => {
    const v = await judged(['4x + 3 = 23', '4(4) + 3 = 19 ≠ 23 (too big)', '4(5) + 3 = 23', 'x = 5']);
    expect([v.q1, v.q2, v.q3]).toEqual([true, false, 1]);
    expect(v.claims).toEqual({ q1: true, q2: true, q3: true });
    expect(v.steps[1]!.reason).toMatch(/"too big"/);
  });

  it('guess and check: numbers worked out wrongly are the line\'s error, and the slip is printed as written', async () => {
    const v = await judged(['-x = x^2 - 6', '-(-3) = 4', 'x = -3']);
    expect(v.q3).toBe(1);
    expect(v.steps[1]!.reason).toContain('-(-3) is 3, not 4');
  });

  it('a check\'s verdict in a note after the answer: right is valid, wrong is the check\'s error', async () => {
    const right = await judged(['3x + 4 = 5x - 6', 'x = 5', 'check: 3(5) + 4 = 5(5) - 6 (true)']);
    expect([right.q1, right.q2, right.q3]).toEqual([true, true, -1]);
    const wrong = await judged(['3x + 4 = 5x - 6', 'x = 5', 'check: 3(5) + 4 = 5(5) - 6 (falsch)']);
    expect([wrong.q1, wrong.q2, wrong.q3]).toEqual([true, false, 2]);
    expect(wrong.steps[2]!.code).toBe('check_wrong_value');
    expect(wrong.claims).toEqual({ q1: true, q2: true, q3: true });
  });
});

describe.concurrent('stepbench check --jsonl', () => {
  it('on a generated file every sample agrees with its gold labels: exit 0', async () => {
    const [readable, json] = await Promise.all([cli(['check', '--jsonl', dataset]), cli(['check', '--jsonl', dataset, '--json'])]);
    expect(readable.code, readable.stdout + readable.stderr).toBe(0);
    expect(readable.stdout).toMatch(/18 samples checked: 18 agree with their gold labels, 0 disagree; 0 unreadable lines/);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ samples: 18, agree: 18, disagreements: [], invalid_lines: [] });
  });

  it('a sample whose gold was tampered with is reported by id: exit 1', async () => {
    const i = 4;
    const lines = datasetLines.slice();
    const id = (JSON.parse(lines[i]!) as Sample).id;
    lines[i] = tamper(lines[i]!, (s) => { s.gold = { ...s.gold, q2: !s.gold.q2, q3: s.gold.q2 ? 1 : -1 }; });
    const path = file('tampered.jsonl');
    await writeFile(path, lines.join('\n') + '\n');
    const [readable, json] = await Promise.all([cli(['check', '--jsonl', path]), cli(['check', '--jsonl', path, '--json'])]);
    expect(readable.code).toBe(1);
    expect(readable.stdout).toContain(`${id}: stored`);
    expect(readable.stdout).toMatch(/18 samples checked: 17 agree with their gold labels, 1 disagree/);
    expect(json.code).toBe(1);
    const v = JSON.parse(json.stdout) as { disagreements: { id: string; line: number }[] };
    expect(v.disagreements.map((d) => d.id)).toEqual([id]);
    expect(v.disagreements[0]!.line).toBe(i + 1);
  });

  it('a disagreement names the file line of its sample even when an unreadable line comes before it', async () => {
    const lines = ['this is not json', ...datasetLines.slice(0, 3)];
    const id = (JSON.parse(lines[2]!) as Sample).id;
    lines[2] = tamper(lines[2]!, (s) => { s.gold = { ...s.gold, q1: !s.gold.q1 }; });
    const path = file('tampered-after-bad-line.jsonl');
    await writeFile(path, lines.join('\n') + '\n');
    const r = await cli(['check', '--jsonl', path, '--json']);
    expect(r.code).toBe(1);
    const v = JSON.parse(r.stdout) as { invalid_lines: { line: number }[]; disagreements: { id: string; line: number }[] };
    expect(v.invalid_lines.map((e) => e.line)).toEqual([1]);
    expect(v.disagreements.map((d) => d.id)).toEqual([id]);
    expect(v.disagreements[0]!.line).toBe(3); // the sample sits on line 3 of the file
  });

  it('a file with only unreadable lines, or a missing file, exits 2', async () => {
    const path = file('garbage.jsonl');
    await writeFile(path, 'nope\n{"id": 1}\n');
    const [garbage, missing] = await Promise.all([cli(['check', '--jsonl', path]), cli(['check', '--jsonl', file('missing.jsonl')])]);
    expect(garbage.code).toBe(2);
    expect(garbage.stdout).toMatch(/line 1: not valid JSON/);
    expect(garbage.stdout).toMatch(/line 2: /);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no such file/);
  });
});
