// The Check view's "ask a model" verdict: agreement per question, in words. Each case
// pins the agreement flag AND the words, so a wrong agreement (or a sentence saying the
// opposite of the flag) fails.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTrace, checkTraceText } from '../../src/core/checker/index.ts';
import { parseResponse } from '../../src/core/protocol/index.ts';
import type { ParsedResponse } from '../../src/core/protocol/index.ts';
import { compareAnswer } from '../../src/core/scoring/compare-answer.ts';
import { scoreAnswer } from '../../src/core/scoring/index.ts';

const T1 = ['3x + 5 = 2x - 7', '3x - 2x = -7 - 5', 'x = -12'];
const T2 = ['3x + 5 = 2x - 7', '3x - 2x = -7 + 5', 'x = -2'];
const T3 = ['3x + 5 = 2x - 7', '3x - 2x = -7 + 5', 'x = -12'];
// Valid up to step 2, then a slip at step 3 and a propagated wrong answer.
const LATE = ['3x + 5 = 2x - 7', '3x = 2x - 12', '3x - 2x = -12', 'x = -13'];

const answer = (q1: boolean, q2: boolean, q3: number): ParsedResponse => ({ ok: true, answer: { q1, q2, q3 }, path: 'whole' });

describe('compareAnswer', () => {
  it('accept-all on a wrong solution: disagrees on all three, in words, and blames no step', () => {
    const c = compareAnswer(checkTrace(T2), answer(true, true, -1));
    expect(c.readable).toBe(true);
    expect(c.questions.map((q) => q.agrees)).toEqual([false, false, false]);
    expect(c.agreed).toBe(0);
    expect(c.questions[0].sentence).toBe('The model says the final answer is right — the checker disagrees: it is wrong.');
    expect(c.questions[1].sentence).toBe('The model says every step is valid — the checker disagrees: step 1 (3x - 2x = -7 + 5) is invalid.');
    expect(c.questions[2].sentence).toBe('The model finds no invalid step — the checker disagrees: the first invalid step is step 1 (3x - 2x = -7 + 5).');
    expect(c.summary).toBe('The model disagrees with the checker on all three questions.');
    expect(c.blamed).toBeNull();
    expect(c.firstError).toBe(1);
    expect(c.questions.map((q) => [q.model, q.checker])).toEqual([['yes', 'no'], ['yes', 'no'], ['none', 'Step 1']]);
  });

  it('the exact answer agrees on everything', () => {
    const c = compareAnswer(checkTrace(T3), answer(true, false, 1));
    expect(c.questions.map((q) => q.agrees)).toEqual([true, true, true]);
    expect(c.questions[0].sentence).toBe('The model says the final answer is right — the checker agrees.');
    expect(c.questions[1].sentence).toBe('The model says at least one step is invalid — the checker agrees.');
    expect(c.questions[2].sentence).toBe('The model says the first invalid step is step 1 (3x - 2x = -7 + 5) — the checker agrees.');
    expect(c.summary).toBe('The model agrees with the checker on all three questions.');
    expect(c.blamed).toBe(1);
  });

  it('a correct solution rejected at step 1 (the paper\'s false rejection)', () => {
    const c = compareAnswer(checkTrace(T1), answer(true, false, 1));
    expect(c.questions.map((q) => q.agrees)).toEqual([true, false, false]);
    expect(c.questions[1].sentence).toBe('The model says at least one step is invalid — the checker disagrees: every step is valid.');
    expect(c.questions[2].sentence).toBe('The model says the first invalid step is step 1 (3x - 2x = -7 - 5) — the checker disagrees: every step is valid.');
    expect(c.summary).toBe('The model agrees with the checker on 1 of 3 questions and disagrees on 2.');
    expect(c.blamed).toBe(1);
    expect(c.firstError).toBe(-1);
  });

  it('blaming too early or too late says where the first error really is', () => {
    const check = checkTrace(LATE);
    expect(check.q3).toBe(3);
    const early = compareAnswer(check, answer(false, false, 1));
    expect(early.questions[2].agrees).toBe(false);
    expect(early.questions[2].sentence).toBe('The model says the first invalid step is step 1 (3x = 2x - 12) — the checker disagrees: step 1 is valid; the first invalid step is step 3 (x = -13).');
    const late = compareAnswer(checkTrace(T2), answer(false, false, 2));
    expect(late.questions[2].sentence).toBe('The model says the first invalid step is step 2 (x = -2) — the checker disagrees: the first error comes earlier, at step 1 (3x - 2x = -7 + 5).');
    expect(late.questions.map((q) => q.agrees)).toEqual([true, true, false]);
  });

  it('a model saying a right answer is wrong is told it is right', () => {
    const c = compareAnswer(checkTrace(T3), answer(false, false, 1));
    expect(c.questions[0]).toMatchObject({ agrees: false, model: 'no', checker: 'yes', sentence: 'The model says the final answer is wrong — the checker disagrees: it is right.' });
  });

  it('a solution without a final answer is named as such', () => {
    const c = compareAnswer(checkTrace(['3x + 5 = 2x - 7', '3x - 2x = -7 - 5']), answer(true, true, -1));
    expect(c.questions[0].agrees).toBe(false);
    expect(c.questions[0].sentence).toBe('The model says the final answer is right — the checker disagrees: the solution ends without a final answer.');
  });

  it('an unreadable reply disagrees everywhere and says why', () => {
    const parsed = parseResponse('I think it is fine.', 2);
    const c = compareAnswer(checkTrace(T1), parsed);
    expect(c.readable).toBe(false);
    expect(c.questions.every((q) => !q.agrees && q.model === null)).toBe(true);
    expect(c.agreed).toBe(0);
    expect(c.summary).toMatch(/^The model's reply could not be read \(.+\), so it counts as disagreeing, as in a run\.$/);
    expect(c.blamed).toBeNull();
  });

  it('names steps as the trace numbers them, as the step list and the Q3 card do', () => {
    const c = compareAnswer(checkTrace(T2), answer(false, false, 2), { style: 'paren', start: 1 });
    expect(c.questions[2].sentence).toBe('The model says the first invalid step is step 3) (x = -2) — the checker disagrees: the first error comes earlier, at step 2) (3x - 2x = -7 + 5).');
    expect(c.questions[2].checker).toBe('2)');
    expect(c.questions[2].model).toBe('3)');
    const stepped = compareAnswer(checkTrace(T2), answer(true, true, -1), { style: 'step', start: 1 });
    expect(stepped.questions[1].sentence).toBe('The model says every step is valid — the checker disagrees: step 2 (3x - 2x = -7 + 5) is invalid.');
    expect(stepped.questions[2].checker).toBe('Step 2');
  });

  it('agreement is exactly a run\'s correctness, and the words never contradict the flag (property)', () => {
    const traces = [T1, T2, T3, LATE].map((t) => checkTrace(t));
    fc.assert(fc.property(fc.integer({ min: 0, max: 3 }), fc.boolean(), fc.boolean(), fc.integer({ min: -1, max: 3 }), (t, q1, q2, q3) => {
      const check = traces[t]!;
      const q = Math.min(q3, check.steps.length - 1);
      const c = compareAnswer(check, answer(q1, q2, q));
      const scored = scoreAnswer({ q1, q2, q3: q }, check);
      expect(c.questions.map((x) => x.agrees)).toEqual([scored.q1, scored.q2, scored.q3]);
      for (const x of c.questions) expect(x.sentence.endsWith('the checker agrees.')).toBe(x.agrees);
      for (const x of c.questions) expect(x.sentence.includes('the checker disagrees')).toBe(!x.agrees);
      expect(c.agreed).toBe(c.questions.filter((x) => x.agrees).length);
    }));
  });

  describe('a question the checker does not judge is compared with nothing (round 73)', () => {
    const pasted = (text: string) => {
      const r = checkTraceText(text);
      if (!r.ok) throw new Error(r.error.message);
      return r.result;
    };

    it('an unread last line: Q1, Q2, Q3 not judged, so none agrees or disagrees', () => {
      // Before: "the checker disagrees: it is wrong", the unread answer's default taken for a verdict.
      const check = pasted('2x + 1 = 7\n2x = 6\nx = 3 tablets');
      expect(check.claims).toEqual({ q1: false, q2: false, q3: false });
      const c = compareAnswer(check, answer(true, true, -1));
      expect(c.questions.map((q) => [q.judged, q.agrees, q.checker])).toEqual([[false, false, 'not judged'], [false, false, 'not judged'], [false, false, 'not judged']]);
      expect(c.questions[0].sentence).toBe('The model says the final answer is right — the checker does not judge this: the last line could not be read.');
      expect(c.questions[1].sentence).toBe('The model says every step is valid — the checker does not judge this: step 2 could not be read.');
      expect(c.summary).toBe('The checker judges none of the three questions here, so the model\'s answer is not compared.');
      expect(c.judged).toBe(0);
      expect(c.firstError).toBe(-1);
    });

    it('Q3 alone open (the problem and work on line 1): Q1 and Q2 compared, Q3 not', () => {
      const check = pasted('Solve 3x + 2 = 14: 3x = 12\nx = 3');
      expect(check.claims).toEqual({ q1: true, q2: true, q3: false });
      const c = compareAnswer(check, answer(false, false, 1));
      expect(c.questions.map((q) => [q.judged, q.agrees])).toEqual([[true, true], [true, true], [false, false]]);
      expect(c.questions[2].sentence).toMatch(/^The model says the first invalid step is step 1 \(3x = 12\) — the checker does not judge this: line 1 holds the problem and work/);
      expect(c.summary).toBe('The model agrees with the checker on the 2 questions it judges; the checker does not judge Q3 here.');
      expect(c.firstError).toBe(-1);
      const wrong = compareAnswer(check, answer(true, true, -1));
      expect(wrong.summary).toBe('The model agrees with the checker on 0 of the 2 questions it judges and disagrees on 2; the checker does not judge Q3 here.');
    });

    it('property: on pasted work, a sentence says "agrees" or "disagrees" only of a judged question', () => {
      const texts = ['2x + 1 = 7\n2x = 6\nx = 3 tablets', 'Solve 3x + 2 = 14: 3x = 12\nx = 3', 'x^2 = 4\nx = 2', '2x + 200 = 1,200\n2x = 1,000\nx = 500'];
      fc.assert(fc.property(fc.constantFrom(...texts), fc.boolean(), fc.boolean(), fc.integer({ min: -1, max: 2 }), (text, q1, q2, q3) => {
        const check = pasted(text);
        const c = compareAnswer(check, answer(q1, q2, Math.min(q3, check.steps.length - 1)));
        for (const x of c.questions) {
          expect(x.judged).toBe(check.claims[x.query]);
          if (!x.judged) expect(x.sentence).toContain('the checker does not judge this');
          else expect(x.sentence).toMatch(/the checker (agrees|disagrees)/);
        }
        expect(c.judged).toBe(c.questions.filter((x) => x.judged).length);
      }));
    });
  });
});
