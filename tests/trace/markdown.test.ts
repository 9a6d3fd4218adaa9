// Markdown pasted from chat assistants and tutoring sites, read as plain text (src/core/trace/markdown.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMarkdown, looksLikeMarkdown } from '../../src/core/trace/index.ts';
import { checkTraceText } from '../../src/core/checker/index.ts';
import { gold, VALID } from '../checker/helpers.ts';

const checked = (text: string) => {
  const r = checkTraceText(text);
  if (!r.ok) throw new Error(r.error.message);
  return r;
};

describe('Markdown marks taken off', () => {
  it.each([
    // Before: "the solution set changes from {4} to {-4}": the bullet's dash read as a minus sign.
    ['bulleted LaTeX steps', 'Solve $2x + 3 = 11$\n- $2x = 8$\n- $x = 4$'],
    ['bulleted steps, two or more', '2x + 3 = 11\n- 2x = 8\n- x = 4'],
    ['bold labels', '**Step 1:** 2x + 3 = 11\n**Step 2:** 2x = 8\n**Step 3:** x = 4'],
    ['a heading, words after a bullet, a bold answer', '### Solution\n2x + 3 = 11\n- Subtract 3 from both sides: 2x = 8\n- Divide by 2: **x = 4**'],
    ['a quote and code', '> 2x + 3 = 11\n> 2x = 8\n`x = 4`'],
  ])('%s', (_name, text) => {
    const r = checked(text);
    expect(r.read).toBeDefined();
    expect(gold(r.result), r.result.explanation).toEqual(VALID);
  });

  it('one line starting "- " has two readings (a bullet or a minus) and is refused with both', () => {
    const r = checked('x^2 = 16\n- x = 4 or x = -4');
    expect(r.result.unreadable).toEqual([1]);
    expect(r.result.steps[1]!.reason).toContain('could be a bullet or a minus sign');
    // Written without the space, it is the minus sign.
    expect(gold(checked('2x + 3 = -5\n2x = -8\n-x = 4').result).q3).not.toBe(-1);
  });

  it('x**2 and inequalities are no Markdown', () => {
    expect(fromMarkdown('x**2 = 16')).toBe('x**2 = 16');
    expect(looksLikeMarkdown('x > 3\nx >= 4')).toBe(false);
    expect(looksLikeMarkdown('3x + 5 = 2x - 7\nx = -12')).toBe(false);
  });

  it('never grows the text and keeps its lines where they were (fast-check)', () => {
    const piece = fc.constantFrom('- ', '* ', '**', '__', '#', '### ', '> ', '`', '---', 'x = 4', '\n', ' ', '2x', '•', '– ', '1. ');
    fc.assert(fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
      const text = pieces.join('');
      const out = fromMarkdown(text);
      expect(out.length).toBeLessThanOrEqual(text.length);
      expect(out.split('\n').length).toBe(text.split(/\r\n|\r|\n/).length);
    }), { numRuns: 2000 });
  });
});

describe('LaTeX forms with two readings stay unread', () => {
  it('a mixed number, 2\\frac{1}{2} (before: read as 2·½ = 1, "changes from {5/2} to {1}")', () => {
    const r = checked('Solve $2x = 5$\n$x = 2\\frac{1}{2}$');
    expect(r.result.unreadable).toEqual([1]);
    expect(r.result.claims.q1).toBe(false);
  });

  it('a repeating decimal, 0.\\overline{3} (before: read as 0.3)', () => {
    const r = checked('$3x = 1$\n$x = 0.\\overline{3}$');
    expect(r.result.unreadable).toEqual([1]);
  });

  it('a fraction after a number on the line before is no mixed number', () => {
    expect(gold(checked('$\\frac{x}{3} + \\frac{x}{2} = 5$\n$\\frac{5x}{6} = 5$\n$x = 6$').result)).toEqual(VALID);
  });
});
