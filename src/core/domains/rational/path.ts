// From a cleared equation to the final answer, the part every path shares: expand the
// products, combine each side, collect on one side, factor (or divide), list the candidates,
// reject the excluded ones, answer. Each move offers the slips a student makes there; a slip is
// used only when it loses a true solution (else the checker would accept it as a valid step)
// and leaves candidates a trace can show, and every later line follows the slipped equation.
import type { Poly } from '../../algebra/index.ts';
import { poly as P } from '../../algebra/index.ts';
import type { Q } from '../../generator/build.ts';
import { q } from '../../generator/build.ts';
import type { Rng } from '../../generator/rng.ts';
import type { Variants, Written, Writer } from '../../generator/writer.ts';
import { Impossible } from '../../generator/writer.ts';
import type { PolyEq, ProductEq, Truth } from './model.ts';
import {
  distinct, factorRational, hasValue, linearPoly, losesSolution, polyEqPoly, productPoly, signed, sumPolys, usableRoots,
} from './model.ts';
import {
  answerText, checkUndefinedText, factoredText, linearText, polyEqText, zeroText,
} from './text.ts';
import type { Orientation } from './text.ts';

/** What the student believes and has written so far (read when candidates are rejected). */
export interface Student {
  /** The values the student takes as excluded: the restriction line as written, or the true ones when none was written. */
  believed: Q[];
  /** Reject excluded candidates with check lines (else drop them by the recorded restriction). */
  checkLines: boolean;
  /** Combine like terms on each side before collecting (when there is something to combine). */
  simplifySides: boolean;
  /**
   * Whether the factored line may carry the factoring slip. Drawn per trace: the slip always
   * succeeds where others often cannot be used, so offered everywhere it made the factored line
   * the surface probe's best guess for the first error.
   */
  factorSlip: boolean;
  /** Likewise for the division a x = c → x = c/a (its slip is as easy to place). */
  divisionSlip: boolean;
  /**
   * Whether a check line may carry the slip of rejecting a true solution as undefined: drawn for
   * a third of the traces, as the value rejected and then answered (T3) or the excluded value kept
   * after it (T2) lets the form point at that check.
   */
  checkSlip: boolean;
  /** Generator 3.3.0 on: slips that keep their line's counts of "-" and "!=" (families.ts, restrictionSlips33). */
  restrictionKeepsCounts: boolean;
  /**
   * Generator 3.6.0 on: the collected standard form (second degree or more) written with both
   * sides negated, `-2x^2 - 12x - 10 = 0` (generator/sign-forms.ts, negatesStandardForm); every
   * later line works from the negated coefficients. Always false before.
   */
  negatesStandardForm: boolean;
  /**
   * Generator 3.6.0 on: which factors the factored line writes reversed, `(19 - x)` or `(-x - 5)`,
   * so the candidate list read off them sometimes keeps a factor's sign (generator/sign-forms.ts,
   * reversedFactors). None before.
   */
  orientation: Orientation;
  /** Generator 3.6.0 on: whether the cleared line's term `i` of a side, subtracted with a linear numerator, takes its minus into the numerator. Never before. */
  absorbsMinus: (side: 'left' | 'right', i: number) => boolean;
}

const SMALL = [-2, -1, 1, 2];

/** The first variant of `options` (tried in a random order) that returns something usable. */
function firstUsable<T>(rng: Rng, options: readonly (() => Written<T> | null)[]): Written<T> | null {
  for (const f of rng.shuffle(options)) {
    const w = f();
    if (w) return w;
  }
  return null;
}

/** A wrong polynomial state is usable when its roots are shown and it loses a true solution. */
function wrongPoly<T>(p: Poly, truth: Truth, make: () => Written<T>): Written<T> | null {
  return losesSolution(usableRoots(p), truth) ? make() : null;
}

function withCoeff(p: Poly, k: number, c: Q): Poly {
  const out = p.slice();
  while (out.length <= k) out.push(q(0));
  out[k] = c;
  return P.add(out, []);
}

/** Multiplies out every product of the cleared equation: x(x + 1) = 3(x + 1) → x^2 + x = 3x + 3. */
export function expand(w: Writer, e: ProductEq, truth: Truth, rng: Rng): PolyEq {
  const correct: PolyEq = { left: e.left.map(productPoly), right: e.right.map(productPoly) };
  const replace = (side: 'left' | 'right', i: number, p: Poly): PolyEq => {
    const list = correct[side].slice();
    list[i] = p;
    return { ...correct, [side]: list };
  };
  const make = (s: PolyEq) => wrongPoly(polyEqPoly(s), truth, () => ({ text: polyEqText(s), next: s }));
  const each = (f: (side: 'left' | 'right', i: number) => (() => Written<PolyEq> | null)[]) =>
    (['left', 'right'] as const).flatMap((side) => e[side].flatMap((_, i) => f(side, i)));
  if (polyEqText(correct) === w.steps[w.steps.length - 1]) return correct; // nothing to multiply out
  const variants: Variants<PolyEq> = {
    // -(a x + b)(x - u) multiplied out as if it were (-a x + b)(x - u): the minus reaches only the first term.
    numerator_sign_error: () => firstUsable(rng, each((side, i) => {
      const p = e[side][i]!;
      if (p.sign !== -1 || P.degree(p.num) !== 1 || P.coeff(p.num, 0).equals(0)) return [];
      const wrongNum = linearPoly(P.coeff(p.num, 1), P.coeff(p.num, 0).neg());
      return [() => make(replace(side, i, productPoly({ ...p, num: wrongNum })))];
    })),
    // One term of one product with the wrong sign, or its constant off by one or two.
    arithmetic_slip: () => firstUsable(rng, each((side, i) => {
      const p = correct[side][i]!;
      if (P.degree(p) < 1) return [];
      const out: (() => Written<PolyEq> | null)[] = [];
      // Every small slip of every lower coefficient is offered: the slipped equation must still
      // factor over the rationals, which few slips do, so offering many keeps these lines as
      // likely to carry the error as any other.
      for (let k = 0; k < P.degree(p); k++) {
        const c = P.coeff(p, k);
        if (!c.equals(0)) out.push(() => make(replace(side, i, withCoeff(p, k, c.neg()))));
        for (const d of SMALL) out.push(() => make(replace(side, i, withCoeff(p, k, c.add(q(d))))));
      }
      return out;
    })),
  };
  return w.step('algebra', () => ({ text: polyEqText(correct), next: correct }), variants);
}

/** Combines like terms on each side: x^2 + x = 3x + 3 + 2x - 6 → x^2 + x = 5x - 3 (skipped when nothing combines). */
export function simplifySides(w: Writer, e: PolyEq, truth: Truth, rng: Rng): PolyEq {
  const next: PolyEq = { left: [sumPolys(e.left)], right: [sumPolys(e.right)] };
  if (polyEqText(next) === polyEqText(e)) return e;
  const variants: Variants<PolyEq> = {
    // A like-term combination slips: one coefficient of one side off (sign or by one).
    arithmetic_slip: () => firstUsable(rng, (['left', 'right'] as const).flatMap((side) => {
      if (e[side].length < 2) return [];
      const p = next[side][0]!;
      const out: (() => Written<PolyEq> | null)[] = [];
      for (let k = 0; k <= P.degree(p); k++) {
        const c = P.coeff(p, k);
        for (const d of [c.neg(), ...SMALL.map((e) => c.add(q(e)))]) {
          if (d.equals(c) || (k === P.degree(p) && d.equals(0))) continue;
          out.push(() => {
            const s: PolyEq = { ...next, [side]: [withCoeff(p, k, d)] };
            return wrongPoly(polyEqPoly(s), truth, () => ({ text: polyEqText(s), next: s }));
          });
        }
      }
      return out;
    })),
  };
  return w.step('algebra', () => ({ text: polyEqText(next), next }), variants);
}

/** Everything on one side, the x^2 coefficient positive: P = 0 (or a x = c for a first-degree equation). */
function collectedText(p: Poly): string {
  return P.degree(p) === 1 ? linearText(P.coeff(p, 1), P.coeff(p, 0).neg()) : zeroText(p);
}

const normalised = (p: Poly): Poly => (P.lead(p).compare(0) < 0 ? P.neg(p) : p);

export function collect(w: Writer, e: PolyEq, previous: string, truth: Truth, student: Student, rng: Rng): Poly {
  const p = normalised(polyEqPoly(e));
  if (P.degree(p) < 1) throw new Impossible('the cleared equation has no x left');
  if (collectedText(p) === previous) return p;
  // From 3.6.0 the line may be written with both sides negated (drawn for the trace, so a slipped
  // line takes its right twin's form); never where that repeats the line before.
  const negates = student.negatesStandardForm && P.degree(p) >= 2 && collectedText(P.neg(p)) !== previous;
  const shown = (n: Poly): Poly => (negates && P.degree(n) >= 2 ? P.neg(n) : n);
  const make = (wrong: Poly) => {
    const n = shown(normalised(wrong));
    return P.degree(n) < 1 ? null : wrongPoly(n, truth, () => ({ text: collectedText(n), next: n }));
  };
  const right = sumPolys(e.right);
  const variants: Variants<Poly> = {
    // A term brought over from the right keeps its sign.
    sign_error_moving_term: () => firstUsable(rng, right.flatMap((c, k) => (c.equals(0) ? [] : [() => make(P.add(polyEqPoly(e), withCoeff([], k, c.mul(q(2)))))]))),
    arithmetic_slip: () => firstUsable(rng, p.flatMap((c, k) => (k === P.degree(p) ? [] : [c.neg(), ...SMALL.map((e) => c.add(q(e)))].filter((d) => !d.equals(c)).map((d) => () => make(withCoeff(p, k, d)))))),
  };
  const written = shown(p);
  return w.step('algebra', () => ({ text: collectedText(written), next: written }), variants);
}

const ascending = (values: readonly Q[]): Q[] => values.slice().sort((x, y) => x.compare(y));

/** The candidates, in the order the factored line shows them (stopped: the list was given as the answer). */
function solvePoly(w: Writer, p: Poly, truth: Truth, student: Student, rng: Rng): { candidates: Q[]; factorLine: boolean; stopped: boolean } {
  const f = factorRational(p);
  if (!f) throw new Impossible('the collected equation does not factor over the rationals');
  const roots = distinct(f.roots);
  if (P.degree(p) === 1) {
    // a x = c: divide (a = 1 is already x = c).
    if (P.coeff(p, 1).equals(1)) return { candidates: roots, factorLine: false, stopped: false };
    const v = roots[0]!;
    const wrongs = [v.neg(), ...(v.equals(0) ? [] : [v.inverse()])].filter((x) => !x.equals(v));
    const x = wrongs.length ? rng.pick(wrongs) : null;
    const variants: Variants<Q[]> = x && student.divisionSlip ? { arithmetic_slip: () => (losesSolution([x], truth) && usableRoots(linearPoly(q(1), x.neg())) ? { text: answerText([x]), next: [x] } : null) } : {};
    return { candidates: w.step('candidates', () => ({ text: answerText([v]), next: [v] }), variants), factorLine: false, stopped: false };
  }
  const flipped = (i: number): Q[] | null => {
    const r = f.roots.slice();
    if (r[i]!.equals(0)) return null;
    r[i] = r[i]!.neg();
    r.sort((x, y) => x.compare(y));
    return r;
  };
  const variants: Variants<Q[]> = !student.factorSlip ? {} : {
    // One factor written with the wrong sign: (x + 5) for (x - 5).
    factoring_slip: () => firstUsable(rng, f.roots.map((_, i) => () => {
      const r = flipped(i);
      if (!r || !losesSolution(distinct(r), truth) || !r.every((v) => usableRoots(linearPoly(q(1), v.neg())))) return null;
      return { text: factoredText({ lead: f.lead, roots: r }, student.orientation), next: distinct(r) };
    })),
  };
  // x^2 = 0 is already its own factored form: no factor line then.
  const bare = factoredText(f, student.orientation) === w.steps[w.steps.length - 1];
  const shown = bare ? roots : w.step('algebra', () => ({ text: factoredText(f, student.orientation), next: roots }), variants);
  if (!student.checkLines && !bare) return { candidates: shown, factorLine: true, stopped: false };
  // The candidates read off the factors, one of them possibly with the wrong sign.
  type Listed = { values: Q[]; stopped: boolean };
  const listVariants: Variants<Listed> = {
    factoring_slip: () => firstUsable(rng, shown.map((v, i) => () => {
      if (v.equals(0) || hasValue(shown, v.neg())) return null;
      const r = shown.slice();
      r[i] = v.neg();
      return losesSolution(r, truth) && usableRoots(linearPoly(q(1), v)) ? { text: answerText(r), next: { values: r, stopped: false } } : null;
    })),
  };
  if (w.traceType === 'T2' && shown.some((v) => hasValue(truth.excluded, v))) {
    // The student stops at the list of candidates and gives it as the answer, the excluded value
    // kept (the check the textbook does next is skipped). Only in T2: a T3 would revert it away.
    listVariants.kept_excluded_value = () => ({ text: answerText(ascending(shown)), next: { values: shown, stopped: true } });
  }
  const listed = w.step('candidates', () => ({ text: answerText(shown), next: { values: shown, stopped: false } }), listVariants);
  return { candidates: listed.values, factorLine: false, stopped: listed.stopped };
}

/**
 * Checks the candidates the student takes as excluded (check lines), then gives the others as
 * the final answer. A T2 trace must end on a wrong answer; a T3 trace's last line is replaced
 * by the correct answer anyway.
 */
function answer(w: Writer, candidates: readonly Q[], afterFactor: boolean, truth: Truth, student: Student): void {
  let dropped = candidates.filter((v) => hasValue(student.believed, v));
  if (student.checkLines) {
    const rejected: Q[] = [];
    for (const v of dropped) {
      // A value the student wrongly takes as excluded would need a second wrong line.
      if (!hasValue(truth.excluded, v)) throw new Impossible(`x = ${v.toFraction()} would be checked as undefined`);
      // The slip: a true solution checked as if it were the excluded value (rejected as undefined),
      // and the excluded value kept unchecked. One wrong line; the answer follows from it.
      const solution = candidates.find((u) => hasValue(truth.solution, u) && !hasValue(rejected, u));
      const variants: Variants<Q> = solution && student.checkSlip ? { rejected_true_solution: () => ({ text: checkUndefinedText(solution), next: solution }) } : {};
      rejected.push(w.step('check', () => ({ text: checkUndefinedText(v), next: v }), variants));
    }
    dropped = rejected;
  }
  const kept = ascending(candidates.filter((v) => !hasValue(dropped, v)));
  const injected = w.injected !== null;
  if (w.traceType === 'T2' && injected) {
    const right = kept.length === truth.solution.length && kept.every((v) => hasValue(truth.solution, v));
    if (right || !kept.length) throw new Impossible('the slip left the final answer right (or empty)');
  }
  const text = answerText(kept);
  const keptExcluded = candidates.filter((v) => hasValue(truth.excluded, v) && hasValue(dropped, v));
  const variants: Variants<null> = {};
  if (w.traceType === 'T2' && afterFactor && keptExcluded.length && !injected) {
    // The student forgets the restriction and gives every root of the cleared equation.
    variants.kept_excluded_value = () => ({ text: answerText(ascending(candidates)), next: null });
  }
  if (w.traceType === 'T2' && afterFactor && !injected && !variants.kept_excluded_value) {
    // A root read off its factor with the wrong sign: (x + 5) gives x = 5. Only a T2 can end on
    // its error; a T3's last line is the reverted answer. Where the excluded value can be kept,
    // that (the headline error) is the final line's slip.
    const i = kept.findIndex((v) => !v.equals(0) && !hasValue(kept, v.neg()) && !hasValue(truth.excluded, v.neg()));
    if (i >= 0) variants.factoring_slip = () => ({ text: answerText(ascending(kept.map((v, j) => (j === i ? v.neg() : v)))), next: null });
  }
  if (w.steps[w.steps.length - 1] === text && !Object.keys(variants).length) return; // the candidate list is the answer
  w.step('candidates', () => ({ text, next: null }), variants);
}

/** Everything after the cleared equation, from its expanded form on. */
export function solveExpanded(w: Writer, e: PolyEq, truth: Truth, student: Student, rng: Rng): void {
  const simplified = student.simplifySides ? simplifySides(w, e, truth, rng) : e;
  const p = collect(w, simplified, w.steps[w.steps.length - 1]!, truth, student, rng);
  const { candidates, factorLine, stopped } = solvePoly(w, p, truth, student, rng);
  if (!stopped) answer(w, candidates, factorLine, truth, student);
}

/** Everything after the cleared equation written as products. */
export function solveCleared(w: Writer, e: ProductEq, truth: Truth, student: Student, rng: Rng): void {
  solveExpanded(w, expand(w, e, truth, rng), truth, student, rng);
}

export { signed };
