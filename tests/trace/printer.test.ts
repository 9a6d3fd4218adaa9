// Canonical printing of products next to square roots: the text must read back as the same tree.
import { describe, expect, it } from 'vitest';
import type { Expr, Statement } from '../../src/core/trace/index.ts';
import { parseStatement, printStatement } from '../../src/core/trace/index.ts';

const sqrt2: Expr = { type: 'sqrt', arg: { type: 'num', text: '2' } };
const rel = (left: Expr): Statement => ({ kind: 'relation', sides: [left, { type: 'num', text: '1' }], rels: ['='] });

/** `left = 1` prints as `text`, and `text` parses back to the same tree. */
function printsAndReadsBack(left: Expr, text: string): void {
  const s = rel(left);
  expect(printStatement(s)).toBe(text);
  const r = parseStatement(text);
  if (!r.ok) throw new Error(r.error.message);
  expect(r.value.statement).toEqual(s);
}

describe('printStatement: a product whose right factor is a square root', () => {
  it.each([
    [{ type: 'mul', left: { type: 'var', name: 'x' }, right: sqrt2 }, 'x * sqrt(2) = 1'], // was "xsqrt(2)", one unknown word
    [{ type: 'mul', left: { type: 'num', text: '2' }, right: sqrt2 }, '2sqrt(2) = 1'],
    [{ type: 'mul', left: sqrt2, right: sqrt2 }, 'sqrt(2)sqrt(2) = 1'],
    [{ type: 'mul', left: sqrt2, right: { type: 'var', name: 'x' } }, 'sqrt(2)x = 1'],
  ] as [Expr, string][])('%j prints as %s and reads back', printsAndReadsBack);
});

describe('printStatement: a sign before a sign is bracketed', () => {
  const three: Expr = { type: 'num', text: '3' };
  const neg = (arg: Expr): Expr => ({ type: 'neg', arg });
  const pm = (right: Expr): Expr => ({ type: 'pm', left: null, right });
  it.each([
    [neg(neg(three)), '-(-3) = 1'], // was "--3", which a slip's message printed as the student's side (-(-3) = 4)
    [neg(pm(three)), '-(±3) = 1'],
    [pm(neg(three)), '±(-3) = 1'],
    [neg(neg(neg(three))), '-(-(-3)) = 1'],
    [neg(three), '-3 = 1'],
  ] as [Expr, string][])('%j prints as %s and reads back', printsAndReadsBack);
});
