// Audit 8: two cues the error catalogs leave in their own symbols, read as a reader of forms
// reads them (written numbers and relation signs, no algebra beyond a sign). Each names where
// in the trace it shows, so the audit can say how much of the first errors' places it gives away.

const REL = /\s*(<=|>=|≤|≥|=|<|>)\s*/;
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
  for (let i = 1; i < steps.length; i++) {
    const before = termAgainstNumber(steps[i - 1]!);
    const after = termAgainstNumber(steps[i]!);
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
  for (let i = 1; i < steps.length; i++) {
    const before = termAgainstNumber(steps[i - 1]!);
    const after = termAgainstNumber(steps[i]!);
    if (!before || !after || before.dir === '=' || after.coef !== '1' || after.v !== before.v || before.coef === '1') continue;
    const expected = negative(before.coef) ? mirrored(before.dir) : before.dir;
    if (after.dir !== expected) return i;
  }
  return -1;
}
