// Engines by name. The CLI and the app describe an engine as plain data and get an
// Engine back; WebLLM needs a live MLCEngineInterface, which the caller loads first.
import type { MLCEngineInterface } from '@mlc-ai/web-llm';
import type { PromptTemplate } from '../core/protocol/index.ts';
import type { Engine } from './engine.ts';
import { createOpenAIEngine, type OpenAIEngineOptions } from './openai.ts';
import { createReferenceEngine, type ReferenceKind } from './reference.ts';
import { createWebLLMEngine } from './webllm.ts';

export type EngineConfig =
  | { kind: ReferenceKind; template: PromptTemplate }
  | ({ kind: 'openai' } & OpenAIEngineOptions)
  | { kind: 'webllm'; model: string; mlc: MLCEngineInterface; details?: Record<string, string | number | boolean | null> };

export const ENGINE_KINDS = ['reference', 'accept-all', 'answer-only', 'openai', 'webllm'] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];

export function createEngine(config: EngineConfig): Engine {
  switch (config.kind) {
    case 'reference':
    case 'accept-all':
    case 'answer-only':
      return createReferenceEngine(config.kind, config.template);
    case 'openai':
      return createOpenAIEngine(config);
    case 'webllm':
      return createWebLLMEngine({ mlc: config.mlc, model: config.model, ...(config.details ? { details: config.details } : {}) });
  }
}
