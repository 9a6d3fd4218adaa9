// "Infinitely many solutions": how classes answer an identity (`2(x + 1) = 2x + 2`) in words, and a
// system whose two equations are the same line (lineReading). Pasted work only. It names no set, only that the set is infinite, so it is read as
// "all real numbers" only where that is what it means: the original holds for every x. Anywhere
// else (a finite solution set, or an infinite one that is not every real number, as x/x = 1 or an
// inequality) reading it as every real number could call a true claim wrong, so it is not read.
import type { Rational } from '../algebra/rational.ts';
import type { LinearEq } from '../sets/plane.ts';

const INFINITELY_MANY = /^(?:there(?:\s+(?:are|is)|['\u2019]s)\s+)?(?:infinitely\s+many|infinite(?:ly\s+many)?|(?:an\s+)?infinite\s+number\s+of)\s+(?:real\s+)?solutions?$/i;

/**
 * Said of one unknown only (of a system they would name no line): "true for all x", "every x is a
 * solution", "x can be any number", "identity". Like the words above, they name no set, and are read
 * only where the original holds for every x.
 */
const EVERY_VALUE = [
  /^(?:(?:it|this|the\s+equation)\s+is\s+|it'?s\s+)?(?:true|valid)\s+for\s+(?:all|every|any)\s+(?:real\s+)?(?:[a-z]|numbers?|values?(?:\s+of\s+[a-z])?)$/i,
  /^(?:every|any|all|each)\s+(?:real\s+)?(?:[a-z]|numbers?|values?(?:\s+of\s+[a-z])?)\s+(?:is|are)\s+(?:a\s+)?solutions?$/i,
  /^[a-z]\s+(?:can\s+be|is)\s+any\s+(?:real\s+)?number$/i,
  /^(?:(?:it|this|the\s+equation)\s+is\s+|it'?s\s+)?(?:an\s+)?identity$/i,
];

/**
 * Whether a line (lead-in and trailing marks already taken off) says "infinitely many solutions",
 * or, with one unknown, "true for all x" and the like (EVERY_VALUE).
 */
export function saysInfinitelyMany(text: string, oneUnknown = false): boolean {
  const t = text.trim().replace(/\s+/g, ' ').replace(/[.!]$/, '');
  return INFINITELY_MANY.test(t) || (oneUnknown && EVERY_VALUE.some((re) => re.test(t)));
}

/** The statement it is read as, where it is read at all. */
export const INFINITELY_MANY_READING = 'all real numbers';

/**
 * A system whose solutions are a line (its two equations the same line, `x + y = 3` and
 * `2x + 2y = 6`) has infinitely many solutions, and classes answer it so: there the words are read
 * as that line, in the solved form an answer names it by (`y = (3 - (1)x)/(1)`, one unknown alone).
 * Where the system has one solution or none, they are not read.
 */
export function lineReading(eq: LinearEq, [u, v]: readonly [string, string]): string {
  const r = (q: Rational) => `(${q.toFraction()})`;
  return eq.b.isZero() ? `${u} = ${r(eq.c)}/${r(eq.a)}` : `${v} = (${r(eq.c)} - ${r(eq.a)}${u})/${r(eq.b)}`;
}
