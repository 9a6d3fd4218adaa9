// Work pasted with its HTML left in, read as the text it stands for (src/core/trace/html.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHtml, looksLikeHtml } from '../../src/core/trace/index.ts';
import { checkTraceText } from '../../src/core/checker/index.ts';
import { gold, VALID } from '../checker/helpers.ts';

const checked = (text: string) => {
  const r = checkTraceText(text);
  if (!r.ok) throw new Error(r.error.message);
  return r;
};

/** How a page escapes text: every `&`, `<` and `>` as its entity. */
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('HTML entities and tags read as the text they stand for', () => {
  it.each([
    // Before each was unreadable: 'unexpected character "&"'.
    ['inequality signs as entities', '2x + 3 &lt; 11\n2x &lt; 8\nx &lt; 4'],
    ['≤ by name, by decimal and by hex code', '2x + 3 &le; 11\n2x &#8804; 8\nx &#x2264; 4'],
    ['non-breaking spaces and a minus sign', '3x&nbsp;+&nbsp;5&nbsp;=&nbsp;2x&nbsp;&minus;&nbsp;7\nx = &minus;12'],
    ['lines broken by <br>, one pasted line', '2x + 3 = 11<br>2x = 8<br/>x = 4'],
    ['paragraphs and a power in <sup>', '<p>x<sup>2</sup> &minus; 5x + 6 = 0</p><p>(x &minus; 2)(x &minus; 3) = 0</p><p>x = 2 or x = 3</p>'],
    ['a tag with attributes', '<div class="step">2x + 3 = 11</div><div class="step">2x = 8</div><div class="step"><b>x = 4</b></div>'],
  ])('%s', (_name, text) => {
    const r = checked(text);
    expect(r.read).toBeDefined();
    expect(gold(r.result), r.result.explanation).toEqual(VALID);
  });

  it('a line break of the source inside a paragraph is a space, as a browser shows it (round 31: read as a line, every later step was one on)', () => {
    const r = checked('<p>x + y = 10,\nx &minus; y = 2</p><p>2x = 12</p><p>x = 5, y = 5</p>');
    expect(gold(r.result)).toEqual({ q1: false, q2: false, q3: 2 });
    // A run of block tags is one line break: no blank lines counted between paragraphs.
    expect(fromHtml('<p>2x = 8</p>\n<p>x = 4</p>')).toBe('\n2x = 8\nx = 4\n');
  });

  it('a fraction in <sup>/<sub> is a fraction, and after a whole number the mixed number is refused with both readings (round 31: 1^1/2)', () => {
    expect(fromHtml('x = <sup>3</sup>/<sub>2</sub>')).toBe('x = (3/2)');
    const r = checked('4x &minus; 1 = 5<br>4x = 6<br>x = 1<sup>1</sup>/<sub>2</sub>');
    expect(r.result.unreadable).toEqual([2]);
    expect(r.result.steps[2]!.reason).toContain('"1 1/2" could be the mixed number 1 + 1/2 or the product 1·(1/2)');
    expect(r.result.claims.q1).toBe(false);
  });

  it('upper-case entities, the four read without their semicolon, comments and <sup> with attributes (round 32)', () => {
    expect(fromHtml('x &lt 4')).toBe('x < 4');
    expect(fromHtml('x &LT; 4')).toBe('x < 4');
    expect(fromHtml('a &ltx')).toBe('a &ltx'); // a letter after it: not read
    expect(fromHtml('x<sup class="a">2</sup> = 4<!-- note --><br>x = 2')).toBe('x^2 = 4\nx = 2');
  });

  it('a <br> in plain lines makes no text flow: only a line break inside an open <p>, <div> or <li> is a space (round 37)', () => {
    // Before: flowed, `Solve x/2 = 3⏎x = 6<br>…` became `3x = 6`, a false step 0.
    for (const text of ['Solve x/2 = 3\nx = 6<br>check: 6/2 = 3 ✓', 'Solve x^2 - 9 = 0\nx^2 = 9<br>x = 3 or x = -3', 'Solve 2x = 8\nx = 4<br>']) {
      const r = checked(text);
      expect(gold(r.result), text).toEqual(VALID);
    }
    expect(fromHtml('a\n<p>b\nc</p>\nd')).toBe('a\nb c\nd');
  });

  it('a slip is still a slip when written with entities', () => {
    const r = checked('2x + 3 &lt; 11\n2x &lt; 8\nx &gt; 4');
    expect(gold(r.result)).toEqual({ q1: false, q2: false, q3: 2 });
  });

  it('entities are read once, as a browser shows them: &amp;lt; is the text "&lt;", not "<"', () => {
    expect(fromHtml('x + 1 &amp;lt; 3')).toBe('x + 1 &lt; 3');
  });

  it('unknown entities, code points that are no character, and comparisons are left as typed', () => {
    expect(fromHtml('x &foo; 3')).toBe('x &foo; 3');
    expect(fromHtml('x = &#55296;')).toBe('x = &#55296;'); // a surrogate half
    expect(fromHtml('x = &#1114112;')).toBe('x = &#1114112;'); // past U+10FFFF
    expect(looksLikeHtml('x < 3 and y > 2')).toBe(false);
    expect(looksLikeHtml('x <p')).toBe(false);
    expect(looksLikeHtml('2x + 3 = 11\nx = 4')).toBe(false);
    expect(looksLikeHtml('x &foo; 3')).toBe(false);
  });

  it('<sup> holding more than a number or a letter is a bracketed power', () => {
    expect(fromHtml('2<sup>x + 1</sup> = 8')).toBe('2^(x + 1) = 8');
    expect(fromHtml('x<sup> 2 </sup>')).toBe('x^2');
  });

  it('text a page escaped reads back as it was (fast-check)', () => {
    const piece = fc.constantFrom('<', '>', '&', '&lt;', '<br>', '<p>', 'x', ' ', '\n', '=', '≤', '&#8804;', ';', 'amp', '#', '<sup>2</sup>');
    fc.assert(fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
      const text = pieces.join('');
      expect(fromHtml(escape(text))).toBe(text);
    }), { numRuns: 2000 });
  });

  it('any text: never throws, and every entity or tag it reads is gone (fast-check)', () => {
    const piece = fc.constantFrom('&lt;', '&gt', '&#60;', '&#x3c;', '&#;', '<br>', '</p>', '<b', '<sup>', '</sup>', '<p class="a">', 'x', ' ', '\n', '&', ';', '<', '>');
    fc.assert(fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
      const out = fromHtml(pieces.join(''));
      expect(out).not.toMatch(/<br>|<\/p>|<p class="a">|&lt;|&#60;|&#x3c;/);
    }), { numRuns: 2000 });
  });
});
