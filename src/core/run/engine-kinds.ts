// The one list of engine kinds: what each is called, where it can run, and how many
// requests it takes at once by default. The CLI's flags, the Run form, deep links and
// the run worker all read this list; adding an engine starts here.

export const ENGINE_KINDS = ['reference', 'accept-all', 'answer-only', 'openai', 'webllm'] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];

/** The order choices are offered in: models first, then the ceiling and the baselines. */
export const ENGINE_CHOICE_ORDER = ['webllm', 'openai', 'reference', 'accept-all', 'answer-only'] as const satisfies readonly EngineKind[];

/** Engines that need no model: they answer from the trace itself (ceiling and baselines). */
export const REFERENCE_KINDS = ['reference', 'accept-all', 'answer-only'] as const satisfies readonly EngineKind[];
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export function isEngineKind(value: string): value is EngineKind {
  return (ENGINE_KINDS as readonly string[]).includes(value);
}

export function isReferenceKind(value: string): value is ReferenceKind {
  return (REFERENCE_KINDS as readonly string[]).includes(value);
}

export interface EngineKindInfo {
  label: string;
  /** A shorter label where space is tight (the Check view's ask panel). */
  short: string;
  /** Where it can run: WebLLM needs a browser with WebGPU. */
  cli: boolean;
  browser: boolean;
  /** Requests in flight by default: one GPU answers one at a time. */
  concurrency: number;
}

export const ENGINE_KIND_INFO: Record<EngineKind, EngineKindInfo> = {
  webllm: { label: 'A model in this browser (WebLLM, on your GPU)', short: 'A model in this browser (WebLLM)', cli: false, browser: true, concurrency: 1 },
  openai: { label: 'An OpenAI-compatible server (Ollama, vLLM, SGLang, llama.cpp, hosted APIs)', short: 'An OpenAI-compatible server', cli: true, browser: true, concurrency: 4 },
  reference: { label: 'Reference: the exact checker (the 100% ceiling)', short: 'Reference: the exact checker', cli: true, browser: true, concurrency: 4 },
  'accept-all': { label: 'Baseline: accept every solution', short: 'Baseline: accept every solution', cli: true, browser: true, concurrency: 4 },
  'answer-only': { label: 'Baseline: judge the final answer only', short: 'Baseline: judge the final answer only', cli: true, browser: true, concurrency: 4 },
};
