// One model answer about one trace, set beside the checker's verdict question by question,
// in plain words a class can read aloud. Agreement is exactly what a run scores as
// correct (scoreAnswer), so the Check view and a run never disagree about "agrees".
import type { CheckResult } from '../checker/types.ts';
import type { ParsedResponse } from '../protocol/types.ts';
import { NO_NUMBERING, stepInSentence, stepName, type Numbering } from '../trace/index.ts';
import { scoreAnswer } from './score.ts';

export type Query = 'q1' | 'q2' | 'q3';

export interface QuestionVerdict {
  query: Query;
  /** The question, short: "Is the final answer right?" */
  question: string;
  /** The model's answer as shown ("yes", "no", "Step 2" or the trace's "3)", "none"); null when it could not be read. */
  model: string | null;
  checker: string;
  /**
   * Whether the checker judges this question (CheckResult.claims): where it does not (a line it could not read, line 1
   * holding the problem and work for Q3), the model's answer is shown and neither agrees nor disagrees.
   */
  judged: boolean;
  /** False where the question is not judged. */
  agrees: boolean;
  /** "The model says the final answer is right — the checker agrees." */
  sentence: string;
}

export interface AnswerComparison {
  /** False when the reply held no well-formed answer (then nothing agrees, as in a run). */
  readable: boolean;
  questions: [QuestionVerdict, QuestionVerdict, QuestionVerdict];
  agreed: number;
  /** How many of the three questions the checker judges. */
  judged: number;
  summary: string;
  /** The step the model called the first invalid one, or null (none, or unreadable). */
  blamed: number | null;
  /** The checker's first invalid step, or -1 (also where Q3 is not judged). */
  firstError: number;
}

/** How a step is named inside a sentence: "step 2", or as the trace numbers it ("step 3)"). */
type StepLabel = (index: number) => string;

const QUESTIONS: Record<Query, string> = {
  q1: 'Is the final answer right?',
  q2: 'Is every step valid?',
  q3: 'Which step is the first invalid one?',
};

function stepWithText(check: CheckResult, index: number, label: StepLabel): string {
  const text = check.steps[index]?.text.trim();
  return text ? `${label(index)} (${text})` : label(index);
}

function noFinalAnswer(check: CheckResult): boolean {
  return check.steps.some((s) => s.code === 'no_final_answer');
}

/** What the model says, without the checker's side: the start of each question's sentence. */
function modelSays(query: Query, a: { q1: boolean; q2: boolean; q3: number }, check: CheckResult, label: StepLabel): string {
  if (query === 'q1') return `The model says the final answer is ${a.q1 ? 'right' : 'wrong'}`;
  if (query === 'q2') return a.q2 ? 'The model says every step is valid' : 'The model says at least one step is invalid';
  return a.q3 === -1 ? 'The model finds no invalid step' : `The model says the first invalid step is ${stepWithText(check, a.q3, label)}`;
}

function q1Sentence(says: string, check: CheckResult, agrees: boolean): string {
  if (agrees) return `${says} — the checker agrees.`;
  if (!check.q1 && noFinalAnswer(check)) return `${says} — the checker disagrees: the solution ends without a final answer.`;
  return `${says} — the checker disagrees: it is ${check.q1 ? 'right' : 'wrong'}.`;
}

function q2Sentence(says: string, check: CheckResult, agrees: boolean, label: StepLabel): string {
  if (agrees) return `${says} — the checker agrees.`;
  return check.q2
    ? `${says} — the checker disagrees: every step is valid.`
    : `${says} — the checker disagrees: ${stepWithText(check, check.q3, label)} is invalid.`;
}

function q3Sentence(says: string, model: number, check: CheckResult, agrees: boolean, label: StepLabel): string {
  const gold = check.q3;
  if (agrees) return `${says} — the checker agrees.`;
  if (model === -1) return `${says} — the checker disagrees: the first invalid step is ${stepWithText(check, gold, label)}.`;
  if (gold === -1) return `${says} — the checker disagrees: every step is valid.`;
  // Before the first invalid step every step is valid by definition.
  const where = model > gold
    ? `the first error comes earlier, at ${stepWithText(check, gold, label)}`
    : `${label(model)} is valid; the first invalid step is ${stepWithText(check, gold, label)}`;
  return `${says} — the checker disagrees: ${where}.`;
}

/** Why the checker does not judge a question, in its own words (explain.ts says the same). */
function whyOpen(query: Query, check: CheckResult, label: StepLabel): string {
  const unread = check.unreadable.length ? `${label(check.unreadable[0]!)} could not be read` : null;
  if (query === 'q1') return check.unjudged ?? unread ?? 'it could not be judged';
  if (query === 'q3' && check.q3Open) return check.q3Open;
  return unread ?? check.unjudged ?? 'it could not be judged';
}

const NAMES: Record<Query, string> = { q1: 'Q1', q2: 'Q2', q3: 'Q3' };

function summarise(questions: readonly QuestionVerdict[]): string {
  const judged = questions.filter((q) => q.judged);
  const agreed = judged.filter((q) => q.agrees).length;
  if (judged.length === 3) {
    return agreed === 3
      ? 'The model agrees with the checker on all three questions.'
      : agreed === 0
        ? 'The model disagrees with the checker on all three questions.'
        : `The model agrees with the checker on ${agreed} of 3 questions and disagrees on ${3 - agreed}.`;
  }
  if (judged.length === 0) return 'The checker judges none of the three questions here, so the model\'s answer is not compared.';
  const open = questions.filter((q) => !q.judged).map((q) => NAMES[q.query]);
  const which = `the checker does not judge ${open.join(' or ')} here`;
  return agreed === judged.length
    ? `The model agrees with the checker on the ${judged.length === 1 ? 'one question' : `${judged.length} questions`} it judges; ${which}.`
    : `The model agrees with the checker on ${agreed} of the ${judged.length} questions it judges and disagrees on ${judged.length - agreed}; ${which}.`;
}

const yesNo = (b: boolean): string => (b ? 'yes' : 'no');
const stepOrNone = (i: number, numbering: Numbering): string => (i === -1 ? 'none' : stepName(numbering, i));

/**
 * The model's parsed reply against the checker's verdict on the same trace; steps are named
 * as the trace numbers them (trace/numbering.ts), like everywhere else in the view.
 */
export function compareAnswer(check: CheckResult, parsed: ParsedResponse, numbering: Numbering = NO_NUMBERING): AnswerComparison {
  const label: StepLabel = (i) => stepInSentence(numbering, i);
  const claims = check.claims;
  const checker = {
    q1: claims.q1 ? yesNo(check.q1) : 'not judged',
    q2: claims.q2 ? yesNo(check.q2) : 'not judged',
    q3: claims.q3 ? stepOrNone(check.q3, numbering) : 'not judged',
  };
  const firstError = claims.q3 ? check.q3 : -1;
  if (!parsed.ok) {
    const why = `The model's reply could not be read (${parsed.error.message}), so it counts as disagreeing, as in a run.`;
    const question = (query: Query): QuestionVerdict => ({ query, question: QUESTIONS[query], model: null, checker: checker[query], judged: claims[query], agrees: false, sentence: why });
    return {
      readable: false,
      questions: [question('q1'), question('q2'), question('q3')],
      agreed: 0,
      judged: [claims.q1, claims.q2, claims.q3].filter(Boolean).length,
      summary: why,
      blamed: null,
      firstError,
    };
  }
  const a = parsed.answer;
  const ok = scoreAnswer(a, check);
  // A question the checker does not judge is neither agreed nor disagreed with: its label is no verdict (round 73: an
  // unread line's default "wrong" was said as the checker's, "the checker disagrees: it is wrong").
  const open = (query: Query): QuestionVerdict => ({
    query, question: QUESTIONS[query], model: query === 'q3' ? stepOrNone(a.q3, numbering) : yesNo(a[query]), checker: checker[query],
    judged: false, agrees: false, sentence: `${modelSays(query, a, check, label)} — the checker does not judge this: ${whyOpen(query, check, label)}.`,
  });
  const questions: AnswerComparison['questions'] = [
    claims.q1 ? { query: 'q1', question: QUESTIONS.q1, model: yesNo(a.q1), checker: checker.q1, judged: true, agrees: ok.q1, sentence: q1Sentence(modelSays('q1', a, check, label), check, ok.q1) } : open('q1'),
    claims.q2 ? { query: 'q2', question: QUESTIONS.q2, model: yesNo(a.q2), checker: checker.q2, judged: true, agrees: ok.q2, sentence: q2Sentence(modelSays('q2', a, check, label), check, ok.q2, label) } : open('q2'),
    claims.q3 ? { query: 'q3', question: QUESTIONS.q3, model: stepOrNone(a.q3, numbering), checker: checker.q3, judged: true, agrees: ok.q3, sentence: q3Sentence(modelSays('q3', a, check, label), a.q3, check, ok.q3, label) } : open('q3'),
  ];
  const agreed = questions.filter((q) => q.agrees).length;
  const judged = questions.filter((q) => q.judged).length;
  return { readable: true, questions, agreed, judged, summary: summarise(questions), blamed: a.q3 === -1 ? null : a.q3, firstError };
}
