// A student's check by substitution after the answer, in pasted work (issue 15: never a false
// verdict on right work): `x = -12`, then `3(-12) + 5 = 2(-12) - 7`. See trailingChecks.
import { containsPoint, finiteMembers, isAllSet, setEquals } from '../sets/index.ts';
import type { Decimal } from './approximation-line.ts';
import { judgeApproximation, judgeRoundedNumber, readApproximation } from './approximation-line.ts';
import { noteClaim } from './annotation.ts';
import type { Expr, Relation, Statement } from '../trace/index.ts';
import { asRestriction, hasVar, isBareNumber, parseStatement, printExpr, substitute, writtenEquation } from '../trace/index.ts';
import type { Rational } from '../algebra/rational.ts';
import type { LinearEq, PlaneSet } from '../sets/plane.ts';
import { solveSystem } from '../sets/plane.ts';
import * as L from '../sets/line.ts';
import { sideForm } from './equation-lead.ts';
import { namedAlone } from './system-work.ts';
import type { Alg } from '../algebra/algebraic.ts';
import { compareAlg, formatAlg } from '../algebra/algebraic.ts';
import { readRejection, severalValues } from './rejection-line.ts';
import { readWorkedValue, valueOf, valueOfText } from './worked-value.ts';
import { triedValue } from './trial-line.ts';
import { readVerdictNote } from './verdict-note.ts';
import { pointAsTimes, POINT_AS_TIMES } from './two-readings.ts';
import type { Affirmation } from './affirmation-line.ts';
import { readAffirmation } from './affirmation-line.ts';
import type { SolutionSet } from '../sets/index.ts';

/** Whether a statement names no unknown: a numeric line (`3(-12) + 5 = 2(-12) - 7`, `-31 = -31, -31 = -31`). */
function isNumeric(st: Statement): boolean {
  if (st.kind === 'relation') return !st.sides.some((e) => hasVar(e));
  return st.kind === 'and' && st.parts.every(isNumeric);
}

/** A trailing check by substitution: whether its arithmetic holds, and what to say of it. */
export interface ArithmeticCheck {
  holds: boolean;
  /**
   * What the line is when it is no check by substitution: the answer's values in decimals (`x ≈
   * ±2.24`, approximation-line.ts), or a restriction the answer is held to (`x ≠ -2 ✓`).
   */
  approximation?: true;
  restriction?: true;
  /** A restriction's values (`x ≠ 3`: 3), once held to the answer: the checker asks whether the original excludes them. */
  excludes?: Alg[];
  /** A line that says the values are solutions (`both are solutions`, affirmation-line.ts): the values it names, judged against the original by the checker. */
  affirms?: { values: Alg[]; claim: Affirmation['claim']; reason: string | null };
  /** What the line gets wrong, or what it is when it holds; null for the general sentences ("its arithmetic holds", "the two sides are not equal"). */
  reason: string | null;
  /** The line is not judged: `reason` says why (a cross after an equation whose sides are not the original's, crossedEquation). */
  unread?: true;
  /** The reason is the whole sentence said of the line (no "arithmetic is wrong" before it). */
  sentence?: true;
  /** The note beside the line is its verdict (`(falsch)`), judged with it: not read again as a note. */
  noteRead?: true;
}

/**
 * Pasted work: the numeric lines that end a trace right after its final answer are the check a
 * student writes by substituting the answer (`x = -12`, then `3(-12) + 5 = 2(-12) - 7`). Read as
 * steps they would say "every x satisfies this step" and leave no final answer: a false verdict on
 * right, checked work. They are judged by their arithmetic alone and are not the answer. Numeric
 * lines anywhere else (`0 = 0` mid-solution) keep the strict reading. Returns their indices, each
 * with whether its arithmetic holds (see checkedArithmetic), or 'check' for a check line in the
 * trace language that keeps its value (`check x = 3: 3/1 = 3, keep`) written after the answer: the checker judges it as
 * any check line (its value, sides and verdict against the original), and it is not the answer
 * either. Read to the letter, a trace that ends on a check has no final answer, which would call
 * right, checked work unanswered.
 */
export function trailingChecks(lines: readonly { text: string; leadIn?: string | null; label?: string | null; offset?: number; ticked?: boolean; annotation?: { kind: string; text: string } | null }[], vars: readonly string[], answerText: (index: number) => string | null = () => null, restrictionAnswers = false): Map<number, ArithmeticCheck | 'check'> {
  const out = new Map<number, ArithmeticCheck | 'check'>();
  const named = new Map<number, NamedSides>();
  // The sides of each plain check line (`3(3) + 2 = 2(3) + 5`), which the line after it continues.
  const written = new Map<number, WrittenSides>();
  // The answer's values in decimals (`x ≈ ±2.24`), judged once the answer is known.
  const approximations = new Map<number, Decimal[]>();
  // A restriction restated after the answer (`x ≠ -2 ✓`), judged once the answer is known.
  const restrictions = new Map<number, { text: string; values: Alg[] }>();
  // A value affirmed in words (`both are solutions`), its values known once the answer is.
  const affirmations = new Map<number, Affirmation>();
  // Equations said false (`3(4) + 2 = 15 ✗`), judged once the answer is known (crossedEquation).
  const crosses = new Map<number, Crossed>();
  // `(false, so x = 0 is correctly left out)`: the value named in a false note, and whether it says the answer leaves it out.
  const saidLeftOut = new Map<number, { name: string; value: string; answer: boolean }>();
  // A value named, then a relation of numbers (`Test x = 10: 22 ≤ 24 ✓`): the original's sides there (valuedSides).
  const valuedAt = new Map<number, ValuedSides>();
  // A value named, then each side worked out apart (`Verify x = 4: 2(4) + 9 = 17, 5(4) - 3 = 17 ✓`): valuedPair.
  const pairAt = new Map<number, ValuedPair>();
  // A system's check naming one of its equations (`Check in (1): 2 + 2(3) = 8 ✓`): that equation's sides at the answer.
  const inEquationAt = new Map<number, { which: 0 | 1; sides: [Expr, Expr] }>();
  // `x = 3`, the check, then `so x = 3` again: the last line restates the answer (see below).
  const last = lines.length - 1;
  const lastRead = parseStatement(lines[last]!.text, vars);
  const restated = last > 1 && lastRead.ok && lastRead.value.meaning.kind === 'set' && lastRead.value.meaning.solved && isCheckLine(lines[last - 1]!, vars);
  let i = restated ? last - 1 : last;
  for (; i > 0; i--) {
    // `3·0 + 4 ≤ 5·0 − 6 (falsch)`: the verdict in a note, read as written after the relation (round 80 B: "a false
    // comparison", of a test point found false as it said).
    const verdict = lines[i]!.annotation?.kind === 'paren' ? readVerdictNote(lines[i]!.annotation!.text) : null;
    // `(false, so x = 0 is correctly left out)`: the value it names must be the one put in, and out of the answer (below).
    const leftOutSaid = verdict?.says === 'false' && verdict.rest !== null ? LEFT_OUT.exec(verdict.rest) : null;
    if (leftOutSaid) saidLeftOut.set(i, { name: leftOutSaid[1]!, value: leftOutSaid[2]!, answer: !/^not/i.test(leftOutSaid[3]!) || /set$/i.test(leftOutSaid[3]!) });
    const noteFalse = verdict?.says === 'false' && (verdict.rest === null || leftOutSaid !== null);
    // `(false, as expected)`, `(false: 9 is not less than 7)`: the verdict and words after it the checker does not read.
    const falseAndMore = verdict?.says === 'false' && !noteFalse;
    const line = { ...lines[i]!, text: withoutCheckWord(lines[i]!.text, vars) + (noteFalse ? ' false' : '') };
    if (isHeading(line)) {
      out.set(i, { holds: true, reason: 'the heading of the check below it' });
      continue;
    }
    // `so`, `therefore`, `⇒` alone between the answer and its check (round 38: the check was taken for the last
    // step, and "there is no final answer" was untrue).
    if (i < last && out.has(i + 1) && joinsLines(line)) {
      out.set(i, { holds: true, reason: 'a word joining the answer and the check below it' });
      continue;
    }
    // `both are solutions`, `x = 3 works`: the values, judged once the answer is known.
    // `Accepted: x = 2` as the last line may be the answer restated (affirmation-line.ts): not read there.
    const affirmation = readAffirmation(line.text, vars, { verbFirst: i !== last });
    if (affirmation) {
      affirmations.set(i, affirmation);
      out.set(i, { holds: true, reason: null, affirms: { values: [], claim: affirmation.claim, reason: affirmation.reason } });
      continue;
    }
    const decimals = readApproximation(line.text, vars);
    // `x ≈ 8 (rounded up)`, `x ≈ 31 (nearest tenth)`: a note saying how the decimals are rounded, which the checker does not
    // judge (round 71 B: judged as rounded to nearest, a true "rounded up" was called wrong, a false "nearest tenth" passed).
    // After a bar too (`x ≈ 2.4 | rounded up to 1 d.p.`; round 82 A: passed over, the decimals judged as rounded to nearest).
    const howRounded = decimals && lines[i]!.annotation ? noteClaim(lines[i]!.annotation!.text, vars, false) : null;
    if (howRounded?.kind === 'unread') {
      out.set(i, { holds: false, unread: true, reason: `the note beside the decimals, "${lines[i]!.annotation!.text.trim()}", says how they are rounded or what they are, which the checker does not judge` });
      continue;
    }
    if (decimals) {
      approximations.set(i, decimals);
      out.set(i, { holds: true, reason: null, approximation: true });
      continue;
    }
    // `x = -1`, then `x ≠ -2 ✓`: the answer held to the restriction, judged once the answer is known.
    // Also under a heading (`Domain: x ≠ 1`, `Restrictions: x ≠ 1, x ≠ -1`; round 55: read as no statement, the last line
    // was "no final answer") or as a set (`D = ℝ \ {1}`).
    const headed = vars.length === 1 ? asRestriction(line.text, vars) : null;
    const restriction = headed ? { ok: true as const, value: headed } : vars.length === 1 ? parseStatement(line.text, vars) : null;
    if (restriction?.ok && restriction.value.meaning.kind === 'restriction') {
      // An original that holds wherever it is defined: `x ≠ 3` after its work is the answer, every x but 3, and the
      // checks after it check that (round 62 A: held to an answer above it, the trace had "no final answer"). One the
      // work names the answer (`Answer: x ≠ 1`) is the answer's line too, read there (check.ts), never a note of another.
      if ((restrictionAnswers || ledAsAnswer(lines[i]!.leadIn)) && !headed) break;
      // `x = 2 or x = -2`, then `x ≠ 2`: 2 thrown out (the answer the values left) or every x but 2 as the answer;
      // held to the list as a note, the list was the "final answer" and its Q3 matched neither reading (round 63 A). The
      // line is the answer's line, declined there (check.ts).
      // Ticked too (`x ≠ 3 ✓` after `x = 2 or x = 3`): the rejection done, or the answer held to it and failing (round 66 A).
      if (!headed && cutsLineAbove(lines[i - 1]?.text ?? '', restriction.value.meaning.restrictions, vars)) {
        // The checks after it check an answer not known: not judged (as right work, a check of -2 was "no final answer").
        for (const at of out.keys()) out.set(at, { holds: false, unread: true, reason: `a check after ${line.text.trim()}, which is not read as the answer: not judged` });
        return out;
      }
      restrictions.set(i, { text: line.text.trim(), values: restriction.value.meaning.restrictions });
      out.set(i, { holds: true, reason: null, restriction: true });
      continue;
    }
    // `√17 = 4.12 (rounded to 2 d.p.)`: a number worked out and rounded, as its note says (approximation-line.ts).
    const roundedByNote = vars.length === 1 && lines[i]!.annotation ? judgeRoundedNumber(line.text, lines[i]!.annotation!.text, vars[0]!, (e) => valueOfText(e, vars[0]!)) : null;
    if (roundedByNote) {
      out.set(i, roundedByNote.unread ? { holds: false, unread: true, reason: roundedByNote.reason } : { holds: roundedByNote.holds, reason: roundedByNote.reason, approximation: true, noteRead: true });
      continue;
    }
    // `3(1.67) + 2 = 7.01 ≈ 7`: a check with the answer's decimals, judged by its arithmetic and its rounding (roundedCheck).
    const rounded = roundedCheck(line.text, vars);
    if (rounded) {
      out.set(i, rounded);
      continue;
    }
    const sides = namedSides(line.text, vars);
    if (sides) named.set(i, sides);
    const arithmetic = sides ? { holds: sides.holds, reason: null } : checkedArithmetic(line.text, vars);
    if (arithmetic !== null && falseAndMore) {
      out.set(i, { holds: false, unread: true, reason: `the note "${lines[i]!.annotation!.text.trim()}" says the relation is false and more, which the checker does not read, so the check is not judged` });
      continue;
    }
    if (arithmetic !== null) {
      const which = sides || SAYS_FALSE.test(line.text) ? null : checkedEquation(lines[i]!.text, vars);
      const claimRead = which !== null ? parseStatement(line.text.replace(SAYS_TRUE, '').replace(/[\s\u2713\u2714\u2611\u2705.]+$/u, ''), vars) : null;
      if (which !== null && claimRead?.ok && claimRead.value.statement.kind === 'relation' && claimRead.value.statement.rels.length === 1) {
        inEquationAt.set(i, { which, sides: [claimRead.value.statement.sides[0]!, claimRead.value.statement.sides[1]!] });
      }
      const named = sides || SAYS_FALSE.test(line.text) ? null : namedValueClaim(line.text, vars, lines[i]!.ticked === true);
      const valued = named && valuedSides(named);
      if (valued) valuedAt.set(i, valued);
      const pair = named && valuedPair(named);
      if (pair) pairAt.set(i, pair);
      const crossed = sides ? null : crossedEquation(line.text, vars);
      if (crossed) crosses.set(i, crossed);
      const plain = sides ? null : writtenSides(line.text, vars);
      if (plain) written.set(i, plain);
      // `2(0) - 1 ≥ 7`, then `-1 ≥ 7 false`: the test of a point, answered by the line after it.
      const answered = !arithmetic.holds && !sides && SAYS_FALSE.test(lines[i + 1]?.text ?? '') && out.has(i + 1);
      out.set(i, answered ? { holds: true, reason: 'a check by substitution whose verdict is the line after it' } : noteFalse ? { ...arithmetic, noteRead: true } : arithmetic);
      continue;
    }
    // Only a check that keeps its value confirms the answer above it; one that rejects says that
    // line was a list of candidates, and the trace has no answer after it (the strict reading).
    // `Answer: x ≠ 3`, then `x = 3 is extraneous`: the answer's own value restated as thrown out, or the work's
    // rejection with no answer after it; reviewers read it both ways (round 62 A), so it is not judged, and the
    // answer is the restriction above it.
    const above = restrictionAnswers && vars.length === 1 ? parseStatement(lines[i - 1]?.text ?? '', vars) : null;
    const rejectedText = above?.ok && above.value.meaning.kind !== 'check' ? readRejection(lines[i]!.text, null, vars[0]!) : null;
    // One value, or several (`x = 1 and x = -1 are extraneous`, `x = ±1 are extraneous`; round 64: 5 false labels).
    const rejectedValues = rejectedText === null ? [] : severalValues(rejectedText.replace(/\s+(?:are|is)$/i, ''), vars[0]!) ?? [rejectedText];
    const restated = rejectedValues.map((t) => {
      const r = parseStatement(`${vars[0]} = ${t}`, vars);
      const members = r.ok && r.value.meaning.kind === 'set' ? finiteMembers(r.value.meaning.set) : null;
      return members?.length === 1 && members[0]!.dim === 1 ? members[0]!.v : null;
    });
    // The answer above names the values it leaves out: a restriction (`x ≠ 1, x ≠ -1`) or a set (`all real numbers except 1`).
    const leftOut = !above?.ok ? [] : above.value.meaning.kind === 'restriction' || above.value.meaning.kind === 'set' ? above.value.meaning.restrictions : [];
    if (leftOut.length > 0 && restated.length > 0) {
      if (restated.every((value) => value !== null && leftOut.some((r) => compareAlg(r, value) === 0))) {
        out.set(i, { holds: false, unread: true, reason: `after the answer ${lines[i - 1]!.text.trim()}, this line may restate it (the value thrown out) or be a rejection the work ends on with no answer after it, and which is not known` });
        continue;
      }
    }
    const check = parseStatement(line.text, vars);
    if (check.ok && check.value.meaning.kind === 'check') {
      if (check.value.meaning.verdict !== 'keep') break;
      out.set(i, 'check');
      continue;
    }
    // A line that says it is a check (`Check: 6/2 + 3/3 = 3 + 1 = 4 ✓` of a system) in a form not read,
    // among checks that are: not judged, and the answer is still above it. The walk stopped there, the
    // last check was taken for the answer, and right work "had no final answer" (red team, round 10).
    // Not where it ends on a conclusion that may change the answer (`Check: 3/(3 - 3) is undefined, so no solution`, `…, so it
    // should be x = 4`; round 70 B: 11 false labels, the answer above still judged): the walk stops, and the line is the last.
    if ((SAYS_CHECK.test(lines[i]!.text) || SAYS_CHECK.test(lines[i]!.leadIn ?? '')) && !parseStatement(lines[i]!.text, vars).ok) {
      if (mayChangeAnswer(lines[i]!.text, vars)) break;
      out.set(i, { holds: false, unread: true, reason: 'a check after the answer in a form not read: it is not judged, and the answer is the line before the checks' });
      continue;
    }
    break;
  }
  if (!out.size || i < 1) return new Map();
  // An answer worked out with a false link (`x = 10/4 = 2.4`) is its last value, as the checker reads it (worked-value.ts).
  // `answerText`: the answer as the checker reads a line the strict language does not (two
  // statements on it, the end of a list one value a line); before, checks after such an answer
  // were read as steps, and right work got "every x satisfies this step … no final answer".
  const worked = readWorkedValue(lines[i]!.text, vars);
  const answer = parseStatement(answerText(i) ?? (worked ? worked.last : lines[i]!.text), vars);
  // A system's answer may stand over two lines (`x = 3`, then `y = 2`), and checks follow the second: system-work.ts reads them.
  // `x ≠ 3` answering an original that holds wherever it is defined: every x but 3 (restrictionAnswers).
  const restrictionAnswer = restrictionAnswers && answer.ok && answer.value.meaning.kind === 'restriction' ? answer.value.meaning.restrictions : null;
  if (!answer.ok || (answer.value.meaning.kind !== 'set' && !restrictionAnswer)) return new Map();
  const { solved, set } = restrictionAnswer
    ? { solved: true, set: { dim: 1 as const, s: L.minus(L.LINE_ALL, L.finiteSet(restrictionAnswer)) } }
    : answer.value.meaning as Extract<typeof answer.value.meaning, { kind: 'set' }>;
  if (!solved && !(set.dim === 2 && namedAlone(answer.value.statement, set.s, vars) !== null)) return new Map();
  // The restated answer must be the answer, or the last line is a new answer, and the lines between it and the one before are steps.
  if (restated && !(lastRead.ok && lastRead.value.meaning.kind === 'set' && setEquals(lastRead.value.meaning.set, set))) return new Map();
  if (restrictions.size || approximations.size) {
    // Both are held to the answer's values, so both need an answer of finitely many values.
    const members = set.dim === 1 ? finiteMembers(set) : null;
    if (!members) return new Map();
    const values = members.flatMap((p) => (p.dim === 1 ? [p.v] : []));
    for (const [at, r] of restrictions) {
      const hit = values.find((v) => r.values.some((w) => compareAlg(w, v) === 0));
      out.set(at, hit
        ? { holds: false, reason: `the answer's value ${vars[0]} = ${formatAlg(hit)} is one ${r.text} excludes`, restriction: true, excludes: r.values }
        : { holds: true, reason: `the answer held to the restriction ${r.text}: none of its values is excluded`, restriction: true, excludes: r.values });
    }
    // Fewer decimals than the answer has values (`x = 2 ± √5`, then `x ≈ 4.24` last): the values in
    // decimals, or a last line that keeps one and drops the other; read as the aside, a dropped root
    // passed (red team, round 11). Not read as trailing: the line is judged as the last line.
    if ([...approximations.values()].some((d) => d.length < values.length)) return new Map();
    for (const [at, decimals] of approximations) {
      const said = judgeApproximation(decimals, values, vars[0]!);
      out.set(at, said.unsure ? { holds: false, unread: true, reason: said.reason } : { holds: said.holds, reason: said.reason, approximation: true });
    }
  }
  for (const [at, a] of affirmations) {
    const values = affirmedValues(a, set, vars);
    // A pronoun naming another number of values than the answer has: not read (the line stays unreadable).
    if (!values) return new Map();
    out.set(at, { holds: true, reason: null, affirms: { values, claim: a.claim, reason: a.reason } });
  }
  // Sides named after a one-value answer (or after "x = v:") are that value's sides: each must be the original's there.
  const answered = oneValue(answer.value.statement, vars);
  const original = originalSides(lines[0]!.text, vars);
  for (const [at, sides] of named) {
    const value = sides.value ?? answered;
    const wrong = sides.holds && original && value ? wrongSide(sides, original, vars[0]!, value, vars) : sides.reason;
    if (wrong) out.set(at, { holds: false, reason: wrong });
    // `LHS = RHS` with no value to hold it to (a list answer) claims what the answer's own line is judged on.
    else if (!sides.values.length && !(original && value)) out.set(at, { holds: true, reason: 'a check that says the two sides agree and writes no value of its own: the answer is judged on its own line' });
  }
  // A cross (or "false") after an equation says the relation is false only where its sides are the
  // original's at the value checked; where one is a value worked out (`3(4) + 2 = 15 ✗`, `3(5) + 2 =
  // 17 ✗`), it says the value fails, and the arithmetic is a claim of its own. Read as "the relation
  // is false", false arithmetic passed as "finds the relation false, as it says", and a right check of
  // another value was "the wrong verdict". Where the sides cannot be held to the original, not judged.
  const posed = originalRelation(lines[0]!.text, vars);
  for (const [at, cross] of crosses) {
    // A test point other than the answer (`3·0 + 4 ≤ 5·0 − 6 false` after x ≥ 5): the value put in (trial-line.ts).
    const tried = cross.sides && cross.rel && posed ? triedValue({ kind: 'relation', sides: cross.sides, rels: [cross.rel] }, { kind: 'relation', sides: posed.sides, rels: [posed.rel] }, vars[0]!) : null;
    const value = cross.value ?? (tried ? numberExpr(formatAlg(tried.value), vars) : answered);
    const ofOriginal = cross.sides && posed && cross.rel === posed.rel && value && sameNumber(substitute(posed.sides[0], vars[0]!, value), cross.sides[0], vars) && sameNumber(substitute(posed.sides[1], vars[0]!, value), cross.sides[1], vars);
    const named = cross.value ? `${vars[0]} = ${printExpr(cross.value)}` : `${vars[0]} = …`;
    if (cross.several) out.set(at, { holds: false, unread: true, reason: `a cross (or "false") after several relations: which of them it says is false, and whether the arithmetic of the others is a claim, is not read (write one relation, the original's at the value, before it)` });
    else if (!ofOriginal) out.set(at, { holds: false, unread: true, reason: `a cross (or "false") after a relation whose sides are not the original's at the value checked: it could say the relation is false or that the value fails, and which is not read (write "${named} is not a solution", or both sides of the original there)` });
    // The sides worked out on the way (`2(4) - 5 = 1 > 1 ✗`) must be right: the cross is about the comparison.
    const slip = ofOriginal ? cross.links?.find(([a, b]) => !sameNumber(a, b, vars)) : undefined;
    if (slip) out.set(at, { holds: false, reason: `${printExpr(slip[0])} = ${printExpr(slip[1])} is false` });
  }
  // `3 − 4(0) ≥ 15 (false, so x = 0 is correctly left out)`: the value the note names must be the one put in, and
  // "left out" says the answer has it not. A value other than the one put in, or no answer of x to hold it to: not judged.
  for (const [at, said] of saidLeftOut) {
    const judged = out.get(at);
    if (judged === undefined || judged === 'check' || !judged.holds || judged.unread) continue;
    const read = parseStatement(withoutCheckWord(lines[at]!.text, vars), vars);
    const tried = read.ok && posed ? triedValue(read.value.statement, { kind: 'relation', sides: posed.sides, rels: [posed.rel] }, vars[0]!) : null;
    const named = valueOfText(said.value.replace(/\u2212/g, '-'), vars[0]!);
    if (!tried || said.name !== vars[0] || named === null || compareAlg(named, tried.value) !== 0 || (said.answer && set.dim !== 1)) {
      out.set(at, { holds: false, unread: true, reason: 'the note beside the check names a value other than the one put in, or an answer the checker does not hold it to: not judged' });
    } else if (said.answer && containsPoint(set, { dim: 1, v: tried.value })) {
      out.set(at, { holds: false, sentence: true, reason: `a check by substitution whose note says ${vars[0]} = ${said.value} is left out of the answer, but the answer has it` });
    }
  }
  // `Test x = 10: 22 ≤ 24 ✓` of 2(x + 1) ≤ 2x + 5: the numbers must be the original's sides at the value, or the line
  // checks some other relation. Judged by its arithmetic alone, a wrong side passed as "its arithmetic holds" (round 62
  // A: 8 false claims after `Test`, `Verify`, `Check with` and a bare `x = 0:`; `Check x = 2:` is the language's check).
  // A side of another line (the answer's, `Test x = 0: 0 ≥ -4`) may be what it checks: not judged, never called wrong.
  const originalAt = (value: Expr) => posed!.sides.map((e) => substitute(e, vars[0]!, value));
  for (const [at, valued] of valuedAt) {
    // A relation of numbers that is false is a false line whatever it checks (`x = -12: -31 = -30`): judged as it is.
    const judged = out.get(at);
    if (!posed || judged === undefined || judged === 'check' || !judged.holds) continue;
    const o = sidesOrder(originalAt(valued.value), valued.sides, vars);
    if (!(o.same && valued.rel === posed.rel) && !(o.exchanged && valued.rel === MIRROR[posed.rel])) out.set(at, { holds: false, unread: true, reason: `a check at ${vars[0]} = ${printExpr(valued.value)} whose numbers are not the original's two sides there: it may check another line, or hold a slip, and which is not known` });
  }
  // `Test x = 5: 5(5) - 7 = 18, 3(5) = 15 ✓`: each sum right, so the line passed, though its two sides differ (round 63 A:
  // 7 false claims). The values must be the original's two sides there (either order): then the tick claims they agree,
  // and where they differ it is false; where they are not the original's sides (another line's, or a step of one side
  // worked out, `4(4) = 16, 16 - 3 = 13`) the line is not judged.
  for (const [at, p] of pairAt) {
    const judged = out.get(at);
    if (!posed || judged === undefined || judged === 'check' || !judged.holds) continue;
    const o = sidesOrder(originalAt(p.value), p.values, vars);
    if (!o.same && !o.exchanged) {
      out.set(at, { holds: false, unread: true, reason: `a check at ${vars[0]} = ${printExpr(p.value)} whose two values are not the original's two sides there: it may work out one side step by step, check another line, or hold a slip, and which is not known` });
    } else if (p.ticked && posed.rel === '=' && !sameNumber(p.values[0], p.values[1], vars)) {
      out.set(at, { holds: false, reason: `the original's two sides at ${vars[0]} = ${printExpr(p.value)} are ${printExpr(p.values[0])} and ${printExpr(p.values[1])}, which differ, ${TICK_AGAINST_SIDES}` });
    }
  }
  // `Check in (1): 3(2) - 3 = 3 ✓` after (2, 3), where (1) is x + 2y = 8 and 3x - y = 3 is (2): true arithmetic of the
  // other equation, passed as a check (round 62 A, 2 traces). The numbers must be the named equation's sides at the
  // answer, in either order, or the line is not judged (it may check the other equation under the wrong name).
  const point = set.dim === 2 ? answerPoint(set.s, answer.value.statement, lines.slice(0, i), vars) : null;
  for (const [at, c] of point ? inEquationAt : []) {
    const judged = out.get(at);
    const given = originalRelation(lines[c.which]!.text, vars);
    if (judged === undefined || judged === 'check' || !judged.holds || !given || given.rel !== '=') continue;
    const put = (e: Expr) => substitute(substitute(e, vars[0]!, numberExpr(point!.u.toFraction(), vars)), vars[1]!, numberExpr(point!.v.toFraction(), vars));
    const o = sidesOrder(given.sides.map(put), c.sides, vars);
    if (!o.same && !o.exchanged) out.set(at, { holds: false, unread: true, reason: `a check naming equation (${c.which + 1}) whose numbers are not that equation's sides at the answer: it may check the other equation under that name, or hold a slip, and which is not known` });
  }
  // `3(3) + 2 = 2(3) + 5`, then `12 = 12`: the numbers after a substitution are its sides worked out, left to left and
  // right to right. Only bare numbers after a line that works something out: `3^2 + 6 = 5(3)` after `2^2 + 6 = 5(2)`
  // checks the next value of a list, and a system's `8 = 8` after `3(3) - 2 = 7` may check its other equation.
  for (const [at, sides] of written) {
    const before = written.get(at - 1);
    if (!before || vars.length !== 1 || !sides.sides.every(isBareNumber) || before.sides.every(isBareNumber)) continue;
    const wrong = wrongContinuation(before, sides, vars);
    if (wrong) out.set(at, { holds: false, reason: wrong });
  }
  // A check that names no value (`Check: 3(4) + 5 = 17 ✓`) checks the answer where its sides are what a side of the
  // original comes to at one of the answer's values. Judged by its arithmetic alone, a check of another value or of
  // a miscopied equation passed (3x + 3 = 15, …, x = 4, `Check: 3(4) + 5 = 17 ✓`; x = -7, `4(7) + 6 = 34 ✓`; red
  // team, round 47). Where none is, what it checks is not read, and it is not judged.
  const values = vars.length === 1 && posed ? answerValues(answer.value.statement, vars) : null;
  // A system's: what a side of one of its equations comes to at its solution (checks of a wrong answer are not read).
  const systemSides = vars.length === 2 ? givenSidesAtSolution(lines, vars as [string, string]) : null;
  for (const [at, sides] of written) {
    const found = out.get(at);
    if (vars.length === 2 && found !== undefined && found !== 'check' && found.holds && !found.unread && systemSides && !(written.has(at - 1) && sides.sides.every(isBareNumber))) {
      const of = sides.sides.map((e) => sideForm(e, vars as [string, string]));
      if (!of.some((f) => f !== null && f[0].isZero() && f[1].isZero() && systemSides.some((v) => v.equals(f[2])))) {
        out.set(at, { holds: false, unread: true, reason: 'a check whose sides are no side of the system\'s equations at its solution: what it checks is not read, so it is not judged (write "Check in (1): …" with the equation\'s sides)' });
      }
      continue;
    }
    // Only equations (a test point's `-1 ≥ 7 false` is an inequality), and not the numbers a check above works out (wrongContinuation).
    if (vars.length !== 1 || found === undefined || found === 'check' || !found.holds || found.unread || named.has(at) || crosses.has(at) || sides.rels.some((r) => r !== '=')) continue;
    if (written.has(at - 1) && sides.sides.every(isBareNumber)) continue;
    const label = LABELLED.exec(withoutCheckWord(lines[at]!.text, vars));
    if (label && label[1] === vars[0]) continue;
    const ofAnswer = posed !== null && values !== null && values.some((v) => sides.sides.some((e) => posed.sides.some((side) => sameNumber(substitute(side, vars[0]!, v), e, vars))));
    if (!ofAnswer) {
      out.set(at, { holds: false, unread: true, reason: values === null
        ? 'a check that names no value, after an answer that is no list of values: which value it checks is not read, so it is not judged (write "x = 3: …")'
        : 'a check that names no value, whose sides are no side of the original at a value of the answer: what it checks is not read, so it is not judged (write "x = 3: …")' });
    }
  }
  return out;
}

/** The values each side of the system's two equations (step 0, or steps 0 and 1) takes at its one solution, or null. */
function givenSidesAtSolution(lines: readonly { text: string }[], vars: readonly [string, string]): Rational[] | null {
  const first = parseStatement(lines[0]?.text ?? '', vars);
  if (!first.ok) return null;
  const st = first.value.statement;
  const second = st.kind === 'and' ? null : parseStatement(lines[1]?.text ?? '', vars);
  const given = st.kind === 'and' ? st.parts : second?.ok ? [st, second.value.statement] : [];
  if (given.length !== 2 || given.some((g) => g.kind !== 'relation' || g.rels.length !== 1 || g.rels[0] !== '=')) return null;
  const eqs = given.map((g) => writtenEquation(g, vars));
  if (eqs.some((e) => e === null)) return null;
  const solution = solveSystem(eqs as LinearEq[]);
  if (solution.kind !== 'point') return null;
  const out: Rational[] = [];
  for (const g of given) {
    for (const side of (g as { sides: Expr[] }).sides) {
      const f = sideForm(side, vars);
      if (!f) return null;
      out.push(f[0].mul(solution.u).add(f[1].mul(solution.v)).add(f[2]));
    }
  }
  return out;
}

/** The values a solved answer lists (`x = 3`, `x = -4 or x = 3`), or null (an interval, a system, another form). */
function answerValues(st: Statement, vars: readonly string[]): Expr[] | null {
  const parts = st.kind === 'or' ? st.parts : [st];
  const values = parts.map((p) => oneValue(p, vars));
  return values.every((v): v is Expr => v !== null) ? values : null;
}

/** The reason of a check by substitution whose verdict, not its arithmetic, is wrong. */
/** A lead-in that names the line the answer (`Answer:`, `So the solution is`), as the line's reader keeps it. */
export const ledAsAnswer = (leadIn: string | null | undefined): boolean => /^(?:(?:so|thus|hence|therefore|then)\s*,?\s+)?(?:(?:the|my)\s+)?(?:final\s+answer|answer|ans|solution)\b/i.test(leadIn ?? '');

export const SAYS_FALSE_BUT_HOLDS = 'the line says it is false, but it holds';
/** The end of a ticked check's reason whose two sides differ: its verdict is wrong, not its arithmetic. */
export const TICK_AGAINST_SIDES = 'yet the line ticks the check';
/** A check's comparison (not "=") that is false: its arithmetic may be right (`Check x = -5: 16 ≤ 14`). */
export const FALSE_COMPARISON = 'the relation it states does not hold';

/** The values an affirmation names: the answer's, where a pronoun names as many as it has; null where they cannot be read. */
export function affirmedValues(a: Affirmation, answer: SolutionSet, vars: readonly string[]): Alg[] | null {
  if ('values' in a) {
    const read = a.values.map((v) => parseStatement(`${vars[0]} = ${v}`, vars));
    const points = read.map((r) => (r.ok && r.value.meaning.kind === 'set' ? finiteMembers(r.value.meaning.set) : null));
    return points.every((p) => p?.length === 1 && p[0]!.dim === 1) ? points.map((p) => (p![0] as { v: Alg }).v) : null;
  }
  const members = answer.dim === 1 ? finiteMembers(answer) : null;
  if (!members) return null;
  const n = members.length;
  const fits = a.pronoun === 'one' ? n === 1 : a.pronoun === 'two' ? n === 2 : n >= 2;
  return fits ? members.map((p) => (p as { v: Alg }).v) : null;
}

/** A plain check line's sides and relations (`3(3) + 2 = 2(3) + 5`, `-1 ≥ 7 false`, `5(3) - 2 =? 3(3) + 4`). */
interface WrittenSides {
  sides: Expr[];
  rels: Relation[];
  /** Each side as the student wrote it (`3(3) + 2`, which prints as 3 * 3 + 2), for the sentence. */
  texts: string[];
}

function writtenSides(text: string, vars: readonly string[]): WrittenSides | null {
  let claim = text.replace(SAYS_FALSE, '').replace(SAYS_TRUE, '').replace(EVERY_ASK, '=');
  const label = LABELLED.exec(claim);
  if (label && vars.length === 1 && label[1] === vars[0]) claim = label[3]!;
  const r = parseStatement(claim, vars);
  if (!r.ok || r.value.statement.kind !== 'relation' || !isNumeric(r.value.statement)) return null;
  const { sides, rels } = r.value.statement;
  // No relation sign stands inside a numeric side, so the signs part the sides as written.
  const texts = claim.split(/<=|>=|!=|[=<>\u2264\u2265\u2260]/).map((t) => t.trim());
  return { sides, rels, texts: texts.length === sides.length ? texts : sides.map(printExpr) };
}

/** A relation read the other way round (`a < b` is `b > a`), as sides exchanged need it. */
export const MIRROR: Record<Relation, Relation> = { '=': '=', '!=': '!=', '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

/** Whether two written numbers are the two sides given, in their order, or exchanged (both where the sides agree). */
function sidesOrder(there: readonly Expr[], written: readonly [Expr, Expr], vars: readonly string[]): { same: boolean; exchanged: boolean } {
  return {
    same: sameNumber(there[0]!, written[0], vars) && sameNumber(there[1]!, written[1], vars),
    exchanged: sameNumber(there[1]!, written[0], vars) && sameNumber(there[0]!, written[1], vars),
  };
}

/**
 * What a line that continues a substitution gets wrong about its sides' values (`12 = 12` after
 * `3(3) + 2 = 2(3) + 5`: "3(3) + 2 is 11, not 12"), or null. Read alone `12 = 12` holds, and a
 * wrong check passed. The sides may be exchanged with the relation turned round (`7 ≤ -1`).
 */
function wrongContinuation(before: WrittenSides, after: WrittenSides, vars: readonly string[]): string | null {
  if (before.sides.length !== after.sides.length) return null;
  const values = before.sides.map((e) => valueOf(e, vars[0] ?? 'x'));
  if (values.some((v) => v === null)) return null;
  const same = (k: number, e: Expr) => sameNumber(before.sides[k]!, e, vars);
  const exchanged = after.sides.length === 2 && after.rels[0] === MIRROR[before.rels[0]!] && same(0, after.sides[1]!) && same(1, after.sides[0]!);
  if (exchanged) return null;
  const k = after.sides.findIndex((e, i) => !same(i, e));
  if (k === -1) return null;
  const value = formatAlg(values[k]!);
  return `${before.texts[k]} is ${value}, not ${after.texts[k]}`;
}

/** What a side-by-side check gets wrong about the original's sides at `value`, or null. */
function wrongSide(sides: NamedSides, original: [Expr, Expr], name: string, value: Expr, vars: readonly string[]): string | null {
  const at = (k: 'L' | 'R') => substitute(original[k === 'L' ? 0 : 1], name, value);
  const where = `at ${name} = ${printExpr(value)}`;
  const wrong = sides.values.find((s) => !sameNumber(at(s.side), s.value, vars));
  if (wrong) return `${where} the original's ${wrong.side === 'L' ? 'left' : 'right'} side, ${printExpr(original[wrong.side === 'L' ? 0 : 1])}, is not ${printExpr(wrong.value)}`;
  if (sides.saysEqual && !sameNumber(at('L'), at('R'), vars)) return `${where} the original's sides, ${printExpr(original[0])} and ${printExpr(original[1])}, are not equal`;
  return null;
}

/**
 * The words that start a check after the answer, taken off (trailing lines only, so a colon
 * mid-work is never read as naming a value): `Check x = 3: 7 = 7 ✓`, `Test x = 0: -1 ≥ 7`, `Check
 * with x = 4: 8 > 5` keep the value named, as `x = 3: 7 = 7` is read; `Check in I: 2·3 + 3·2 = 12`,
 * `Check (2): 3 - 2 = 1`, `Probe II: …` name the system's equation substituted into, and the
 * arithmetic is what is judged. Read whole, each was unreadable and, as the last line, left the
 * answer unjudged. Not a check the language reads (`check x = 1: 8 != -5, reject`), and not one
 * stating "≠" (`8 ≠ -5 ✗` rejects the value: its cross is no verdict on the arithmetic).
 */
/** The words a check line opens with. */
const CHECK_WORDS = String.raw`check(?:ing)?|test(?:ing)?(?:\s+point)?|verify|verification|probe`;
// Words that name the value of a check only where `x = v:` follows them (`Sub x = 4:`, `When x = 4:`, `Plug in x = 4:`;
// rounds 62-63 named them declined: the right answer's check, last, left Q1 unjudged). Its numbers are then held to the
// original's sides at the value (valuedSides, valuedPair), as a `Test x = 4:` line's are.
const VALUE_WORDS = String.raw`sub(?:stitut(?:e|ing))?|plug(?:ging)?|put(?:ting)?|when|at|if|for|try(?:ing)?`;
const CHECK_WORD = new RegExp(String.raw`^\s*(?:${CHECK_WORDS}|${VALUE_WORDS})\s*(?:(?:with|for|at|in|into)\s+)?(?=[A-Za-z]\s*=[^:]*:)`, 'i');
/** The words a check's lead-in opens with (the reader takes `Check:` off as one). */
// `Vérification :`, `Comprobación:`, `Kontrolle:` in bilingual classes (round 63 A: a true "≠" check was "every x satisfies").
const CHECK_LEAD_WORDS = String.raw`check(?:ing)?|verify|verification|probe|v[eé]rification|comprobaci[oó]n|verificaci[oó]n|kontrolle|controllo|verifica`;
const CHECK_IN = new RegExp(String.raw`^\s*(?:${CHECK_LEAD_WORDS})\s+(?:(?:in|into)\s+)?(?:eq(?:uation)?\.?\s*)?(?:\(\s*(\d)\s*\)|\[\s*(\d)\s*\]|([IV]{1,3})|(\d))\s*:\s*(?=\S)`, 'i');

/** The given equation a system's check names (`Check in (2):`, `check II:`), by its place: 0 or 1, or null. */
function checkedEquation(text: string, vars: readonly string[]): 0 | 1 | null {
  const m = vars.length === 2 ? CHECK_IN.exec(text) : null;
  const name = m ? (m[1] ?? m[2] ?? m[4] ?? m[3])!.toUpperCase() : null;
  return name === '1' || name === 'I' ? 0 : name === '2' || name === 'II' ? 1 : null;
}
const CHECK_LEAD = new RegExp(String.raw`^(?:${CHECK_LEAD_WORDS})\b`, 'i');

/** Whether a line's lead-in is a check's (`Check:`, `Verification:`). */
export const ledByCheckWord = (leadIn: string | null | undefined): boolean => CHECK_LEAD.test(leadIn ?? '');

function withoutCheckWord(text: string, vars: readonly string[]): string {
  if (/,\s*(?:keep|reject)\s*$|\u2260|!=/i.test(text)) return text;
  const named = vars.length === 1 ? CHECK_WORD.exec(text) : null;
  if (named) return text.slice(named[0].length);
  const inEquation = vars.length === 2 ? CHECK_IN.exec(text) : null;
  return inEquation ? text.slice(inEquation[0].length) : text;
}

/** The words that open a check line, and the value it checks (`Check x = 3:`): not part of what it concludes. */
const CHECK_HEAD = /^\s*(?:check(?:ing)?|verify|verification|test(?:ing)?|sub(?:stitut\w*)?|plug\w*(?:\s+in)?)\b\s*:?\s*(?:[A-Za-z]\s*=\s*[^:,]{1,40}:)?/i;
/** Words by which a check replaces the answer. */
const CHANGE_WORDS = /\b(?:no\s+(?:real\s+)?solutions?|only|should|redo|instead|wrong|mistake|must|flip\w*)\b/i;
/**
 * Words by which a check throws a value out: the answer's, unless the check tests a point of an inequality (`Check x = 4:
 * 5 - 4 = 1, not ≥ 2, so x = 4 is rejected` confirms x ≤ 3), which writes an inequality sign.
 */
const REJECT_WORDS = /\b(?:reject\w*|extraneous|exclud\w*|discard\w*|not\s+(?:a\s+)?(?:valid\s+)?solution)\b/i;
/** What a check concludes, after "so" or an arrow. */
const CONCLUSION = /(?:[,;.]\s*|\s)(?:and\s+)?(?:so|thus|hence|therefore)\b\s*,?\s*(.*)$|\s*(?:\u2234|\u2192|\u21d2|=>|->)\s*(.*)$/i;

/**
 * Whether a check line not read may change the answer above it: it throws a value out or corrects the work in words, or
 * concludes a value of an unknown (`…, so 3x = 9, x = 3, y = 1`, `…, so the sign must flip: x ≥ -3`). Such a line is no
 * check that leaves the answer, and the answer is not judged from the line above it.
 */
function mayChangeAnswer(text: string, vars: readonly string[]): boolean {
  const body = text.replace(CHECK_HEAD, '');
  if (CHANGE_WORDS.test(body) || (REJECT_WORDS.test(body) && !/[<>\u2264\u2265]/.test(body))) return true;
  const c = CONCLUSION.exec(body);
  const said = c ? (c[1] ?? c[2] ?? '') : '';
  // `…, not ≥ 2, so x = 4 is rejected`: the test point thrown out, the answer kept.
  if (REJECT_WORDS.test(said) && /[<>\u2264\u2265]/.test(body)) return false;
  return new RegExp(String.raw`(?<![A-Za-z])(?:${vars.join('|')})\s*(?:=|<|>|≤|≥|≠|!=)`).test(said) || /\(\s*[-−]?\d[^()]*,[^()]*\)/.test(said);
}

/** Words that open a check line, affirm the values in words (`Both values work in the original equation`), or a verdict alone (`✓ it checks`). */
const SAYS_CHECK = new RegExp(String.raw`^\s*(?:${CHECK_WORDS})\b|^\s*(?:both|all|each|they|these)\b(?![^=]*(?:\bno\b|\bnot\b|n['\u2019]t\b|exclud|extraneous|reject|zero|fail))[^=]*\b(?:work|check|satisf)|^\s*[\u2713\u2714\u2717\u2718]\s*(?:it\s+)?(?:checks|check|works|doesn['\u2019]?t|does\s+not|fails)`, 'i');

/** A line trailingChecks reads as a check (before it knows the answer). */
function isCheckLine(line: { text: string; leadIn?: string | null }, vars: readonly string[]): boolean {
  line = { ...line, text: withoutCheckWord(line.text, vars) };
  if (namedSides(line.text, vars) || checkedArithmetic(line.text, vars) || readAffirmation(line.text, vars)) return true;
  const r = parseStatement(line.text, vars);
  return r.ok && r.value.meaning.kind === 'check' && r.value.meaning.verdict === 'keep';
}

/**
 * A connecting word alone on a line (`so`, `then`, `therefore`, `⇒`), tested on the trimmed line: with a space
 * run on both sides of the optional mark (`\s*[,:.]?\s*$`), `so` then 64 KiB of spaces then a letter took 15 s.
 */
const CONNECTOR_ALONE = /^(?:so|then|thus|hence|therefore|which\s+gives|giving|=>|\u21d2|\u2192|->|\u2234)\s*[,:.]?$/i;

/**
 * A line that only joins the lines around it: a connecting word alone, or an arrow alone (taken off as the
 * line's leading arrow, it leaves an empty statement with no label and no lead-in: `Answer:` alone is a lead-in,
 * words before the answer, not a join).
 */
export function joinsLines(line: { text: string; leadIn?: string | null; label?: string | null; offset?: number }): boolean {
  const text = line.text.trim();
  return CONNECTOR_ALONE.test(text) || (text === '' && !line.leadIn && !line.label && (line.offset ?? 0) > 0);
}

/**
 * Whether a restriction (`x ≠ 2`: its values) excludes a value the line above gives (`x = 2 or x = -2`): written after
 * it, the restriction throws that value out, or states the answer every x but it; which is not known.
 */
export function cutsLineAbove(above: string, values: readonly Alg[], vars: readonly string[]): boolean {
  const read = vars.length === 1 ? parseStatement(above, vars) : null;
  const members = read?.ok && read.value.meaning.kind === 'set' ? finiteMembers(read.value.meaning.set) : null;
  return !!members && members.some((p) => p.dim === 1 && values.some((v) => compareAlg(v, p.v) === 0));
}

/** "Check:" or "Probe:" alone on its line: the reader took it off as a lead-in and left nothing. */
function isHeading(line: { text: string; leadIn?: string | null }): boolean {
  return line.text.trim() === '' && ledByCheckWord(line.leadIn);
}

/** The one value a solved answer names (`x = -12`), or null (a list, an interval, a system). */
function oneValue(st: Statement, vars: readonly string[]): Expr | null {
  if (vars.length !== 1 || st.kind !== 'relation' || st.rels.length !== 1 || st.rels[0] !== '=') return null;
  const [l, r] = st.sides as [Expr, Expr];
  if (l.type === 'var' && !hasVar(r)) return r;
  return r.type === 'var' && !hasVar(l) ? l : null;
}

/** The original equation's two sides (step 0, one "="), or null. */
function originalSides(text: string, vars: readonly string[]): [Expr, Expr] | null {
  const r = parseStatement(text, vars);
  if (!r.ok) return null;
  const st = r.value.statement;
  return st.kind === 'relation' && st.rels.length === 1 && st.rels[0] === '=' ? [st.sides[0]!, st.sides[1]!] : null;
}

/** Whether two numeric expressions have the same value (an undefined one, such as 1/0, has none). */
function sameNumber(a: Expr, b: Expr, vars: readonly string[]): boolean {
  return numbersRelate(a, '=', b, vars);
}

/** Whether `a rel b` holds of two expressions of numbers (`3 + 6/3 = 5`, `11 < 7`). */
export function numbersRelate(a: Expr, rel: Relation, b: Expr, vars: readonly string[]): boolean {
  return holds(parseStatement(`${printExpr(a)} ${rel} ${printExpr(b)}`, vars));
}

/** `x = -12: …` — the value checked, then the check after a colon. */
const LABELLED = /^\s*([A-Za-z])\s*=\s*([^:=<>!]+?)\s*:\s*(.+)$/;

/** One side named and worked out, `LHS = 3(-12) + 5 = -31`, `R.S. = -31`, `LS = RHS`: the name, then the rest. */
const NAMED_SIDE = /^\s*([LR])(?:HS|\.?\s?S\.?)\s*=\s*(.+?)\s*$/i;
/** The other side's name ending a part: `RHS`, or `… = RHS` after a chain (the chain, then the side's letter). */
const OTHER_SIDE = /^(?:(.+?)\s*=\s*)?([LR])(?:HS|\.?\s?S\.?)$/i;

type Parsed = ReturnType<typeof parseStatement>;
const holds = (r: Parsed) => r.ok && r.value.meaning.kind === 'set' && isAllSet(r.value.meaning.set);

interface NamedSides {
  /** Whether every chain the line writes holds; when not, why. */
  holds: boolean;
  reason: string | null;
  /** The value each named side comes to: the last member of its chain. */
  values: { side: 'L' | 'R'; value: Expr }[];
  /** The line says the two sides agree (`LHS = RHS`). */
  saysEqual: boolean;
  /** The value checked, when the line names it first (`x = 2: LHS = 4, RHS = 4`), else null. */
  value: Expr | null;
}

/**
 * A check written side by side, as taught in the UK, Canada and Australia: `LHS = 3(-12) + 5 = -31,
 * RHS = 2(-12) - 7 = -31`, `LHS = -31, RHS = -31`, `LS = RS`. Each named side is worked out
 * apart, so the line claims each chain of equalities and the value each side comes to, never by
 * itself that the two sides agree (`LHS = -28, RHS = -29` is right arithmetic that shows x = -11
 * fails). trailingChecks then holds each value to the original's side at the answer. null when the
 * line is not of this form, or a part is not numeric.
 */
function namedSides(text: string, vars: readonly string[]): NamedSides | null {
  const out: NamedSides = { holds: true, reason: null, values: [], saysEqual: false, value: null };
  const label = LABELLED.exec(text);
  if (label && vars.length === 1 && label[1] === vars[0]) {
    const v = parseStatement(`${label[1]} = ${label[2]}`, vars);
    if (!v.ok || v.value.statement.kind !== 'relation') return null;
    out.value = oneValue(v.value.statement, vars);
    if (!out.value) return null;
    text = label[3]!;
  }
  for (const part of text.split(/\s*[,;]\s*|\s+and\s+/i)) {
    const m = NAMED_SIDE.exec(part);
    if (!m) return null;
    const side = m[1]!.toUpperCase() as 'L' | 'R';
    // `LHS = RHS`, or a chain that ends on the other side's name (`LHS = 9 - 15 + 6 = 0 = RHS`).
    const other = OTHER_SIDE.exec(m[2]!);
    if (other) {
      if (other[2]!.toUpperCase() === side) return null;
      out.saysEqual = true;
      if (!other[1]) continue;
    }
    const worked = other ? other[1]! : m[2]!;
    const chain = worked.includes('=');
    const r = parseStatement(chain ? worked : `${worked} = ${worked}`, vars);
    if (!r.ok || !isNumeric(r.value.statement) || r.value.statement.kind !== 'relation') return null;
    if (chain && !holds(r) && out.holds) {
      out.holds = false;
      out.reason = `the ${side === 'L' ? 'left' : 'right'} side's ${worked} does not hold`;
    }
    out.values.push({ side, value: r.value.statement.sides.at(-1)! });
  }
  return out;
}

/** Words a student writes after a check's arithmetic to say whether it holds: true ("w.A.", wahre Aussage), or false. */
const SAYS_TRUE = /\s+(?:w\.\s?A\.?|true|correct|wahr|richtig|vrai)\s*$/i;
const SAYS_FALSE = /\s*(?:\s(?:f\.\s?A\.?|false|falsch|faux|wrong)|\u2717|\u2718)\s*$/i;
/** After a false verdict, the value put in said to be left out of the answer, or no solution: `so x = 0 is correctly left out`. */
const LEFT_OUT = /^(?:so\s+)?([A-Za-z])\s*=\s*([-\u2212]?\d+(?:[./]\d+)?)\s+is\s+(?:correctly\s+)?(left\s+out|excluded|not\s+(?:a\s+solution|in\s+the\s+(?:solution\s+)?set))$/i;
/** `5(3) - 2 =? 3(3) + 4`, `≟`: the substitution written out, asking whether the sides agree. */
const ASKS = /=\s*\?|\u225f/;
const EVERY_ASK = new RegExp(ASKS.source, 'g');

/** The original's two sides and its one relation (step 0), or null. */
function originalRelation(text: string, vars: readonly string[]): { sides: [Expr, Expr]; rel: Relation } | null {
  const r = parseStatement(text, vars);
  if (!r.ok) return null;
  const st = r.value.statement;
  return st.kind === 'relation' && st.rels.length === 1 ? { sides: [st.sides[0]!, st.sides[1]!], rel: st.rels[0]! } : null;
}

/** A relation a check line says is false: its two sides, its relation, and the value it names. */
type Crossed = { sides: [Expr, Expr] | null; rel: Relation | null; value: Expr | null; links?: [Expr, Expr][]; several?: boolean };

/**
 * The two sides of an equation a check line says is false (`3(4) + 2 = 15 ✗`, `x = 5: 3(5) + 2 = 17
 * false`), and the value it names, or null. A chain worked out to the other side, `x = 5: 2(5) + 1 = 11
 * < 7 false` (an inequality's test point), compares its first side and its last (red team, round 9:
 * before, "not the original's sides", though they were).
 */
function crossedEquation(text: string, vars: readonly string[]): Crossed | null {
  if (!SAYS_FALSE.test(text)) return null;
  const claim = text.replace(SAYS_FALSE, '');
  // A system's check: no pair of sides to hold to the original, not judged.
  if (vars.length !== 1) return /=/.test(claim) ? { sides: null, rel: null, value: null } : null;
  const m = LABELLED.exec(claim);
  const r = parseStatement(m && m[1] === vars[0] ? m[3]! : claim, vars);
  const valueRead = m && m[1] === vars[0] ? parseStatement(`${m[1]} = ${m[2]}`, vars) : null;
  const value = valueRead?.ok ? oneValue(valueRead.value.statement, vars) : null;
  if (r.ok && r.value.statement.kind === 'relation' && r.value.statement.rels.length > 1 && r.value.statement.rels.includes('=')) {
    const { sides, rels } = r.value.statement;
    // Each side worked out around one comparison (`2(5) + 1 = 11 < 7`, `9 - 3 = 6 ≥ 3(3) + 1 = 10`): the
    // first expression on each side of it; any other chain is not judged.
    const at = rels.findIndex((rel) => rel !== '=');
    const one = at >= 0 && rels.every((rel, i) => i === at || rel === '=');
    const links = rels.flatMap((rel, i) => (rel === '=' ? [[sides[i]!, sides[i + 1]!] as [Expr, Expr]] : []));
    return one ? { sides: [sides[0]!, sides[at + 1]!], rel: rels[at]!, value, links } : { sides: null, rel: null, value: null };
  }
  // Several relations before the cross (`4(6) - 7 = 17, 2(6) + 5 = 18 ✗`, `3^2 - 5(3) + 6 = 0, 9 - 15 + 6 = 1 ✗`):
  // which one it says is false is not read. Read as one claim that the list is false, a false sum among them
  // passed as "finds the relation false, as it says" (red team, round 42: 4 false claims).
  if (r.ok && r.value.statement.kind === 'and') return { sides: null, rel: null, value, several: true };
  if (!r.ok || r.value.statement.kind !== 'relation' || r.value.statement.rels.length !== 1 || r.value.statement.rels[0] !== '=') return null;
  return { sides: [r.value.statement.sides[0]!, r.value.statement.sides[1]!], rel: '=', value };
}

/**
 * A check that names its value, then states a claim of numbers (`Test x = 10: 22 ≤ 24 ✓`, `x = 3: 11, 11`): the value,
 * the claim read (ticks, "true" and a full stop off), and whether it is ticked (the reader takes a last tick off a
 * line and records it; one left on is read here). Null where no value is named.
 */
interface NamedValueClaim { value: Expr; claim: Statement; ticked: boolean }

function namedValueClaim(text: string, vars: readonly string[], tickTakenOff: boolean): NamedValueClaim | null {
  if (vars.length !== 1) return null;
  const bare = withoutCheckWord(text, vars);
  const m = LABELLED.exec(bare.replace(SAYS_TRUE, '').replace(/[\s\u2713\u2714\u2611\u2705.]+$/u, ''));
  if (!m || m[1] !== vars[0]) return null;
  const named = parseStatement(`${m[1]} = ${m[2]}`, vars);
  const value = named.ok ? oneValue(named.value.statement, vars) : null;
  const rest = parseStatement(m[3]!, vars);
  return value && rest.ok ? { value, claim: rest.value.statement, ticked: tickTakenOff || /[\u2713\u2714\u2611\u2705]\s*$/u.test(bare) } : null;
}

/** A value named, then one relation of numbers: `Test x = 10: 22 ≤ 24`, `Verify x = 0: 2 ≤ 9`, `x = 0: 3 ≤ 5`. */
interface ValuedSides { value: Expr; sides: [Expr, Expr]; rel: Relation }

function valuedSides(named: NamedValueClaim): ValuedSides | null {
  const st = named.claim;
  if (st.kind !== 'relation' || st.rels.length !== 1 || st.sides.some((e) => hasVar(e))) return null;
  return { value: named.value, sides: [st.sides[0]!, st.sides[1]!], rel: st.rels[0]! };
}

/**
 * A system's answer as a point: the answer's own, or where it names one unknown (`y = 3` after `x = 2`), with the
 * nearest line above naming the other alone. Null where there is none.
 */
function answerPoint(s: PlaneSet, st: Statement, above: readonly { text: string }[], vars: readonly string[]): Extract<PlaneSet, { kind: 'point' }> | null {
  if (s.kind === 'point') return s;
  const k = s.kind === 'line' ? namedAlone(st, s, vars) : null;
  if (k === null || s.kind !== 'line') return null;
  for (let j = above.length - 1; j > 1; j--) {
    const r = parseStatement(above[j]!.text, vars);
    if (!r.ok || r.value.meaning.kind !== 'set' || r.value.meaning.set.dim !== 2 || r.value.meaning.set.s.kind !== 'line') continue;
    if (namedAlone(r.value.statement, r.value.meaning.set.s, vars) !== 1 - k) continue;
    const both = solveSystem([s.eq, r.value.meaning.set.s.eq]);
    return both.kind === 'point' ? both : null;
  }
  return null;
}

/** A number written as the parser reads it (`-3/2`), as an expression. */
function numberExpr(text: string, vars: readonly string[]): Expr {
  const r = parseStatement(`${vars[0]} = ${text}`, vars);
  return (r.ok ? oneValue(r.value.statement, [vars[0]!]) : null) ?? { type: 'num', text };
}

/** A value named, then two equations of numbers, each a side worked out: `Test x = 5: 5(5) - 7 = 18, 2(5) + 8 = 18 ✓`. */
interface ValuedPair { value: Expr; values: [Expr, Expr]; ticked: boolean }

function valuedPair(named: NamedValueClaim): ValuedPair | null {
  const st = named.claim;
  if (st.kind !== 'and' || st.parts.length !== 2) return null;
  const sides = st.parts.map((p) => (p.kind === 'relation' && p.rels.length === 1 && p.rels[0] === '=' && !p.sides.some((e) => hasVar(e)) ? p.sides[1]! : null));
  return sides[0] && sides[1] ? { value: named.value, values: [sides[0], sides[1]], ticked: named.ticked } : null;
}

/**
 * Whether the arithmetic a check line states holds, or null when the line is no check: a numeric
 * line as it is, or, after "x = v:" naming the value checked, the numeric rest. Read to the letter
 * the colon would be division (`6x : 3`), and `x = -12: -31 = -31` the chain x = -12/(-31) = -31.
 * Words after the arithmetic say what the student found: `-11 = -11 w.A.` claims it holds, `-1 ≥ 7
 * false` that it does not (a point outside an inequality's set, tested as US classes teach).
 */
/**
 * A check by substitution of the answer's decimals, its last value rounded after `≈` (`3(1.67) + 2 = 7.01 ≈ 7`, `2.24^2 = 5.0176
 * ≈ 5`, `12(0.42) = 5.04 ≈ 5 ✓`): the arithmetic before `≈` exact, and the number after it that value rounded to the places
 * it shows (approximation-line.ts). Read to the letter, `≈` was no relation, and after an answer with its decimals the
 * line was a step "every x satisfies", right work with "no final answer" (round 79 A: 9 traces). Null where it is no such line.
 */
function roundedCheck(text: string, vars: readonly string[]): ArithmeticCheck | null {
  const m = /^(.*=[^=\u2248]*?)\s*(?:\u2248|~=)\s*([-\u2212]?\s*\d+(?:\.\d+)?)[\s\u2713\u2714\u2611\u2705.]*$/u.exec(text);
  if (!m || vars.length !== 1) return null;
  const exact = checkedArithmetic(m[1]!, vars);
  const value = m[1]!.slice(m[1]!.lastIndexOf('=') + 1).trim();
  const last = parseStatement(`${vars[0]} = ${value}`, vars);
  const members = last.ok && last.value.meaning.kind === 'set' ? finiteMembers(last.value.meaning.set) : null;
  const decimals = readApproximation(`${vars[0]} ≈ ${m[2]!.replace(/\s+/g, '')}`, vars);
  if (!exact || members?.length !== 1 || members[0]!.dim !== 1 || !decimals) return null;
  if (!exact.holds) return exact;
  const said = judgeApproximation(decimals, [members[0]!.v], vars[0]!, "the check's");
  if (said.unsure) return { holds: false, unread: true, reason: said.reason };
  return said.holds
    ? { holds: true, reason: `a check by substitution of the answer's decimals: its arithmetic holds, and ${m[2]!.trim()} is ${value} rounded` }
    // (As an approximation line's: the reason is the whole sentence, with no "arithmetic is wrong" before it.)
    : { holds: false, approximation: true, reason: `a check by substitution of the answer's decimals whose arithmetic holds, but ${m[2]!.trim()} is not ${value} rounded to the places it shows` };
}

function checkedArithmetic(text: string, vars: readonly string[]): ArithmeticCheck | null {
  const saysFalse = SAYS_FALSE.test(text);
  const asks = ASKS.test(text);
  const claim = text.replace(SAYS_FALSE, '').replace(SAYS_TRUE, '').replace(EVERY_ASK, '=');
  const judged = (r: Parsed): ArithmeticCheck => {
    const equation = r.ok && r.value.statement.kind === 'relation' && r.value.statement.rels.every((rel) => rel === '=');
    if (asks) return { holds: true, reason: 'a check by substitution that asks whether the two sides agree' };
    if (saysFalse) return holds(r) ? { holds: false, reason: SAYS_FALSE_BUT_HOLDS } : { holds: true, reason: 'a check by substitution that finds the relation false, as it says' };
    return holds(r) ? { holds: true, reason: null } : { holds: false, reason: equation ? null : FALSE_COMPARISON };
  };
  const r = parseStatement(claim, vars);
  // `5.4 − 3 = 20 − 3 = 17`: a point that may be times (two-readings.ts).
  if (r.ok && isNumeric(r.value.statement) && !saysFalse && pointAsTimes(claim, vars)) return { holds: false, unread: true, reason: POINT_AS_TIMES };
  if (r.ok && isNumeric(r.value.statement)) return judged(r);
  const m = LABELLED.exec(claim);
  if (!m || vars.length !== 1 || m[1] !== vars[0]) return null;
  const value = parseStatement(`${m[1]} = ${m[2]}`, vars);
  const rest = parseStatement(m[3]!, vars);
  if (!(value.ok && value.value.meaning.kind === 'set' && value.value.meaning.solved && rest.ok && isNumeric(rest.value.statement))) return null;
  // `x = 9: 2.9 - 5 = 13`: a point that may be times (two-readings.ts; round 82 A).
  return !saysFalse && pointAsTimes(m[3]!, vars) ? { holds: false, unread: true, reason: POINT_AS_TIMES } : judged(rest);
}
