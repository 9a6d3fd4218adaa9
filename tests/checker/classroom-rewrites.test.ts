// The generator's right traces (T1) rewritten as classroom work ends (a check in words after the
// answer, "Answer:" before it, a candidate thrown out in words instead of a check line) must keep
// their gold labels; the gold comes from the generator's own checker reading, so each rewrite is
// tested against labels it did not make. The same words on a wrong answer must be called wrong.
import { describe, expect, it } from 'vitest';
import { checkTraceText } from '../../src/core/checker/index.ts';
import { generateDataset } from '../../src/core/dataset/index.ts';
import { DOMAIN_IDS } from '../../src/core/domains/index.ts';

const VALID = { q1: true, q2: true, q3: -1 };
const gold = (text: string) => {
  const r = checkTraceText(text);
  if (!r.ok) throw new Error(r.error.message);
  return { labels: { q1: r.result.q1, q2: r.result.q2, q3: r.result.q3 }, result: r.result };
};

// 60 test samples per type: a multiple of every domain's number of perturbation families.
const samples = DOMAIN_IDS.flatMap((domain) => {
  const d = generateDataset({ domain, seed: 11, trainCanonicalPerType: 3, trainPerturbedPerCell: 1, testPerType: 60 });
  return [...d.testCanonical, ...d.testPerturbed];
});
/** The values of a final answer `x = a or x = b` written by the generator (one unknown), or null. */
const answerValues = (line: string) => {
  const parts = line.split(' or ');
  return parts.every((p) => /^x = [^=<>]+$/.test(p)) ? parts.map((p) => p.slice(4)) : null;
};

describe('the generator\'s right traces, ended as classroom work ends', () => {
  const right = samples.filter((s) => s.trace_type === 'T1' && answerValues(s.steps.at(-1)!));

  it('there are enough of them', () => expect(right.length).toBeGreaterThan(100));

  it('with the answer affirmed in words after it ("It checks out.", "Both are solutions.", "x = v works")', () => {
    for (const s of right) {
      const values = answerValues(s.steps.at(-1)!)!;
      const words = values.length === 1 ? ['It checks out.', `x = ${values[0]} works`] : values.length === 2 ? ['Both are solutions.', `x = ${values[0]} and x = ${values[1]} are solutions ✓`] : ['They all work.'];
      for (const w of words) {
        const { labels, result } = gold(`${s.steps.join('\n')}\n${w}`);
        expect(labels, `${s.id}: ${w}\n${result.explanation}`).toEqual(VALID);
        expect(result.steps.at(-1)!.kind).toBe('check');
      }
    }
  });

  it('with the words that name the answer before the last line ("Answer:", "So", "Therefore", "The solution is"), in every domain', () => {
    const every = samples.filter((s) => s.trace_type === 'T1');
    expect(new Set(every.map((s) => s.domain)).size).toBe(DOMAIN_IDS.length);
    for (const s of every) {
      for (const lead of ['Answer: ', 'So ', 'Therefore ', 'The solution is ']) {
        const { labels, result } = gold([...s.steps.slice(0, -1), `${lead}${s.steps.at(-1)}`].join('\n'));
        expect(labels, `${s.id}: ${lead}\n${result.explanation}`).toEqual(VALID);
      }
    }
  });

  it('with each check line that rejects written as words ("x = v doesn\'t work", "x = v is excluded")', () => {
    const checked = samples.filter((s) => s.trace_type === 'T1' && s.steps.some((l) => /^check x = .*, reject$/.test(l)));
    expect(checked.length).toBeGreaterThan(10);
    for (const s of checked) {
      for (const words of ["doesn't work", 'is excluded', 'makes the denominator zero']) {
        // "Makes the denominator zero" only of a value where one is (the check line says "undefined"):
        // said of another value it is false, and the line wrong (tests/checker/rejection-line.test.ts).
        const steps = s.steps.map((l) => (words === 'makes the denominator zero' && !/: undefined, reject$/.test(l) ? l.replace(/^check x = (.+?): .*, reject$/, `x = $1 doesn't work`) : l.replace(/^check x = (.+?): .*, reject$/, `x = $1 ${words}`)));
        const { labels, result } = gold(steps.join('\n'));
        expect(labels, `${s.id}: ${steps.join(' | ')}\n${result.explanation}`).toEqual(VALID);
      }
    }
  });
});

describe('the same words after a wrong answer', () => {
  it('"x = v is a solution" after a T2\'s one-value answer: a wrong verdict where v is no solution, right where it is one (an answer that misses another)', () => {
    const wrong = samples.filter((s) => s.trace_type === 'T2' && answerValues(s.steps.at(-1)!)?.length === 1);
    expect(wrong.length).toBeGreaterThan(20);
    let noSolution = 0;
    for (const s of wrong) {
      const v = answerValues(s.steps.at(-1)!)![0]!;
      // The sample's solution, as the generator wrote it (`x = a or x = b`, `no solution`).
      const isSolution = (answerValues(s.solution) ?? []).includes(v);
      if (!isSolution) noSolution++;
      const { labels, result } = gold(`${s.steps.join('\n')}\nx = ${v} is a solution`);
      expect(labels.q1).toBe(false);
      expect(result.steps.at(-1)!.code, `${s.id}\n${result.explanation}`).toBe(isSolution ? null : 'check_wrong_verdict');
      // The first error stays where the generator put it.
      expect(labels.q3).toBe(s.gold.q3);
    }
    expect(noSolution).toBeGreaterThan(20);
  });
});
