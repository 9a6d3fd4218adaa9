// Engines by connection. The CLI and the run worker describe how to reach an engine
// as plain data (core/run/plan.ts: EngineConnection) and get an Engine back; WebLLM
// needs a live MLCEngineInterface, which only the run worker can load, so it is made there.
import type { PromptTemplate } from '../core/protocol/index.ts';
import type { EngineConnection } from '../core/run/index.ts';
import { EngineError, type Engine } from './engine.ts';
import { createOpenAIEngine } from './openai.ts';
import { createReferenceEngine } from './reference.ts';

/** `fetch` replaces the global fetch for HTTP engines (the CLI passes node/http-fetch.ts). */
export function engineForConnection(connection: EngineConnection, template: PromptTemplate, options: { fetch?: typeof fetch } = {}): Engine {
  switch (connection.kind) {
    case 'reference':
    case 'accept-all':
    case 'answer-only':
      return createReferenceEngine(connection.kind, template);
    case 'openai':
      return createOpenAIEngine({
        baseUrl: connection.baseUrl, model: connection.model, apiKey: connection.apiKey,
        timeoutMs: connection.timeoutMs, maxRetries: connection.maxRetries,
        ...(connection.deadlineMs !== undefined ? { deadlineMs: connection.deadlineMs } : {}), ...(options.fetch ? { fetch: options.fetch } : {}),
      });
    case 'webllm':
      throw new EngineError('unsupported', 'a WebLLM engine is made by the run worker from a loaded model');
  }
}
