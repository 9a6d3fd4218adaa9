// Tokens of one statement. Harmless variants are folded here, character by character, so
// columns stay true to the input: − (U+2212) and – are minus, · × ⋅ * are times, ÷ is division,
// ≠ ≤ ≥ are != <= >= (so are ⩽ ≦ and ⩾ ≧, as other fonts and countries write them, and =< as typed), ± (and +- or
// +/- written together) is plus-or-minus, a vulgar fraction (½ ⅔ ¾ …) its fraction in brackets
// (the rule for a number or a bracket before it: VULGAR_FRACTIONS), √ is sqrt, ∞ infinity,
// ∈ "in", ∅ the empty set, ℝ all real numbers, ∪ a union of intervals, \ and ∖ a set difference
// (ℝ \ {1}), | and ∣ "such that" in a set-builder ({x | x > 2}) or "or" between two statements,
// ∨ (and the German oder) the word or, ∧ (and und) the word and, a superscript number (x², x¹⁰) a power, a subscript after a letter
// (x₁) a token of its own, and every character JavaScript counts as a space (NBSP, BOM, thin
// and ideographic spaces…) or a zero-width space or joiner is a space.
import type { ParseError } from './errors.ts';
import { parseError } from './errors.ts';

export type TokenType =
  | 'num' | 'word' | '+' | '-' | '±' | '*' | '/' | '^' | '(' | ')' | '[' | ']'
  | '=' | '!=' | '<' | '<=' | '>' | '>=' | ':' | ',' | ';' | '√' | '∞' | '∈' | '∅' | 'ℝ' | '∪' | '\\' | '|' | '{' | '}' | 'sub' | 'end';

export interface Token {
  type: TokenType;
  text: string;
  start: number;
  end: number;
}

export const MAX_NUMBER_DIGITS = 12;

/** Words of other languages that are the language's "or" and "and" (German; Turkish "veya"). */
const CONJUNCTIONS: Record<string, string> = { oder: 'or', und: 'and', veya: 'or' };
/**
 * Two-letter words: French "ou" and "et" (x = 7 ou x = -7), and IL, the solution set's name 𝕃 as
 * typed in German classes (IL = ]-∞; -3]), read as L. Neither letter pair is a trace's unknowns.
 */
const SHORT_WORDS: Record<string, string> = { ou: 'or', et: 'and', IL: 'L' };
/**
 * Two-letter "and"s read only between two statements, as `e` and `i` are (joinsAt, AND_AFTER): the Turkish
 * "ve", the Dutch "en", the Danish and Norwegian "og" (`x + y = 5 ve x - y = 1`).
 */
const SHORT_ANDS = new Set(['ve', 'en', 'og']);

const SINGLE_TEXT: Record<string, TokenType> = {
  '+': '+', '-': '-', '\u2212': '-', '\u2013': '-', '*': '*', '\u00b7': '*', '\u00d7': '*', '\u22c5': '*',
  // A non-breaking hyphen and a figure dash (word processors), the fraction and division slashes.
  '\u2011': '-', '\u2012': '-', '\u2044': '/', '\u2215': '/',
  '/': '/', '\u00f7': '/', '^': '^', '(': '(', ')': ')', '[': '[', ']': ']', '=': '=', '\u2260': '!=', '\u2264': '<=', '\u2265': '>=',
  '\u2a7d': '<=', '\u2a7e': '>=', '\u2266': '<=', '\u2267': '>=',
  '<': '<', '>': '>', ':': ':', ',': ',', ';': ';', '\u00b1': '±', '\u221a': '√', '\u221e': '∞', '\u2208': '∈', '\u2205': '∅',
  '\u211d': 'ℝ', '{': '{', '}': '}', '\u222a': '∪', '\\': '\\', '\u2216': '\\', '|': '|', '\u2223': '|',
};

// The same by character code: the lexer looks up every operator character, and a Map keyed by
// number is cheaper than a property lookup with a string made per character.
const SINGLE = new Map<number, TokenType>(Object.entries(SINGLE_TEXT).map(([ch, type]) => [ch.charCodeAt(0), type]));

/** Superscript digits (x², 2x³ pasted from word processors) are a power: "^" and the digits. */
const SUPERSCRIPT_DIGITS: Record<string, string> = {
  '\u2070': '0', '\u00b9': '1', '\u00b2': '2', '\u00b3': '3', '\u2074': '4', '\u2075': '5', '\u2076': '6', '\u2077': '7', '\u2078': '8', '\u2079': '9',
};

/**
 * Vulgar fractions, one character each: ½ is 1/2 written in brackets, so -½ is -(1/2), ½x is
 * (1/2)x and ½² is 1/4. A number or a closing bracket just before one (2½, 2 ½, (x + 1)½) is
 * refused: a mixed number (2 + 1/2) to some readers and a product (2·(1/2)) to others.
 */
const VULGAR_FRACTIONS = new Map<number, readonly [number, number]>([
  [0x00bd, [1, 2]], [0x2153, [1, 3]], [0x2154, [2, 3]], [0x00bc, [1, 4]], [0x00be, [3, 4]],
  [0x2155, [1, 5]], [0x2156, [2, 5]], [0x2157, [3, 5]], [0x2158, [4, 5]], [0x2159, [1, 6]], [0x215a, [5, 6]],
  [0x2150, [1, 7]], [0x215b, [1, 8]], [0x215c, [3, 8]], [0x215d, [5, 8]], [0x215e, [7, 8]], [0x2151, [1, 9]], [0x2152, [1, 10]],
]);

/**
 * The vulgar fractions, for the reader's patterns: where pasted text tells what ends a number
 * (the `2` of `x = 2 (8/2)`), a fraction ends one too.
 */
export const VULGAR_FRACTION_CHARS = String.fromCharCode(...VULGAR_FRACTIONS.keys());

/** Why a vulgar fraction cannot follow `before` (a number or a closing bracket), showing both readings. */
function mixedNumber(src: string, tokens: readonly Token[], at: number, [num, den]: readonly [number, number]): ParseError {
  const before = tokens[tokens.length - 1]!;
  // A bracket is shown from the one it closes: "(x + 1)½".
  let from = before.start;
  for (let k = tokens.length - 1, depth = 0; k >= 0 && before.type !== 'num'; k--) {
    const t = tokens[k]!.type;
    if (t === ')' || t === ']') depth++;
    else if ((t === '(' || t === '[') && --depth === 0) {
      from = tokens[k]!.start;
      break;
    }
  }
  const shown = src.slice(from, at + 1);
  const whole = before.type === 'num' && /^\d+$/.test(before.text) && src.slice(before.start, before.end) === before.text ? Number(before.text) : null;
  const why = whole !== null
    ? `"${shown}" could be the mixed number ${whole} + ${num}/${den} or the product ${whole}·(${num}/${den}): write ${whole * den + num}/${den} for the mixed number, or ${whole}·(${num}/${den}) for the product`
    : `"${shown}" could be a mixed number (${num}/${den} added) or a product (${num}/${den} multiplied): write "+ ${num}/${den}" to add, or "·(${num}/${den})" to multiply`;
  return parseError('unsupported', why, from, at + 1);
}

/** ₀ … ₉ (U+2080–U+2089). */
const isSubscriptDigit = (c: number): boolean => c >= 0x2080 && c <= 0x2089;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

const UNICODE_SPACE = /\s/;

// Zero-width spaces and joiners come along when text is copied from web pages.
export const ZERO_WIDTH = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff]);

export function isSpace(c: number, ch: string): boolean {
  return c === 32 || c === 9 || ((c > 127 || c < 32) && (UNICODE_SPACE.test(ch) || ZERO_WIDTH.has(c)));
}

// Invisible or control characters are named by code point: a quoted U+200B shows nothing.
const INVISIBLE = /[\p{C}\p{Z}]/u;

function showChar(src: string, i: number): string {
  const cp = src.codePointAt(i)!;
  const ch = String.fromCodePoint(cp);
  return INVISIBLE.test(ch) ? `U+${cp.toString(16).toUpperCase().padStart(4, '0')}` : `"${ch}"`;
}

/**
 * `x = 0 v x = 3`: the logical "or" ∨ typed as the letter v, as on keyboards without ∨ in much of
 * Europe; and the Spanish and Italian `o`, the Dutch `of` (`x = 5 of x = -3`). Only a spaced v after a value (a number, `)`, a root's `√…` ends in one of those) and
 * before a one-letter unknown with its relation: there a product `3 v x` would name three unknowns,
 * which no trace has (`2v = 6`, `3 v = 6`, `v = 2` stay the unknown v).
 */
const OR_V_AFTER = /^ +[-\u2212\d.(]*[A-Za-z](?:_?\d|[\u2080-\u2089])*[^=<>\u2264\u2265\u2260A-Za-z]{0,40}?(?:=|<|>|\u2264|\u2265|\u2260)/u;
/** Whether a word at start..end stands between a value (spaced after it) and what `after` reads ahead. */
function joinsAt(src: string, start: number, end: number, before: Token | undefined, after: RegExp): boolean {
  if (!before || (before.type !== 'num' && before.type !== ')') || src[start - 1] !== ' ') return false;
  return after.test(src.slice(end, end + 64));
}

/**
 * `x + y = 5 e x - y = 1`: the Portuguese and Italian `e`, the Spanish `y`, the Czech and Slovak
 * `a`, the Catalan, Polish and Croatian `i` (and SHORT_ANDS) joining two statements, as a system
 * is written in those classes. Only spaced, after a relation and a value, and before a statement
 * (letters, then a relation): there a product `5 y x` would be a term of degree two, which no
 * system has (`2y = 6`, `3 y = 6`, `y = 2`, `x = 2 y + 1` stay the unknown y).
 */
const AND_LETTERS = new Set(['e', 'y', 'a', 'i']);
const AND_AFTER = /^ +[-\u2212\d.(]*[A-Za-z][^=<>\u2264\u2265\u2260]{0,40}?(?:=|<|>|\u2264|\u2265|\u2260)/u;
const RELATION_BEFORE = /[=<>\u2264\u2265\u2260]/u;

/** The language's word another one stands for (`oder`, `ou`, `IL`, a spaced `v` or `e`), or undefined. */
function wordSaid(word: string, src: string, start: number, before: Token | undefined): string | undefined {
  // Only words of these lengths are looked up: the lexer runs on every line the checker reads.
  if (word.length > 4) return undefined;
  if (word === 'v' || word === 'o' || word === 'of') return joinsAt(src, start, start + word.length, before, OR_V_AFTER) ? 'or' : undefined;
  if (AND_LETTERS.has(word) || SHORT_ANDS.has(word.toLowerCase())) {
    return joinsAt(src, start, start + word.length, before, AND_AFTER) && RELATION_BEFORE.test(src.slice(0, start)) ? 'and' : undefined;
  }
  if (word.length === 2) return SHORT_WORDS[word === 'IL' ? word : word.toLowerCase()];
  return word.length >= 3 ? CONJUNCTIONS[word.toLowerCase()] : undefined;
}

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

/**
 * Whether a typed root number follows a one-letter word at i: `_` and digits (`x_1`), or digits
 * (`x1`) then `=`, where the letter starts the statement or a part of a list (after `,` `;` `or` `and`).
 * Without the `_`, a number other than 1 is a root's number only after `x1` in the same statement
 * (`x1 = 2, x2 = 3`): alone, `x2 = 9` is as likely x² = 9 with its superscript lost in a paste (PDFs
 * and phones), and read as x = 9 the right work after it "missed x = 9" (red team, round 6). `x1`
 * reads the same either way (x¹ = x).
 */
function typedSubscriptAt(src: string, i: number, tokens: readonly Token[]): boolean {
  if (src[i] === '_') return isDigit(src.charCodeAt(i + 1));
  if (!isDigit(src.charCodeAt(i))) return false;
  const before = tokens[tokens.length - 2];
  const startsPart = !before || before.type === ',' || before.type === ';' || (before.type === 'word' && (before.text === 'or' || before.text === 'and'));
  if (!startsPart) return false;
  let k = i;
  while (k < src.length && isDigit(src.charCodeAt(k))) k++;
  const one = k === i + 1 && src[i] === '1';
  while (k < src.length && (src[k] === ' ' || src[k] === '\t')) k++;
  return src[k] === '=' && (one || tokens.some((t) => t.type === 'sub'));
}

export function tokenize(src: string): Token[] | ParseError {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const code = src.charCodeAt(i);
    // Only a space check past ASCII and the rarer tokens below need the character as a string.
    if (code === 32 || code === 9 || ((code > 127 || code < 32) && isSpace(code, src[i]!))) {
      i++;
      continue;
    }
    if (isDigit(code) || (code === 46 /* . */ && isDigit(src.charCodeAt(i + 1)))) {
      const start = i;
      while (i < src.length && isDigit(src.charCodeAt(i))) i++;
      let point = 0;
      if (src.charCodeAt(i) === 46) {
        point = 1;
        i++;
        if (!isDigit(src.charCodeAt(i))) return parseError('bad_number', 'a decimal point must be followed by digits', start, i);
        while (i < src.length && isDigit(src.charCodeAt(i))) i++;
      }
      const text = src.slice(start, i);
      // Digits only: the one decimal point, if any, does not count.
      if (i - start - point > MAX_NUMBER_DIGITS) {
        return parseError('bad_number', `number has more than ${MAX_NUMBER_DIGITS} digits`, start, i);
      }
      tokens.push({ type: 'num', text, start, end: i });
      continue;
    }
    if (isLetter(code)) {
      const start = i;
      while (i < src.length && isLetter(src.charCodeAt(i))) i++;
      const word = src.slice(start, i);
      // "x = 0 oder x = 2" (German classes): the word or; "und" the word and. Each has more
      // letters than a trace has unknowns, so neither can be a product of them.
      // Only words of their lengths are looked up: the lexer runs on every line the checker reads.
      // `x equals 4`, `So x equals 4.`: the word is the sign, as students write it out.
      if (word.length === 6 && word.toLowerCase() === 'equals') {
        tokens.push({ type: '=', text: '=', start, end: i });
        continue;
      }
      const said = wordSaid(word, src, start, tokens[tokens.length - 1]);
      tokens.push({ type: 'word', text: said ?? word, start, end: i });
      // x₁ = 2, x₂ = 3 (roots numbered as taught in much of Europe): a token of its own, which
      // the parser reads only as "x₁ = value" (syntax.ts); x₁ + x₂ = 5 is not an equation in x.
      if (i < src.length && isSubscriptDigit(src.charCodeAt(i))) {
        const sub = i;
        while (i < src.length && isSubscriptDigit(src.charCodeAt(i))) i++;
        tokens.push({ type: 'sub', text: src.slice(sub, i), start: sub, end: i });
      } else if (i - start === 1 && typedSubscriptAt(src, i, tokens)) {
        // The same typed without subscripts: x_1 = 2, or x1 = 2 where a part starts (a number after
        // a letter is refused anywhere else, so nothing that read before reads otherwise).
        const sub = i;
        if (src[i] === '_') i++;
        while (i < src.length && isDigit(src.charCodeAt(i))) i++;
        tokens.push({ type: 'sub', text: src.slice(sub, i), start: sub, end: i });
      }
      continue;
    }
    // Two-character operators, told apart by character codes (no string is made per character).
    const next = src.charCodeAt(i + 1);
    const pair: TokenType | null = next === 61 /* = */
      ? (code === 33 ? '!=' : code === 60 ? '<=' : code === 62 ? '>=' : null)
      // `=<` as some type ≤ (nothing else starts with "= <"); `=>` stays the arrow two steps are joined by (chain-line.ts).
      : code === 61 && next === 60 ? '<='
      // `+-`, and `+−` with any minus sign (U+2212, U+2013): read as + then −, `3 +− 2` was 1, silently.
      : code === 43 && SINGLE.get(next) === '-' ? '±' : null;
    if (pair) {
      tokens.push({ type: pair, text: src.slice(i, i + 2), start: i, end: i + 2 });
      i += 2;
      continue;
    }
    // +/- (any minus sign after the slash), as typed where ± is not on the keyboard: "+" then "/"
    // reads as nothing else.
    if (code === 43 && next === 47 && SINGLE.get(src.charCodeAt(i + 2)) === '-') {
      tokens.push({ type: '±', text: src.slice(i, i + 3), start: i, end: i + 3 });
      i += 3;
      continue;
    }
    const fraction = VULGAR_FRACTIONS.get(code);
    if (fraction) {
      const before = tokens[tokens.length - 1];
      if (before && (before.type === 'num' || before.type === ')' || before.type === ']')) return mixedNumber(src, tokens, i, fraction);
      // "(", the numbers and ")" all stand at the fraction's one column; the brackets and the bar
      // show the fraction as written, so a message about them quotes it.
      const glyph = src[i]!;
      const at = { start: i, end: i + 1 };
      tokens.push(
        { type: '(', text: glyph, ...at }, { type: 'num', text: String(fraction[0]), ...at }, { type: '/', text: glyph, ...at },
        { type: 'num', text: String(fraction[1]), ...at }, { type: ')', text: glyph, ...at },
      );
      i++;
      continue;
    }
    // ∨, the logical "or" (x = 2 ∨ x = 3, as taught in much of Europe): the word or, one column wide.
    if (code === 0x2228 || code === 0x2227) {
      // ∧, the logical "and" (x = 3 ∧ y = 2), likewise the word and.
      tokens.push({ type: 'word', text: code === 0x2228 ? 'or' : 'and', start: i, end: i + 1 });
      i++;
      continue;
    }
    const single = SINGLE.get(code);
    if (single) {
      tokens.push({ type: single, text: src[i]!, start: i, end: i + 1 });
      i++;
      continue;
    }
    const ch = src[i]!;
    if (SUPERSCRIPT_DIGITS[ch] !== undefined) {
      // The "^" takes no column of its own; the exponent spans the superscript run.
      const start = i;
      let digits = '';
      while (i < src.length && SUPERSCRIPT_DIGITS[src[i]!] !== undefined) digits += SUPERSCRIPT_DIGITS[src[i++]!];
      if (digits.length > MAX_NUMBER_DIGITS) return parseError('bad_number', `number has more than ${MAX_NUMBER_DIGITS} digits`, start, i);
      tokens.push({ type: '^', text: '^', start, end: start }, { type: 'num', text: digits, start, end: i });
      continue;
    }
    return parseError('unexpected_char', `unexpected character ${showChar(src, i)}`, i);
  }
  tokens.push({ type: 'end', text: '', start: src.length, end: src.length });
  return tokens;
}
