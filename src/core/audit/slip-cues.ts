// Audit 8 (to 12): the cues that name a line (and, from system-cues.ts, audit 15's). Fourteen are injected errors seen on their own line, read as a
// reader of forms reads them (written numbers and relation signs, no algebra beyond a sign);
// one, revertTracesSlip, is the paper's T3 traced back. Each names where in the trace it shows,
// so the audit can say how much of the first errors' places it gives away.

import { strictnessChangeAt, writtenNumbers } from './surface-features.ts';
import { lastStepFollows } from './last-step.ts';
import { equationCopiedChanged, inEachEquation } from './system-cues.ts';

const REL = /\s*(<=|>=|≤|≥|=|<|>)\s*/;
/** The text without its spaces. */
const bare = (t: string) => t.replace(/\s+/g, '');
const INT = /^-?\d+$/;

type Dir = '=' | '<' | '>';

/** `<=`, `<`, `≤` point one way, `>=`, `>`, `≥` the other; `=` none. */
const direction = (rel: string): Dir => (rel === '=' ? '=' : rel.startsWith('<') || rel === '≤' ? '<' : '>');
const mirrored = (d: Dir): Dir => (d === '<' ? '>' : d === '>' ? '<' : '=');

/** A line of exactly two sides around one relation (null: no relation, or more than one). */
function sides(line: string): { left: string; rel: string; right: string } | null {
  const parts = line.trim().split(REL);
  if (parts.length !== 3) return null;
  return { left: parts[0]!, rel: parts[1]!, right: parts[2]! };
}

/** A lone term of one unknown, `-4x`, `x`, `-y`, `(-1/7)x`: its unknown and coefficient as written (null otherwise). */
function term(text: string): { v: string; coef: string } | null {
  const m = /^(-?\d*|\((-?\d+\/\d+)\))\s*([a-z])$/.exec(text.trim());
  if (!m) return null;
  const written = m[2] ?? m[1]!;
  return { v: m[3]!, coef: written === '' ? '1' : written === '-' ? '-1' : written };
}

/** A number as written: `7`, `-3`, `-12/7`, `5/(-8)` (null otherwise). */
function number(text: string): { num: string; den: string | null } | null {
  const t = text.trim();
  if (INT.test(t)) return { num: t, den: null };
  const m = /^(-?\d+)\/(?:(-?\d+)|\((-\d+)\))$/.exec(t);
  return m ? { num: m[1]!, den: m[2] ?? m[3]! } : null;
}

/** `K v ◁ C` in either order: the lone term, the number, and the relation's direction read with the term on the left. */
function termAgainstNumber(line: string): { v: string; coef: string; value: { num: string; den: string | null }; dir: Dir } | null {
  const s = sides(line);
  if (!s) return null;
  const l = term(s.left), r = number(s.right);
  if (l && r) return { ...l, value: r, dir: direction(s.rel) };
  const l2 = number(s.left), r2 = term(s.right);
  if (l2 && r2) return { ...r2, value: l2, dir: mirrored(direction(s.rel)) };
  return null;
}

const negative = (coef: string) => coef.startsWith('-') || coef.startsWith('(-');

const unsigned = (t: string) => t.replace(/[-()]/g, '');

/**
 * `-4x = -9` then `x = -4/(-9)` (or `x = -4/9`), and `x = 3/(-7)` then `x = -7/3`: the division's
 * dividend and divisor exchanged, read off the written numbers with their signs aside (the linear
 * and inequality catalogs' division_error on a line that only copies numbers). The step showing
 * it, or -1. The right line is fixed by the symbols of the line before, so seeing the slip takes
 * matching two numbers; it is the step checked, not a shortcut around it.
 */
export function quotientUpsideDown(steps: readonly string[]): number {
  const read = steps.map(termAgainstNumber);
  for (let i = 1; i < steps.length; i++) {
    const before = read[i - 1];
    const after = read[i];
    if (!before || !after || after.coef !== '1' || after.v !== before.v || after.value.den === null) continue;
    // K x ◁ C then x ◁ K/C; or x ◁ P/Q (a sign to move) then x ◁ Q/P.
    const fraction = before.coef === '1';
    if (fraction ? before.value.den === null : before.value.den !== null) continue;
    const [top, bottom] = fraction ? [before.value.den!, before.value.num] : [before.coef, before.value.num];
    const k = unsigned(top), c = unsigned(bottom);
    if (k !== c && unsigned(after.value.num) === k && unsigned(after.value.den) === c) return i;
  }
  return -1;
}

/**
 * `-8x >= 7` then `x >= -7/8`, or `6x >= -9` then `x <= -3/2`: a division by the coefficient whose
 * relation points against the rule of its sign (the inequality catalog's no_flip_negative and
 * flip_positive). The step showing it, or -1. Seeing it takes the coefficient's sign.
 */
export function directionAgainstSign(steps: readonly string[]): number {
  const read = steps.map(termAgainstNumber);
  for (let i = 1; i < steps.length; i++) {
    const before = read[i - 1];
    const after = read[i];
    if (!before || !after || before.dir === '=' || after.coef !== '1' || after.v !== before.v || before.coef === '1') continue;
    const expected = negative(before.coef) ? mirrored(before.dir) : before.dir;
    if (after.dir !== expected) return i;
  }
  return -1;
}

/** `(A)` without its outer brackets when they enclose all of it (`(a)(b)` keeps them). */
function unwrapped(t: string): string {
  if (!t.startsWith('(') || !t.endsWith(')')) return t;
  let depth = 0;
  for (let k = 0; k < t.length; k++) {
    if (t[k] === '(') depth++;
    else if (t[k] === ')' && --depth === 0 && k < t.length - 1) return t;
  }
  return t.slice(1, -1);
}

const negatedTerm = (t: string) => (t.startsWith('-') ? `+${t.slice(1)}` : `-${t.slice(1)}`);
const sortedKey = (ts: readonly string[]) => [...ts].sort().join(' ');
/** The terms' key with their signs aside: the same numbers and letters, whatever the signs. */
const unsignedKey = (ts: readonly string[]) => sortedKey(ts.map((t) => t.slice(1)));

/** `x != 6, x != -7`: a line of restrictions only (no brackets). */
const isRestriction = (line: string) => /!=|≠/.test(line) && !line.includes('(');
/**
 * The line a clearing or combining step i copies from: the line before, or the one before that when
 * a restriction line (`x != -4, x != -2`) stands between the fractions and the line that clears them.
 */
const sourceOfClearing = (steps: readonly string[], i: number) => (i >= 2 && isRestriction(steps[i - 1]!) ? steps[i - 2]! : steps[i - 1]!);

/**
 * `(x^2 - 10x + 21)/((x - 7)(x - 9)) = 0`, then `x^2 + 10x + 21 = 0`, and `(20x + 92)/(…) = 0`, then
 * `20x = 92`: the line after a fraction set to zero writes its numerator's terms (moved across the
 * relation or not) with the same numbers and letters but a sign changed on some and not all, so it
 * is neither the numerator nor its negative (rational's sign slips and arithmetic slips on the line
 * that clears the denominator). Which signs the line must write is fixed by the line before, so
 * seeing the slip is matching written terms and their signs. The step showing it, or -1.
 */
export function numeratorCopiedChanged(steps: readonly string[]): number {
  const read = steps.map(sides);
  for (let i = 1; i < steps.length; i++) {
    const source = sourceOfClearing(steps, i);
    if (numeratorFlippedInProduct(source, steps[i]!) || numeratorSignOverDenominator(source, steps[i]!)) return i;
    const before = read[i - 1];
    const after = read[i];
    if (!before || !after || before.rel !== '=' || after.rel !== '=' || bare(before.right) !== '0') continue;
    const m = /^(\(.+\))\/\(.+\)$/.exec(bare(before.left));
    const num = m ? unwrapped(m[1]!) : null;
    if (!num || num === m![1]) continue;
    const was = terms(num);
    // Everything the line writes, moved to the left: the right side's terms negated.
    const right = bare(after.right);
    const now = [...terms(bare(after.left)), ...(right === '0' ? [] : terms(right).map(negatedTerm))];
    const key = sortedKey(now);
    if (unsignedKey(now) !== unsignedKey(was)) continue;
    if (key !== sortedKey(was) && key !== sortedKey(was.map(negatedTerm))) return i;
  }
  return -1;
}

/** Every innermost bracket of a line, spaces gone: `(x + 5)/(x - 4)` gives `x+5` and `x-4`. */
const innerGroups = (line: string) => [...bare(line).matchAll(/\(([^()]+)\)/g)].map((m) => m[1]!);

/**
 * Audit 12: `(x + 5)/(x - 4) = (3x + 15)/(x + 9)`, then `(x - 5)(x + 9) = (3x + 15)(x - 4)`: the line
 * that cross-multiplies or combines fractions writes a numerator of the line before (two terms or
 * more, in brackets) nowhere as it was or negated whole, but writes a bracket with its terms and a
 * sign changed on some and not all, which is no bracket of the line before (a denominator `(x - 5)`
 * may be copied). Rational's numerator_sign_error on those lines: which signs the copy must keep is
 * fixed by the line before. The bracket must stand in a product (beside a bracket, a number or x).
 */
function numeratorFlippedInProduct(prev: string, cur: string): boolean {
  const before = innerGroups(prev);
  const numerators = [...bare(prev).matchAll(/\(([^()]+)\)\/\(/g)].map((m) => m[1]!).filter((n) => terms(n).length >= 2);
  if (!numerators.length || !cur.includes('(')) return false;
  // terms() writes every term with its sign, `+x`, `-5`. Only brackets in a product count: combining
  // fractions over one denominator works a numerator out (`2x/(x + 1) - (x - 2)/(x + 1)`, then
  // `(x + 2)/(x + 1)`), which may give the same terms with other signs.
  const line = bare(cur);
  const inProduct = (g: string) => [...line.matchAll(/\(([^()]+)\)/g)].some((m) => m[1] === g
    && (/[)\dx]$/.test(line.slice(0, m.index)) || line[m.index! + m[0].length] === '('));
  const after = innerGroups(cur).map((g) => ({ g, ts: terms(g), product: inProduct(g) }));
  return numerators.some((n) => {
    const was = terms(n);
    const whole = [sortedKey(was), sortedKey(was.map(negatedTerm))];
    if (after.some((a) => whole.includes(sortedKey(a.ts)))) return false;
    return after.some((a) => a.product && !before.includes(a.g) && a.ts.length === was.length && unsignedKey(a.ts) === unsignedKey(was));
  });
}

/** A term's numerator as written, without its sign: `+9/(x-6)` gives `9`, `-(x+2)/(x+8)` gives `(x+2)`, `+6` gives `6`. */
const numeratorOf = (t: string) => t.slice(1).split('/')[0]!;

/**
 * Whether u could be the term p written over a common denominator, its numerator copied: a number c
 * as `c`, `c(…)` (or `(…)` for 1), a bracket as a bracket with the same terms whatever their signs,
 * `x` or `2x` as itself, alone or before brackets.
 */
function copiedShape(p: string, u: string): boolean {
  const n = numeratorOf(p), w = u.slice(1);
  if (INT.test(n)) return w === n || w.startsWith(`${n}(`) || (n === '1' && w.startsWith('('));
  if (n.startsWith('(')) {
    const inner = /^\(([^()]+)\)/.exec(w);
    return inner !== null && unsignedKey(terms(inner[1]!)) === unsignedKey(terms(unwrapped(n)));
  }
  return /^\d*x$/.test(n) && (w === n || w.startsWith(`${n}(`));
}

/** The factors of a denominator as written, `(x - 2)^2` twice: `/((x - 6)(x + 8))` gives `x-6`, `x+8`; a term with none gives []. */
function denominatorFactors(term: string): string[] {
  const slash = term.indexOf('/');
  if (slash < 0) return [];
  return [...term.slice(slash + 1).matchAll(/\(([^()]+)\)(?:\^(\d))?/g)].flatMap((m) => Array<string>(Number(m[2] ?? 1)).fill(m[1]!));
}

/** Whether every factor of `need` (a multiset) is among `have`. */
function within(need: readonly string[], have: readonly string[]): boolean {
  const left = [...have];
  return need.every((f) => {
    const k = left.indexOf(f);
    return k >= 0 && left.splice(k, 1).length === 1;
  });
}

/**
 * Audit 12. A line that clears or combines fractions (it writes fewer of them than the line before)
 * copies each term of a side in order: its numerator times the denominators it lacks. Per side: the
 * pairs (the term before, the term written) matched one to one, or from the end when the first
 * numerator is written without its brackets (`spill` terms, written first); the denominator the side
 * is brought over (the side's new denominator, or for a side cleared of fractions every denominator
 * of the line before, each as often as one term writes it). Null when the sides cannot be paired
 * that way, or some pair does not look copied (a numerator worked out: `(x - 8)/(x - 3) + 4/(x - 3)`,
 * then `(x - 4)/(x - 3)`).
 */
function overDenominator(prev: string, cur: string): { first: string; spill: number; written: string[]; pairs: (readonly [string, string])[]; common: string[]; cleared: boolean }[] | null {
  const [a, b] = [sides(prev), sides(cur)];
  if (!a || !b || a.rel !== '=' || b.rel !== '=' || !/\/\(/.test(prev)) return null;
  const all = [...terms(bare(a.left)), ...terms(bare(a.right))];
  const lcd: string[] = [];
  for (const t of all) {
    // Only denominators in x: `3/(-5)` is a number written over a number, nothing to clear.
    const fs = denominatorFactors(t).filter((f) => f.includes('x'));
    for (const f of new Set(fs)) {
      const extra = fs.filter((g) => g === f).length - lcd.filter((g) => g === f).length;
      for (let k = 0; k < extra; k++) lcd.push(f);
    }
  }
  if (!lcd.length) return null; // nothing in x to clear: no line to read (an early exit; the rules below would find nothing)
  // The whole line cleared of fractions, or a side of several terms brought over one denominator.
  const cleared = !/\/\(/.test(cur);
  const out = [];
  for (const [from, to] of [[a.left, b.left], [a.right, b.right]] as const) {
    const ps = terms(bare(from));
    const whole = /^\((.+)\)\/(\(.+\))$/.exec(bare(to));
    const single = whole !== null && unwrapped(`(${whole[1]!})`) !== `(${whole[1]!})`;
    if (!cleared && !(single && ps.length >= 2)) continue;
    const us = single ? terms(whole[1]!) : terms(bare(to));
    // An empty side (an imported line such as `/(x + 2) = `) has no terms to pair.
    if (!ps.length || !us.length) continue;
    const first = ps[0]!;
    const spill = first.startsWith('+') && numeratorOf(first).startsWith('(') ? terms(unwrapped(numeratorOf(first))).length : 1;
    const pairs = us.length === ps.length ? ps.map((p, j) => [p, us[j]!] as const)
      : spill > 1 && us.length === ps.length - 1 + spill ? ps.slice(1).map((p, j) => [p, us[spill + j]!] as const) : null;
    if (!pairs || !pairs.every(([p, u]) => copiedShape(p, u))) continue;
    out.push({ first, spill: us.length === ps.length ? 1 : spill, written: us, pairs, common: cleared ? lcd : denominatorFactors(`1/${whole![2]!}`), cleared });
  }
  return out;
}

/** The factors a copied term is written times, after its numerator: `-9(x + 8)` of 9 gives `x+8`; `(2x - 4)(x + 4)^2` of (2x - 4) gives `x+4` twice. Null when the rest is not brackets. */
function multiplierOf(p: string, u: string): string[] | null {
  const n = numeratorOf(p), w = u.slice(1);
  const rest = n.startsWith('(') ? w.replace(/^\([^()]+\)/, '') : w.startsWith(n) ? w.slice(n.length) : n === '1' ? w : null;
  if (rest === null || !/^(?:\([^()]+\)(?:\^\d)?)*$/.test(rest)) return null;
  return denominatorFactors(`1/${rest}`);
}

/**
 * `9/(x - 6) + (x + 2)/(x + 8) = x/(x - 6)`, then `(-9(x + 8) + (x + 2)(x - 6))/(…) = …`, and
 * `(2x - 7)/(x + 4) - 3/(x + 4)`, then `(2x - 7 + 3)/(x + 4)`: on the line that clears or combines
 * fractions a term whose numerator is a number is written with the other sign, or a bracketed
 * numerator with some of its signs changed and not all, bare at the front or alone in its bracket
 * (rational's numerator_sign_error where no product shows it).
 */
function numeratorSignOverDenominator(prev: string, cur: string): boolean {
  // The same terms in the same order, some of their signs changed and not all.
  const partly = (was: readonly string[], now: readonly string[]) => {
    if (was.length !== now.length || was.some((t, k) => now[k]!.slice(1) !== t.slice(1))) return false;
    const flipped = was.filter((t, k) => now[k]![0] !== t[0]).length;
    return flipped > 0 && flipped < was.length;
  };
  return (overDenominator(prev, cur) ?? []).some(({ first, spill, written, pairs }) =>
    pairs.some(([p, u]) => INT.test(numeratorOf(p)) && numeratorOf(p) !== '0' && p[0] !== u[0])
    || (spill > 1 && partly(terms(unwrapped(numeratorOf(first))), written.slice(0, spill)))
    || pairs.some(([p, u]) => {
      const [n, inner] = [numeratorOf(p), /^\(([^()]+)\)/.exec(u.slice(1))];
      return n.startsWith('(') && inner !== null && partly(terms(unwrapped(n)), terms(inner[1]!));
    }));
}

/**
 * `3x/(x + 9) - (2x - 4)/(x - 4) = -1`, then `(3x - (2x - 4)(x + 9))/((x + 9)(x - 4)) = -1`: on the
 * line that clears or combines fractions a term is copied bare, its numerator times nothing, where
 * the denominator the side is brought over has a factor the term's own lacks (rational's
 * partial_multiplication: the multiplication reached some terms and not others).
 */
function termMissedByMultiplier(prev: string, cur: string): boolean {
  const read = overDenominator(prev, cur) ?? [];
  if (read.some(({ first, spill, pairs, common }) => {
    const lacks = (p: string) => !within(common, denominatorFactors(p));
    return (spill > 1 && lacks(first)) || pairs.some(([p, u]) => numeratorOf(p) !== '0' && u.slice(1) === numeratorOf(p).replace(/^\((.*)\)$/, '$1') && !u.includes('(') && lacks(p));
  })) return true;
  // Both sides cleared: every term is its numerator times one same product over its own
  // denominator, so each term's factors with its denominator's make the same product, whichever
  // product the line clears with (the least common denominator, or every denominator as written).
  if (read.length !== 2 || !read[0]!.cleared) return false;
  const products = read.flatMap(({ first, spill, pairs }) => [
    ...(spill > 1 ? [denominatorFactors(first)] : []),
    ...pairs.filter(([p]) => numeratorOf(p) !== '0').map(([p, u]) => {
      const m = multiplierOf(p, u);
      return m === null ? null : [...m, ...denominatorFactors(p)];
    }),
  ]);
  if (products.some((m) => m === null)) return false;
  const keys = new Set(products.map((m) => [...m!].sort().join(' ')));
  return keys.size > 1;
}

/**
 * A side written as one whole number k times or over an operand, `A/(k)`, `(A)/k`, `k(A)` or
 * `k * A` (spaces gone): the operand without its outer brackets, k, how it is applied (`/k` or
 * `*k`), and whether the operand is the whole of A (bracketed, or one term: in `2x + 2/(-5)` only
 * the last term is divided). Null for any other side; `4x + 5/2` and `-7/2` are no division of a
 * whole side.
 */
function writtenOperation(side: string): { inner: string; k: number; by: string; whole: boolean } | null {
  const d = /^(.+)\/\((-?\d+)\)$/.exec(side) ?? /^(\(.+\))\/(\d+)$/.exec(side);
  const b = d ? null : /^(-?\d+)\((.+)\)$/.exec(side);
  const t = d || b ? null : /^(-?\d+)\*(.+)$/.exec(side);
  // `k(A)` keeps its brackets here so that they are asked, as any operand's, whether they enclose
  // all of A: in `8(x - 3) - (x + 2)(x - 3)` they do not.
  const [raw, k] = d ? [d[1]!, d[2]!] : b ? [`(${b[2]!})`, b[1]!] : t ? [t[2]!, t[1]!] : [null, null];
  if (raw === null || k === null) return null;
  const inner = unwrapped(raw);
  return { inner, k: Number(k), by: `${d ? '/' : '*'}${k}`, whole: inner !== raw || terms(raw).length === 1 };
}

/** The signed terms of a side at the top level (spaces gone), `+` written before the first: `(-11/6)x+10` is `+(-11/6)x`, `+10`. */
function terms(side: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const c of side) {
    if (c === '(') depth++;
    else if (c === ')') depth--;
    if ((c === '+' || c === '-') && depth === 0 && cur !== '' && !/[*/^]$/.test(cur)) {
      out.push(cur);
      cur = '';
    }
    cur += c;
  }
  if (cur !== '') out.push(cur);
  return out.map((t) => (t.startsWith('+') || t.startsWith('-') ? t : `+${t}`));
}

/**
 * `(11x + 10)/(-6) <= 3/(-6)`, then `(-11/6)x + 10 <= -1/2`, and `-6(10x - 14) …`, then `… -60x - 14`:
 * the line after one that writes both sides divided or multiplied by one number (other than ±1)
 * copies a term of that number's operand unchanged, so the operation reached some terms and not
 * others (the catalogs' division_error and distribution_error in the families that write the
 * operation out). A term divided or multiplied by such a number is never itself, so seeing the slip
 * is matching written terms. The step showing it, or -1.
 */
export function termCopiedThroughOperation(steps: readonly string[]): number {
  const read = steps.map(sides);
  // Only a whole side times or over a number other than ±1 changes every term.
  const times = (side: string) => {
    const op = writtenOperation(bare(side));
    return op && op.whole && Math.abs(op.k) !== 1 ? op : null;
  };
  // Audit 12: a side that is a number written over the same number, `(2x^2 + 10x + 6)/2 = 0/2`.
  const numberOver = (side: string, by: string) => {
    const m = /^(-?\d+)\/(\d+)$/.exec(bare(side));
    return m && `/${m[2]!}` === by ? { inner: m[1]!, k: Number(m[2]), by } : null;
  };
  for (let i = 1; i < steps.length; i++) {
    // Since audit 12 the line that clears or combines fractions too (a restriction line between skipped).
    if (termMissedByMultiplier(sourceOfClearing(steps, i), steps[i]!)) return i;
    const before = read[i - 1];
    const after = read[i];
    if (!before || !after) continue;
    const [lo, ro] = [times(before.left), times(before.right)];
    const l = lo ?? (ro ? numberOver(before.left, ro.by) : null), r = ro ?? (lo ? numberOver(before.right, lo.by) : null);
    if (!l || !r || l.by !== r.by) continue;
    for (const [operand, side] of [[l.inner, after.left], [r.inner, after.right]] as const) {
      const was = new Set(terms(operand).filter((t) => !/^[+-]0$/.test(t)));
      if (terms(bare(side)).some((t) => was.has(t))) return i;
      if (l.by.startsWith('*') && signAgainstMultiplier(terms(operand), terms(bare(side)), l.k)) return i;
    }
  }
  return -1;
}

/**
 * Audit 12: `-2(5x - 7) <= -2(-8)`, then `-10x - 14 <= 16`: an operand multiplied out term by term,
 * in order, where a term's sign is not the multiplier's times its own (the catalogs'
 * distribution_error where the slip is a sign). Read only when the line writes as many plain terms
 * as the operand has, none of them a bracket (a term worked out otherwise is not compared).
 */
function signAgainstMultiplier(operand: readonly string[], written: readonly string[], k: number): boolean {
  if (operand.length !== written.length || [...operand, ...written].some((t) => t.includes('(') || /^[+-]0$/.test(t))) return false;
  return operand.some((t, j) => (t[0] === written[j]![0]) !== (k > 0));
}

/**
 * `5x > -4x + 9`, then `5x/(-7) > (-4x + 9)/(-7)` (or `-2(5x) > -2(-4x + 9)`), and `8x - 2 > -2`,
 * then `-2 > 8x - 2`: a line that writes the line before with both sides divided or multiplied by
 * one negative number, or with its sides exchanged, and keeps the relation where the rule reverses
 * it (the inequality catalog's no_flip_negative and swap_not_reversed in the families that write the
 * operation out). The line is the one before with a written change, so seeing the slip is reading two
 * relation signs; it is the step checked. The step showing it, or -1.
 */
export function relationKeptAgainstRule(steps: readonly string[]): number {
  const read = steps.map(sides);
  const timesNegative = (side: string) => {
    const op = writtenOperation(side);
    return op && op.k < 0 ? op : null;
  };
  for (let i = 1; i < steps.length; i++) {
    const before = read[i - 1];
    const after = read[i];
    if (!before || !after || direction(before.rel) === '=' || direction(after.rel) !== direction(before.rel)) continue;
    const [bl, br, al, ar] = [before.left, before.right, after.left, after.right].map(bare) as [string, string, string, string];
    if (al === br && ar === bl && bl !== br) return i;
    const l = timesNegative(al), r = timesNegative(ar);
    if (l && r && l.by === r.by && l.inner === unwrapped(bl) && r.inner === unwrapped(br)) return i;
  }
  return -1;
}

// ---------------------------------------------------------------- values read off factors

/** A rational number as a reduced string `n/d` (d > 0; `n` alone for an integer); small integers only. */
function ratio(n: number, d: number): string | null {
  if (d === 0 || !Number.isSafeInteger(n) || !Number.isSafeInteger(d)) return null;
  const g = (a: number, b: number): number => (b === 0 ? Math.abs(a) : g(b, a % b));
  const k = g(n, d) * (d < 0 ? -1 : 1);
  const [p, q] = [n / k, d / k];
  return q === 1 ? String(p) : `${p}/${q}`;
}

/** A written number, `-3`, `15/4`, `3/(-2)`, as a reduced ratio (null otherwise). */
function value(text: string): string | null {
  const n = number(text);
  return n ? ratio(Number(n.num), n.den === null ? 1 : Number(n.den)) : null;
}

/** The zero of a linear factor as written, `x - 19`, `2x + 7`, `x + 1/3`, `19 - x`, `-x - 5`, `3x`, `x` (null otherwise). */
function zeroOf(text: string): string | null {
  const t = bare(text);
  const coef = (c: string) => (c === '' || c === '+' ? 1 : c === '-' ? -1 : Number(c));
  let m = /^([+-]?\d*)x$/.exec(t);
  if (m) return coef(m[1]!) === 0 ? null : '0';
  m = /^([+-]?\d*)x([+-]\d+)(?:\/(\d+))?$/.exec(t); // a x + b, b whole or a fraction
  if (m) return ratio(-Number(m[2]), coef(m[1]!) * Number(m[3] ?? 1));
  m = /^([+-]?\d+)(?:\/(\d+))?([+-]\d*)x$/.exec(t); // b + a x, b whole or (since audit 11) a fraction
  if (m) return ratio(-Number(m[1]), coef(m[3]!) * Number(m[2] ?? 1));
  return null;
}

/** The zeros of `c(f1)(f2)…(fk) = 0` (a constant, a fraction in brackets as `(1/5)`, a leading `-`, a bare `x` or powers allowed), null otherwise. */
function productZeros(line: string): string[] | null {
  const s = sides(line);
  if (!s || s.rel !== '=' || s.right.trim() !== '0') return null;
  let rest = bare(s.left).replace(/^-?(?:\(-?\d+\/\d+\)|\d*)/, '');
  const zeros: string[] = [];
  if (rest.startsWith('x(')) {
    zeros.push('0');
    rest = rest.slice(1);
  }
  const factor = /^\(([^()]+)\)(?:\^\d+)?/;
  let m: RegExpExecArray | null;
  while ((m = factor.exec(rest))) {
    const z = zeroOf(m[1]!);
    if (z === null) return null;
    zeros.push(z);
    rest = rest.slice(m[0].length);
  }
  // Audit 12: x written after the factors, `(4x + 11)x = 0` (rational's cleared quadratics).
  if (rest === 'x' && zeros.length) {
    zeros.push('0');
    rest = '';
  }
  return rest === '' && zeros.length >= 2 - (line.includes('^') ? 1 : 0) ? zeros : null;
}

/** The items of a list line, each `x = v` (its value) or `f = 0` for a linear f (its zero); null when an item is neither. */
function listValues(line: string): { values: string[]; lone: boolean } | null {
  const values: string[] = [];
  let lone = true;
  for (const item of line.split(' or ')) {
    const s = sides(item);
    if (!s || s.rel !== '=') return null;
    if (s.left.trim() === 'x') {
      const v = value(s.right);
      if (v === null) return null;
      values.push(v);
    } else if (s.right.trim() === '0') {
      const z = zeroOf(s.left);
      if (z === null) return null;
      values.push(z);
      lone = false;
    } else return null;
  }
  return { values, lone };
}

/**
 * `(x - 3)(x - 5) = 0` then `x = -3 or x = 5`, `x + 6 = 0 or x - 1 = 0` then `x = 6 or x = 1`: a
 * value read off a factor that is no zero of any factor of the line before (the quadratic and
 * rational catalogs' slips on the line that reads the roots: `dropped_sign`, `factoring_slip`).
 * The step showing it, or -1. A value the line before does not give (a candidate left out, as a
 * rational trace leaves out an excluded value) is not this cue. Seeing it takes the sign rule of
 * reading a zero off a linear factor, no more.
 */
export function rootAgainstFactor(steps: readonly string[]): number {
  for (let i = 1; i < steps.length; i++) {
    const product = productZeros(steps[i - 1]!);
    const list = product ? null : listValues(steps[i - 1]!);
    const zeros = product ?? (list && !list.lone ? list.values : null);
    if (!zeros) continue;
    const after = listValues(steps[i]!);
    if (after && after.values.some((v) => !zeros.includes(v))) return i;
    // Two different zeros, then the factors written again with one copied over the other (`(x + 1/3)(x - 1/3) = 0`, then `x + 1/3 = 0 or x + 1/3 = 0`).
    if (after && !after.lone && new Set(zeros).size === zeros.length && zeros.length === after.values.length && new Set(after.values).size < after.values.length) return i;
  }
  return -1;
}

/** The zeros of the linear denominators step 0 writes (`…/(x - 3)`, `…/x`, `…/(2x + 1)`), null when one is not linear or there are none. */
function denominatorZeros(line: string): string[] | null {
  const zeros: string[] = [];
  for (const m of line.matchAll(/\/\s*(\(([^()]*)\)|x\b)/g)) {
    const z = m[2] === undefined ? '0' : zeroOf(m[2]);
    if (z === null) return null;
    if (!zeros.includes(z)) zeros.push(z);
  }
  return zeros.length ? zeros : null;
}

/**
 * `(x + 3)/(x + 1) + … = (x + 9)/(x - 3)` then `x != -3, x != 3`: a restriction line whose excluded
 * values are not the zeros of step 0's denominators (the rational catalog's wrong_restriction). The
 * step showing it, or -1. Seeing it takes reading the zero off each denominator, as rootAgainstFactor.
 */
export function restrictionAgainstDenominators(steps: readonly string[]): number {
  const zeros = steps.length ? denominatorZeros(steps[0]!) : null;
  if (!zeros) return -1;
  for (let i = 1; i < steps.length; i++) {
    const items = steps[i]!.split(/\s*,\s*/);
    const excluded = items.map((item) => {
      const m = /^x\s*(?:!=|≠)\s*(.+)$/.exec(item.trim());
      return m ? value(m[1]!) : null;
    });
    if (excluded.some((v) => v === null)) continue;
    const set = new Set(excluded as string[]);
    if (set.size !== zeros.length || zeros.some((z) => !set.has(z))) return i;
  }
  return -1;
}

/**
 * `5/(x + 10) = 7/(x + 10) - 4` … then `x = -10 or x = -19/2`, and `(x + 5)/(x + 2) + … = (x - 10)/(x - 8)`
 * … then `check x = 22/3: undefined, reject`: a value's definedness read against step 0's
 * denominators. A check line calls a value undefined that zeroes none of them (or defined one that
 * zeroes one), or the final answer keeps a value that zeroes one (the rational catalog's
 * rejected_true_solution and kept_excluded_value, where no restriction line states the excluded
 * values). The step showing it (the first such check line, else the last line), or -1. Seeing it takes
 * reading the zero off each denominator, as restrictionAgainstDenominators.
 */
export function valueAgainstDenominators(steps: readonly string[]): number {
  const zeros = steps.length ? denominatorZeros(steps[0]!) : null;
  if (!zeros) return -1;
  for (let i = 1; i < steps.length; i++) {
    const check = /^check\s+x\s*=\s*([^:]+):(.*)$/i.exec(steps[i]!.trim());
    const v = check ? value(check[1]!) : null;
    if (v !== null && /\bundefined\b/i.test(check![2]!) !== zeros.includes(v)) return i;
  }
  const last = steps.length - 1;
  const answer = last >= 1 ? listValues(steps[last]!) : null;
  return answer && answer.lone && answer.values.some((v) => zeros.includes(v)) ? last : -1;
}

// ---------------------------------------------------------------- parts copied with a sign changed

/** The text with every sign and space gone: two lines equal under it write the same numbers and symbols, signs aside. */
const signless = (t: string) => t.replace(/[\s+\-−]/g, '');
/** Signs gone and every number an N: two lines equal under it have one form, whatever numbers and signs they write. */
const masked = (t: string) => signless(t).replace(/\d+/g, 'N');
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x)) && b.every((x) => a.includes(x));

/** `x = E ± F` then its two halves: the halves the ± gives, or null when the next line is no two-item list. */
function pmHalves(prev: string, cur: string): { written: string[]; expected: string[] } | null {
  if (prev.split('±').length !== 2 || prev.includes(' or ')) return null;
  const items = cur.split(' or ');
  if (items.length !== 2) return null;
  // A + that the ± leaves first (`x = ±sqrt(5)`, `x = (±sqrt(85))/5`) is not written.
  const plus = bare(prev.replace('±', '+')).replace(/([=(])\+/, '$1');
  return { written: items.map(bare), expected: [bare(prev.replace('±', '-')), plus] };
}

/**
 * Audit 11: `x = ±sqrt(10)` then `x = 1 - sqrt(10) or x = 1 + sqrt(10)`, `x = (±sqrt(3))/3` then
 * `x = (-3 - sqrt(3))/3 or …`: a ± taken around nothing, split into halves that both write one
 * number before the root, which the line before does not have (a slip on a line that only copies).
 * Only where the line before is `x = …` alone: `x - 1 = ±sqrt(10)` then `x = 1 ± …` moves the 1.
 */
function centreFromNowhere(prev: string, pm: { written: string[]; expected: string[] }): boolean {
  if (!/^x=\(?±/.test(bare(prev))) return false;
  const centres = new Set<string>();
  const stripped = pm.written.map((w) => {
    const m = new RegExp(String.raw`^x=(\(?)(-?${NUM})([+-])(.+)$`).exec(w);
    if (!m) return null;
    centres.add(m[2]!);
    return `x=${m[1]!}${m[3] === '-' ? '-' : ''}${m[4]!}`;
  });
  return centres.size === 1 && !centres.has('0') && stripped.every((x) => x !== null) && sameSet(stripped as string[], pm.expected);
}

/** `(I)^2 = R` then `I = … or I = …`: the left sides written, and the inside of the square. */
function rootSides(prev: string, cur: string): { written: string[]; expected: string } | null {
  const m = /^\((.+)\)\^2\s*=\s*[^=]+$/.exec(prev.trim());
  if (!m || m[1]!.includes('(')) return null;
  const lefts = cur.split(' or ').map((item) => sides(item)?.left ?? null);
  if (lefts.length < 2 || lefts.some((l) => l === null)) return null;
  return { written: (lefts as string[]).map(bare), expected: bare(m[1]!) };
}

/** A number as written, whole or a fraction: `7`, `-12`, `7/2`. */
const NUM = String.raw`\d+(?:/\d+)?`;
/** A root as the quadratic paths write it: `sqrt(…)`, `2sqrt(10)`, or one worked out to a whole number. */
const ROOT = String.raw`(?:\d*sqrt\([^()]+\)|\d+)`;
const FORMULA = new RegExp(String.raw`^x=\((-?)(${NUM})±${ROOT}\)/(\(-\d+\)|\d+)$`);
const FORMULA_BARE = new RegExp(String.raw`^x=(-?)(${NUM})±${ROOT}$`);

/**
 * `x = (A ± R)/C` (or `x = A ± R`), R a root or a whole number: the sign of A/C, the value the ± is
 * taken around, as written (null for any other line, and when A is 0: `x = (0 ± …)/2` has no sign).
 */
function formulaCentre(line: string): number | null {
  const t = bare(line);
  const m = FORMULA.exec(t);
  if (m) return m[2] === '0' ? null : (m[1] ? -1 : 1) * (m[3]!.startsWith('(') ? -1 : 1);
  const n = FORMULA_BARE.exec(t);
  return n && n[2] !== '0' ? (n[1] ? -1 : 1) : null;
}

/**
 * `x + 7/2 = sqrt(69)/2 or x + 7/2 = -sqrt(69)/2` (or `x - 3 = sqrt(5) or …`): the number beside x,
 * the same in every item, with its sign (null otherwise).
 */
function shiftBeforeRoot(line: string): string | null {
  const items = line.split(' or ');
  const hs = items.map((item) => new RegExp(String.raw`^x([+-]${NUM})=-?\d*sqrt\(\d+\)(?:/\d+)?$`).exec(bare(item))?.[1] ?? null);
  return hs.length >= 2 && hs.every((h) => h !== null && h === hs[0]) ? hs[0]! : null;
}

/** `x = (A - sqrt(d))/q or x = (A + sqrt(d))/q`, `x = A ± sqrt(d)` and the like: each item's A, null otherwise. */
function leadsBesideRoot(line: string): string[] | null {
  const out: string[] = [];
  for (const item of line.split(' or ')) {
    const t = bare(item);
    const m = new RegExp(String.raw`^x=\((-?${NUM})(?:±|[+-])\d*sqrt\(\d+\)\)/\d+$`).exec(t)
      ?? new RegExp(String.raw`^x=(-?${NUM})(?:±|[+-])\d*sqrt\(\d+\)(?:/\d+)?$`).exec(t);
    if (!m) return null;
    out.push(m[1]!);
  }
  return out;
}

/**
 * `x - 7/2 = sqrt(29)/2 or x - 7/2 = -sqrt(29)/2` then `x = (-7 - sqrt(29))/2 or …`, `x - 7 =
 * sqrt(30)/5 or …` then `x = (-35 - sqrt(30))/5 or …`: the number beside x moved beside a root it
 * cannot be added to, keeping its sign in every item, where moving it flips its sign. Only the
 * sign is read: its size may be scaled to the root's denominator.
 */
function movedKeepingSign(prev: string, cur: string): boolean {
  const h = shiftBeforeRoot(prev);
  const leads = h ? leadsBesideRoot(cur) : null;
  return !!h && !!leads && leads.every((a) => a.startsWith('-') === h.startsWith('-'));
}

/** Every `(x ± h)^2` a line writes: its h with the sign. */
const squaredShifts = (line: string) => [...bare(line).matchAll(/\(x([+-]\d+(?:\/\d+)?)\)\^2/g)].map((m) => m[1]!);

/**
 * `4(x - 5)^2 = 5` then `(x + 5)^2 = 5/4`: the one square of the line before written again with the
 * sign inside it changed. No valid step of a square's path changes it (dividing both sides, moving the
 * constant and taking roots leave the inside as it is).
 */
function squareInsideFlipped(prev: string, cur: string): boolean {
  const [p, c] = [squaredShifts(prev), squaredShifts(cur)];
  return p.length === 1 && c.length === 1 && p[0] !== c[0] && signless(p[0]!) === signless(c[0]!);
}

/** A side written as an operand over a number, `(A)/k`, `A/(-k)`: the operand as written (spaces gone), null otherwise. */
function overNumber(side: string): string | null {
  const m = /^\((.+)\)\/(\d+|\(-\d+\))$/.exec(side) ?? /^(.+)\/(\d+|\(-\d+\))$/.exec(side);
  return m ? m[1]! : null;
}

/**
 * `4x^2 + 8x - 4 = 8` then `(4x^2 - 8x - 4)/4 = 8/4`: both sides written over one number, and a side
 * of the line before copied above it with a sign changed, its numbers and symbols all kept.
 */
function sideCopiedIntoQuotient(prev: string, cur: string): boolean {
  const [p, c] = [sides(prev), sides(cur)];
  if (!p || !c || p.rel !== '=' || c.rel !== '=') return false;
  const l = overNumber(bare(c.left)), r = overNumber(bare(c.right));
  if (l === null || r === null) return false;
  return ([[bare(p.left), l], [bare(p.right), r]] as const).some(([was, now]) => was !== now && signless(was) === signless(now));
}

/**
 * The terms of an equation's side by degree, `-(8/9)x`, `3x^2`, `5/4`: for x^2 and x the coefficient
 * with its sign as written (`-(8/9)`, `+3`, `+1`), each degree once; constants only as present (a side
 * may write several, `1/2 + 1/100`). Null when the side is not such a sum.
 */
function termsByDegree(side: string): { x2?: string; x1?: string; constant: boolean } | null {
  const out: { x2?: string; x1?: string; constant: boolean } = { constant: false };
  const t = bare(side);
  if (t === '') return null;
  for (const m of t.matchAll(/([+-]?)([^+-]+)/g)) {
    const part = /^(\d+|\(\d+\/\d+\))?(x\^2|x)?$|^(\d+\/\d+)$/.exec(m[2]!);
    if (!part) return null;
    if (part[3] !== undefined || part[2] === undefined) {
      if (part[1] === undefined && part[3] === undefined) return null;
      out.constant = true;
      continue;
    }
    const key = part[2] === 'x^2' ? 'x2' : 'x1';
    if (out[key] !== undefined) return null;
    out[key] = (m[1] === '-' ? '-' : '+') + (part[1] ?? '1');
  }
  return out;
}

/**
 * `x^2 - 3x - 7 = 5` then `x^2 + 3x = 12`, `x^2 + (7/9)x = 14/9` then `x^2 - (7/9)x + 49/324 = …`: an
 * x term that stays on its side, alone of its degree on both lines (nothing to combine it with),
 * written again with its size and the other sign, while the x^2 term beside it keeps its own. Taking
 * a side times -1 changes every sign, moving a term takes it across: neither leaves one term flipped
 * in place. Read the other way round too (the x^2 term flipped, the x term kept).
 */
function termFlippedInPlace(prev: string, cur: string): boolean {
  const [p, c] = [sides(prev), sides(cur)];
  if (!p || !c || p.rel !== '=' || c.rel !== '=') return false;
  const read = [termsByDegree(p.left), termsByDegree(p.right), termsByDegree(c.left), termsByDegree(c.right)];
  if (read.some((r) => r === null)) return false;
  const [pl, pr, cl, cr] = read as { x2?: string; x1?: string; constant: boolean }[];
  for (const [was, now, otherWas, otherNow] of [[pl!, cl!, pr!, cr!], [pr!, cr!, pl!, cl!]] as const) {
    const alone = (k: 'x2' | 'x1') => was[k] !== undefined && now[k] !== undefined && otherWas[k] === undefined && otherNow[k] === undefined;
    if (!alone('x2') || !alone('x1')) continue;
    const flipped = (k: 'x2' | 'x1') => was[k] !== now[k] && was[k]!.slice(1) === now[k]!.slice(1);
    if (flipped('x1') !== flipped('x2')) return true;
  }
  return false;
}

/** A written number, whole or a fraction, as [numerator, denominator] (denominator > 0), null otherwise. */
function fraction(text: string): [number, number] | null {
  const r = value(text);
  if (r === null) return null;
  const [n, d] = r.split('/');
  return [Number(n), Number(d ?? 1)];
}
const plus = (a: [number, number], b: [number, number]) => ratio(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);

/**
 * The values a line writes after `x + h = v1 or x + h = v2` (v whole numbers or fractions) or after a
 * worked-out `x = (A ± B)/C` (since audit 11 C may be written `(-14)`), when they are the right ones with a sign slip: h moved keeping its sign
 * (`x - 3 = 3 or x - 3 = -3`, then `x = -6 or x = 0`), or every half with its sign changed (`x = (5 ± 1)/2`,
 * then `x = -3 or x = -2`). Only those two slips are read, not any value: the right values are v - h
 * and (A ± B)/C, and the slip's are v + h and their negatives.
 */
function valuesSlipped(prev: string, cur: string): boolean {
  const written = listValues(cur);
  if (!written || !written.lone || written.values.length !== 2) return false;
  const key = (vs: readonly (string | null)[]) => (vs.some((v) => v === null) ? null : [...vs].sort().join(' '));
  const got = key(written.values);
  const shifts = prev.split(' or ').map((item) => /^x([+-]\d+(?:\/\d+)?)=(-?\d+(?:\/\d+)?)$/.exec(bare(item)));
  if (shifts.length === 2 && shifts.every((m) => m && m[1] === shifts[0]![1])) {
    const h = fraction(shifts[0]![1]!.replace(/^\+/, '')), vs = shifts.map((m) => fraction(m![2]!));
    if (!h || vs.some((v) => v === null)) return false;
    const right = key(vs.map((v) => plus(v!, [-h[0], h[1]]))), slip = key(vs.map((v) => plus(v!, h)));
    return slip !== null && got === slip && got !== right;
  }
  const pm = /^x=\((-?\d+)±(\d+)\)\/(?:(\d+)|\((-\d+)\))$/.exec(bare(prev));
  if (pm) {
    // Since audit 11 a denominator written negative too, `x = (-9 ± 9)/(-14)`.
    const [a, b, c] = [Number(pm[1]), Number(pm[2]), Number(pm[3] ?? pm[4])];
    const right = key([ratio(a - b, c), ratio(a + b, c)]), slip = key([ratio(b - a, c), ratio(-a - b, c)]);
    return slip !== null && got === slip && got !== right;
  }
  return false;
}

/**
 * A line that copies part of the line before and changes a sign or a number in it: the two halves of a ±
 * (`x = (5 ± sqrt(13))/2` then `x = (-5 - sqrt(13))/2 or x = (-5 + sqrt(13))/2`), the inside of a
 * square after taking roots (`(x + 3)^2 = 5` then `x - 3 = sqrt(5) or x - 3 = -sqrt(5)`), the value
 * the formula's ± is taken around while the root is worked out or the fraction reduced (`x =
 * (-18 ± sqrt(324 + 36))/18` then `x = (18 ± sqrt(360))/18`; `x = (8 ± sqrt(60))/2` then `x = -4 ±
 * sqrt(15)`), a constant moved beside a root keeping its sign (movedKeepingSign), and since audit 10
 * a constant moved onto the values keeping its sign or the halves of a worked ± negated (valuesSlipped),
 * a square's inside copied across a division (squareInsideFlipped), a side copied over a number
 * (sideCopiedIntoQuotient) and an x term copied in place (termFlippedInPlace), each with a sign
 * changed: the quadratic catalog's dropped_sign and sign_error_moving_term on lines whose right
 * signs are fixed by the symbols of the line before (and a number changed in the halves of a ± or a
 * square's inside: an arithmetic_slip on a line that only copies). The step showing it, or -1.
 * Seeing it takes matching the copied part, signs and all.
 */
export function copiedPartChanged(steps: readonly string[]): number {
  for (let i = 1; i < steps.length; i++) {
    const prev = steps[i - 1]!, cur = steps[i]!;
    if (movedKeepingSign(prev, cur)) return i;
    const pm = pmHalves(prev, cur);
    if (pm && !sameSet(pm.written, pm.expected) && sameSet(pm.written.map(masked), pm.expected.map(masked))) return i;
    if (pm && centreFromNowhere(prev, pm)) return i;
    const root = rootSides(prev, cur);
    if (root && root.written.some((l) => l !== root.expected) && root.written.every((l) => masked(l) === masked(root.expected))) return i;
    const [f, g] = [formulaCentre(prev), formulaCentre(cur)];
    if (f !== null && g !== null && f !== g) return i;
    if (squareInsideFlipped(prev, cur) || sideCopiedIntoQuotient(prev, cur) || termFlippedInPlace(prev, cur) || valuesSlipped(prev, cur)) return i;
    if (addedUnequally(prev, cur) || denominatorFlippedInProduct(sourceOfClearing(steps, i), cur)) return i;
  }
  return -1;
}

/**
 * Audit 12: `x^2 - 3x = 4/3`, then `x^2 - 3x + 9/4 = 4/3 + 25/4`: a line that writes the line before
 * with one number added to each side (completing the square), where the two numbers differ. A
 * number added to one side of an equation must be added to the other (the quadratic catalog's
 * arithmetic_slip on that line), so seeing the slip is comparing two written numbers.
 */
function addedUnequally(prev: string, cur: string): boolean {
  const [a, b] = [sides(prev), sides(cur)];
  if (!a || !b || a.rel !== '=' || b.rel !== '=') return false;
  const added = (from: string, to: string) => {
    const [was, now] = [terms(bare(from)).filter((t) => t !== '+0'), terms(bare(to))];
    const last = now[now.length - 1];
    return now.length === was.length + 1 && was.every((t, k) => now[k] === t) && last !== undefined && /^[+-]\d+(?:\/\d+)?$/.test(last) ? last : null;
  };
  const [l, r] = [added(a.left, b.left), added(a.right, b.right)];
  return l !== null && r !== null && l !== r;
}

/** `x - 6`, `x + 8` (spaces gone): x plus a nonzero whole number, as [the sign, the number]. */
const shiftOfX = (g: string) => /^x([+-])(\d+)$/.exec(g);

/**
 * Audit 12: `(2x - 2)/(x + 4) = (2x + 6)/(x + 10)`, then `(2x - 2)(x + 10) = (2x + 6)(x - 4)`: the
 * line that clears or combines fractions writes, in a product, a bracket `(x - c)` where the line
 * before has the denominator `(x + c)` and no bracket `(x - c)` at all (rational's arithmetic_slip of
 * a factor copied with its sign changed). The factors a term is multiplied by are the denominators it
 * lacks, as written, so the sign of each is fixed by the line before.
 */
function denominatorFlippedInProduct(prev: string, cur: string): boolean {
  const line = bare(prev);
  if (!/\/\(/.test(line)) return false;
  const dens = new Set([...line.matchAll(/\/\(([^()]+)\)/g), ...line.matchAll(/\/\(\(([^()]+)\)\(([^()]+)\)\)/g)].flatMap((m) => m.slice(1).filter((g) => g !== undefined)));
  // A bracket of the line before, as written or negated whole (`(-x + 6)` written `-(x - 6)`).
  const before = new Set(innerGroups(prev).flatMap((g) => [sortedKey(terms(g)), sortedKey(terms(g).map(negatedTerm))]));
  const now = bare(cur);
  return [...now.matchAll(/\(([^()]+)\)/g)].some((m) => {
    const x = shiftOfX(m[1]!);
    if (!x || before.has(sortedKey(terms(m[1]!)))) return false;
    const inProduct = /[)\dx]$/.test(now.slice(0, m.index)) || now[m.index! + m[0].length] === '(';
    return inProduct && dens.has(`x${x[1] === '+' ? '-' : '+'}${x[2]}`);
  });
}

/**
 * `a x^2 + b x + c = 0` then `x = (B ± sqrt(…))/D` with B = b and D = 2a (or B = -b and D = -2a):
 * the formula's -b written with b's own sign (the quadratic catalog's sign_error_minus_b). Valid
 * lines have B = -b, D = 2a, or the equation taken times -1. Since audit 11 b, c and B may be
 * fractions. The step showing it, or -1.
 */
export function minusBAgainstSign(steps: readonly string[]): number {
  for (let i = 1; i < steps.length; i++) {
    const f = exactStandardForm(steps[i - 1]!);
    if (!f || f.b === '0') continue;
    const m = /^x=\((-?\d+(?:\/\d+)?)±sqrt\(.+\)\)\/\(?(-?\d+)\)?$/.exec(bare(steps[i]!));
    const b = m ? fraction(m[1]!) : null;
    if (!m || !b) continue;
    const [written, d] = [ratio(b[0], b[1]), Number(m[2])];
    if ((written === f.b && d === 2 * f.a) || (written === negated(f.b) && d === -2 * f.a)) return i;
  }
  return -1;
}

/** A reduced ratio as `ratio` writes it, negated. */
const negated = (r: string) => (r.startsWith('-') ? r.slice(1) : r === '0' ? r : `-${r}`);

/**
 * `a x^2 + b x + c = 0` as written, a whole, b and c whole or fractions (`- (1/3)x`, `+ 3/2`): a, and b
 * as a reduced ratio (null otherwise). Audit 11: minusBAgainstSign read only whole numbers before.
 */
function exactStandardForm(line: string): { a: number; b: string } | null {
  const m = /^([+-]?\d*)x\^2(?:([+-])(\d*|\(\d+\/\d+\))x)?(?:[+-]\d+(?:\/\d+)?)?=0$/.exec(bare(line));
  if (!m) return null;
  const a = m[1] === '' || m[1] === '+' ? 1 : m[1] === '-' ? -1 : Number(m[1]);
  if (m[2] === undefined) return { a, b: '0' };
  const size = m[3] === '' ? [1, 1] : m[3]!.startsWith('(') ? m[3]!.slice(1, -1).split('/').map(Number) : [Number(m[3]), 1];
  const b = ratio((m[2] === '-' ? -1 : 1) * size[0]!, size[1]!);
  return b === null ? null : { a, b };
}

// ---------------------------------------------------------------- signs read off the standard form (audit 10)

const signOf = (t: string | undefined) => (t === undefined ? 0 : t.startsWith('-') ? -1 : 1);
/** A reduced ratio as `ratio` writes it, `-3/4` or `5`: numerator and denominator (denominator > 0). */
const fractionOf = (r: string): [number, number] => {
  const [n, d] = r.split('/');
  return [Number(n), Number(d ?? 1)];
};

/** `a x^2 + b x + c = 0` as written, fractions allowed: the signs of a, b and c (0 for a term not written), null otherwise. */
function formSigns(line: string): { a: number; b: number; c: number } | null {
  const m = /^([+-]?\d*)x\^2(?:([+-]\d*|[+-]\(\d+\/\d+\))x)?([+-]\d+(?:\/\d+)?)?=0$/.exec(bare(line));
  return m ? { a: m[1]!.startsWith('-') ? -1 : 1, b: signOf(m[2]), c: signOf(m[3]) } : null;
}

/**
 * `a x^2 + b x + … = R` (R free of x, a term of each degree): the signs of a and b, null otherwise;
 * the line a trace divides by a.
 */
function leadingSigns(line: string): { a: number; b: number } | null {
  const s = sides(line);
  if (!s || s.rel !== '=' || /x/.test(s.right)) return null;
  const m = /^([+-]?\d*)x\^2([+-])(?:\d+|\(\d+\/\d+\))?x(?:[+-]\d+(?:\/\d+)?)?$/.exec(bare(s.left));
  return m ? { a: m[1]!.startsWith('-') ? -1 : 1, b: m[2] === '-' ? -1 : 1 } : null;
}

/**
 * The signs a line reads off the quadratic above it, each fixed by two signs of that line and
 * written against them (the quadratic catalog's dropped_sign, factoring_slip and wrong_discriminant
 * where their slip is a sign):
 * - the square completed or factored, `x^2 - 7x + 49/4 = …` then `(x + 7/2)^2 = …`, `4x^2 + 40x + 100 = 0`
 *   then `4(x - 5)(x - 5) = 0`: the sign inside takes b/a's;
 * - the formula's root, `x^2 - 7x + 5 = 0` then `x = (7 ± sqrt(49 + 20))/2`: the second term under it is
 *   -4ac, with the sign of -(a·c);
 * - x taken out, `6x^2 + 9x = 0` then `3x(2x - 3) = 0`: the bracket keeps b's sign beside a's;
 * - both sides over a, `5x^2 - 4x = 0` then `x^2 + (4/5)x = 0`: the x term takes b/a's sign;
 * - a square expanded, `4(x + 8)^2 = 4` then `4x^2 - 64x + 256 = 4`: the x term over the x^2 term takes h's sign;
 * - the quadratic factored, `x^2 - 8x + 7 = 0` then `(x + 7)(x + 1) = 0`: the zeros' sum takes -b/a's sign
 *   and their product c/a's (comparing two sizes where the zeros' signs differ).
 * Valid lines keep every one of these rules. The step showing it, or -1.
 */
export function signAgainstStandardForm(steps: readonly string[]): number {
  for (let i = 1; i < steps.length; i++) {
    const prev = bare(steps[i - 1]!), cur = bare(steps[i]!);
    const completed = /^x\^2([+-])(?:\d+|\(\d+\/\d+\))?x(?:[+-]|=)/.exec(prev);
    const square = /^\(x([+-])\d+(?:\/\d+)?\)\^2=/.exec(cur);
    if (completed && square && completed[1] !== square[1]) return i;
    const f = formSigns(prev);
    if (f && f.b !== 0) {
      const twice = /^(-?)\d*\(x([+-])(\d+(?:\/\d+)?)\)\(x([+-])(\d+(?:\/\d+)?)\)=0$/.exec(cur);
      if (twice && twice[2] === twice[4] && twice[3] === twice[5] && (twice[1] ? -1 : 1) === f.a && signOf(twice[2]) !== f.b * f.a) return i;
      // Audit 11: the same square written as a power, `-x^2 - 18x - 81 = 0` then `-(x - 9)^2 = 0`.
      const power = /^(-?)\d*\(x([+-])\d+(?:\/\d+)?\)\^2=0$/.exec(cur);
      if (power && (power[1] ? -1 : 1) === f.a && signOf(power[2]) !== f.b * f.a) return i;
      const out = /^(-?)\d*x\((-?)\d*x([+-])\d+(?:\/\d+)?\)=0$/.exec(cur);
      if (out && f.c === 0) {
        const k = out[1] ? -1 : 1;
        if (k * (out[2] ? -1 : 1) === f.a && k * signOf(out[3]) !== f.b) return i;
      }
    }
    if (f && f.c !== 0 && cur.startsWith('x=')) {
      const under = /sqrt\(\d+(?:\/\d+)?([+-])\d+(?:\/\d+)?\)/.exec(cur);
      if (under && signOf(under[1]) !== -f.a * f.c) return i;
    }
    const [p, c] = [leadingSigns(steps[i - 1]!), leadingSigns(steps[i]!)];
    if (p && c && cur.startsWith('x^2') && !prev.startsWith('x^2') && c.b !== p.b * p.a) return i;
    // k(x + h)^2 … expanded: the x term over the x^2 term has h's sign (b/a = 2h).
    const squared = /^-?\d*\(x([+-])\d+(?:\/\d+)?\)\^2(?:[+-]\d+(?:\/\d+)?)?=[^x]+$/.exec(prev);
    if (squared && c && !cur.includes('(') && c.a * c.b !== signOf(squared[1])) return i;
    // a x^2 + b x + c = 0 then its factors: their zeros sum to -b/a and multiply to c/a, signs and all.
    const zeros = f ? productZeros(steps[i]!) : null;
    if (f && zeros && zeros.length === 2) {
      const [z1, z2] = zeros.map(fractionOf) as [[number, number], [number, number]];
      const sum = Math.sign(z1[0] * z2[1] + z2[0] * z1[1]), product = Math.sign(z1[0] * z2[0]);
      if (sum !== -f.b * f.a || product !== f.c * f.a) return i;
    }
  }
  return -1;
}

// ---------------------------------------------------------------- the signs of a line's terms (audit 10)

/**
 * An equation's or inequality's two sides as sums of plain terms (`-3x^2`, `(7/9)x`, `5/4`, `x`), moved
 * to the left: per degree 0, 1, 2 the sign of the sum of its terms (-1, 0 or 1). Since audit 11 a side may
 * be written over a number (`(-2x^2 + 8x)/(-2)`, `3x/(-2)`). Null for any other line (brackets around a sum
 * otherwise, x in a denominator, roots, lists).
 */
function degreeSigns(line: string): readonly [number, number, number] | null {
  if (/[^\dx^+\-\s=<>≤≥/()]/.test(line) || / or /.test(line)) return null;
  const s = sides(line);
  if (!s) return null;
  const sums: [bigint, bigint][] = [[0n, 1n], [0n, 1n], [0n, 1n]];
  for (const [whole, outer] of [[s.left, 1n], [s.right, -1n]] as const) {
    // Audit 11: a side written over a number, `(-2x^2 + 8x)/(-2)`, `3x/(-2)`, `8x/9`: its terms, each
    // over that number (a negative one reverses them all).
    const over = /^\(([^()]+)\)\/(?:(\d+)|\((-\d+)\))$/.exec(bare(whole)) ?? /^([+-]?\d*x(?:\^2)?|[+-]?\d+)\/(?:(\d+)|\((-\d+)\))$/.exec(bare(whole));
    const divisor = over ? BigInt(over[2] ?? over[3]!) : 1n;
    if (divisor === 0n) return null;
    const side = over ? over[1]! : whole;
    const sign = divisor < 0n ? -outer : outer;
    const scale = divisor < 0n ? -divisor : divisor;
    // A negative fraction in brackets, `(-7/8)x`, carries its sign out: `-(7/8)x`.
    const t = bare(side).replace(/([+-]?)\(-(\d+\/\d+)\)/g, (_, before: string, f: string) => `${before === '-' ? '+' : '-'}(${f})`);
    if (t === '') return null;
    for (const m of t.matchAll(/([+-]?)([^+-]+)/g)) {
      const p = /^(?:(\d+)|\((\d+)\/(\d+)\)|(\d+)\/(\d+))?(x\^2|x)?$/.exec(m[2]!);
      if (!p || m[2] === '' || (p[4] !== undefined && p[6] !== undefined)) return null;
      const [n, d0] = p[1] !== undefined ? [BigInt(p[1]), 1n] : p[2] !== undefined ? [BigInt(p[2]), BigInt(p[3]!)] : p[4] !== undefined ? [BigInt(p[4]), BigInt(p[5]!)] : [1n, 1n];
      if (d0 === 0n) return null;
      const d = d0 * scale;
      const k = p[6] === 'x^2' ? 2 : p[6] === 'x' ? 1 : 0;
      const [sn, sd] = sums[k]!;
      sums[k] = [sn * d + (m[1] === '-' ? -sign : sign) * n * sd, sd * d];
    }
  }
  const sg = (v: bigint) => (v > 0n ? 1 : v < 0n ? -1 : 0);
  return [sg(sums[0]![0]), sg(sums[1]![0]), sg(sums[2]![0])];
}

/** The highest degree with a nonzero sum (-1: none). */
function degree(signs: readonly number[]): number {
  for (let k = signs.length - 1; k >= 0; k--) if (signs[k] !== 0) return k;
  return -1;
}

/**
 * `3x^2 - x + 6 = -10x + 7` then `3x^2 - 11x - 1 = 0`: a line of plain terms whose signs, every term moved to
 * one side and each degree summed, are neither those of the line before nor all of them reversed.
 * Moving terms, combining them and taking both sides times or over one number keep that pattern (a
 * negative number reverses every sign at once), so a line that breaks it holds a sign slip: the
 * catalogs' sign_error_moving_term, dropped_sign and the arithmetic slips that turn a sum's sign, on the
 * lines that move and combine terms. This is what a count of minus signs line by line stands for, read
 * exactly: it takes the sign of a sum, comparing two sizes where a degree has terms of both signs, and
 * no more. The step showing it, or -1.
 */
export function signPatternBroken(steps: readonly string[]): number {
  const read = steps.map(degreeSigns);
  for (let i = 1; i < steps.length; i++) {
    const [p, c] = [read[i - 1], read[i]];
    // A line of another degree took a root or divided by x (`-4x^2 = 0`, then `x = 0`): no move, no combination.
    if (!p || !c || degree(p) !== degree(c)) continue;
    if (p.some((v, k) => v !== c[k]) && p.some((v, k) => v !== -c[k]!)) return i;
  }
  return -1;
}

// ---------------------------------------------------------------- a root lost (audit 10)

/** Whether an equation's side is a sum of x^2 and x terms only (no constant but 0): a side x can be divided out of. */
const noConstant = (side: string) => {
  const t = termsByDegree(side);
  return bare(side) === '0' || (t !== null && !t.constant);
};

/**
 * A line that keeps one root where the line before gives two (the quadratic catalog's
 * positive_root_only and divide_by_x; since they are no list, a product's two zeros too, `x(7x + 6) = 0`
 * then `7x + 6 = 0`):
 * - a ± with a root not zero, or a square equal to a positive number, followed by one value with a root
 *   and no ±: `x = (-3 ± sqrt(177))/(-14)` then `x = (-3 + sqrt(177))/(-14)`, `x^2 = 10` then `x = sqrt(10)`;
 * - a square equal to a positive number followed by its inside equal to one value, `(x - 5)^2 = 16` then
 *   `x - 5 = 4`; a worked-out ± followed by one half, `x = (13 ± 7)/20` then `x = (13 + 7)/20`;
 * - a quadratic with no constant term followed by a line with neither x^2, a bracket nor a second
 *   value but with a constant, `5x^2 + 8x = -8x` then `5x + 8 = -8`: x divided out, and the root 0 with it.
 * The step showing it, or -1. A square root has two signs; seeing one taken is reading the line.
 */
export function rootLost(steps: readonly string[]): number {
  for (let i = 1; i < steps.length; i++) {
    const prev = bare(steps[i - 1]!), cur = bare(steps[i]!);
    if (cur.includes('or') || cur.includes('±')) continue;
    const positiveSquare = /^(\(x[+-][^()]+\)|x)\^2=(\d+(?:\/\d+)?)$/.exec(prev);
    const square = positiveSquare && positiveSquare[2] !== '0' ? positiveSquare : null;
    if (cur.includes('sqrt(') && ((prev.includes('±') && prev.includes('sqrt(') && !prev.includes('or')) || square)) return i;
    if (square && square[1] !== 'x' && cur.startsWith(`${square[1]!.slice(1, -1)}=`)) return i;
    if (square && square[1] === 'x' && cur.startsWith('x=')) return i;
    // `x = (A ± R)/C` then one half worked out, `x = (A + M)/C`: the same A and C, one sign.
    const formula = /^x=\((-?\d+(?:\/\d+)?)±(\d*sqrt\([^()]+\)|\d+)\)\/(\d+|\(-\d+\))$/.exec(prev);
    const half = formula ? /^x=\((-?\d+(?:\/\d+)?)[+-](\d+)\)\/(\d+|\(-\d+\))$/.exec(cur) : null;
    if (formula && half && !/^(0|sqrt\(0\))$/.test(formula[2]!) && half[1] === formula[1] && half[3] === formula[3]) return i;
    // Audit 11: factors set to zero with two different zeros, then one value of them alone, the other
    // excluded by no line before (`x + 4 = 0 or x - 4 = 0`, then `x = 4`): a rational trace drops an
    // excluded zero so, after writing `x != -4`.
    const list = listValues(steps[i - 1]!);
    const one = list && !list.lone && new Set(list.values).size >= 2 ? listValues(steps[i]!) : null;
    if (list && one && one.lone && one.values.length === 1 && list.values.includes(one.values[0]!)) {
      const excluded = new Set(steps.slice(0, i).flatMap((l) => [...l.matchAll(/x\s*(?:!=|≠)\s*(-?\s*\d+(?:\/\d+)?)/g)].map((m) => m[1]!.replace(/\s+/g, ''))));
      if (list.values.some((v) => v !== one.values[0] && !excluded.has(v))) return i;
    }
    // A product of two different zeros set to 0, then one factor alone: the other zero dropped (`x(7x + 6) = 0`, then `7x + 6 = 0`).
    const zeros = productZeros(steps[i - 1]!);
    const lone = zeros && new Set(zeros).size >= 2 ? sides(steps[i]!) : null;
    if (lone && lone.rel === '=' && bare(lone.right) === '0' && zeroOf(lone.left) !== null && bare(lone.left) !== 'x') return i;
    const [p, c] = [sides(steps[i - 1]!), sides(steps[i]!)];
    // x^2 on one side only: where both sides write it, it may cancel (`x^2 + 7x = x^2 - x`, then `8x = 0`).
    if (p && c && p.rel === '=' && c.rel === '=' && p.left.includes('x^2') !== p.right.includes('x^2') && noConstant(p.left) && noConstant(p.right)
      && !/x\^2|\(|sqrt/.test(cur) && cur.includes('x') && termsByDegree(c.left) && termsByDegree(c.right)
      && [...cur.matchAll(/(?:^|[=+-])(\d+(?:\/\d+)?)(?=$|[=+-])/g)].some((m) => Number(m[1]!.split('/')[0]) !== 0)) return i;
  }
  return -1;
}

// ---------------------------------------------------------------- terms moved across the relation

/** The signed terms of one side as written (`-3x + 5` gives -3x, +5), null when the side is more than a sum of plain terms. */
function signedTerms(side: string): { term: string; minus: boolean }[] | null {
  const t = bare(side);
  if (t === '') return null;
  const out: { term: string; minus: boolean }[] = [];
  for (const m of t.matchAll(/([+-]?)([^+-]+)/g)) {
    if (!/^(\d+x?|\d*x|\d*x\^2)$/.test(m[2]!)) return null;
    out.push({ term: m[2]!, minus: m[1] === '-' });
  }
  return out.length ? out : null;
}

/**
 * `3 = 5x - 4` then `3 - 4 = 5x`, or `3x + 5 = 2x - 7` then `2x - 3x + 5 = -7`: a line that only
 * moves terms across the relation (every term of the line before written again, no number worked
 * out), where a term crossed without changing its sign or changed its sign without crossing (the
 * linear and inequality catalogs' sign_error_moving_term on the line that writes the move), while
 * another term keeps the rule. Both sides taken times -1, the sides exchanged, and a move with the
 * sides then exchanged break it for every term at once and are valid. The step showing it, or -1.
 * Seeing it takes the rule of moving a term, no more.
 */
export function termMovedAgainstSign(steps: readonly string[]): number {
  const read = steps.map(movableTerms);
  for (let i = 1; i < steps.length; i++) {
    const [p, c] = [read[i - 1], read[i]];
    if (!p || !c || p.equation !== c.equation) continue;
    const [before, after] = [p.terms, c.terms];
    const key = (ts: readonly { term: string }[]) => sortedKey(ts.map((t) => t.term));
    // A pure move writes the same terms, each once (a repeated term cannot be matched up).
    if (before.length !== after.length || key(before) !== key(after) || new Set(before.map((t) => t.term)).size !== before.length) continue;
    const kinds = before.map((b) => {
      const a = after.find((t) => t.term === b.term)!;
      const moved = a.left !== b.left, flipped = a.minus !== b.minus;
      return moved === flipped ? 'valid' : moved ? 'moved, sign kept' : 'sign changed in place';
    });
    // Every term moved by the rule; or none, which is such a move with the sides then exchanged
    // (`1 - x = 0` to `x = 1`), both sides taken times -1, or the sides exchanged whole. A line
    // that mixes the two has a term that broke the rule.
    if (kinds.every((k) => k === 'valid') || kinds.every((k) => k !== 'valid')) continue;
    return i;
  }
  return -1;
}

/** A line's terms with their sides and signs (0 left out: it is no term to move), null when a side is more than a sum of plain terms. */
function movableTerms(line: string): { equation: boolean; terms: { term: string; minus: boolean; left: boolean }[] } | null {
  // Anything but digits, x, signs, spaces and one relation is no line of plain terms: most lines of
  // the other domains end here, before any split. Since audit 12 a line of fractions, `6/(x - 6) =
  // (2x - 6)/(x - 6) - 7/(x - 2)`, is read too: each top-level term whole, its sign aside.
  const fractions = /\/\(/.test(line) && !/[^\dx^+\-\s=()/]/.test(line);
  if (!fractions && /[^\dx^+\-\s=<>≤≥]/.test(line)) return null;
  const s = sides(line);
  if (!s) return null;
  const fractionTerms = (side: string) => terms(bare(side)).map((t) => ({ term: t.slice(1), minus: t[0] === '-' }));
  const [l, r] = fractions ? [fractionTerms(s.left), fractionTerms(s.right)] : [signedTerms(s.left), signedTerms(s.right)];
  if (!l || !r) return null;
  const all = [...l.map((t) => ({ ...t, left: true })), ...r.map((t) => ({ ...t, left: false }))].filter((t) => t.term !== '0');
  return { equation: direction(s.rel) === '=', terms: all };
}

/**
 * Every cue that names its own line (audit 8 to 12, and system's of audit 15), strictness_changes's first line among them; since
 * audit 15 each read on each equation of a system too (inEachEquation).
 */
const LINE_CUES_AS_WRITTEN: readonly ((steps: readonly string[]) => number)[] = [
  termMovedAgainstSign, quotientUpsideDown, directionAgainstSign, relationKeptAgainstRule, termCopiedThroughOperation, strictnessChangeAt, rootAgainstFactor,
  restrictionAgainstDenominators, valueAgainstDenominators, numeratorCopiedChanged, copiedPartChanged, minusBAgainstSign, signAgainstStandardForm,
  rootLost, signPatternBroken, equationCopiedChanged,
];
export const LINE_NAMING_CUES: readonly ((steps: readonly string[]) => number)[] = LINE_CUES_AS_WRITTEN.map(inEachEquation);

/** The earliest of some named lines (-1: none named); a first error comes first. */
function earliest(lines: readonly number[]): number {
  let first = -1;
  for (const i of lines) if (i >= 0 && (first < 0 || i < first)) first = i;
  return first;
}

/**
 * The earliest line any line-naming cue names, or -1 when none shows: where a reader who checks
 * lines by their symbols alone would put the first error.
 */
export function namedErrorLine(steps: readonly string[]): number {
  return earliest(LINE_NAMING_CUES.map((at) => at(steps)));
}

/**
 * The same cues in the order that answers "does any name a line?" soonest: the one that names most
 * lines and costs little first, the costliest last (copiedPartChanged parses every line; on
 * linear's erroneous train samples it took a quarter of the time and named none). The order cannot
 * change that answer, only its cost.
 */
const BY_COST: readonly ((steps: readonly string[]) => number)[] = [
  signPatternBroken, ...LINE_CUES_AS_WRITTEN.filter((at) => at !== signPatternBroken && at !== copiedPartChanged), copiedPartChanged,
].map(inEachEquation);

/** Whether some line-naming cue names a line (namedErrorLine(steps) >= 0), stopping at the first that does: about half the cost where only that is asked (audit 13's layout fit). */
export function namesALine(steps: readonly string[]): boolean {
  return BY_COST.some((at) => at(steps) >= 0);
}

// ---------------------------------------------------------------- a reverted answer traced back

/**
 * A T3's reverted answer traced back to its slip: the last line does not follow from the line before
 * it, and of the two numbers that line writes the answer keeps exactly one (`-8x = -18`, then
 * `x = 7/4`: 8 is kept, 18 is not), so the other is the number a slip changed; the first line that
 * writes it where the line before did not is the slip's line. The step it names, or -1. Unlike the
 * cues above this is no error seen on its own line: it is the paper's T3 (the final answer reverted
 * to the correct value) meeting a path that copies a wrong number forward unchanged, and whether the
 * last line follows is the checker's call (as for restated_last_step).
 */
export function revertTracesSlip(steps: readonly string[]): number {
  const n = steps.length;
  if (n < 3) return -1;
  const answer = writtenNumbers(steps[n - 1]!);
  const before = writtenNumbers(steps[n - 2]!);
  if (answer.length < 1 || answer.length > 2 || before.length !== 2) return -1;
  const kept = before.filter((x) => answer.includes(x));
  if (kept.length !== 1) return -1;
  const slipped = before.find((x) => x !== kept[0])!;
  const at = steps.findIndex((line, i) => i >= 1 && i < n - 1 && writtenNumbers(line).includes(slipped) && !writtenNumbers(steps[i - 1]!).includes(slipped));
  // Whether the last line follows takes the parser: asked last, of the few traces the numbers point into.
  return at >= 1 && !lastStepFollows(steps) ? at : -1;
}

// ---------------------------------------------------------------- once per sample set

/**
 * What one cue says of every sample of a set, computed once per (set, cue) and kept while the set
 * lives: the known cues' figures, the named cues together and the probe's q3_unnamed all read the
 * same columns, and the line-naming cues are the audit's costliest part after the probe. The
 * cache only remembers results of pure functions of the samples' lines.
 */
const columns = new WeakMap<readonly { steps: readonly string[] }[], Map<(steps: readonly string[]) => number, readonly number[]>>();

export function cueColumn(test: readonly { steps: readonly string[] }[], at: (steps: readonly string[]) => number): readonly number[] {
  let bySet = columns.get(test);
  if (!bySet) columns.set(test, (bySet = new Map()));
  let col = bySet.get(at);
  if (!col) bySet.set(at, (col = test.map((s) => at(s.steps))));
  return col;
}

/** namedErrorLine of every sample of a set, from the cached columns of the line-naming cues. */
export function namedLines(test: readonly { steps: readonly string[] }[]): readonly number[] {
  const cols = LINE_NAMING_CUES.map((at) => cueColumn(test, at));
  return test.map((_, r) => earliest(cols.map((col) => col[r]!)));
}
