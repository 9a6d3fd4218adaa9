// The domain a pasted trace is read as (src/core/domains/detect.ts): step 0's, except where the checker read the work as
// a system of two unknowns from its first two lines (round 60: `x = 2`, then `3x - 2y = 10`, was "linear equations").
import { describe, expect, it } from 'vitest';
import { checkTraceText } from '../../src/core/checker/index.ts';
import { detectCheckedDomain, detectDomain } from '../../src/core/domains/index.ts';

const domainOf = (text: string) => {
  const r = checkTraceText(text);
  if (!r.ok) throw new Error(r.error.message);
  return detectCheckedDomain(r.lines[0]!.text, r.result.vars);
};

describe('the domain of checked work', () => {
  it.each([
    ['x = 2\n3x - 2y = 10\n6 - 2y = 10\ny = -2', 'system'],
    ['5y = 15\n2x - y = 7\ny = 3\nx = 5', 'system'],
    ['x + y = 5\nx - y = 1\nx = 3\ny = 2', 'system'],
    ['2x + 3 = 11\n2x = 8\nx = 4', 'linear'],
    ['x^2 - 5x + 6 = 0\nx = 2 or x = 3', 'quadratic'],
    ['2x + 1 < 7\nx < 3', 'inequality'],
  ] as const)('%j is read as %s', (text, want) => {
    expect(domainOf(text)).toBe(want);
  });

  it('step 0 alone says otherwise where the system starts with one unknown', () => {
    expect(detectDomain('x = 2')).toBe('linear');
  });
});
