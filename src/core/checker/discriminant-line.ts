// The discriminant worked out on a line of its own in pasted quadratic work (issue 15: read real
// classroom work, never a false verdict on it). Classes write it between the standard form and the
// formula: `D = 25 - 24 = 1`, `Δ = (-5)^2 - 4·1·6 = 1`, `b^2 - 4ac = 1`, `D < 0`. To the letter such a
// line is unreadable (D is no unknown), so the work after it was "not judged". It states no
// solution set: it is an aside, judged by its value, and the work goes on from the line before it.
import type { Alg } from '../algebra/algebraic.ts';
import { algOf, compareAlg, formatAlg } from '../algebra/algebraic.ts';
import * as P from '../algebra/poly.ts';
import { containsPoint, finiteMembers } from '../sets/index.ts';
import type { Sides } from '../trace/index.ts';
import { parseStatement } from '../trace/index.ts';

/** `D`, `Δ` or `b^2 - 4ac` (any minus sign, `²` or `^2`, an optional times sign), then the rest. */
const NAMED = /^\s*(?:D|Δ|b\s*(?:\^\s*2|²)\s*[-−–]\s*4\s*(?:[·*⋅×]\s*)?a\s*(?:[·*⋅×]\s*)?c)\s*(.+)$/;
/** A comparison with a number after the name: `D < 0`, `D ≥ 0`. */
const COMPARED = /^(<=|>=|!=|<|>|≤|≥|⩽|⩾|≦|≧|≠)\s*(.+)$/;

/**
 * A discriminant line: the chain of values it states (`D = 25 - 24 = 1`: 1, 1), or a comparison
 * of the discriminant with a number (`D < 0`). Every part must be a number, an expression of
 * numbers only. Only where the trace has one unknown, and D is not it; null when the line is none.
 */
export type DiscriminantLine =
  | { kind: 'values'; values: Alg[] }
  | { kind: 'compared'; text: string; holdsAt: (d: Alg) => boolean };

/** A part read as "x = part": a number (no unknown) is solved, with the one value of x. */
function numberOf(part: string, vars: readonly string[]): Alg | null {
  const r = parseStatement(`${vars[0]} = ${part}`, vars);
  if (!r.ok || r.value.meaning.kind !== 'set' || !r.value.meaning.solved) return null;
  const members = finiteMembers(r.value.meaning.set);
  return members && members.length === 1 && members[0]!.dim === 1 ? members[0]!.v : null;
}

export function readDiscriminantLine(text: string, vars: readonly string[]): DiscriminantLine | null {
  if (vars.length !== 1 || vars[0] === 'D' || vars[0] === 'Δ') return null;
  const m = NAMED.exec(text);
  if (!m) return null;
  const rest = m[1]!.trim();
  const compared = COMPARED.exec(rest);
  if (compared) {
    // The comparison is the set of x with "x rel bound"; the discriminant must be in it.
    const r = parseStatement(`${vars[0]} ${compared[1]} ${compared[2]}`, vars);
    if (!r.ok || r.value.meaning.kind !== 'set' || !r.value.meaning.solved) return null;
    const set = r.value.meaning.set;
    return { kind: 'compared', text: `${compared[1]} ${compared[2]!.trim()}`, holdsAt: (d) => containsPoint(set, { dim: 1, v: d }) };
  }
  if (!rest.startsWith('=')) return null;
  const values: Alg[] = [];
  for (const part of rest.slice(1).split('=')) {
    const v = numberOf(part, vars);
    if (!v) return null;
    values.push(v);
  }
  return { kind: 'values', values };
}

/** b² − 4ac of a quadratic equation in polynomial sides (no root, no denominator), or null. */
export function discriminantOf(sides: Sides | null): Alg | null {
  if (!sides || sides.relation !== '=') return null;
  const { left, right } = sides;
  if (left.b || right.b || left.den || right.den) return null;
  const p = P.sub(left.a, right.a);
  if (P.degree(p) !== 2) return null;
  const [c, b, a] = [P.coeff(p, 0), P.coeff(p, 1), P.coeff(p, 2)];
  return algOf(b.mul(b).sub(a.mul(c).mul(4)));
}

export type DiscriminantVerdict = { ok: true; reason: string } | { ok: false; reason: string };

/**
 * Judges a discriminant line against the equation before it. A chain's values must agree with one
 * another and (where the line before is a quadratic equation) with its b² − 4ac: exact, so "1" for
 * b² − 4ac = 1 is right and "2" wrong. A comparison (`D < 0`) must hold of the true discriminant,
 * so it needs a quadratic before it; null when there is none (the line is then no aside).
 */
export function judgeDiscriminant(line: DiscriminantLine, sides: Sides | null): DiscriminantVerdict | null {
  const truth = discriminantOf(sides);
  if (line.kind === 'compared') {
    if (!truth) return null;
    return line.holdsAt(truth)
      ? { ok: true, reason: `the discriminant of the equation, ${formatAlg(truth)}, is ${line.text}: a computation aside, not a step` }
      : { ok: false, reason: `the discriminant of the equation is ${formatAlg(truth)}, so it is not ${line.text}` };
  }
  const { values } = line;
  for (let i = 1; i < values.length; i++) {
    if (compareAlg(values[i - 1]!, values[i]!) !== 0) {
      return { ok: false, reason: `the discriminant's arithmetic is wrong: ${formatAlg(values[i - 1]!)} is not ${formatAlg(values[i]!)}` };
    }
  }
  const stated = values[values.length - 1]!;
  if (!truth) return { ok: true, reason: 'a computation aside (a discriminant): its arithmetic holds; the line before is no quadratic equation to compare it with' };
  if (compareAlg(truth, stated) !== 0) {
    return { ok: false, reason: `the discriminant of the line before is ${formatAlg(truth)}, not ${formatAlg(stated)}` };
  }
  return { ok: true, reason: `the discriminant of the line before, b² − 4ac = ${formatAlg(truth)}: a computation aside, not a step` };
}
