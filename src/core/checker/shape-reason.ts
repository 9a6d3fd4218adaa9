// A reason in words beside an answer that says what the original's graph or terms do: `no solution since the lines
// are parallel`, `infinitely many because the lines are the same`, `no solution since the x terms cancel`. Read as a
// comment, a false one passed (round 69 A: `no solution since the lines are the same` of x + y = 3, 2x + 2y = 7, and
// `… since the slopes are different`, `… since the lines intersect`, `… since the x terms don't cancel`, each "all
// valid"). Each is a fact about the original, judged from its solution set or its sides; one about the lines that is
// not read leaves the line not judged, since it may be false.
import * as P from '../algebra/poly.ts';
import type { SolutionSet } from '../sets/index.ts';
import type { Sides } from '../trace/index.ts';
import { isPolynomialSides } from '../trace/index.ts';

export type ShapeVerdict = { holds: boolean; why: string } | { unread: true } | null;

type Shape = 'point' | 'line' | 'empty';

/** What a reason says of a system's two lines, and the shapes of the solution set of which it is true; in the order tried. */
const LINE_FACTS: readonly { re: RegExp; trueOf: readonly Shape[]; says: string }[] = [
  // A system's kind (round 71 B: `no solution (dependent system)`, `(3, 1) (inconsistent system)` passed as comments).
  { re: /\binconsistent\b/i, trueOf: ['empty'], says: 'the system is inconsistent (no solution)' },
  { re: /\bindependent\b/i, trueOf: ['point'], says: 'the system is independent (one solution)' },
  { re: /\bconsistent\b/i, trueOf: ['point', 'line'], says: 'the system is consistent (it has a solution)' },
  { re: /\b(?:never\s+(?:meet|intersect|cross)|do(?:n['\u2019]t|\s+not)\s+(?:meet|intersect|cross)|no\s+(?:point\s+of\s+)?intersection)\b/i, trueOf: ['empty'], says: 'the lines do not meet' },
  { re: /\b(?:(?:same|equal|identical)\s+(?:slopes?|gradients?)|(?:slopes?|gradients?)\s+(?:are\s+|is\s+)?(?:the\s+same|equal|identical))\b/i, trueOf: ['empty', 'line'], says: 'the lines have the same slope' },
  { re: /\b(?:(?:different|unequal|distinct)\s+(?:slopes?|gradients?)|(?:slopes?|gradients?)\s+(?:are\s+|is\s+)?(?:different|not\s+(?:the\s+same|equal)|unequal))\b/i, trueOf: ['point'], says: 'the lines have different slopes' },
  { re: /\b(?:same\s+line|(?:lines|equations|graphs)\s+are\s+(?:the\s+same|identical|equivalent|coincident)|coincid\w*|(?:one\s+is\s+)?(?:a\s+)?(?:multiple|multiples)\s+of\s+(?:the\s+other|each\s+other)|dependent)\b/i, trueOf: ['line'], says: 'the two equations are one line' },
  { re: /\b(?:intersect\w*|meet|cross)\b/i, trueOf: ['point'], says: 'the lines meet at one point' },
];
/** Parallel: true of two lines that do not meet; of one line written twice it is said both ways, so not judged. */
const PARALLEL = /\bparallel\b/i;
/** Any other word about the lines, their slopes or a graph: a claim about them that is not read. */
const ABOUT_LINES = /\b(?:lines|slopes?|gradients?|graphs?|parallel|intersect\w*|coincid\w*|parabolas?|vertex|curves?)\b/i;
/** `the x terms cancel`, `x cancels out`, `the variables cancel`, and their negations. */
const CANCEL = /\b(?:(?:the\s+)?(?:[a-z]\s*(?:-?\s*terms?|['\u2019]?s)?|variables?|unknowns?)\s+)(?:(do(?:n['\u2019]t|\s+not)|does(?:n['\u2019]t|\s+not)|never)\s+)?cancel(?:s|led|ed)?(?:\s+out)?\b/i;

/** The two sides of a one-unknown line as lines y = left and y = right: parallel, one line, or meeting; null unless both are linear polynomials. */
function sidesShape(sides: Sides | null): Shape | null {
  if (!isPolynomialSides(sides) || P.degree(sides.left.a) > 1 || P.degree(sides.right.a) > 1) return null;
  const p = P.sub(sides.left.a, sides.right.a);
  return P.degree(p) >= 1 ? 'point' : P.degree(p) === 0 ? 'empty' : 'line';
}

function planeShape(set: SolutionSet): Shape | null {
  if (set.dim !== 2) return null;
  return set.s.kind === 'point' || set.s.kind === 'line' || set.s.kind === 'empty' ? set.s.kind : null;
}

/**
 * The reason's fact judged against the original (its solution set, and its sides for one unknown), or { unread } where
 * it speaks of the lines in a way not read; null where it says none of these (a comment, as before).
 */
export function judgeShapeReason(reason: string, original: SolutionSet, sides: Sides | null): ShapeVerdict {
  // One unknown: the lines are its two sides' graphs (`2x + 1 = 2x + 3`: y = 2x + 1 and y = 2x + 3), where both are of degree
  // at most 1 (round 70 A: `no solution since the lines intersect` passed as a comment); a parabola's words are not read.
  const aboutLines = ABOUT_LINES.test(reason);
  const shape = original.dim === 2 ? planeShape(original) : aboutLines ? sidesShape(sides) : null;
  if (original.dim === 2 || aboutLines) {
    if (!shape) return aboutLines ? { unread: true } : null;
    // Two facts (`the same slope and different y-intercepts`, round 71 A: the first judged, the second, false, passed) or an
    // intercept: not read.
    if (aboutLines && /\b(?:and|but|while|whereas|although)\b|intercepts?/i.test(reason)) return { unread: true };
    const said = shape === 'point' ? 'they meet at one point' : shape === 'line' ? 'the two equations are one line' : 'they are parallel and do not meet';
    if (PARALLEL.test(reason) && !/\bnot\s+parallel\b/i.test(reason)) {
      if (shape === 'line') return { unread: true };
      return { holds: shape === 'empty', why: `"parallel": ${said}` };
    }
    for (const f of LINE_FACTS) {
      if (f.re.test(reason)) return { holds: f.trueOf.includes(shape), why: `${f.says}: ${f.trueOf.includes(shape) ? 'so' : 'not so'}, ${said}` };
    }
    return aboutLines ? { unread: true } : null;
  }
  const cancel = CANCEL.exec(reason);
  if (!cancel) return null;
  // Polynomial sides only, of degree at most 1 once moved to one side: then the x terms cancel exactly where no x is left.
  if (!isPolynomialSides(sides)) return { unread: true };
  const p = P.sub(sides.left.a, sides.right.a);
  const degree = P.degree(p);
  if (degree > 1) return { unread: true };
  const cancels = degree < 1;
  const denied = cancel[1] !== undefined;
  return { holds: cancels !== denied, why: `the terms in the unknown ${cancels ? 'do cancel: the sides differ by a number' : 'do not cancel: the sides differ by a term in it'}` };
}
