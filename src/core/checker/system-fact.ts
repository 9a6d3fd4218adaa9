// A line of pasted work on a system judged as a fact of it (system-work.ts reads the work as the
// equations it derives): whether it follows from the system, or from the lines before it after an
// error; the combination of the system's equations it names, worked out and compared
// (named-combination.ts); and two equations on one line that have lost one. Moved out of checkLines,
// which calls it for every such line and keeps the work's state.
import type { Rational } from '../algebra/rational.ts';
import type { SolutionSet } from '../sets/index.ts';
import { formatSolutionSet, isAllSet, namePoint } from '../sets/index.ts';
import type { PlaneSet } from '../sets/plane.ts';
import { planeEquals } from '../sets/plane.ts';
import type { Statement, TraceLine } from '../trace/index.ts';
import { parseStatement, printStatement, readOperationHeading, writtenEquation } from '../trace/index.ts';
import { splitByWord, splitStatements } from './chain-line.ts';
import { leadFits, readEquationLead, sideForm, withWrittenNamed, writtenPut } from './equation-lead.ts';
import type { Judgement } from './judgement.ts';
import { invalid, valid } from './judgement.ts';
import type { Combination, Versions } from './named-combination.ts';
import { agrees, combinationMismatch, combine, looseCombinations, nameAlone, namesCombination, readCombination, rewrites, sameLine } from './named-combination.ts';
import type { SystemWork } from './system-work.ts';
import { judgeFact, namedAlone, standOnError } from './system-work.ts';

/**
 * Which lines of pasted system work are judged as facts that follow from the system
 * (system-work.ts): any line but one every pair satisfies, when the system has one solution;
 * also such a line (`0 = 0`, what eliminating gives) when the system's solutions are a line.
 */
export function factsOf(original: PlaneSet, set: SolutionSet, givens: number): boolean {
  if (original.kind === 'point') return !isAllSet(set);
  // No solution: the work is read as facts where both parallel equations are known (system-work.ts).
  if (original.kind === 'empty') return givens >= 2;
  return original.kind === 'line';
}

export interface SystemFactLine {
  /** The line as read: its set in the plane, that set as a solution set, and its statement. */
  plane: PlaneSet;
  set: SolutionSet;
  statement: Statement;
  /** The line's lead-in (`2 × (1):`) and note, where a combination may be named. */
  line: Pick<TraceLine, 'leadIn' | 'annotation'> & Partial<Pick<TraceLine, 'text'>>;
  /** The text of the line above, which may head this one (`multiply the first by 2:`); null for step 1. */
  above: string | null;
  /** `y = 2(8/5) - 1 = 3` (worked-value.ts): its first link's set, and the wording of its false link, if any. */
  firstLink: PlaneSet | null;
  worked: { first: string; falseLink: string } | null;
}

export interface SystemFactOutcome {
  judgement: Judgement;
  /** Not judged (the reason is the judgement's): the caller counts the line unread. */
  unread: boolean;
  /** The line writes an equation of the work again and follows, unverified by a named combination. */
  restates: boolean;
  /** What the named combination was found to be, shown beside the note that named it. */
  combinationNote: string | null;
}

/** A label of an equation numbered after the two given: `(3)`, `[4]`, `III`, `(iii)`, `R3`, `eq 3`. */
const LATER_LABEL = /\(\s*(?:[3-9]|\d{2,}|iii|iv|III|IV|VI{0,3})\s*\)|\[\s*(?:[3-9]|\d{2,})\s*\]|(?<![A-Za-z])(?:III|IV|VI{0,3})(?![A-Za-z])|R\s*[3-9]|[Ee]q(?:uation)?\.?\s*\(?\s*[3-9]/;

/** Whether a written value (its unknown's index and the form [x, y, constant] it stands for) holds at the point (u, v). */
function putHolds(put: { at: 0 | 1; form: readonly Rational[] }, u: Rational, v: Rational): boolean {
  const [a, b, c] = put.form as [Rational, Rational, Rational];
  return a.mul(u).add(b.mul(v)).add(c).equals(put.at === 0 ? u : v);
}

/**
 * Whether the line is the named combination times -1 (`-3x = -12` for the sum 3x = 12) and not its sides exchanged (`12 =
 * 3x`, which is the sum): a sign lost, or every term moved across, which the numbers cannot tell apart. Compared side
 * for side with the given equations as written (sideForm); false where they are not at hand or not affine.
 */
function negatedOnly(named: Combination, given: readonly [Statement, Statement] | null | undefined, versions: Versions, line: Statement, vars: readonly [string, string]): boolean {
  if (!given || versions[0].length !== 1 || versions[1].length !== 1 || line.kind !== 'relation' || line.rels.length !== 1) return false;
  const eq = writtenEquation(line, vars);
  const combined = combine(named, [versions[0][0]!, versions[1][0]!]);
  if (!eq || !agrees(eq, combined, true) || (eq.a.equals(combined.a) && eq.b.equals(combined.b) && eq.c.equals(combined.c))) return false;
  const sides = given.map((g) => (g.kind === 'relation' && g.rels.length === 1 ? [sideForm(g.sides[0]!, vars), sideForm(g.sides[1]!, vars)] : [null, null]));
  const [lw, rw] = [sideForm(line.sides[0]!, vars), sideForm(line.sides[1]!, vars)];
  const [k1, k2] = named.factors;
  const side = (at: 0 | 1) => {
    const [f1, f2] = [sides[0]![at], sides[1]![at]];
    return f1 && f2 ? f1.map((c, n) => k1.mul(c).add(k2.mul(f2[n]!))) : null;
  };
  const [lc, rc] = [side(0), side(1)];
  if (!lw || !rw || !lc || !rc) return false;
  const same = (p: readonly Rational[], q: readonly Rational[]) => p.every((c, n) => c.equals(q[n]!));
  return !(same(lw, rc) && same(rw, lc));
}

/**
 * The judgement of one fact line. `givenEqs` (the system's two equations as written, and the lines
 * that rewrote each alone) gains the line where it rewrites one by a named combination, worked right;
 * `work` gains the line (judgeFact).
 */
/** A pair in the order the work's names give it: (1) and (2) as given, or exchanged where the work relabels them. */
function inNameOrder<T>(pair: readonly [T, T], names: SystemWork['names']): [T, T] {
  return names === 'swapped' ? [pair[1], pair[0]] : [pair[0], pair[1]];
}

export function judgeSystemFact(fact: SystemFactLine, original: { set: SolutionSet; s: PlaneSet; given?: readonly [Statement, Statement] | null }, work: SystemWork, givenAsWritten: Versions | null, vars: readonly [string, string], column: number): SystemFactOutcome {
  const { plane, statement: st, line } = fact;
  const o = original.s;
  const erred = work.erred;
  // A label beside the line naming it as one of the given equations (`x - 3y = 7   (1)`, the system copied out in another
  // order): the names the work's combinations and lead-ins use from here on (SystemWork.names).
  const own = !erred && givenAsWritten ? nameAlone(line.annotation) : null;
  const ownEq = own !== null && st.kind === 'relation' ? writtenEquation(st, vars) : null;
  if (own !== null && ownEq && work.names !== 'unknown') {
    const byName = inNameOrder(givenAsWritten!, work.names);
    if (!byName[own].some((v) => sameLine(v, ownEq))) {
      work.names = !byName[1 - own]!.some((v) => sameLine(v, ownEq)) ? 'unknown' : work.names === 'swapped' ? undefined : 'swapped';
    }
    // The name stands for the line as written from here on (`3x - y = 5   (2)` for y = 3x - 5, `2x + 2y = 10   (1)`): the
    // student's label names it (round 79 A: kept beside the given one, a sum of the given ones passed for the labelled).
    if (work.names !== 'unknown') inNameOrder(givenAsWritten!, work.names)[own].splice(0, Infinity, ownEq);
  }
  const givenEqs = givenAsWritten ? inNameOrder(givenAsWritten, work.names) : null;
  const given = original.given ? inNameOrder(original.given, work.names) : original.given;
  // The equations written before this line (judgeFact adds it): the values a lead-in may put in (equation-lead.ts).
  const earlier = work.lines.flatMap((l) => (l.kind === 'line' ? [l.eq] : []));
  const restates = plane.kind === 'line' && work.lines.some((l) => planeEquals(l, plane));
  // The first statement of a line written as a chain (`3x = 6, so x = 2`, read as its last), read once, where a named
  // combination or a lead-in is compared with it.
  let chainFirst: Statement | null | undefined;
  const firstOfChain = (): Statement | null => {
    if (chainFirst === undefined) {
      const text = line.text ? splitByWord(line.text)?.[0] : undefined;
      const read = text !== undefined ? parseStatement(text, vars) : null;
      chainFirst = read?.ok ? read.value.statement : null;
    }
    return chainFirst;
  };
  // The combination the line names (`2 × (1):`, `multiply the first by 2:`), before any error: after one, the
  // names may stand for the wrong lines the work goes on from, as the work does.
  // The note may head the line from the line above (`divide the first by 2:`, then `x + 2y = 3`).
  const headingAbove = fact.above !== null && !line.annotation && !line.leadIn ? readOperationHeading(fact.above) : null;
  const named = !erred && givenEqs ? readCombination(line.leadIn, line.annotation?.text ?? headingAbove) : null;
  // `(1) - (3): 13x = -26`, `(3) ÷ 4: x = 4`: a combination naming an equation numbered in the work (3), which is not
  // tracked: the line is not judged (judged by its set alone, a false name passed; round 54).
  const untracked = named === null && !erred && [line.leadIn, headingAbove].find((t) => t && namesCombination(t.trim().replace(/:$/, '')) && LATER_LABEL.test(t));
  // A chain of three or more steps after the name (`(1) + (2): 4x = 12; x = 3; y = 2`): the name is its first statement's
  // (round 68 A: compared with the values it ends on, the line was "a multiple of it, not it").
  const steps = named && line.text && !splitByWord(line.text) ? splitStatements(line.text) : [];
  const head = steps.length >= 3 ? parseStatement(steps[0]!, vars) : null;
  const parts = head?.ok ? [head.value.statement] : st.kind === 'and' ? st.parts : [st];
  const partsEq = named ? parts.map((p) => writtenEquation(p, vars)) : [];
  // A note's combination is the line exactly, up to its sides moved (`4x = 16 | I + II` is twice the sum).
  const judged = combinationMismatch(named, givenEqs, partsEq, vars as [string, string], parts.map(printStatement), named?.symbolsInNote === true);
  const mismatch = judged?.kind === 'mismatch' ? judged.message : null;
  // Whether the line was compared with the combination it names (every part an equation of the two unknowns).
  const compared = named !== null && givenEqs !== null && partsEq.every((p) => p !== null);
  // `Adding (1) and (2): 4x = 16`: a combination named is that equation, its sides moved, and a multiple of it is not
  // what the name says (it was "that combination", as `12x = 36 (add)` was before round 46): not judged.
  // So with a lead-in in symbols (`(1) + (2): 6x = 24`, twice the sum; round 52), and one simplified at once (`(1) + (2):
  // x = 4`) is read so too: which it is, the numbers cannot tell.
  const multipleOnly = compared && judged === null && (combinationMismatch(named, givenEqs, partsEq, vars as [string, string], parts.map(printStatement), true) !== null
    // `Adding (1) and (2), we get -3x = -12`, the sum 3x = 12 times -1: a sign lost or its terms moved across (round 52).
    || (parts.length === 1 && negatedOnly(named, given, givenEqs!, parts[0]!, vars)));
  let combinationNote: string | null = null;
  if (compared) {
    // The note beside the line says what was found where the combination was the note (not the lead-in `2 × (1):`).
    if (line.annotation?.text.includes(named.written)) combinationNote = mismatch ? `"${named.written}" is worked out and compared with the line: it is not that combination` : multipleOnly ? `"${named.written}" is worked out: the line is a multiple of that combination, not it` : `"${named.written}" is worked out: the line is that combination of the system's equations`;
    // `II·3: 3x - 3y = 3`: later names may mean the line (`I + II`), as classes write them.
    const k = rewrites(named);
    if (!mismatch && k !== null && partsEq.length === 1) givenEqs![k].push(partsEq[0]!);
  }
  // `add the equations`, `(subtract)`: compared with the equations as given and as named steps rewrote them, exactly
  // (`12x = 36 (add)` is twice the sum 6x = 18: "the line is the sum" was false of it, round 46).
  const looseText = line.annotation?.text ?? line.leadIn?.trim() ?? headingAbove;
  const loose = named === null && !erred && givenEqs ? looseCombinations(looseText) : null;
  const looseEqs = loose ? parts.map((p) => writtenEquation(p, vars)) : [];
  // A line read as its last statement (`Adding: 3x = 6, so x = 2`): its first is the combination.
  const firstStated = loose ? firstOfChain() : null;
  const firstEq = firstStated ? writtenEquation(firstStated, vars) : null;
  const looseFound = loose !== null && loose.combinations.some((c) => (looseEqs.every((p) => p !== null) && combinationMismatch(c, givenEqs, looseEqs, vars as [string, string], undefined, true) === null)
    || (firstEq !== null && combinationMismatch(c, givenEqs, [firstEq], vars as [string, string], undefined, true) === null));
  if (loose && looseFound && line.annotation) combinationNote = `"${line.annotation.text.trim()}" is worked out: the line is the ${loose.name} of the system's equations`;
  // (A combination named in symbols beside the line may name the next line: the work does not stand on this one as an error.)
  const f = mismatch && !named?.symbolsInNote ? standOnError(work, plane) : judgeFact(work, fact.firstLink ?? plane);
  if (fact.firstLink && !mismatch) judgeFact(work, plane);
  // A copy made by a combination named and worked right is known right (`½·(1): x - 2y = 3`; round 34).
  const verified = compared && judged === null;
  const [at, on] = o.kind === 'point'
    ? [namePoint({ dim: 2, u: o.u, v: o.v }, vars), 'at']
    : [formatSolutionSet(original.set, vars), 'on'];
  const where = o.kind === 'point' ? 'its solution' : 'every solution of it,';
  let unread = false;
  const notRead = (why: string): Judgement => {
    unread = true;
    return invalid('parse_error', `column ${column}: ${why}`);
  };
  let j = f.follows
    ? valid(f.equivalent ? 'equivalent' : 'consequence', erred
      // The work may stand on a line judged wrong or on one not judged (a combination that may be misnamed): "after the
      // earlier error" was false of right work where there was none (round 63 B).
      ? 'follows from the lines before it (judged against them: an earlier line was wrong, or not judged)'
      : o.kind === 'empty'
      ? f.equivalent ? 'no solution, as the original system has none (its two equations are parallel)' : 'follows from the original system: a combination of its two equations, which are parallel, so it is parallel to them'
      : f.equivalent ? `same solution set as the original system, ${at}` : `follows from the original system: it holds ${on} ${where} ${at}`)
    : invalid('changed_set', erred ? 'does not follow from the lines before it'
      : o.kind === 'point' ? `does not hold at ${at}, the solution of the original system, so it does not follow from it`
      : o.kind === 'empty' ? 'does not follow from the original system: its two equations are parallel, and every equation that follows from them is parallel to them too, or a false one with no unknown (0 = c)'
      : `does not hold on all of ${at}, the solutions of the original system, so it does not follow from it`);
  // Two equations on one line are the system as the line states it (the benchmark writes every line so): where
  // they are one line of pairs (`2x + 2y = 10, x + y = 5`) and the system's solutions are a point or none, the
  // line has lost an equation, though each part follows (round 31: "follows" of it was a false verdict).
  // A derivation written with commas, its last part one unknown's value (`4x = 8, x = 2`), is a fact, as before.
  const derived = st.kind === 'and' && namedAlone(st.parts.at(-1)!, plane, vars) !== null;
  const lost = !erred && f.follows && st.kind === 'and' && st.parts.length >= 2 && !derived && (o.kind === 'point' || o.kind === 'empty') && (plane.kind === 'line' || plane.kind === 'all');
  // Parts in one unknown, its value not last (`x = 3, 2x = 6`): reviewers read it both as a fact written twice
  // and as the system with y lost (rounds 31, 32), so it is not read.
  if (lost && plane.kind === 'line' && (plane.eq.a.isZero() || plane.eq.b.isZero())) {
    j = notRead(`the line's equations name ${vars[plane.eq.a.isZero() ? 1 : 0]} alone, its value not last: read as facts it follows, read as the system it has lost ${vars[plane.eq.a.isZero() ? 0 : 1]}; write the value last ("2x = 6, x = 3") or the system whole`);
  } else if (lost) {
    j = invalid('changed_set', `its ${st.kind === 'and' ? st.parts.length : 1} equations together hold on ${plane.kind === 'line' ? `all of ${formatSolutionSet(fact.set, vars)}` : 'every pair'}, where the original system ${o.kind === 'point' ? `holds only at ${at}` : 'has no solution'}: written as the system, the line has lost an equation`);
  }
  // Named by a heading on the line above, a combination the line is not may be the heading's slip of naming
  // (`multiply the second equation by 3:`, then 3 × the first): not judged, as a heading of another operation is
  // in one unknown (round 36). Named on the line itself, it is the line's claim, and the line's error.
  // A combination in symbols beside the line (`| I + II`) may name how the next line was made, as bars do: where
  // the line is not it, or is not compared with it, the line is not judged (round 47: `2y = 6 | I + II` passed).
  if (named?.symbolsInNote && (!compared || judged !== null)) {
    // (A line wrong by its set stays wrong, whichever line the note names.)
    if (j.code === null) j = notRead(`the note "${named.written}" names a combination of the system's equations${mismatch ? ` that ${mismatch.replace(/^the combination it names, [^,]+, /, '')}` : ', and the line is not compared with it'}; it may name the next line, so the line is not judged`);
  } else if (judged?.kind === 'unsure') {
    j = notRead(`${judged.message}, which cannot be told apart, so the line is not judged`);
  } else if (mismatch && headingAbove && !line.annotation) {
    j = notRead(`the heading above, "${headingAbove}", names a combination the line is not (${mismatch.replace(/^the combination it names, [^,]+, /, '')}): the heading may be wrong, or the line, so it is not judged`);
  } else if (mismatch && work.names === 'unknown') {
    j = notRead(`the work labels a line of its own with a name of the given equations, and that line is neither of them, so which equations "${named!.written}" combines is not known (as given, ${mismatch.replace(/^the combination it names, [^,]+, /, '')}), and the line is not judged`);
  } else if (mismatch) j = invalid('wrong_computation', mismatch);
  else if (untracked && j.code === null) j = notRead(`"${untracked.trim().replace(/:$/, '')}" names a combination of equations the checker does not follow (it tracks the two given and the lines that rewrite one of them), so the line is not judged`);
  else if (multipleOnly && j.code === null) j = notRead(`"${named!.written}" names that combination of the system's equations, and the line is a multiple of it, not it (it may be simplified at once, or every term moved across, or hold a slip), so it is not judged`);
  else if (loose && !looseFound && j.code === null) {
    j = notRead(`"${loose.combinations[0]!.written}" names the ${loose.name} of the system's equations, and the line is not that of the equations as given, nor of lines the checker follows as rewriting them (those named in symbols, such as "2 × (1):"), so it is not judged`);
  }
  // `Substitute x = 2 into (2):`, `From the second equation,`: which given equation the line comes from (equation-lead.ts).
  // The lead-in may stand on the line above, a heading of its own (`Substitute into the first equation:`).
  const typedLead = line.leadIn ?? (fact.above !== null && /:\s*$/.test(fact.above) && readEquationLead(fact.above) ? fact.above : null);
  // An equation written out in it (`Substitute into x - 2y = 0:`) read as the given one it is; the words shown as typed.
  const leadText = withWrittenNamed(typedLead, given, vars);
  const lead = !erred ? readEquationLead(leadText) : null;
  // A value written in a heading above (`Substitute x = 3 into (2):`, where x = 2) is a claim of that line, which is
  // not judged as a step: the heading or the line after it may be called the error (round 51), so where the value
  // is not true at the system's solution the line after it is not judged.
  const headed = lead !== null && line.leadIn == null ? writtenPut(lead, vars) : null;
  const headedFalse = headed !== null && !(o.kind === 'point' && putHolds(headed, o.u, o.v));
  if (lead && !headedFalse && j.code === null) {
    // A line read as its last statement (`Sub into (2): 3 - y = 2, so y = 1`): its first is the equation put in (round 56:
    // "side for side it is not" was said of it).
    const fitsLast = given ? leadFits(lead, given, st, vars, earlier) : null;
    const first = fitsLast !== true ? firstOfChain() : null;
    const fits = first && given && leadFits(lead, given, first, vars, earlier) === true ? true : fitsLast;
    const said = typedLead!.trim();
    if (fits === false) {
      j = notRead(lead.kind === 'substitution'
        ? `the lead-in "${said}" says the line is that equation with ${lead.put.kind === 'value' ? `${lead.put.v} = ${lead.put.value}` : 'a value found'} put in, and side for side it is not (it may come from the other equation, or hold a slip), so it is not judged`
        : `the lead-in "${said}" says the line comes from that equation, and it is neither a rearrangement of it nor it with a value found put in, so it is not judged`);
    } else if (fits === null && leadText === typedLead && /\b(?:into|from)\s+[^:,=]+=/i.test(said)) {
      j = notRead(`the lead-in "${said}" writes an equation that is neither of the system's two as given, side for side, so which the line comes from is not known and it is not judged`);
    } else if (fits === null) j = notRead(`the lead-in "${said}" names the equation the line comes from in a way the checker does not compare, so it is not judged`);
  }
  const worked = fact.worked;
  if (fact.firstLink && worked) j = j.code === null ? invalid('wrong_computation', worked.falseLink) : invalid('changed_set', `its first link, ${worked.first}, is wrong: it ${j.reason}; and ${worked.falseLink}`);
  if (headedFalse) j = notRead(`the heading above, "${typedLead!.trim()}", writes a value that does not hold at the system's solution: the heading may be the error or this line, so it is not judged`);
  return { judgement: j, unread, restates: restates && f.follows && !verified, combinationNote };
}
