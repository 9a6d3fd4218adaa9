// One statement: text → tokens → syntax tree → meaning. Never throws: every problem is a value
// with a code and the span of the statement it concerns.
import type { Statement } from './ast.ts';
import type { ParseError } from './errors.ts';
import { parseError } from './errors.ts';
import { tokenize } from './lexer.ts';
import type { Meaning } from './meaning.ts';
import { meaningOf, NeedSpans } from './meaning.ts';
import type { Spans } from './syntax.ts';
import { Fail, isKeyword, MAX_DEGREE, parseTokens } from './syntax.ts';

export const MAX_STATEMENT_LENGTH = 1000;
export { MAX_DEGREE };
export type { Meaning };

export interface ParsedStatement {
  statement: Statement;
  meaning: Meaning;
}

export type ParseResult = { ok: true; value: ParsedStatement } | { ok: false; error: ParseError };

/** The unknown of the paper's traces. */
export const DEFAULT_VARS: readonly string[] = ['x'];

/**
 * The unknowns a statement names: its one-letter words that are not keywords, in alphabetical
 * order (x before y), plus the letters of longer words made only of those letters (2xy).
 * Null when it names more than two, or a longer word no unknown explains.
 */
export function inferVariables(src: string): string[] | null {
  const named = wordsOf(src);
  if (!named || named.letters.length > 2) return null;
  for (const w of named.words) if (w.length > 1 && ![...w].every((c) => named.letters.includes(c))) return null;
  return named.letters;
}

/** A statement's words that are no keyword, and the one-letter ones among them in alphabetical order; null where it does not lex. */
function wordsOf(src: string): { words: string[]; letters: string[] } | null {
  const tokens = tokenize(src);
  if (!Array.isArray(tokens)) return null;
  const words = tokens.filter((t) => t.type === 'word' && !isKeyword(t.text)).map((t) => t.text);
  return { words, letters: [...new Set(words.filter((w) => w.length === 1))].sort() };
}

/**
 * The one or two one-letter words of a statement inferVariables could not explain for a longer
 * word (`x + y = 5 ja x - y = 1`), or null: a message then names that word with the unknowns
 * the line has, instead of the first letter that is not x.
 */
export function namedLetters(src: string): string[] | null {
  const letters = wordsOf(src)?.letters;
  return letters && letters.length >= 1 && letters.length <= 2 ? letters : null;
}

/**
 * Parses one statement (no "Step i:" prefix) for a trace whose unknowns are `vars`. Never throws.
 * `bareValues` (pasted work only, after the strict parse failed) also reads `x = 2 or -2` and
 * `x = 2, 3` as naming values of the first part's unknown.
 */
export function parseStatement(src: string, vars: readonly string[] = DEFAULT_VARS, bareValues = false): ParseResult {
  if (src.length > MAX_STATEMENT_LENGTH) {
    return { ok: false, error: parseError('too_long', `statement is longer than ${MAX_STATEMENT_LENGTH} characters`, MAX_STATEMENT_LENGTH, src.length) };
  }
  const tokens = tokenize(src);
  if (!Array.isArray(tokens)) return { ok: false, error: tokens };
  try {
    try {
      const statement = parseTokens(tokens, vars, null, bareValues);
      return { ok: true, value: { statement, meaning: meaningOf(statement, null, vars) } };
    } catch (e) {
      if (!(e instanceof NeedSpans)) throw e;
      // A meaning error needs its column: parse again, recording where each node sits.
      const spans: Spans = new WeakMap();
      const statement = parseTokens(tokens, vars, spans, bareValues);
      return { ok: true, value: { statement, meaning: meaningOf(statement, spans, vars) } };
    }
  } catch (e) {
    if (e instanceof Fail) return { ok: false, error: e.error };
    // Anything else is a bug in the parser; still a value, never a crash of the caller.
    return { ok: false, error: parseError('unexpected_token', `internal parser error: ${e instanceof Error ? e.message : String(e)}`, 0, src.length) };
  }
}
