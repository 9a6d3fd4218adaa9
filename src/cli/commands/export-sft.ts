// `stepbench export-sft`: chat-format JSONL for LoRA fine-tuning (III-F), one
// {"messages": [system, user, assistant]} per sample: the evaluation prompt, and as
// the assistant turn the gold JSON — alone, after the checker's explanation, or after
// a teacher model's rationale kept only when the teacher's stated answers match the
// gold labels exactly (the paper's distillation filter).
import { buildPrompt, getTemplate, parseResponse, renderAnswer, STEPBENCH_V1, STEPBENCH_V1_THINK, type ChatMessage, type PromptTemplate } from '../../core/protocol/index.ts';
import type { Sample, Split } from '../../core/dataset/types.ts';
import { selectSamples } from '../../core/run/select.ts';
import { toEngineError, type Engine } from '../../engines/engine.ts';
import { createOpenAIEngine } from '../../engines/openai.ts';
import { FileProblem } from '../../node/fs-errors.ts';
import { httpFetch } from '../../node/http-fetch.ts';
import { outputRefusal, writeFileAtomic } from '../../node/safe-output.ts';
import { isError, numberFlag, parse, stringFlag, type Options } from '../args.ts';
import { loadSamples } from '../data.ts';
import type { Command } from './types.ts';

const USAGE = `usage: stepbench export-sft [--data DIR | --seed N] --out FILE.jsonl [options]

  --split S              train (default) or test
  --limit N              stratified subset of N samples
  --with-explanation     the checker's explanation before the JSON answer
  --template ID          prompt template (default ${STEPBENCH_V1.id}; ${STEPBENCH_V1_THINK.id} with rationales)
  --teacher-endpoint URL OpenAI-compatible teacher that writes a rationale per sample
  --teacher-model NAME   the teacher model
  --teacher-api-key K    or env STEPBENCH_TEACHER_API_KEY / STEPBENCH_API_KEY
  --concurrency N        teacher requests in flight (default 4)
  --temperature T        teacher temperature (default 0.3)`;

const OPTIONS: Options = {
  data: { type: 'string' },
  seed: { type: 'string' },
  split: { type: 'string' },
  limit: { type: 'string' },
  out: { type: 'string' },
  'with-explanation': { type: 'boolean' },
  template: { type: 'string' },
  'teacher-endpoint': { type: 'string' },
  'teacher-model': { type: 'string' },
  'teacher-api-key': { type: 'string' },
  concurrency: { type: 'string' },
  temperature: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

function fail(message: string): number {
  process.stderr.write(`stepbench export-sft: ${message}\n\n${USAGE}\n`);
  return 2;
}

/** Reasoning before the answer, in the form the template asks for. */
export function withRationale(rationale: string, answerJson: string, template: PromptTemplate): string {
  const r = rationale.trim();
  return template.reasoning ? `<think>\n${r}\n</think>\n\n${answerJson}` : `${r}\n\n${answerJson}`;
}

export function sftRow(sample: Sample, template: PromptTemplate, assistant: string): string {
  const messages: ChatMessage[] = [...buildPrompt(sample, template), { role: 'assistant', content: assistant }];
  return JSON.stringify({ messages });
}

/**
 * The teacher sees the checker's explanation as a private hint (the paper refines the
 * programmatic explanations); the exported row keeps the plain prompt and the teacher's reply.
 */
export function teacherMessages(sample: Sample, template: PromptTemplate): ChatMessage[] {
  const messages = buildPrompt(sample, template);
  const user = messages[messages.length - 1];
  if (user) {
    user.content += `\n\nFor you only (do not mention it): an exact checker's analysis of this solution is: ${sample.explanation}\n` +
      'Explain in your own words, step by step, why each step is or is not valid, then give the JSON answer.';
  }
  return messages;
}

export interface TeacherTally {
  kept: number;
  wrong_labels: number;
  unparseable: number;
  engine_errors: number;
}

/** Asks the teacher for every sample (bounded concurrency); returns the kept assistant turns by index. */
export async function distill(samples: readonly Sample[], template: PromptTemplate, teacher: Engine, options: { concurrency: number; temperature: number; signal: AbortSignal }): Promise<{ kept: (string | null)[]; tally: TeacherTally }> {
  const kept: (string | null)[] = samples.map(() => null);
  const tally: TeacherTally = { kept: 0, wrong_labels: 0, unparseable: 0, engine_errors: 0 };
  let next = 0;
  const worker = async (): Promise<void> => {
    while (!options.signal.aborted) {
      const i = next++;
      const sample = samples[i];
      if (!sample) return;
      try {
        const result = await teacher.generate({ messages: teacherMessages(sample, template), temperature: options.temperature, seed: i, max_tokens: null, json_schema: null, thinking: null }, options.signal);
        const parsed = parseResponse(result.text, sample.steps.length - 1, template.fields);
        if (!parsed.ok) tally.unparseable++;
        else if (parsed.answer.q1 !== sample.gold.q1 || parsed.answer.q2 !== sample.gold.q2 || parsed.answer.q3 !== sample.gold.q3) tally.wrong_labels++;
        else {
          // Rationale from a separate reasoning channel goes in front, as the template asks.
          kept[i] = result.reasoning ? withRationale(result.reasoning, result.text.trim(), template) : result.text.trim();
          tally.kept++;
        }
      } catch (err) {
        if (toEngineError(err, options.signal).code === 'aborted') return;
        tally.engine_errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, () => worker()));
  return { kept, tally };
}

export const exportSftCommand: Command = {
  async run(args) {
    const parsed = parse(args, OPTIONS);
    if ('error' in parsed) return fail(parsed.error);
    const { values } = parsed;
    if (values.help) {
      process.stdout.write(USAGE + '\n');
      return 0;
    }
    const out = stringFlag(values, 'out');
    if (!out) return fail('--out FILE.jsonl is required');
    // Before any work (a teacher run can take hours): --out must be a regular file or absent.
    const refused = await outputRefusal(out);
    if (refused !== null) {
      process.stderr.write(`stepbench export-sft: ${refused}\n`);
      return 2;
    }
    const split = (stringFlag(values, 'split') ?? 'train') as Split;
    if (split !== 'train' && split !== 'test') return fail('--split must be train or test');
    const seed = numberFlag(values, 'seed', { integer: true, min: 0 });
    const limit = numberFlag(values, 'limit', { integer: true, min: 1 });
    const concurrency = numberFlag(values, 'concurrency', { integer: true, min: 1, max: 256 });
    const temperature = numberFlag(values, 'temperature', { min: 0, max: 2 });
    for (const v of [seed, limit, concurrency, temperature]) if (isError(v)) return fail(v.error);
    const teacherEndpoint = stringFlag(values, 'teacher-endpoint');
    const teacherModel = stringFlag(values, 'teacher-model');
    if ((teacherEndpoint === undefined) !== (teacherModel === undefined)) return fail('a teacher needs both --teacher-endpoint and --teacher-model');
    const rationale = values['with-explanation'] === true || teacherEndpoint !== undefined;
    const templateId = stringFlag(values, 'template') ?? (rationale ? STEPBENCH_V1_THINK.id : STEPBENCH_V1.id);
    const template = getTemplate(templateId);
    if (!template) return fail(`unknown --template "${templateId}"`);

    const loaded = await loadSamples({ data: stringFlag(values, 'data'), seed: (seed as number | undefined) ?? 1, withTrain: split === 'train' });
    if ('error' in loaded) return fail(loaded.error);
    const pool = loaded.samples.filter((s) => s.split === split);
    if (pool.length === 0) return fail(`the data has no ${split} samples`);
    const samples = selectSamples(pool, 'both', (limit as number | undefined) ?? null);

    let assistants: (string | null)[];
    if (teacherEndpoint && teacherModel) {
      const apiKey = stringFlag(values, 'teacher-api-key') ?? process.env.STEPBENCH_TEACHER_API_KEY ?? process.env.STEPBENCH_API_KEY ?? null;
      // The CLI's transport: credentials never follow a redirect to another origin, never https to http.
      const teacher = createOpenAIEngine({ baseUrl: teacherEndpoint, model: teacherModel, apiKey, fetch: httpFetch });
      const controller = new AbortController();
      const onSigint = (): void => controller.abort();
      process.on('SIGINT', onSigint);
      process.stderr.write(`asking ${teacherModel} for ${samples.length} rationales…\n`);
      try {
        const result = await distill(samples, template, teacher, { concurrency: (concurrency as number | undefined) ?? 4, temperature: (temperature as number | undefined) ?? 0.3, signal: controller.signal });
        assistants = result.kept;
        const t = result.tally;
        const dropped = t.wrong_labels + t.unparseable;
        process.stderr.write(`teacher: kept ${t.kept}, dropped ${dropped} (labels differ from gold ${t.wrong_labels}, no parsable answer ${t.unparseable}), engine errors ${t.engine_errors}${controller.signal.aborted ? ', stopped early' : ''}\n`);
      } finally {
        process.off('SIGINT', onSigint);
      }
    } else {
      assistants = samples.map((s) => {
        const answer = renderAnswer(s.gold, template);
        return values['with-explanation'] ? withRationale(s.explanation, answer, template) : answer;
      });
    }
    const lines = samples.flatMap((s, i) => {
      const a = assistants[i];
      return a == null ? [] : [sftRow(s, template, a)];
    });
    try {
      await writeFileAtomic(out, lines.length > 0 ? lines.join('\n') + '\n' : '');
    } catch (err) {
      if (!(err instanceof FileProblem)) throw err;
      process.stderr.write(`stepbench export-sft: ${err.message}\n`);
      return 1;
    }
    process.stderr.write(`wrote ${lines.length} rows to ${out} (template ${template.id})\n`);
    return 0;
  },
};
