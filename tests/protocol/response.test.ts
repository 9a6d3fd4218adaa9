import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_RESPONSE_CHARS, parseResponse, renderAnswer, STEPBENCH_V1, type Answer } from '../../src/core/protocol/index.ts';
import { RESPONSE_CASES } from './response-cases.ts';

describe('parseResponse: corpus', () => {
  it.each(RESPONSE_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const got = parseResponse(c.text, c.lastStep ?? 5);
    if ('answer' in c.expect) {
      expect(got).toEqual({ ok: true, answer: c.expect.answer, path: c.expect.path });
    } else {
      expect(got.ok).toBe(false);
      if (!got.ok) {
        expect(got.error.code).toBe(c.expect.code);
        expect(got.error.message.length).toBeGreaterThan(0);
      }
      expect(got.path).toBe(c.expect.path);
    }
  });
});

describe('parseResponse: options', () => {
  it('accepts the key names of a custom template, and still the aliases', () => {
    const fields = { q1: 'outcome', q2: 'process', q3: 'where' };
    expect(parseResponse('{"outcome": false, "process": false, "where": 1}', 3, fields)).toMatchObject({ ok: true, answer: { q1: false, q2: false, q3: 1 } });
    expect(parseResponse('{"q1": false, "q2": false, "q3": 1}', 3, fields).ok).toBe(true);
    expect(parseResponse('{"final_answer_correct": false, "all_steps_valid": false, "first_invalid_step": 1}', 3, fields)).toMatchObject({
      ok: false,
      error: { code: 'missing_field' },
    });
  });

  it('round-trips every answer rendered by the template', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.integer({ min: -1, max: 30 }), (q1, q2, q3) => {
        const answer: Answer = { q1, q2, q3 };
        expect(parseResponse(renderAnswer(answer, STEPBENCH_V1), 30)).toEqual({ ok: true, answer, path: 'whole' });
      }),
    );
  });

  it('finds a rendered answer inside arbitrary prose without braces or tags', () => {
    const prose = fc.string({ maxLength: 200 }).map((s) => s.replace(/[{}<`]/g, ''));
    fc.assert(
      fc.property(prose, prose, fc.boolean(), fc.boolean(), fc.integer({ min: -1, max: 9 }), (before, after, q1, q2, q3) => {
        const answer: Answer = { q1, q2, q3 };
        const got = parseResponse(`${before}\n${renderAnswer(answer, STEPBENCH_V1)}\n${after}`, 9);
        expect(got).toMatchObject({ ok: true, answer });
      }),
    );
  });
});

describe('parseResponse: size and time bounds', () => {
  it('refuses replies over the limit', () => {
    const got = parseResponse(`${'x'.repeat(MAX_RESPONSE_CHARS)}{"q1": true, "q2": true, "q3": -1}`, 5);
    expect(got).toMatchObject({ ok: false, error: { code: 'too_large' }, path: 'none' });
  });

  it('still reads an answer at the end of a reply just under the limit', () => {
    const answer = '{"q1": true, "q2": true, "q3": -1}';
    const text = `${'reasoning. '.repeat(Math.floor((MAX_RESPONSE_CHARS - answer.length) / 11))}${answer}`;
    expect(text.length).toBeLessThanOrEqual(MAX_RESPONSE_CHARS);
    expect(parseResponse(text, 5)).toMatchObject({ ok: true, path: 'last_object' });
  });

  const hostile: [string, string][] = [
    ['open braces', '{'.repeat(MAX_RESPONSE_CHARS)],
    ['close braces', '}'.repeat(MAX_RESPONSE_CHARS)],
    ['empty objects', '{}'.repeat(MAX_RESPONSE_CHARS / 2)],
    ['open brace + quote', '{"'.repeat(MAX_RESPONSE_CHARS / 2)],
    ['deep nesting', `${'{"a":'.repeat(MAX_RESPONSE_CHARS / 10)}1${'}'.repeat(MAX_RESPONSE_CHARS / 10)}`],
    ['think tags', '<think>'.repeat(MAX_RESPONSE_CHARS / 7)],
    ['closing think tags', '</think>{'.repeat(MAX_RESPONSE_CHARS / 9)],
    ['fences', '```{'.repeat(MAX_RESPONSE_CHARS / 4)],
    ['many answer-less objects', '{"a":1} '.repeat(MAX_RESPONSE_CHARS / 8)],
  ];
  it.each(hostile)('returns fast on a megabyte of %s', (_name, text) => {
    const t0 = performance.now();
    const got = parseResponse(text, 5);
    const ms = performance.now() - t0;
    expect(got.ok).toBe(false);
    // A quadratic scan of 1e6 characters would take minutes; linear takes milliseconds.
    expect(ms).toBeLessThan(1500);
  });
});

describe('parseResponse: fuzz', () => {
  function check(text: string, lastStep: number): void {
    const got = parseResponse(text, lastStep);
    expect(['whole', 'fenced', 'last_object', 'none']).toContain(got.path);
    if (got.ok) {
      expect(typeof got.answer.q1).toBe('boolean');
      expect(typeof got.answer.q2).toBe('boolean');
      expect(Number.isInteger(got.answer.q3)).toBe(true);
      expect(got.answer.q3).toBeGreaterThanOrEqual(-1);
      expect(got.answer.q3).toBeLessThanOrEqual(lastStep);
    } else {
      expect(typeof got.error.code).toBe('string');
      expect(typeof got.error.message).toBe('string');
    }
  }

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.integer({ min: -1, max: 20 }), (text, lastStep) => {
        check(text, lastStep);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on strings made of JSON and tag fragments', () => {
    const pieces = ['{', '}', '[', ']', '"', '\\', ':', ',', '\n', '```', '<think>', '</think>', 'true', 'false', '-1', '2.0', 'null', '"q1"', '"q2"', '"q3"', ' ', 'x'];
    const text = fc.array(fc.constantFrom(...pieces), { maxLength: 80 }).map((a) => a.join(''));
    fc.assert(
      fc.property(text, (t) => check(t, 5)),
      { numRuns: 2000 },
    );
  });

  it('never throws on mutations of valid answers', () => {
    const valid = fc
      .record({ q1: fc.boolean(), q2: fc.boolean(), q3: fc.integer({ min: -1, max: 8 }) })
      .chain((a) =>
        fc.constantFrom(
          renderAnswer(a, STEPBENCH_V1),
          `\`\`\`json\n${renderAnswer(a, STEPBENCH_V1)}\n\`\`\``,
          `<think>hmm</think>${JSON.stringify(a)}`,
        ),
      );
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), len: fc.integer({ min: 1, max: 10 }) }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), s: fc.string({ unit: 'binary', maxLength: 8 }) }),
      fc.record({ kind: fc.constant('truncate' as const), at: fc.nat(), len: fc.constant(0) }),
    );
    fc.assert(
      fc.property(valid, fc.array(mutation, { maxLength: 4 }), (text, ms) => {
        let t = text;
        for (const m of ms) {
          const at = m.at % (t.length + 1);
          if (m.kind === 'delete') t = t.slice(0, at) + t.slice(at + m.len);
          else if (m.kind === 'insert') t = t.slice(0, at) + m.s + t.slice(at);
          else t = t.slice(0, at);
        }
        check(t, 8);
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws on non-string input smuggled past the types', () => {
    for (const bad of [null, undefined, 42, {}, []]) {
      expect(parseResponse(bad as unknown as string, 5)).toMatchObject({ ok: false, path: 'none' });
    }
  });
});
