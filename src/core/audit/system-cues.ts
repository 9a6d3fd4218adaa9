// Audit 15: the system domain's slip a reader sees on its own line. A line of a system writes its
// two equations, `P, O`, each in its place; a step works one of them (or scales both) and carries
// the other unchanged, or writes back an equation an earlier line held (elimination restores P
// after combining). The catalog's wrong_equation_copied writes the carried equation with two of its
// numbers exchanged or one off by one or two (before generator 3.3.0: one sign turned). Seeing that
// takes matching the equation against the one it copies, symbol by symbol: it is the step checked,
// and it stays while that error kind does. Audit 14 named no system line; these slips are 44-47% of
// system's erroneous test samples at seeds 1 and 777. Below, inEachEquation lets every other
// line-naming cue read a system one equation at a time.

/** An unknown written bare gets its coefficient 1 (`x = y - 1` reads `1x = 1y - 1`), so that `3y` copied as `y` is one number changed. */
const withOnes = (eq: string): string => eq.replace(/(^|[^\d/)])([a-z])/g, '$11$2');

/** A fraction coefficient loses its brackets (`(-5/3)x` reads `-5/3x`), so that it and a whole one exchanged keep the shape. */
const bareFractions = (eq: string): string => eq.replace(/\((-?\d+\/\d+)\)/g, '$1');

/** A line's two equations as written (trimmed, spaces kept, for cues that read written lines): two sides around one `=` each, with an unknown; null otherwise. */
function writtenPair(line: string): readonly [string, string] | null {
  const parts = line.split(',').map((p) => p.trim());
  return parts.length === 2 && parts.every((p) => /^[^=]+=[^=]+$/.test(p) && /[a-z]/.test(p)) ? [parts[0]!, parts[1]!] : null;
}

/** The line's two equations as the copy check reads them: spaces dropped, fractions bare and bare unknowns given their 1. */
function pairOf(line: string): readonly [string, string] | null {
  const p = writtenPair(line);
  const read = (eq: string) => withOnes(bareFractions(eq.replace(/\s+/g, '')));
  return p && [read(p[0]), read(p[1])];
}

/** Numbers (a fraction is one), unknowns and single symbols. */
const tokensOf = (eq: string): string[] => eq.match(/\d+(?:\/\d+)?|[a-z]+|\S/g) ?? [];
const isNumber = (t: string | undefined): boolean => t !== undefined && /^\d/.test(t);

/**
 * Whether `to` is `from` copied with one slip: one number changed, two numbers exchanged, or one
 * sign turned, every other symbol in place. A number before an unknown the lines state is 0
 * (`47x = 0`) may change: any multiple of that equation may be added (the add_multiple family).
 */
export function copiedWithOneSlip(from: string, to: string, zeroUnknowns = ''): boolean {
  const a = tokensOf(from);
  const b = tokensOf(to);
  if (a.length !== b.length) return false;
  const at = a.flatMap((t, i) => (t === b[i] ? [] : [i]));
  if (at.length === 1) {
    const i = at[0]!;
    if (isNumber(a[i]) && isNumber(b[i])) return !zeroUnknowns.includes(b[i + 1] ?? ' ');
    return (a[i] === '+' && b[i] === '-') || (a[i] === '-' && b[i] === '+');
  }
  if (at.length !== 2) return false;
  const [i, j] = at as [number, number];
  return isNumber(a[i]) && isNumber(a[j]) && a[i] === b[j] && a[j] === b[i];
}

/** The unknowns an equation states to be 0 (`47x = 0`, `y = 0`). */
const zeroOf = (eq: string): string => /^-?\d+(?:\/\d+)?([a-z])=0$/.exec(eq)?.[1] ?? '';

/** `v = expr` with v's coefficient 1: expr (null otherwise). */
const valueExpression = (eq: string): string | null => /^1[a-z]=(.+)$/.exec(eq)?.[1] ?? null;

/**
 * The first line writing an equation of a system copied with one slip (copiedWithOneSlip): from
 * the equation in its place on the line before (in the other place where the line writes the pair
 * the other way round) or on an earlier line (the one a step writes back),
 * or, where the line substitutes `v = expr`, the bracket it writes expr in
 * (`x = 7y - 6, -7(5y - 6) - 4y = 8`). An equation the line before holds as written, or one stating
 * an unknown to be 0, is no slip. The step showing it, or -1. A T3's reverted answer shows it too
 * where its slip was small (y = -2/9 carried, then y = -4/9 at the last line): the revert undoes a
 * slip of one or two, or a quotient upside down, and reads as one. A copy slip of a T2's last line
 * (a tenth of them) looks the same, so the cue cannot leave the last line out.
 */
export function equationCopiedChanged(steps: readonly string[]): number {
  const pairs = steps.map(pairOf);
  for (let i = 1; i < steps.length; i++) {
    const cur = pairs[i];
    const before = pairs[i - 1];
    if (!cur || !before) continue;
    const zero = [...before, ...cur].map(zeroOf).join('');
    for (const k of [0, 1] as const) {
      const eq = cur[k];
      if (before.includes(eq) || zeroOf(eq) !== '') continue;
      // Where the line writes the pair the other way round (its other equation is the line before's
      // in the other place), the equation copies the one in the line before's other place.
      const other = before.indexOf(cur[1 - k]!);
      const source = other >= 0 ? before[1 - other]! : before[k];
      if (copiedWithOneSlip(source, eq, zero)) return i;
      if (pairs.slice(0, i - 1).some((p) => p !== null && copiedWithOneSlip(p[k], eq, zero))) return i;
      const expr = valueExpression(cur[1 - k]!);
      const bracket = /\(([^()]+)\)/.exec(eq)?.[1];
      if (expr !== null && bracket !== undefined && copiedWithOneSlip(expr, bracket)) return i;
    }
  }
  return -1;
}

// ------------------------------------------------ every cue read on each equation of a system

type Cue = (steps: readonly string[]) => number;

/**
 * Each equation of a system followed through the trace in its place, as a trace of its own: the
 * lines from step 0 while they are pairs. A line that writes the pair the other way round (one of
 * its equations is the line before's in the other place) swaps the places from there on, so each
 * trace follows one equation. None when step 0 is not a pair (every other domain).
 */
export function equationTraces(steps: readonly string[]): readonly (readonly string[])[] {
  const pairs: (readonly [string, string])[] = [];
  for (const line of steps) {
    const p = writtenPair(line);
    if (!p) break;
    const before = pairs.at(-1);
    const swapped = before !== undefined && p[0] !== before[0] && p[1] !== before[1] && (p[0] === before[1] || p[1] === before[0]);
    pairs.push(swapped ? [p[1], p[0]] : p);
  }
  return pairs.length < 2 ? [] : [pairs.map((p) => p[0]), pairs.map((p) => p[1])];
}

const inEachCache = new WeakMap<Cue, Cue>();

/**
 * A line-naming cue read on the trace and, since audit 15, on each equation of a system in its place
 * (equationTraces): the earliest line any of them names. The single-equation cues then see a
 * system's moves, combinations and divisions one equation at a time (`-5x = 18`, then
 * `x = -5/18`: quotient_upside_down; `-x + 3y = 9` moved keeping a sign: sign_pattern_broken).
 * One wrapped function per cue, so the audit's per-set columns (slip-cues.ts, cueColumn) are shared.
 */
export function inEachEquation(at: Cue): Cue {
  let wrapped = inEachCache.get(at);
  if (!wrapped) {
    wrapped = (steps) => {
      let first = at(steps);
      for (const trace of equationTraces(steps)) {
        const i = at(trace);
        if (i >= 0 && (first < 0 || i < first)) first = i;
      }
      return first;
    };
    inEachCache.set(at, wrapped);
  }
  return wrapped;
}
