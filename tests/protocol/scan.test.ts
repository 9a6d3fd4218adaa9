import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fenceMarkers, insideFence, objectSpans } from '../../src/core/protocol/scan.ts';
import { visibleText } from '../../src/core/protocol/visible.ts';

describe('objectSpans', () => {
  const spans = (t: string): string[] => objectSpans(t).map(([s, e]) => t.slice(s, e));

  it('returns outermost balanced spans in order', () => {
    expect(spans('a {b {c}} d {e} f')).toEqual(['{b {c}}', '{e}']);
  });
  it('ignores braces inside strings, but only inside a span', () => {
    expect(spans('He said "hi} there" {"k": "}"}')).toEqual(['{"k": "}"}']);
  });
  it('ends a string at a raw newline so a stray quote cannot swallow the rest', () => {
    expect(spans('{ "open\n{"q1": true}')).toEqual(['{"q1": true}']);
  });
  it('keeps spans closed inside a span that never closes', () => {
    expect(spans('{ {"a": 1} {"b": 2}')).toEqual(['{"a": 1}', '{"b": 2}']);
  });
  it('returns spans that start with { and end with }, never overlapping', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('{', '}', '"', '\\', '\n', 'a'), { maxLength: 60 }), (chars) => {
        const t = chars.join('');
        let prevEnd = 0;
        for (const [s, e] of objectSpans(t)) {
          expect(t[s]).toBe('{');
          expect(t[e - 1]).toBe('}');
          expect(s).toBeGreaterThanOrEqual(prevEnd);
          prevEnd = e;
        }
      }),
    );
  });
});

describe('fences', () => {
  it('tells fenced positions from bare ones', () => {
    const t = 'a ```json {x} ``` {y}';
    const m = fenceMarkers(t);
    expect(insideFence(m, t.indexOf('{x}'))).toBe(true);
    expect(insideFence(m, t.indexOf('{y}'))).toBe(false);
  });
});

describe('visibleText', () => {
  it.each([
    ['no tags', 'abc', 'abc'],
    ['closed block', 'a<think>b</think>c', 'a\nc'],
    ['two blocks', '<think>x</think>a<think>y</think>b', '\na\nb'],
    ['unclosed block', 'a<think>b', 'a'],
    ['orphan close', 'a</think>b', 'b'],
    ['opening tag inside a block is text', '<think>a<think>b</think>c', '\nc'],
    ['case-insensitive, variants', '<Reasoning>a</Reasoning>b<thinking>c</thinking>', '\nb\n'],
  ])('%s', (_n, input, out) => {
    expect(visibleText(input)).toBe(out);
  });
});
