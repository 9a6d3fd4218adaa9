// Audit 15's system cues: equation_copied_changed, and every line-naming cue read on each equation of
// a system in its place (inEachEquation). Lines written by hand both ways (so a detector that fires on
// everything or on nothing fails), generated system data (every wrong_equation_copied named at its own
// line, no T1 named, no line before the first error named), and arbitrary lines (they read imported files).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditDataset } from '../../src/core/audit/index.ts';
import { namedErrorLine, quotientUpsideDown, signPatternBroken } from '../../src/core/audit/slip-cues.ts';
import { copiedWithOneSlip, equationCopiedChanged, equationTraces, inEachEquation } from '../../src/core/audit/system-cues.ts';
import { generateDataset } from '../../src/core/dataset/index.ts';

describe('copiedWithOneSlip', () => {
  it('sees two numbers exchanged, one number changed, one sign turned, and a bare unknown\'s 1 changed', () => {
    expect(copiedWithOneSlip('10x+8y=-10', '8x+10y=-10')).toBe(true);
    expect(copiedWithOneSlip('1x=1y-1', '1x=1y-3')).toBe(true);
    expect(copiedWithOneSlip('1x=1y-1', '1x=1y+1')).toBe(true);
    expect(copiedWithOneSlip('1x=3y-5', '1x=1y-5')).toBe(true);
    expect(copiedWithOneSlip('1y=-1/3', '1y=-4/3')).toBe(true);
  });
  it('is quiet on the same equation, on two changes, on a changed shape, and on a number exchanged with a letter', () => {
    expect(copiedWithOneSlip('2x+9y=-2', '2x+9y=-2')).toBe(false);
    expect(copiedWithOneSlip('2x+9y=-2', '4x+18y=-4')).toBe(false);
    expect(copiedWithOneSlip('2x+9y=-2', '3x+9y=-3')).toBe(false);
    expect(copiedWithOneSlip('8x+70/13=-6', '8x=-148/13')).toBe(false);
    expect(copiedWithOneSlip('2x+9y=-2', '2x-9y=2')).toBe(false);
  });
  it('lets the coefficient of an unknown stated 0 change (a multiple of "47x = 0" added)', () => {
    expect(copiedWithOneSlip('4x-7y=7', '145x-7y=7', 'x')).toBe(false);
    expect(copiedWithOneSlip('4x-7y=7', '145x-7y=7', 'y')).toBe(true);
    expect(copiedWithOneSlip('4x-7y=7', '4x-7y=8', 'x')).toBe(true);
  });
});

describe('equationCopiedChanged (audit 15)', () => {
  it('names the line carrying an equation with one slip of the copy', () => {
    // The carried equation's constant moved while the other is worked.
    expect(equationCopiedChanged(['-x + y = 1, 9x - 10y = 8', 'x = y - 1, 9x - 10y = 8', 'x = y - 1, 9(y - 1) - 10y = 8', 'x = y - 3, 9y - 9 - 10y = 8', 'x = y - 3, -y - 9 = 8'])).toBe(3);
    // Two numbers exchanged where the other equation is scaled.
    expect(equationCopiedChanged(['-8x + 6y = 5, 2x - 4y = 7', '-8x + 5y = 6, 8x - 16y = 28', '-8x + 5y = 6, -11y = 34'])).toBe(1);
    // An equation written back after the combination, its numbers exchanged against step 0's.
    expect(equationCopiedChanged(['4x + 5y = 4, 7x - 4y = 8', '16x + 20y = 16, 35x - 20y = 40', '5x + 4y = 4, 51x = 56', '5x + 4y = 4, x = 56/51'])).toBe(2);
    // The substituted expression copied into its bracket with a number changed.
    expect(equationCopiedChanged(['x - 7y = -6, -7x - 4y = 8', 'x = 7y - 6, -7x - 4y = 8', 'x = 7y - 6, -7(5y - 6) - 4y = 8'])).toBe(2);
    // A coefficient lost in the copy (3y written y).
    expect(equationCopiedChanged(['-x + 3y = 5, -9x - 8y = 3', 'x = 3y - 5, -9x - 8y = 3', 'x = y - 5, -9(3y - 5) - 8y = 3'])).toBe(2);
  });
  it('is quiet on a correct elimination, a correct substitution, a multiple of "kx = 0" added, and on lines that are no pair', () => {
    expect(equationCopiedChanged(['2x + 9y = -2, -8x - 10y = -6', '8x + 36y = -8, -8x - 10y = -6', '26y = -14, -8x - 10y = -6', 'y = -7/13, -8x - 10y = -6', 'y = -7/13, -8x + 70/13 = -6', 'y = -7/13, -8x = -148/13', 'y = -7/13, x = 37/26'])).toBe(-1);
    expect(equationCopiedChanged(['-5x + 7y = 9, -3x + 2y = 6', '-10x + 14y = 18, -21x + 14y = 42', '-5x + 7y = 9, -11x = 24', '-5x + 7y = 9, x = -24/11'])).toBe(-1);
    expect(equationCopiedChanged(['-x + 2y = 4, -7x - 2y = -7', 'x = 2y - 4, -7x - 2y = -7', 'x = 2y - 4, -7(2y - 4) - 2y = -7', 'x = 2y - 4, -14y + 28 - 2y = -7'])).toBe(-1);
    expect(equationCopiedChanged(['4x - 7y = 7, 9x - 4y = 4', '16x - 28y = 28, 63x - 28y = 28', '4x - 7y = 7, 47x = 0', '145x - 7y = 7, 47x = 0', '145x - 7y = 7, x = 0'])).toBe(-1);
    // Dividing "9y = 0" changes one number and is right.
    expect(equationCopiedChanged(['-8x + 5y = 2, 4x + 2y = -1', '-8x + 5y = 2, 8x + 4y = -2', '-8x + 5y = 2, 9y = 0', '-8x + 5y = 2, y = 0'])).toBe(-1);
    expect(equationCopiedChanged(['3x + 5 = 2x - 7', 'x + 5 = -7', 'x = -12'])).toBe(-1);
    expect(equationCopiedChanged(['x = 3, y = 4', 'x = 3, y = 5, z = 1'])).toBe(-1);
  });
  it('never throws and names -1 or a line after the first, on any lines (fuzz: it reads imported files)', () => {
    const piece = fc.constantFrom('x', 'y', '-', '+', '4', '9', '1/3', '=', ', ', ',', '(', ')', ' ', '0', '47x = 0', 'x = ', '2y - 1');
    const line = fc.array(piece, { maxLength: 14 }).map((p) => p.join(''));
    fc.assert(fc.property(fc.array(fc.oneof(line, fc.string()), { maxLength: 6 }), (steps) => {
      for (const at of [equationCopiedChanged, inEachEquation(signPatternBroken), inEachEquation(quotientUpsideDown), namedErrorLine]) {
        const i = at(steps);
        expect(Number.isInteger(i) && (i === -1 || (i >= 1 && i < steps.length))).toBe(true);
      }
    }), { numRuns: 3000 });
  });
});

describe('equationTraces and inEachEquation (audit 15)', () => {
  it('follows each equation in its place, swapping places where a line writes the pair the other way round', () => {
    expect(equationTraces(['-5x + 7y = 9, -3x + 2y = 6', '-5x + 7y = 9, x = -24/11', '120/11 + 7y = 9, x = -24/11'])).toEqual([
      ['-5x + 7y = 9', '-5x + 7y = 9', '120/11 + 7y = 9'],
      ['-3x + 2y = 6', 'x = -24/11', 'x = -24/11'],
    ]);
    expect(equationTraces(['x = 1/2, -7x + 5y = -9', 'x = 1/2, -7/2 + 5y = -9', '-7/2 + 5y = -9, x = 1/2', '5y = -11/2, x = 1/2'])).toEqual([
      ['x = 1/2', 'x = 1/2', 'x = 1/2', 'x = 1/2'],
      ['-7x + 5y = -9', '-7/2 + 5y = -9', '-7/2 + 5y = -9', '5y = -11/2'],
    ]);
    // Stops at the first line that is no pair; nothing where step 0 is none (every other domain).
    expect(equationTraces(['x + y = 1, x - y = 3', 'x = 2, y = -1', 'so (2, -1)'])).toEqual([['x + y = 1', 'x = 2'], ['x - y = 3', 'y = -1']]);
    expect(equationTraces(['3x + 5 = 2x - 7', 'x + 5 = -7', 'x = -12'])).toEqual([]);
    expect(equationTraces(['x ∈ (-∞, 3)', 'x ∈ (-∞, 4)'])).toEqual([]);
  });
  it('lets a single-equation cue name a system line, and leaves other traces to the cue as it is', () => {
    // A quotient upside down on one equation of the pair.
    const upside = ['-5x + 3y = 3, 2x + 4y = 9', '-5x + 3y = 3, -5x = 18', '-5x + 3y = 3, x = -5/18'];
    expect(quotientUpsideDown(upside)).toBe(-1);
    expect(inEachEquation(quotientUpsideDown)(upside)).toBe(2);
    expect(inEachEquation(quotientUpsideDown)([...upside.slice(0, 2), '-5x + 3y = 3, x = -18/5'])).toBe(-1);
    // A term moved keeping its sign breaks that equation's sign pattern.
    const moved = ['y = 7, 6x - 42 = -5', 'y = 7, 6x = -47'];
    expect(signPatternBroken(moved)).toBe(-1);
    expect(inEachEquation(signPatternBroken)(moved)).toBe(1);
    expect(inEachEquation(signPatternBroken)(['y = 7, 6x - 42 = -5', 'y = 7, 6x = 37'])).toBe(-1);
    const linear = ['3x + 5 = 2x - 7', '3x - 2x = -7 + 5', 'x = -2'];
    expect(inEachEquation(signPatternBroken)(linear)).toBe(signPatternBroken(linear));
    // One wrapped function per cue (the audit's columns are cached by function).
    expect(inEachEquation(signPatternBroken)).toBe(inEachEquation(signPatternBroken));
  });
});

describe('equation_copied_changed on generated system data (seed 5, small)', () => {
  const data = generateDataset({ seed: 5, domain: 'system', testPerType: 60, trainCanonicalPerType: 30, trainPerturbedPerCell: 6 });
  const samples = [...data.testCanonical, ...data.testPerturbed, ...data.train];

  it('names no T1, and every wrong_equation_copied at its first error (a T3\'s revert may show it later)', () => {
    const copied = samples.filter((s) => s.error?.kind === 'wrong_equation_copied');
    expect(copied.length).toBeGreaterThan(50);
    for (const s of copied) expect(equationCopiedChanged(s.steps), s.steps.join(' | ')).toBe(s.gold.q3);
    for (const s of samples.filter((x) => x.trace_type === 'T1')) expect(equationCopiedChanged(s.steps), s.steps.join(' | ')).toBe(-1);
    // Elsewhere it names a line no earlier than the first error: a reverted answer that changes one number.
    for (const s of samples.filter((x) => x.gold.q3 >= 0)) {
      const at = equationCopiedChanged(s.steps);
      if (at >= 0) expect(at).toBeGreaterThanOrEqual(s.gold.q3);
    }
  });

  it('the named cues, each read on each equation too, name no T1 and no line before a first error', () => {
    for (const s of samples) {
      const at = namedErrorLine(s.steps);
      if (s.gold.q3 < 0) expect(at, s.steps.join(' | ')).toBe(-1);
      else if (at >= 0) expect(at, s.steps.join(' | ')).toBeGreaterThanOrEqual(s.gold.q3);
    }
    // The single-equation cues name system lines now (quotients upside down among them), each at its first error.
    const byEquation = samples.filter((s) => s.gold.q3 >= 0 && equationCopiedChanged(s.steps) < 0 && namedErrorLine(s.steps) >= 0);
    expect(byEquation.length).toBeGreaterThan(10);
    expect(byEquation.filter((s) => inEachEquation(quotientUpsideDown)(s.steps) === s.gold.q3).length).toBeGreaterThan(0);
  });

  it('is among the audit\'s known cues and the named lines, so probe.q3_unnamed leaves those samples out', () => {
    const audit = auditDataset(data.testCanonical, data.testPerturbed, data.train);
    const cue = audit.known_cues!.find((c) => c.id === 'equation_copied_changed')!;
    for (const [name, test] of [['test-canonical', data.testCanonical], ['test-perturbed', data.testPerturbed]] as const) {
      const shown = test.filter((s) => equationCopiedChanged(s.steps) >= 0);
      const f = cue.figures[name];
      expect(f.trace_types.T1).toBe(0);
      expect(f.trace_types.T2 + f.trace_types.T3).toBe(shown.length);
      expect(f.shown_by).toBeCloseTo(shown.length / test.length, 10);
      const unnamed = test.filter((s) => s.gold.q3 >= 0 && namedErrorLine(s.steps) < 0);
      expect(audit.sets[name].probe!.q3_unnamed!.erroneous).toBe(unnamed.length);
      expect(unnamed.some((s) => s.error?.kind === 'wrong_equation_copied')).toBe(false);
    }
  }, 120_000);
});
