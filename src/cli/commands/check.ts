import { parseArgs } from 'node:util';
import type { CheckResult } from '../../core/checker/index.ts';
import { checkTrace, checkTraceText, explain, headline, renumber } from '../../core/checker/index.ts';
import { MAX_JSONL_BYTES, readJsonl } from '../../core/dataset/index.ts';
import type { Numbering, TraceLine } from '../../core/trace/index.ts';
import { describeNumbering, formatLabel, LONGEST_SPACE_RUN, MAX_TRACE_CHARS, numberingId, stepName } from '../../core/trace/index.ts';
import { readInput } from '../../node/read-input.ts';
import type { Command } from './types.ts';
import { CATALOG, detectCheckedDomain, DOMAIN_IDS, isDomainId, type DomainId } from '../../core/domains/index.ts';

const HELP = `usage: stepbench check [FILE] [--json] [--domain D]
       stepbench check --jsonl FILE [--json]

Checks one worked trace (stdin without FILE) and prints each step's verdict, Q1/Q2/Q3
and the explanation. One statement a line; lines may be numbered "Step 0:", "Step 1:",
"1)", "(1)", "1." or "1:" (one style, counting up by one from 0 or 1; a heading above
the problem, "Solve:" or "Problem 3", is passed over) and may start with
"=>", "⇒", "→" or "⇔", a lead-in ("Answer:", "So", "Therefore"), and end with an annotation
after a bar ("| -2x", "| :3"; "/ :3" where a slash is the bar) or in parentheses, or with
".", "," or "✓".
Classroom forms are read as meant, and the step says how:
  - values listed with "," or "and" ("x = 2, x = 3", "x = 2, 3", "x = 2 or -2") or in
    braces ("x ∈ {2, 3}", "L = {2; 3}") are a list (or); x² is x^2; "x = 2,5" is refused
    (a decimal comma, or a list?), "1,200" too, unless step 0 shows the commas are thousands
    separators ("0.5x + 1,000 = 2,000");
  - "⩽", "≦" are ≤ and "⩾", "≧" ≥; "+/-" is ±; "½", "¾", "⅓"… are 1/2, 3/4, 1/3 in
    brackets ("-½" is -(1/2), "½x" is (1/2)x); "2½" is refused (the mixed number 5/2,
    or the product 2·(1/2)?); "x₁,₂ = (5 ± 1)/2" (also "x1,2") is x = (5 ± 1)/2;
  - an answer may be worked out in its line ("x = -7 - 5 = -12"); "all real numbers"
    (or "x ∈ ℝ", or "infinitely many solutions", also of a system whose two equations
    are one line) answers an identity, and "all real
    numbers except 0" (or "ℝ \\ {0}", "x ∈ ℝ, x ≠ 0") an equation such as x/x = 1;
    intervals may read "L = (-∞, -2]", "]2; 5[" or "(-∞, 1) ∪ (1, ∞)";
  - a discriminant line ("D = 25 - 24 = 1", "b² − 4ac = 1") is an aside checked against
    the equation before it, a common denominator ("LCD: (x - 1)(x + 1)") one checked
    against step 0's denominators; "D = ℝ \\ {1; -2}" is the restriction x ≠ 1, x ≠ -2;
  - a rejection in words ("x = 3 is extraneous", "x = 2 or x = -1 (rejected)") is a check
    line that rejects the value, also with the answer it leads to ("x = 3 is not allowed,
    so there is no solution");
  - "x ≈ ±2.24" after the answer (or "x = ±√5 ≈ ±2.24") gives its values in decimals, each
    checked to be a value rounded to the places shown;
  - numeric lines after the answer ("3(-12) + 5 = 2(-12) - 7") are a check by substitution,
    and so is "check x = 3: 7 = 7, keep" after "x = 3" (judged as any check line);
  - a system may be written over two lines and solved by single equations that follow
    from it ("2x = 6", "x = 3", "y = 2"); its answer may read "(3, 2)" or "{(3, 2)}" (x first).
Q3 always counts from 0; the verdict also names the step in the trace's own numbering
(--json: "numbering" and "first_invalid_label"). A line that cannot be read is reported
as unreadable, and what it leaves open is not judged ("claims" in --json).
--domain linear|inequality|quadratic|rational|system says what step 0 should be;
without it the domain is read from step 0.
With --jsonl, re-checks every sample of a dataset file against its stored gold labels.
Exit 0 when the input could be judged (valid or not), 1 for disagreements in --jsonl, 2 for unusable input.`;

function printResult(r: CheckResult, numbering: Numbering, domain: DomainId | null, warning: string | null): string {
  const name = (i: number) => stepName(numbering, i);
  const lines = r.steps.map((s) => {
    // A problem the checker does not pose (an identity, a restriction no denominator gives) is no invalid step
    // of the work: marked as not judged, with its reason (round 61: "BAD … invalid" of a legitimate problem).
    const unusable = s.code === 'bad_original';
    const mark = s.code === 'parse_error' ? '???' : s.code === 'no_original' || unusable ? '---' : s.valid ? 'ok ' : 'BAD';
    const extra = [
      s.opened.length ? `opens ${s.opened.map((c) => `x = ${c}`).join(', ')}` : '',
      s.discharged.length ? `discharges ${s.discharged.map((c) => `x = ${c}`).join(', ')}` : '',
    ].filter(Boolean).join('; ');
    const reason = renumber(s.reason, numbering);
    const verdict = s.code === 'parse_error' ? `unreadable: ${reason}` : s.code === 'no_original' ? `not judged: ${reason.replace(/^cannot be judged: /, '')}` : unusable ? `not usable as the original: ${reason}` : `${s.kind}${s.code ? ` (${s.code})` : ''}: ${reason}${s.set ? ` — set ${s.set}` : ''}${extra ? ` — ${extra}` : ''}`;
    const note = s.annotation ? `\n      note: ${s.annotation.note}` : '';
    return `${mark} ${name(s.index)}${numbering.style === 'step' || numbering.style === 'colon' || numbering.style === 'none' ? ':' : ''} ${s.text}\n      ${verdict}${note}`;
  });
  // The paper's own "Step i:" numbering needs no translation; any other is shown beside Q3.
  const own = numbering.style !== 'none' && !(numbering.style === 'step' && numbering.start === 0);
  const q3 = r.q3 >= 0 && own ? `${r.q3} (the trace's ${name(r.q3)})` : String(r.q3);
  const read = own ? `Numbering read: ${describeNumbering(numbering)}; Q3 counts from 0.\n` : '';
  const open = (why: string) => `not judged (${why})`;
  const unread = r.unreadable.length ? `${name(r.unreadable[0]!)} could not be read` : r.unjudged ?? '';
  const q1 = r.claims.q1 ? String(r.q1) : open(r.unjudged ?? 'not judged');
  const q2 = r.claims.q2 ? String(r.q2) : open(unread);
  const q3s = r.claims.q3 ? q3 : open(r.q3Open ?? unread);
  const kind = domain ? `Read as: ${CATALOG[domain].title.toLowerCase()}${r.vars.length === 1 && r.vars[0] !== 'x' ? ` in ${r.vars[0]}` : ''}.\n` : '';
  const warn = warning ? `Note: ${warning}\n` : '';
  return `${lines.join('\n')}\n\n${kind}${warn}${read}Q1 (final answer correct): ${q1}\nQ2 (every step valid):     ${q2}\nQ3 (first invalid step):   ${q3s}\n\n${headline(r, numbering)}\n${explain(r, numbering)}\n`;
}

/** --json: the checker's result with Q3 0-based, plus the trace's own numbering (the sentences use it). */
function jsonResult(r: CheckResult, numbering: Numbering, lines: readonly TraceLine[], domain: DomainId | null, warning: string | null): object {
  return {
    q1: r.q1,
    q2: r.q2,
    q3: r.q3,
    claims: r.claims,
    unreadable: r.unreadable,
    unjudged: r.unjudged,
    domain,
    ...(warning ? { warning } : {}),
    unknowns: r.vars,
    numbering: { id: numberingId(numbering), style: numbering.style, start: numbering.start },
    first_invalid_label: r.q3 >= 0 ? formatLabel(numbering, r.q3) : null,
    headline: headline(r, numbering),
    steps: r.steps.map((s, i) => ({ ...s, label: formatLabel(numbering, i), typed_label: lines[i]?.label ?? null, line: lines[i]?.line ?? null })),
    obligations: r.obligations,
    final_answer: r.final,
    explanation: explain(r, numbering),
  };
}

async function checkJsonl(file: string, json: boolean): Promise<number> {
  const input = await readInput(file, MAX_JSONL_BYTES, 'the dataset file');
  if (!input.ok) {
    process.stderr.write(`stepbench check: ${input.message}\n`);
    return 2;
  }
  const { samples, lines, errors } = readJsonl(input.text);
  const disagreements: { id: string; line: number; stored: object; checker: object }[] = [];
  samples.forEach((s, i) => {
    const r = checkTrace(s.steps);
    if (r.q1 !== s.gold.q1 || r.q2 !== s.gold.q2 || r.q3 !== s.gold.q3) {
      disagreements.push({ id: s.id, line: lines[i]!, stored: s.gold, checker: { q1: r.q1, q2: r.q2, q3: r.q3 } });
    }
  });
  if (json) {
    process.stdout.write(JSON.stringify({ samples: samples.length, agree: samples.length - disagreements.length, disagreements, invalid_lines: errors }) + '\n');
  } else {
    for (const e of errors) process.stdout.write(`line ${e.line}: ${e.message}\n`);
    for (const d of disagreements) process.stdout.write(`${d.id}: stored ${JSON.stringify(d.stored)} but the checker says ${JSON.stringify(d.checker)}\n`);
    process.stdout.write(`${samples.length} samples checked: ${samples.length - disagreements.length} agree with their gold labels, ${disagreements.length} disagree; ${errors.length} unreadable lines\n`);
  }
  if (!samples.length && errors.length) return 2;
  return disagreements.length || errors.length ? 1 : 0;
}

export const checkCommand: Command = {
  async run(args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { json: { type: 'boolean' }, jsonl: { type: 'string' }, domain: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    const given = values.domain;
    if (given !== undefined && !isDomainId(given)) {
      process.stderr.write(`stepbench check: --domain must be one of ${DOMAIN_IDS.join(', ')} (got "${given}")\n`);
      return 2;
    }
    if (values.help) {
      process.stdout.write(HELP + '\n');
      return 0;
    }
    if (values.jsonl) return checkJsonl(values.jsonl, !!values.json);
    if (positionals.length > 1) {
      process.stderr.write('stepbench check: give at most one FILE\n');
      return 2;
    }
    const input = await readInput(positionals[0], MAX_TRACE_CHARS, 'the trace');
    if (!input.ok) {
      process.stderr.write(`stepbench check: ${input.message}\n`);
      return 2;
    }
    const checked = checkTraceText(input.text);
    // LaTeX and Markdown are read as plain text (trace/latex.ts, markdown.ts): lines and columns are that text's, so say so.
    const latexNote = checked.read !== undefined ? `Read as plain text, its HTML, LaTeX or Markdown marks taken off and any run of more than ${LONGEST_SPACE_RUN} spaces cut to ${LONGEST_SPACE_RUN}; the lines below are as read.\n` : '';
    if (!checked.ok) {
      const e = checked.error;
      process.stderr.write(`stepbench check: ${latexNote ? `(read as plain text: ${JSON.stringify(checked.read!.split(/\r\n|\r|\n/)[e.line - 1] ?? '')}) ` : ''}line ${e.line}, column ${e.column}: ${e.message}\n`);
      return 2;
    }
    const { result, numbering, lines } = checked;
    const detected = detectCheckedDomain(lines[0]!.text, result.vars);
    const warning = given !== undefined && detected !== null && detected !== given
      ? `step 0 reads as ${CATALOG[detected].title.toLowerCase()}, not ${CATALOG[given].title.toLowerCase()}; it is checked all the same`
      : null;
    const domain = given ?? detected;
    process.stdout.write(values.json
      ? JSON.stringify({ ...jsonResult(result, numbering, lines, domain, warning), ...(checked.read !== undefined ? { read_as_plain_text: checked.read } : {}) }) + '\n'
      : latexNote + printResult(result, numbering, domain, warning));
    return 0;
  },
};
