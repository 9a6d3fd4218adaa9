// isDegenerate is an integer shortcut of "the textbook path has fewer than two moves":
// checked exhaustively against the rational definition over the whole coefficient box.
import { describe, expect, it } from 'vitest';
import { isDegenerate, toLin } from '../../src/core/domains/linear/index.ts';
import { canonicalLength } from '../../src/core/domains/linear/index.ts';

describe('isDegenerate', () => {
  it('equals a === c or a textbook path of fewer than two moves, for every a, b, c, d in [-10, 10]', () => {
    let degenerate = 0;
    for (let a = -10; a <= 10; a++) for (let b = -10; b <= 10; b++) for (let c = -10; c <= 10; c++) for (let d = -10; d <= 10; d++) {
      const e = { a, b, c, d };
      const expected = a === c || canonicalLength(toLin(e)) < 2;
      if (isDegenerate(e) !== expected) expect.fail(`isDegenerate(${JSON.stringify(e)}) should be ${expected}`);
      if (expected) degenerate++;
    }
    // a = c (9,261) plus the one-move equations such as 2x = 6 or x + 3 = 5.
    expect(degenerate).toBeGreaterThan(21 ** 3);
    expect(degenerate).toBeLessThan(21 ** 4 / 5);
  });
});
