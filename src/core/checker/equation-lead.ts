// A lead-in that names which of a system's two given equations a line comes from: a value put into one
// (`Substitute x = 2 into (2):`, `Plug x = 2 into equation 2:`, `Sub 3 for x in the first equation:`) or one
// rearranged (`From the second equation,`, `Rearranging (1):`, `Solving the first equation for y:`). Dropped
// unread, false ones passed: `Substitute x = 2 into (2): 2 + y = 5` where (2) is 2x - y = 1, and `From the
// second equation, y = 5 - x` from the first (red team, round 47). After the system's value is put in, both
// equations give the same value of the other unknown, so the line's set cannot tell which one it came from:
// a substitution is compared side by side with the named equation, the value put in; a rearrangement is
// compared as a multiple of it. Where the lead-in is not read, or the line is not what it names, the line is
// not judged.
import { Rational } from '../algebra/rational.ts';
import type { LinearEq } from '../sets/plane.ts';
import { sameLine } from './named-combination.ts';
import type { Expr, Statement } from '../trace/index.ts';
import { parseStatement, WE_GET, writtenEquation } from '../trace/index.ts';

/** Which given equation a lead-in names: `(2)`, `[2]`, `II`, `eq 2`, `equation (2)`, `row 2`, `the second (equation)`. */
const NAME = String.raw`(?:the\s+)?(?:(first|second|top|bottom|1st|2nd)(?:\s+(?:equation|eq\.?|one))?|\(\s*([12]|i{1,2})\s*\)|\[\s*([12])\s*\]|(I{1,2})(?![A-Za-z])|(?:eq(?:uation)?\.?|row)\s*\(?\s*([12])\s*\)?)`;
const SUBSTITUTE = String.raw`(?:back[- ]?)?(?:substitut\w*|sub\.?|plug\w*|put(?:ting)?|insert\w*)`;
/** `Substitute x = 2 into (2):`, `Sub 3 for x in the first equation:`, `sub (1) into (2):`, `sub into (2):`. */
const SUBSTITUTION = new RegExp(String.raw`^${SUBSTITUTE}(?:\s+(.+?))?\s+(?:back\s+)?(?:in|into)\s+${NAME}\s*[:,]?$`, 'i');
/** `From the second equation,`, `Rearranging (1):`, `Solving the first equation for y:`, `Solve eq 1 for x:`. */
const REARRANGED = new RegExp(String.raw`^(?:from|rearrang\w*|solv\w*|isolat\w*)\s+(?:[A-Za-z]\s+in\s+)?${NAME}(?:\s+for\s+[A-Za-z])?\s*[:,]?$`, 'i');
const LATER = new RegExp(String.raw`^(?:${SUBSTITUTE}\b.*\b(?:in|into)\b|(?:from|rearrang\w*|solv\w*|isolat\w*)\s+(?:\(\s*(?:\d+|i{1,3}|iv)\s*\)|\[\s*\d+\s*\]|[IV]{1,4}(?![A-Za-z])|(?:eq(?:uation)?\.?|row)\s*\(?\s*\d+|R\d+))`, 'i');
/** The words joining a lead-in to its line in a sentence (`Putting x = 4 in (i), we get`), taken off the lead-in. */
const JOINING_WORDS = new RegExp(String.raw`\s*,?\s*${WE_GET}\s*:?$`, 'i');
const NAME_ALONE = new RegExp(String.raw`^${NAME}$`, 'i');
/** What is put in without its value: a word for the value found (`it`, `this`, `the value`), or an unknown's name. */
const PUT_WORDS = /^(?:it|this|that|these|them|the\s+values?|(?:this|that|the)\s+(?:value|result|expression)|[A-Za-z]|(?:the\s+)?(?:value|expression)\s+(?:of|for)\s+[A-Za-z])$/i;

/** What is put into the named equation: a value of one unknown, a given equation, or a line of the work found so far. */
type Put = { kind: 'value'; v: string; value: string } | { kind: 'given'; from: 0 | 1 } | { kind: 'work' };

export type EquationLead =
  | { kind: 'substitution'; into: 0 | 1; put: Put }
  | { kind: 'rearranged'; from: 0 | 1 }
  /** It puts something into a named equation, in a way not read. */
  | { kind: 'unread' };

function nameIndex(m: RegExpExecArray, from: number): 0 | 1 {
  const [ordinal, paren, bracket, roman, word] = [m[from], m[from + 1], m[from + 2], m[from + 3], m[from + 4]];
  const digit = paren ?? bracket ?? word;
  if (digit) return digit === '1' || digit === 'i' ? 0 : 1;
  if (roman) return roman === 'I' ? 0 : 1;
  return /^(?:first|top|1st)$/i.test(ordinal ?? '') ? 0 : 1;
}

/** What a substitution's lead-in says is put in (`x = 2`, `2 for x`, `(1)`, `it`, nothing), or null where it is not read. */
function readPut(what: string | undefined): Put | null {
  const t = what?.trim() ?? '';
  if (t === '' || PUT_WORDS.test(t)) return { kind: 'work' };
  const name = NAME_ALONE.exec(t);
  if (name) return { kind: 'given', from: nameIndex(name, 1) };
  const assigned = /^([A-Za-z])\s*=\s*(.+)$/.exec(t);
  if (assigned) return { kind: 'value', v: assigned[1]!, value: assigned[2]!.trim() };
  const forLetter = /^(.+?)\s+for\s+([A-Za-z])$/.exec(t);
  return forLetter ? { kind: 'value', v: forLetter[2]!, value: forLetter[1]!.trim() } : null;
}

/** What a lead-in says a line comes from, or null where it names no given equation so. */
export function readEquationLead(leadIn: string | null | undefined): EquationLead | null {
  // (`Substituting x = 4 in (1), we get`: the words joining it to its line, as a colon.)
  const text = leadIn?.trim().replace(/\s+/g, ' ').replace(JOINING_WORDS, '');
  if (!text) return null;
  const s = SUBSTITUTION.exec(text);
  if (s) {
    const put = readPut(s[1]);
    return put ? { kind: 'substitution', into: nameIndex(s, 2), put } : { kind: 'unread' };
  }
  const r = REARRANGED.exec(text);
  if (r) return { kind: 'rearranged', from: nameIndex(r, 1) };
  // Into or from an equation numbered later (`Substitute x = 3 into (3):`, `From III,`), or said otherwise, or from one
  // written out that is not given as written (withWrittenNamed: `From x - y = 2:` where x - y = 3 is given): not read.
  return LATER.test(text) || /^(?:from|rearranging)\s+[^:,=]+=[^:,=]+:?$/i.test(text) ? { kind: 'unread' } : null;
}

/**
 * A lead-in with the equation it puts into or comes from written out (`Substitute into x - 2y = 0:`, `From x - y = 3:`), that
 * equation named as the given one it is, side for side in either order (`Substitute into (2):`); unchanged otherwise, so an
 * equation that is not one of the two given (a line of the work, or a given one miscopied) is a lead-in not read.
 */
export function withWrittenNamed(leadIn: string | null, given: readonly [Statement, Statement] | null | undefined, vars: readonly [string, string]): string | null {
  const m = leadIn && given ? /^(.*?\b(?:into|from)\s+)([^:,=]+=[^:,=]+?)(\s*[:,]?\s*)$/i.exec(leadIn) : null;
  if (!m || !given) return leadIn;
  const read = parseStatement(m[2]!, vars);
  const written = read.ok && read.value.statement.kind === 'relation' && read.value.statement.rels.length === 1 && read.value.statement.rels[0] === '=' ? read.value.statement : null;
  const [l, r] = written ? [sideForm(written.sides[0]!, vars), sideForm(written.sides[1]!, vars)] : [null, null];
  if (!l || !r) return leadIn;
  const named = ([0, 1] as const).filter((k) => {
    const g = given[k];
    if (g.kind !== 'relation' || g.rels.length !== 1 || g.rels[0] !== '=') return false;
    const [gl, gr] = [sideForm(g.sides[0]!, vars), sideForm(g.sides[1]!, vars)];
    return !!gl && !!gr && ((sameForm(l, gl) && sameForm(r, gr)) || (sameForm(l, gr) && sameForm(r, gl)));
  });
  return named.length === 1 ? `${m[1]}(${named[0]! + 1})${m[3]}` : leadIn;
}

/** A side's affine form in the two unknowns, [x, y, constant], or null where it is not one. */
export function sideForm(e: Expr, vars: readonly [string, string]): [Rational, Rational, Rational] | null {
  const eq = writtenEquation({ kind: 'relation', sides: [e, { type: 'num', text: '0' }], rels: ['='] }, vars);
  return eq ? [eq.a, eq.b, eq.c.neg()] : null;
}

const sameForm = (p: readonly Rational[], q: readonly Rational[]): boolean => p.every((k, i) => k.equals(q[i]!));

/**
 * Whether `p` is `q` combined with a value found (`v`: an equation of one unknown, `y = 1`), `q` counting: `from eq1:
 * x = 2` after y = 1, of x + 2y = 4. Only values: after x = 3 is found every true line combines the other given
 * equation with it, and `From the second equation, y = 5 - x` would pass.
 */
function withValue(p: LinearEq, q: LinearEq, v: LinearEq): boolean {
  if (!v.a.isZero() && !v.b.isZero()) return false;
  if (sameLine(p, v) || sameLine(q, v)) return false;
  const [r1, r2, r3] = [[q.a, q.b, q.c], [v.a, v.b, v.c], [p.a, p.b, p.c]] as const;
  const det = r1[0]!.mul(r2[1]!.mul(r3[2]!).sub(r2[2]!.mul(r3[1]!)))
    .sub(r1[1]!.mul(r2[0]!.mul(r3[2]!).sub(r2[2]!.mul(r3[0]!))))
    .add(r1[2]!.mul(r2[0]!.mul(r3[1]!).sub(r2[1]!.mul(r3[0]!))));
  return det.isZero();
}

/** An equation solved for one unknown (index `at`), as the form [x, y, constant] it puts in; null where it names no such value. */
function solvedFor(eq: LinearEq, at: 0 | 1): Rational[] | null {
  const k = at === 0 ? eq.a : eq.b;
  if (k.isZero()) return null;
  const other = at === 0 ? eq.b : eq.a;
  const form = [Rational.ZERO, Rational.ZERO, eq.c.div(k)];
  form[1 - at] = other.neg().div(k);
  return form;
}

/**
 * The value a substitution's lead-in writes (`x = 2`, `y = 2x - 1`, `3 for y`): the unknown's index and the form [x, y,
 * constant] it stands for; null where it writes none or it is not read.
 */
export function writtenPut(lead: EquationLead, vars: readonly [string, string]): { at: 0 | 1; form: Rational[] } | null {
  if (lead.kind !== 'substitution' || lead.put.kind !== 'value') return null;
  const at = vars.indexOf(lead.put.v);
  if (at !== 0 && at !== 1) return null;
  const value = parseStatement(`${lead.put.value} = 0`, vars);
  const form = value.ok && value.value.statement.kind === 'relation' ? sideForm(value.value.statement.sides[0]!, vars) : null;
  // The value may name the other unknown (`y = 2x - 1`), never its own.
  return form && form[at]!.isZero() ? { at, form } : null;
}

/**
 * Whether the line (its first equation) is what the lead-in names: the named equation with a value put in, side for
 * side (sides swapped allowed), or a multiple of the named equation, or for `from`, it combined with a value found. A value not written in the lead-in is one the
 * work has found: any line before (`work`: `x = 3`, `y = 17 - 4x`) solved for one unknown. `given` is the system's
 * two equations as written. Null where that cannot be read (a value or a side that is no affine form, a line that is
 * no equation).
 */
export function leadFits(lead: EquationLead, given: readonly [Statement, Statement], line: Statement, vars: readonly [string, string], work: readonly LinearEq[]): boolean | null {
  if (lead.kind === 'unread') return null;
  const first = line.kind === 'and' ? line.parts[0]! : line;
  if (first.kind !== 'relation' || first.rels.length !== 1 || first.rels[0] !== '=') return null;
  const named = given[lead.kind === 'substitution' ? lead.into : lead.from];
  if (named.kind !== 'relation' || named.rels.length !== 1 || named.rels[0] !== '=') return null;
  const [l, r] = [sideForm(named.sides[0]!, vars), sideForm(named.sides[1]!, vars)];
  const [l2, r2] = [sideForm(first.sides[0]!, vars), sideForm(first.sides[1]!, vars)];
  const [p, q] = [writtenEquation(first, vars), writtenEquation(named, vars)];
  if (!l || !r || !l2 || !r2 || !p || !q) return null;
  /** The named equation with `put` (a form with 0 at `at`) put in for the unknown at `at`, side for side like the line's. */
  const fitsPut = (at: 0 | 1, put: readonly Rational[]): boolean => {
    const into = (f: readonly Rational[]) => f.map((c, i) => (i === at ? Rational.ZERO : c.add(f[at]!.mul(put[i]!))));
    const [ls, rs] = [into(l), into(r)];
    return (sameForm(l2, ls) && sameForm(r2, rs)) || (sameForm(l2, rs) && sameForm(r2, ls));
  };
  const fromWork = (eqs: readonly LinearEq[]): boolean => eqs.some((eq) => ([0, 1] as const).some((at) => {
    const put = solvedFor(eq, at);
    return put !== null && fitsPut(at, put);
  }));
  if (lead.kind === 'rearranged') return sameLine(p, q) || fromWork(work) || work.some((v) => withValue(p, q, v));
  const put = lead.put;
  if (put.kind === 'work') return fromWork(work);
  if (put.kind === 'given') {
    const source = writtenEquation(given[put.from], vars);
    return source ? fromWork([source]) : null;
  }
  const written = writtenPut(lead, vars);
  return written ? fitsPut(written.at, written.form) : null;
}
