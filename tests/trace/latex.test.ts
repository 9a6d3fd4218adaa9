// LaTeX pasted into the Check view, read as the plain text it stands for (src/core/trace/latex.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromLatex, looksLikeLatex } from '../../src/core/trace/index.ts';
import { checkTraceText } from '../../src/core/checker/index.ts';
import { gold, VALID } from '../checker/helpers.ts';

describe('fromLatex', () => {
  it.each([
    ['$\\frac{x}{3} + \\frac{x}{2} = 5$', '(x)/(3) + (x)/(2) = 5'],
    ['x^{2} - 5x + 6 = 0', 'x^2 - 5x + 6 = 0'],
    ['x = \\frac{-3 \\pm \\sqrt{13}}{2}', 'x = (-3 ± sqrt(13))/(2)'],
    ['x \\geq 4', 'x >= 4'],
    ['x \\neq 2', 'x != 2'],
    ['\\therefore x = 3', '∴ x = 3'],
    ['2x \\cdot 3 = 6 \\Rightarrow x = 1', '2x * 3 = 6 ⇒ x = 1'],
    ['x \\in [4, \\infty)', 'x ∈ [4, ∞)'],
    ['\\boxed{x = 4}', 'x = 4'],
    ['x = 3 \\text{ or } x = -3', 'x = 3  or  x = -3'],
    ['\\left(x + 1\\right)^{2} = 4', '(x + 1)^2 = 4'],
    // a row break ends the line: at a line's end, and where the whole text is one line (its rows the steps)…
    ['x &= 3 \\\\ y &= 2', 'x = 3 \n y = 2'],
    ['x &= 3 \\\\\ny &= 2', 'x = 3 \n\ny = 2'],
    // …but within one line of several its rows are one step (round 26): steps joined by an arrow, a system's cases by a comma
    ['2x + 3 = 11\nx^2 &= 9 \\\\ x &= \\pm 3', '2x + 3 = 11\nx^2 = 9  ⇒ x = ± 3'],
    ['\\begin{cases} x + y = 5 \\\\ x - y = 1 \\end{cases}', ' x + y = 5 ,  x - y = 1 '],
    ['\\(x = 2\\)', 'x = 2'],
    ['x \\in \\mathbb{R}', 'x ∈ ℝ'],
  ])('%s', (latex, plain) => {
    expect(fromLatex(latex)).toBe(plain);
  });

  it('a command it does not know is left as written, so its line stays unreadable', () => {
    expect(fromLatex('x = \\binom{4}{2}')).toBe('x = \\binom{4}{2}');
    const r = checkTraceText('2x = 12\nx = \\binom{4}{2}');
    expect(r.ok && r.result.unreadable).toEqual([1]);
  });

  it('text without LaTeX is not touched', () => {
    expect(looksLikeLatex('3x + 5 = 2x - 7\nx = -12')).toBe(false);
    const r = checkTraceText('3x + 5 = 2x - 7\nx = -12');
    expect(r.ok && r.read).toBe(undefined);
  });

  it('never throws and never grows the text, on any input (fast-check): pasted text is outside input', () => {
    const piece = fc.constantFrom('\\frac', '\\sqrt', '{', '}', '^', '_', '$', '\\', 'x', '2', ' ', '\\pm', '\\text', '\\begin', '&', '\\\\', '(', '\\left', 'abc');
    fc.assert(fc.property(fc.array(piece, { maxLength: 60 }), fc.string({ maxLength: 30 }), (pieces, tail) => {
      const text = pieces.join('') + tail;
      const out = fromLatex(text);
      expect(out.length).toBeLessThanOrEqual(text.length);
      expect(fromLatex(text)).toBe(out);
    }), { numRuns: 2000 });
  });

  it('nesting past its depth bound is left as written (no unbounded recursion)', () => {
    const deep = '\\frac{'.repeat(5000) + 'x' + '}{2}'.repeat(5000);
    expect(() => fromLatex(deep)).not.toThrow();
    expect(() => checkTraceText(deep)).not.toThrow();
  });
});

describe('work pasted as LaTeX is read and judged', () => {
  it.each([
    ['$\\frac{x}{3} + \\frac{x}{2} = 5$\n$\\frac{5x}{6} = 5$\n$x = 6$'],
    ['$x^{2} + 3x - 1 = 0$\n$x = \\frac{-3 \\pm \\sqrt{13}}{2}$\n$x_1 = \\frac{-3 + \\sqrt{13}}{2},\\ x_2 = \\frac{-3 - \\sqrt{13}}{2}$'],
    ['$2x - 3 \\geq 5$\n$2x \\geq 8$\n$x \\geq 4$'],
    ['\\[\\frac{x}{x-2} = \\frac{2}{x-2}\\]\n\\[x = 2\\]\n\\[x \\neq 2 \\therefore \\text{no solution}\\]'],
  ])('%s', (text) => {
    const r = checkTraceText(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.read).toBeDefined();
    expect(gold(r.result), r.result.explanation).toEqual(VALID);
  });

  it('an error in LaTeX work is found where it is', () => {
    const r = checkTraceText('$\\frac{x}{3} + \\frac{x}{2} = 5$\n$\\frac{5x}{6} = 5$\n$x = 5$');
    expect(r.ok && gold(r.result)).toEqual({ q1: false, q2: false, q3: 2 });
  });
});
