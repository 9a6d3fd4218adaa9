// Tokens of one statement. Harmless variants are folded here, character by character,
// so columns stay true to the input: − (U+2212) and – are minus, · × * are times, ≠ is !=.
import type { ParseError } from './errors.ts';
import { parseError } from './errors.ts';

export type TokenType = 'num' | 'x' | 'word' | '+' | '-' | '*' | '/' | '^' | '(' | ')' | '=' | '!=' | ':' | ',' | 'end';

export interface Token {
  type: TokenType;
  text: string;
  start: number;
  end: number;
}

export const MAX_NUMBER_DIGITS = 12;

const SINGLE: Record<string, TokenType> = {
  '+': '+', '-': '-', '\u2212': '-', '\u2013': '-', '*': '*', '\u00b7': '*', '\u00d7': '*', '\u22c5': '*',
  '/': '/', '^': '^', '(': '(', ')': ')', '=': '=', '\u2260': '!=', ':': ':', ',': ',',
};

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

export function tokenize(src: string): Token[] | ParseError {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    const code = src.charCodeAt(i);
    if (ch === ' ' || ch === '\t' || ch === '\u00a0' || ch === '\ufeff') {
      i++;
      continue;
    }
    if (isDigit(code) || (ch === '.' && isDigit(src.charCodeAt(i + 1)))) {
      const start = i;
      while (i < src.length && isDigit(src.charCodeAt(i))) i++;
      if (src[i] === '.') {
        i++;
        if (!isDigit(src.charCodeAt(i))) return parseError('bad_number', 'a decimal point must be followed by digits', start, i);
        while (i < src.length && isDigit(src.charCodeAt(i))) i++;
      }
      const text = src.slice(start, i);
      if (text.replace('.', '').length > MAX_NUMBER_DIGITS) {
        return parseError('bad_number', `number has more than ${MAX_NUMBER_DIGITS} digits`, start, i);
      }
      tokens.push({ type: 'num', text, start, end: i });
      continue;
    }
    if (isLetter(code)) {
      const start = i;
      while (i < src.length && isLetter(src.charCodeAt(i))) i++;
      const text = src.slice(start, i);
      tokens.push({ type: text === 'x' ? 'x' : 'word', text, start, end: i });
      continue;
    }
    if (ch === '!' && src[i + 1] === '=') {
      tokens.push({ type: '!=', text: '!=', start: i, end: i + 2 });
      i += 2;
      continue;
    }
    const single = SINGLE[ch];
    if (single) {
      tokens.push({ type: single, text: ch, start: i, end: i + 1 });
      i++;
      continue;
    }
    const shown = code < 32 || code === 127 ? `U+${code.toString(16).padStart(4, '0')}` : `"${String.fromCodePoint(src.codePointAt(i)!)}"`;
    return parseError('unexpected_char', `unexpected character ${shown}`, i);
  }
  tokens.push({ type: 'end', text: '', start: src.length, end: src.length });
  return tokens;
}
