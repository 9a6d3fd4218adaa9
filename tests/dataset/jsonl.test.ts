// JSONL import/export: round trip, bad lines reported with their line numbers while good
// lines are kept, a fuzz test that readJsonl never throws, and property tests that the
// hand-written line validator agrees with the zod reference schema on every line.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateDataset, readJsonl, toJsonl } from '../../src/core/dataset/index.ts';
import type { JsonlError, Sample } from '../../src/core/dataset/index.ts';
import { checkConsistency, checkSample } from '../../src/core/dataset/sample-check.ts';
import { zodIssues } from './sample-zod.ts';

const data = generateDataset({ seed: 4, testPerType: 6, trainCanonicalPerType: 2, trainPerturbedPerCell: 1 });
const samples: Sample[] = [...data.train, ...data.testCanonical, ...data.testPerturbed];
const text = toJsonl(samples);
const lines = text.split('\n').filter(Boolean);

/** A good sample line with one field changed (value undefined = field removed). */
function edited(i: number, edit: (o: Record<string, unknown>) => void): string {
  const o = JSON.parse(lines[i]!) as Record<string, unknown>;
  edit(o);
  return JSON.stringify(o);
}

describe('toJsonl / readJsonl', () => {
  it('round-trips every sample exactly', () => {
    const r = readJsonl(text);
    expect(r.errors).toEqual([]);
    expect(r.samples).toEqual(samples);
    expect(toJsonl(r.samples)).toBe(text);
  });

  it('writes one sample a line with a final newline; an empty list is the empty string', () => {
    expect(text.endsWith('\n')).toBe(true);
    expect(text.split('\n').length - 1).toBe(samples.length);
    expect(toJsonl([])).toBe('');
    expect(readJsonl('')).toEqual({ samples: [], lines: [], errors: [] });
  });

  it('tolerates CRLF line ends, blank lines and surrounding spaces', () => {
    const crlf = `\n${lines[0]}\r\n\r\n   ${lines[1]}  \r\n`;
    const r = readJsonl(crlf);
    expect(r.errors).toEqual([]);
    expect(r.samples).toEqual([samples[0], samples[1]]);
  });

  it('reports invalid JSON, wrong field types and missing fields with 1-based line numbers, keeping good lines', () => {
    const input = [
      lines[0], // 1 good
      '{"id": "broken", ', // 2 invalid JSON
      lines[1], // 3 good
      edited(2, (o) => { o.gold = { q1: 'yes', q2: true, q3: 0 }; }), // 4 wrong type (gold.q1)
      '', // 5 blank: skipped, not an error
      edited(3, (o) => { delete o.steps; }), // 6 missing field
      edited(4, (o) => { o.trace_type = 'T4'; }), // 7 not an enum value
      edited(5, (o) => { o.equation = { a: 1, b: 2, c: 3 }; }), // 8 missing nested field
      '[1, 2, 3]', // 9 JSON but not an object
      'null', // 10
      edited(6, (o) => { o.gold = { q1: true, q2: true, q3: 1.5 }; }), // 11 q3 not an integer
      edited(7, (o) => { o.error = { kind: 'made_up_kind', step: 2 }; }), // 12 unknown error kind
      edited(8, (o) => { o.family = 'multiply_everything'; }), // 13 unknown family
      lines[9], // 14 good
    ].join('\n');
    const r = readJsonl(input);
    expect(r.samples).toEqual([samples[0], samples[1], samples[9]]);
    expect(r.errors.map((e) => e.line)).toEqual([2, 4, 6, 7, 8, 9, 10, 11, 12, 13]);
    const byLine = new Map(r.errors.map((e) => [e.line, e.message]));
    expect(byLine.get(2)).toMatch(/not valid JSON/);
    expect(byLine.get(4)).toMatch(/gold\.q1/);
    expect(byLine.get(6)).toMatch(/steps/);
    expect(byLine.get(7)).toMatch(/trace_type/);
    expect(byLine.get(8)).toMatch(/equation\.d/);
    expect(byLine.get(11)).toMatch(/gold\.q3/);
    expect(byLine.get(12)).toMatch(/error\.kind/);
    expect(byLine.get(13)).toMatch(/family/);
  });

  it('drops unknown extra fields but keeps the sample', () => {
    const r = readJsonl(edited(0, (o) => { o.extra = 42; }));
    expect(r.errors).toEqual([]);
    expect(r.samples).toEqual([samples[0]]);
  });
});

/** Every error names a non-blank line; good and bad lines add up to the non-blank lines. */
function expectWellFormed(input: string, r: ReturnType<typeof readJsonl>): void {
  const nonBlank = input.split('\n').flatMap((l, i) => (l.trim() ? [i + 1] : []));
  expect(r.samples.length + r.errors.length).toBe(nonBlank.length);
  const lineSet = new Set(nonBlank);
  let previous = 0;
  for (const e of r.errors) {
    expect(lineSet.has(e.line)).toBe(true);
    expect(e.line).toBeGreaterThan(previous);
    expect(typeof e.message).toBe('string');
    expect(e.message.length).toBeGreaterThan(0);
    previous = e.line;
  }
}

function safeRead(input: string): ReturnType<typeof readJsonl> {
  let r: ReturnType<typeof readJsonl> | undefined;
  expect(() => {
    r = readJsonl(input);
  }).not.toThrow();
  return r!;
}

describe('readJsonl fuzz', () => {
  it('never throws on arbitrary strings', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 400 }),
      fc.string({ unit: fc.constantFrom('{', '}', '[', ']', '"', ':', ',', '\n', '\r', ' ', 'a', '1', 'null', 'true', '\\', '\u0000'), maxLength: 200 }),
      fc.array(fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? ''), { maxLength: 6 }).map((ls) => ls.join('\n')),
    );
    fc.assert(
      fc.property(anyText, (input) => {
        expectWellFormed(input, safeRead(input));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on mutated JSONL (character edits) and keeps the untouched lines', () => {
    const edit = fc.record({
      at: fc.nat(),
      op: fc.constantFrom('delete', 'insert', 'replace', 'truncate'),
      ch: fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: lines.length - 1 }), fc.array(edit, { minLength: 1, maxLength: 4 }), (lineIndex, edits) => {
        let line = lines[lineIndex]!;
        for (const e of edits) {
          const at = e.at % (line.length + 1);
          if (e.op === 'delete') line = line.slice(0, at) + line.slice(at + 1);
          else if (e.op === 'insert') line = line.slice(0, at) + e.ch + line.slice(at);
          else if (e.op === 'replace') line = line.slice(0, at) + e.ch + line.slice(at + e.ch.length);
          else line = line.slice(0, at);
        }
        const input = [...lines.slice(0, lineIndex), line, ...lines.slice(lineIndex + 1)].join('\n');
        const r = safeRead(input);
        expectWellFormed(input, r);
        // every other line is still read as a sample
        const others = samples.filter((_, i) => i !== lineIndex);
        for (const s of others) expect(r.samples).toContainEqual(s);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on structurally mutated samples (fields removed or replaced by arbitrary JSON)', () => {
    const fields = Object.keys(samples[0]!);
    const mutation = fc.record({
      sample: fc.integer({ min: 0, max: samples.length - 1 }),
      field: fc.constantFrom(...fields, 'gold.q1', 'gold.q3', 'equation.a', 'error.step', 'steps.0', '__proto__'),
      value: fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 5 }), (mutations) => {
        const objects = samples.map((s) => JSON.parse(JSON.stringify(s)) as Record<string, unknown>);
        for (const m of mutations) {
          const path = m.field.split('.');
          let target: unknown = objects[m.sample];
          for (const p of path.slice(0, -1)) target = target && typeof target === 'object' ? (target as Record<string, unknown>)[p] : undefined;
          if (!target || typeof target !== 'object') continue;
          const last = path[path.length - 1]!;
          if (m.value === undefined) delete (target as Record<string, unknown>)[last];
          else (target as Record<string, unknown>)[last] = m.value;
        }
        const input = objects.map((o) => JSON.stringify(o)).join('\n');
        const r = safeRead(input);
        expectWellFormed(input, r);
        for (const s of r.samples) expect(typeof s.id).toBe('string');
      }),
      { numRuns: 200 },
    );
  });
});

/** readJsonl as it was written with zod: the reference for whole files. */
function readJsonlWithZod(input: string): { samples: unknown[]; lines: number[]; errors: JsonlError[] } {
  const out = { samples: [] as unknown[], lines: [] as number[], errors: [] as JsonlError[] };
  input.split('\n').forEach((l, i) => {
    const raw = l.trim();
    if (!raw) return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (e) {
      out.errors.push({ line: i + 1, message: `not valid JSON (${(e as Error).message})` });
      return;
    }
    const r = zodIssues(value);
    // Cross-field consistency is the validator's own second pass (not part of the zod contract).
    const more = r.ok ? checkConsistency(r.data as Sample) : [];
    if (r.ok && !more.length) {
      out.samples.push(r.data);
      out.lines.push(i + 1);
    } else if (r.ok) {
      out.errors.push({ line: i + 1, message: more.map((x) => `${x.path || '(line)'}: ${x.message}`).join('; ') });
    } else {
      out.errors.push({ line: i + 1, message: r.issues.map((x) => `${x.path || '(line)'}: ${x.message}`).join('; ') });
    }
  });
  return out;
}

/** Both validators give the same verdict, the same output (key order included) or the same first issues. */
function expectAgree(value: unknown): void {
  const ours = checkSample(value);
  const ref = zodIssues(value);
  if (ref.ok) {
    expect(ours.ok).toBe(true);
    if (ours.ok) expect(JSON.stringify(ours.sample)).toBe(JSON.stringify(ref.data));
  } else {
    expect(ours.ok ? [] : ours.issues).toEqual(ref.issues);
  }
}

const withObligations = samples.findIndex((s) => s.obligations.length > 0);
const withError = samples.findIndex((s) => s.error !== null);
const edgeValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(
    1.5, -1, -2, 0, 2 ** 53 - 1, 2 ** 53, -(2 ** 53), 2 ** 60, -(2 ** 60), 1e300, Infinity, -Infinity, NaN, -0,
    '', 'x', 'x'.repeat(101), 'x'.repeat(201), 'x'.repeat(1001), [], [''], {}, null, true, false,
    'train', 'test', 'canonical', 'perturbed', 'T1', 'T4', 'add_both_sides', 'sign_error_moving_term',
    Array.from({ length: 201 }, () => 'x = 1'), ['x = 1', 5, 'y'.repeat(1001), null], [{}], [null, 1],
    [{ candidate: 1, opened: 1.5, checked: 'no', discharged: 2 ** 60 }],
    // zod counts a string's length in code points and length-checks anything with a `length`
    '😀'.repeat(150), '😀'.repeat(201), '😀'.repeat(600), '\ud800'.repeat(201), 'x'.repeat(250), { length: 'abc' }, { length: 500 }, { length: 0 }, { length: null }, { length: '7' },
  ),
);
const mutation = fc.record({
  sample: fc.constantFrom(0, withObligations, withError, samples.length - 1),
  field: fc.constantFrom(
    ...Object.keys(samples[0]!), 'gold.q1', 'gold.q2', 'gold.q3', 'equation.a', 'equation.d', 'error.kind', 'error.step',
    'steps.0', 'steps.1', 'obligations.0', 'obligations.0.candidate', 'obligations.0.opened', 'obligations.0.checked',
    'obligations.0.discharged', 'extra',
  ),
  value: fc.option(edgeValue, { nil: undefined }),
});

function mutated(mutations: { sample: number; field: string; value: unknown }[]): Record<string, unknown> {
  const o = JSON.parse(lines[mutations[0]!.sample]!) as Record<string, unknown>;
  for (const m of mutations) {
    const path = m.field.split('.');
    let target: unknown = o;
    for (const p of path.slice(0, -1)) target = target && typeof target === 'object' ? (target as Record<string, unknown>)[p] : undefined;
    if (!target || typeof target !== 'object') continue;
    const last = path[path.length - 1]!;
    if (m.value === undefined) delete (target as Record<string, unknown>)[last];
    // A copy: the edge values are shared constants, and a later mutation must not edit them (or make a cycle).
    else (target as Record<string, unknown>)[last] = structuredClone(m.value);
  }
  return o;
}

describe('the line validator agrees with the zod reference schema', () => {
  it('accepts every generated sample with the same output', () => {
    for (const l of lines) expectAgree(JSON.parse(l));
  });

  it('on samples with fields removed or replaced by edge values and arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 6 }), (ms) => {
        const sample = ms[0]!.sample;
        expectAgree(mutated(ms.map((m) => ({ ...m, sample }))));
      }),
      { numRuns: 2000 },
    );
  });

  it('on arbitrary JSON values', () => {
    fc.assert(fc.property(edgeValue, (v) => expectAgree(v)), { numRuns: 500 });
  });

  it('readJsonl gives what the zod-based reader gave on whole fuzzed files', () => {
    const line = fc.oneof(
      fc.constantFrom(...lines.slice(0, 20)),
      fc.array(mutation, { minLength: 1, maxLength: 3 }).map((ms) => JSON.stringify(mutated(ms.map((m) => ({ ...m, sample: ms[0]!.sample }))))),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? ''),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.constantFrom('\n', '\r\n', '\n\n'), (ls, sep) => {
        const input = ls.join(sep);
        const ours = readJsonl(input);
        const ref = readJsonlWithZod(input);
        expect(ours.errors).toEqual(ref.errors);
        expect(ours.lines).toEqual(ref.lines);
        expect(JSON.stringify(ours.samples)).toBe(JSON.stringify(ref.samples));
      }),
      { numRuns: 300 },
    );
  });
});
