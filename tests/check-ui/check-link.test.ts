// #/check?trace= links: a well-formed link gives back its text exactly; a malformed one
// (broken percent-encoding, too long, not text, two traces, empty) is named as such.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_TRACE_CHARS } from '../../src/core/trace/index.ts';
import { checkHref, readTraceLink } from '../../src/ui/state/check-link.ts';

const link = (text: string) => `#/check?trace=${encodeURIComponent(text)}`;

describe('readTraceLink', () => {
  it('round-trips any text the share button encodes', () => {
    const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }).filter((t) => t.trim() !== '' && [...t].every((c) => (c.codePointAt(0)! >= 32 || '\t\n\r'.includes(c)) && c !== '\u007f' && c !== '\ufffd'));
    fc.assert(fc.property(text, (t) => {
      expect(readTraceLink(link(t))).toEqual({ kind: 'ok', text: t });
    }), { numRuns: 500 });
  });

  it('reads "+" as a space, as query strings do, and ignores other parameters', () => {
    expect(readTraceLink('#/check?x=1&trace=2x+%3D+4%0Ax+%3D+2&y')).toEqual({ kind: 'ok', text: '2x = 4\nx = 2' });
  });

  it('no trace parameter is no link', () => {
    expect(readTraceLink('#/check')).toEqual({ kind: 'none' });
    expect(readTraceLink('#/check?traces=1')).toEqual({ kind: 'none' });
  });

  it.each([
    ['a "%" without two hex digits', '#/check?trace=2x%3D4%zz', /percent-encoding at character 7/],
    ['a truncated escape', '#/check?trace=2x%3', /percent-encoding at character 3/],
    ['escapes that are not UTF-8', '#/check?trace=ok%20%E0%A4', /percent-encoding at character 6/],
    ['a lone surrogate', '#/check?trace=%ED%A0%80', /percent-encoding/],
    ['binary bytes', `#/check?trace=${encodeURIComponent('2x = 4\u0000\u0001')}`, /not text .*U\+0000/],
    ['a replacement character', `#/check?trace=${encodeURIComponent('x = \ufffd')}`, /not text/],
    ['two traces', '#/check?trace=x%20%3D%201&trace=x%20%3D%202', /2 traces/],
    ['an empty trace', '#/check?trace=', /empty/],
    ['a blank trace', '#/check?trace=%20%0A', /empty/],
    ['a trace over the size limit', link('x = 1\n'.repeat(Math.ceil(MAX_TRACE_CHARS / 6) + 1)), /longer than/],
    ['a link far over the size limit', `#/check?trace=${'%41'.repeat(MAX_TRACE_CHARS * 3 + 1)}`, /longer than/],
  ])('%s is malformed', (_name, hash, message) => {
    const r = readTraceLink(hash);
    expect(r.kind).toBe('malformed');
    if (r.kind === 'malformed') expect(r.message).toMatch(message);
  });

  it('never throws on arbitrary hashes', () => {
    const hash = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.array(fc.constantFrom('%', 'E0', 'A4', '41', 'zz', '+', '&', 'trace=', '?', '#/check'), { maxLength: 30 }).map((a) => a.join('')));
    fc.assert(fc.property(hash, (h) => {
      const r = readTraceLink(h);
      expect(['none', 'ok', 'malformed']).toContain(r.kind);
    }), { numRuns: 1000 });
  });
});

describe('checkHref: a benchmark trace opened in Check', () => {
  it('reads back as the trace\'s statements, one a line, for every generated test trace', async () => {
    const { generateDataset, TEST_ONLY } = await import('../../src/core/dataset/index.ts');
    const d = generateDataset({ seed: 3, ...TEST_ONLY, testPerType: 6 });
    const { checkTraceText } = await import('../../src/core/checker/index.ts');
    for (const s of [...d.testCanonical, ...d.testPerturbed]) {
      const href = checkHref(s.steps);
      expect(href.startsWith('#/check?trace=')).toBe(true);
      const read = readTraceLink(href);
      expect(read).toEqual({ kind: 'ok', text: s.steps.join('\n') });
      // Check judges the opened trace as the benchmark labelled it.
      const checked = checkTraceText(read.kind === 'ok' ? read.text : '');
      expect(checked.ok && { q1: checked.result.q1, q2: checked.result.q2, q3: checked.result.q3 }).toEqual(s.gold);
    }
  });
});
