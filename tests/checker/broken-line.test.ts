// A statement broken over two lines where it was pasted (src/core/checker/broken-line.ts): the text
// is refused with both readings, never judged as two statements (red team, round 6: `4x + 7 = 2x`,
// then `+ 15`, drew "x = 4 does not satisfy the original equation", false of 4x + 7 = 2x + 15).
import { describe, expect, it } from 'vitest';
import { checkTraceText } from '../../src/core/checker/index.ts';
import { brokenLine } from '../../src/core/checker/broken-line.ts';

const refusal = (text: string) => {
  const r = checkTraceText(text);
  return r.ok ? null : r.error;
};

describe('a statement broken over two lines', () => {
  it.each([
    ['step 0, then "+ 15"', '4x + 7 = 2x\n+ 15\n2x = 8\nx = 4', 2],
    ['a step, then "- 7"', '4x + 7 = 2x + 15\n4x - 2x = 15\n- 7\nx = 4', 3],
    ['the relation on the next line', '2x + 3\n= 7\n2x = 4\nx = 2', 2],
    ['a division', '2x + 3 = 7\n2x = 4\n/ 2\nx = 2', 3],
  ])('%s: refused at the second line, naming the joined statement', (_name, text, line) => {
    const e = refusal(text);
    expect(e?.code).toBe('broken_line');
    expect(e?.line).toBe(line);
    expect(e?.message).toContain('broken in two');
  });

  it('says both readings where the second line could also be a note of the operation, one where it can only be an end', () => {
    expect(refusal('4x + 7 = 2x\n+ 15\n2x = 8\nx = 4')?.message).toBe('"+ 15" could be the end of the line before, broken in two ("4x + 7 = 2x + 15"), or a note of the operation the next line does: join the two lines, or write the note after a bar on the line before ("4x + 7 = 2x | + 15")');
    expect(refusal('2x + 3\n= 7\n2x = 4\nx = 2')?.message).toBe('"= 7" can only be the end of the line before, broken in two ("2x + 3 = 7"): join the two lines');
  });

  it('is no operation written under both sides, no minus sign starting a statement, and no line that reads alone', () => {
    expect(brokenLine([{ text: 'x - 5 = 10' }, { text: '+5   +5' }, { text: 'x = 15' }])).toBeNull();
    expect(brokenLine([{ text: '3x = 9' }, { text: '÷3   ÷3' }, { text: 'x = 3' }])).toBeNull();
    expect(brokenLine([{ text: '5 - x = 1' }, { text: '-x = -4' }, { text: 'x = 4' }])).toBeNull();
    // The lone dash keeps its own refusal as a bullet or a minus sign (check.ts, TWO_READINGS).
    expect(brokenLine([{ text: '5 - x = 1' }, { text: '- x = -4' }, { text: 'x = 4' }])).toBeNull();
    // Joined, no statement: not a broken line (`+ x` under an answer says nothing that line lacks).
    expect(brokenLine([{ text: '2x = 4' }, { text: '+ = 2' }])).toBeNull();
  });
});
