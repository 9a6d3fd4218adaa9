// The one list of engine kinds: what each is called, where it can run, and how many
// requests it takes at once by default. The CLI's flags, the Run form, deep links and
// the run worker all read this list; adding an engine starts here.

export const ENGINE_KINDS = ['reference', 'accept-all', 'answer-only', 'openai', 'webllm'] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];

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
  /** Where it can run: WebLLM needs a browser with WebGPU. */
  cli: boolean;
  browser: boolean;
  /** Requests in flight by default: one GPU answers one at a time. */
  concurrency: number;
}

export const ENGINE_KIND_INFO: Record<EngineKind, EngineKindInfo> = {
  webllm: { label: 'A model in this browser (WebLLM, on your GPU)', cli: false, browser: true, concurrency: 1 },
  openai: { label: 'An OpenAI-compatible server (Ollama, vLLM, SGLang, llama.cpp, hosted APIs)', cli: true, browser: true, concurrency: 4 },
  reference: { label: 'Reference: the exact checker (the 100% ceiling)', cli: true, browser: true, concurrency: 4 },
  'accept-all': { label: 'Baseline: accept every solution', cli: true, browser: true, concurrency: 4 },
  'answer-only': { label: 'Baseline: judge the final answer only', cli: true, browser: true, concurrency: 4 },
};
