// The answer's values in decimals, written after it in pasted work: `x = ±√5`, then `x ≈ ±2.24`;
// `x₁ ≈ 4.30, x₂ ≈ 0.70`. Classes give irrational roots so. To the letter `≈` was unreadable, the
// last line, so the answer was "not judged". It is an aside after the answer: each decimal must be
// one of the answer's values rounded to the places it shows (exactly: |v − d| ≤ ½·10^−k), and the
// answer stays the line before it.
import type { Alg } from '../algebra/algebraic.ts';
import { algOf, approx, compareAlg, formatAlg } from '../algebra/algebraic.ts';
import { Rational } from '../algebra/rational.ts';

/** `≈`, and `~=` / `≃` / `≅` as typed or as other fonts have it. */
const APPROX = /\u2248|~=|\u2243|\u2245/;
/** One part: an optional label (`x`, `x₁`, `x1`, `x_2`), `≈`, then `±`? and a decimal. */
const PART = /^(?:([A-Za-z])(?:[\u2081-\u2089]|_?\{?\d\}?)?\s*(?:\u2248|~=|\u2243|\u2245)\s*)?([+\-\u2212\u2013]|\u00b1|\+\/?-)?\s*(\d+(?:[.]\d+)?)$/;

/** A decimal as written: its exact value and the number of places it shows. */
export interface Decimal {
  text: string;
  value: Rational;
  places: number;
}

/** The decimals a line states the unknown is near, or null when the line is no such line. */
export function readApproximation(text: string, vars: readonly string[]): Decimal[] | null {
  if (vars.length !== 1 || !APPROX.test(text)) return null;
  const parts = text.trim().replace(/[.;]$/, '').split(/\s*(?:,|;|\bor\b|\band\b|\u2228)\s*/i);
  const out: Decimal[] = [];
  for (const [k, part] of parts.entries()) {
    const m = PART.exec(part.trim());
    if (!m || (k === 0 && m[1] === undefined) || (m[1] !== undefined && m[1] !== vars[0])) return null;
    const [, , sign, digits] = m;
    const places = digits!.includes('.') ? digits!.length - digits!.indexOf('.') - 1 : 0;
    const value = Rational.parse(digits!);
    const signs = sign === undefined || sign === '+' ? [1] : sign === '±' || sign === '+-' || sign === '+/-' ? [1, -1] : [-1];
    for (const s of signs) out.push({ text: `${s < 0 ? '-' : ''}${digits}`, value: s < 0 ? value.neg() : value, places });
  }
  return out.length ? out : null;
}

/** How a decimal rounds a value: as every rule taught does, only as some do (a tie rounded half up, toward +∞), or not. */
type Rounding = 'rounds' | 'some rules' | 'no';

/**
 * Whether `d` is `v` rounded to the places `d` shows, or, for a whole number ending in zeros, to one of the places those
 * zeros may only fill (`2000/3 ≈ 670`, two significant figures: round 78 A called it wrong, every digit read as exact).
 */
function rounds(v: Alg, d: Decimal): Rounding {
  const zeros = d.places === 0 && /[1-9]/.test(d.text) ? /0*$/.exec(d.text)![0].length : 0;
  let best: Rounding = 'no';
  for (let j = 0; j <= zeros; j++) {
    const r = roundsTo(v, d.value, d.places > 0 ? Rational.of(1n, 10n ** BigInt(d.places)) : Rational.of(10n ** BigInt(j)));
    if (r === 'rounds') return r;
    if (r === 'some rules') best = r;
  }
  return best;
}

/**
 * Whether `value` is `v` rounded to a multiple of `unit`: within half a unit, and at an exact tie the way the rules taught
 * round it, half away from zero or half to even (`7/2 ≈ 4`, `3/8 ≈ 0.38`; round 78 A: `7/2 ≈ 3` and `3/8 ≈ 0.37`, wrong by
 * both, passed). Where those two differ (`1/8 ≈ 0.12` or `0.13`) either is right; a negative tie rounded half up, toward
 * +∞ (`-3/8 ≈ -0.37`, as a spreadsheet's or a calculator's rounding may), is right by that rule alone: 'some rules'.
 */
function roundsTo(v: Alg, value: Rational, unit: Rational): Rounding {
  const half = unit.div(2);
  const [below, above] = [compareAlg(algOf(value.sub(half)), v), compareAlg(v, algOf(value.add(half)))];
  if (below > 0 || above > 0) return 'no';
  if (below < 0 && above < 0) return 'rounds';
  const tie = below === 0 ? value.sub(half) : value.add(half);
  const multiple = value.div(unit);
  if (value.abs().compare(tie.abs()) > 0 || (multiple.isInteger() && multiple.n % 2n === 0n)) return 'rounds';
  return below === 0 ? 'some rules' : 'no';
}

/**
 * What the line says of the answer's values: true when each decimal rounds a distinct one of them; `unsure` where one
 * does only by a rule not every class keeps (a negative tie rounded toward +∞), so the line is not judged.
 */
export function judgeApproximation(decimals: readonly Decimal[], values: readonly Alg[], unknown: string, whose = "the answer's"): { holds: boolean; reason: string; unsure?: true } {
  const used = new Set<number>();
  const matched: string[] = [];
  let unsure: string | null = null;
  for (const d of decimals) {
    let k = values.findIndex((v, i) => !used.has(i) && rounds(v, d) === 'rounds');
    if (k < 0) {
      k = values.findIndex((v, i) => !used.has(i) && rounds(v, d) === 'some rules');
      if (k >= 0) unsure ??= `${unknown} ≈ ${d.text} rounds ${formatAlg(values[k]!)} = ${decimalText(values[k]!, d.places + 1)} half up (toward +∞), as some rules do, and half away from zero or to even round it the other way: the rules differ here, so whether the decimals are right is not judged`;
    }
    if (k < 0) {
      const near = values.filter((_, i) => !used.has(i)).sort((a, b) => Math.abs(approx(a) - d.value.valueOf()) - Math.abs(approx(b) - d.value.valueOf()))[0];
      return {
        holds: false,
        reason: near
          ? `${unknown} ≈ ${d.text} is none of ${whose} values rounded: the nearest, ${formatAlg(near)}, is ${decimalText(near, d.places + 3)}, which rounds to ${roundedText(near, d.places)}`
          : `${unknown} ≈ ${d.text} is none of ${whose} values (${values.length === 0 ? 'there are none' : `there ${values.length === 1 ? 'is one' : `are ${values.length}`}`})`,
      };
    }
    used.add(k);
    matched.push(`${formatAlg(values[k]!)} ≈ ${d.text}`);
  }
  if (unsure) return { holds: false, unsure: true, reason: unsure };
  return { holds: true, reason: `${whose} values in decimals, each rounded to the places shown (${matched.join(', ')}): an aside, not a step` };
}

/**
 * `x = ±√5 ≈ ±2.24`, `x = (5 ± √13)/2 ≈ 4.30 or 0.70`: an answer with its decimals after `≈` on
 * the same line. The statement before `≈` is the line's step; the decimals are judged as above.
 */
export function approximationAfter(text: string, vars: readonly string[]): { exact: string; decimals: Decimal[] } | null {
  const at = APPROX.exec(text);
  if (!at || vars.length !== 1) return null;
  const exact = text.slice(0, at.index).trim();
  if (!/=/.test(exact)) return null;
  const decimals = readApproximation(`${vars[0]} ${at[0]} ${text.slice(at.index + at[0].length).trim()}`, vars);
  return decimals ? { exact, decimals } : null;
}

/** Words by which a note says a number is rounded (any of them, and the note is read as such, or not judged). */
const ROUNDING_WORDS = /round|gerundet|arrondi|redonde|d\.\s?p|\bdp\b|decimal|nearest|approx|s\.\s?f|\bsf\b|\bsig|significant|truncat|\u2248/i;
/** A note saying a number is rounded, how, and to what: `rounded to 2 d.p.`, `nearest tenth`, `3 s.f.`, `rounded up`, `truncated`, `gerundet`. */
const ROUNDED_NOTE = /^\s*(?:(?:rounded|gerundet|arrondi|redondeado|correct|approx(?:\.|imately)?|to|up|down|truncated|\u2248)\s*)*(?:to\s+)?(?:(\d)\s*(?:(d\.\s?p\.?|dp|decimal\s+places?)|s\.\s?f\.?|sf|sig\.?\s*figs?\.?|significant\s+figures?)|(?:the\s+)?nearest\s+(tenth|hundredth|thousandth|whole(?:\s+number)?|integer|unit))?\s*\.?\s*$/i;
const NEAREST_PLACES: Record<string, number> = { tenth: 1, hundredth: 2, thousandth: 3 };

/** How a note says a number is rounded: to the nearest, up (toward +∞), down (toward −∞), or truncated (toward zero). */
type Direction = 'nearest' | 'up' | 'down' | 'truncated';

/**
 * `√17 = 4.12 (rounded to 2 d.p.)`: a number worked out, its decimals rounded, as the note says. To the letter the line
 * is false (round 80 B: "arithmetic wrong" of a right value). Judged as `≈`: the decimal must be the value rounded to the
 * places it shows, the way the note says (`rounded up`, `truncated`: round 81 A), and where the note names a number of
 * places or significant figures, to those. Null where the line is no such one or the note says nothing of rounding;
 * `unread` where the note's words are not read, name other places than the decimal shows, or the rules of a tie differ.
 */
export function judgeRoundedNumber(text: string, note: string | null, name: string, valueOf: (expr: string) => Alg | null): { holds: boolean; reason: string; unread?: true } | null {
  const m = /^([^=]+)=\s*([-\u2212]?\s*\d+\.\d+|[-\u2212]?\s*\d+)\s*$/.exec(text.trim());
  if (note === null || !ROUNDING_WORDS.test(note) || !m) return null;
  const value = valueOf(m[1]!);
  const decimals = readApproximation(`${name} \u2248 ${m[2]!.replace(/\u2212/g, '-').replace(/\s+/g, '')}`, [name]);
  if (value === null || decimals?.length !== 1) return null;
  const d = decimals[0]!;
  const number = `${m[1]!.trim()} = ${m[2]!.trim()}`;
  const said = ROUNDED_NOTE.exec(note);
  const ways = said ? (['up', 'down', 'truncat'] as const).filter((w) => new RegExp(`\\b${w}`, 'i').test(note)) : [];
  if (!said || ways.length > 1) return { holds: false, unread: true, reason: `the note "${note.trim()}" says how ${m[2]!.trim()} is rounded in words the checker does not read, so the line is not judged` };
  const direction: Direction = ways[0] === 'truncat' ? 'truncated' : ways[0] ?? 'nearest';
  // Significant figures: those the decimal shows (its digits after any leading zeros) must be the note's.
  const figures = said[1] !== undefined && said[2] === undefined ? d.text.replace(/[-.]/g, '').replace(/^0+/, '').length : null;
  const places = said[2] !== undefined ? Number(said[1]) : said[3] !== undefined ? (NEAREST_PLACES[said[3].toLowerCase()] ?? 0) : null;
  if ((places !== null && places !== d.places) || (figures !== null && figures !== Number(said[1]))) {
    return { holds: false, unread: true, reason: `the note "${note.trim()}" names other places than ${m[2]!.trim()} shows: which rounding is meant is not known, so the line is not judged` };
  }
  const r = direction === 'nearest' ? rounds(value, d) : roundsToward(value, d, direction) ? 'rounds' : 'no';
  if (r === 'some rules') return { holds: false, unread: true, reason: `${number} rounds an exact tie half up (toward +∞), as some rules do, and half away from zero or to even round it the other way: not judged` };
  const how = direction === 'nearest' ? 'rounded' : direction === 'truncated' ? 'truncated' : `rounded ${direction}`;
  return r === 'rounds'
    ? { holds: true, reason: `a number worked out and ${how}, as its note says: ${m[2]!.trim()} is ${m[1]!.trim()} ${how} to ${d.places} decimal place${d.places === 1 ? '' : 's'}` }
    : { holds: false, reason: `a number worked out and ${how}, as its note says, wrongly: ${m[1]!.trim()} is ${decimalText(value, d.places + 2)}, which ${how} to ${d.places} decimal place${d.places === 1 ? '' : 's'} is not ${m[2]!.trim()}` };
}

/** Whether `d` is `v` rounded up (toward +∞), down (toward −∞) or truncated (toward zero) to the places it shows. */
function roundsToward(v: Alg, d: Decimal, direction: Exclude<Direction, 'nearest'>): boolean {
  const unit = Rational.of(1n, 10n ** BigInt(d.places));
  const up = direction === 'up' || (direction === 'truncated' && compareAlg(v, algOf(Rational.ZERO)) < 0);
  return up
    ? compareAlg(algOf(d.value), v) >= 0 && compareAlg(algOf(d.value.sub(unit)), v) < 0
    : compareAlg(algOf(d.value), v) <= 0 && compareAlg(algOf(d.value.add(unit)), v) > 0;
}

/**
 * A value in decimals for a message, exact where it is rational: its digits to `places`, with "…" where more follow
 * (`0.35` is 0.35, not the float's 0.34999…; round 79 A: an exact tie's message misstated the digit). An irrational
 * value is printed from its bounds, which never sit on a rounding boundary.
 */
export function decimalText(v: Alg, places: number): string {
  if (v.kind !== 'q') return `${approx(v).toFixed(places)}…`;
  const scale = 10n ** BigInt(places);
  const [n, den] = [v.v.n < 0n ? -v.v.n : v.v.n, v.v.d];
  const whole = (n * scale) / den;
  const more = (n * scale) % den !== 0n;
  // An exact value shows its own digits (0.125, not 0.12500).
  const digits = more ? `${fixed(whole, places)}…` : fixed(whole, places).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  return `${v.v.n < 0n && (whole !== 0n || more) ? '-' : ''}${digits}`;
}

/** A value rounded to `places` for a message, exactly where it is rational: half away from zero, and at a tie both rules' digits. */
export function roundedText(v: Alg, places: number): string {
  if (v.kind !== 'q') return approx(v).toFixed(places);
  const scale = 10n ** BigInt(places);
  const [n, den] = [v.v.n < 0n ? -v.v.n : v.v.n, v.v.d];
  const twice = 2n * n * scale;
  const away = (twice + den) / (2n * den);
  const tie = twice % den === 0n && (twice / den) % 2n === 1n;
  const sign = v.v.n < 0n ? '-' : '';
  if (!tie || away % 2n === 0n) return `${away === 0n ? '' : sign}${fixed(away, places)}`;
  return `${sign}${fixed(away, places)} (half away from zero) or ${sign}${fixed(away - 1n, places)} (half to even)`;
}

/** A whole number of units of 10^-places, written as a decimal. */
function fixed(units: bigint, places: number): string {
  const text = units.toString().padStart(places + 1, '0');
  return places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
}
