// Engines that need no model. They read the trace back out of the prompt (so they
// travel the same prompt -> engine -> parse -> score path a model does) and answer
// with JSON text in the template's field names:
// - reference:   the exact checker; the 100% ceiling that proves the pipeline end to end;
// - accept-all:  "final answer correct, every step valid, no invalid step" for everything;
// - answer-only: judges the final answer only. q1 = the checker's final-answer verdict
//   (does the trace's final answer satisfy the original equation), q2 = q1 (a trace
//   whose answer is right is assumed valid), q3 = -1 when q1 holds, otherwise the last
//   step's index (it blames the step that states the wrong answer). It shows what the
//   answer key alone earns: perfect on T1 and T2 Q1/Q2, wrong on every T3 Q2/Q3.
import { checkTrace } from '../core/checker/index.ts';
import { renderAnswer, type PromptTemplate } from '../core/protocol/index.ts';
import type { Answer, ChatMessage } from '../core/protocol/types.ts';
import { EngineError, clock, throwIfAborted, type Engine, type EngineSpec, type GenerateRequest, type GenerateResult } from './engine.ts';

import type { ReferenceKind } from '../core/run/index.ts';

const STEP_LINE = /^\s*Step (\d+):[ \t]?(.*)$/;

/**
 * The trace's statements from the last user message's `Step i:` lines. If the
 * message shows more than one trace (say an example in the instructions), the
 * last one starting at Step 0 wins, because the sample comes last in the prompt.
 */
export function stepsFromMessages(messages: ChatMessage[]): string[] | null {
  const user = [...messages].reverse().find((m) => m.role === 'user');
  if (!user) return null;
  let steps: string[] | null = null;
  for (const line of user.content.split('\n')) {
    const m = STEP_LINE.exec(line);
    if (!m) continue;
    const index = Number(m[1]);
    if (index === 0) steps = [];
    if (steps && index === steps.length) steps.push((m[2] ?? '').trimEnd());
  }
  return steps && steps.length > 0 ? steps : null;
}

/** The answer each reference kind gives for a trace. */
export function referenceAnswer(kind: ReferenceKind, steps: string[]): Answer {
  if (kind === 'accept-all') return { q1: true, q2: true, q3: -1 };
  const check = checkTrace(steps);
  if (kind === 'reference') return { q1: check.q1, q2: check.q2, q3: check.q3 };
  return { q1: check.q1, q2: check.q1, q3: check.q1 ? -1 : steps.length - 1 };
}

/** The template decides the JSON field names of the answer, exactly as a model would be asked. */
export function createReferenceEngine(kind: ReferenceKind, template: PromptTemplate): Engine {
  const info: EngineSpec = { kind, model: kind };
  return {
    id: kind,
    describe: () => ({ ...info }),
    async generate(request: GenerateRequest, signal: AbortSignal): Promise<GenerateResult> {
      throwIfAborted(signal);
      const start = clock();
      const steps = stepsFromMessages(request.messages);
      // A prompt without Step lines means the template changed under us: a bug, not a model answer.
      if (!steps) throw new EngineError('bad_request', `${kind}: no "Step i:" lines in the user message`);
      const text = renderAnswer(referenceAnswer(kind, steps), template);
      return { text, reasoning: null, prompt_tokens: null, completion_tokens: null, latency_ms: clock() - start, finish_reason: 'stop' };
    },
  };
}
