// Reaching a run's engine inside the worker: the reference engines and an endpoint
// through the adapters' registry; WebLLM through the host that owns the one MLCEngine.
import { EngineError, type Engine, type EngineConnection } from '../../src/core/run/index.ts';
import type { PromptTemplate } from '../../src/core/protocol/index.ts';
import { engineForConnection } from '../../src/engines/registry.ts';
import type { LoadProgress, ModelEntry } from './protocol.ts';

export type Details = Record<string, string | number | boolean | null>;

/** Loads WebLLM models inside the worker; injected so tests need no GPU. */
export interface WebLLMHost {
  load(
    connection: Extract<EngineConnection, { kind: 'webllm' }>,
    onProgress: (p: LoadProgress) => void,
    signal: AbortSignal,
  ): Promise<{ engine: Engine; details: Details; version: string | null }>;
  listModels(): Promise<{ models: ModelEntry[]; version: string | null }>;
  deleteModel(id: string): Promise<void>;
  /** Forget the loaded model (after device loss it cannot be used again). */
  drop(): void;
}

export interface Connected {
  engine: Engine;
  details?: Details;
  /** The WebLLM version, for provenance. */
  version: string | null;
}

/** `template`: the reference engines answer in its field names. */
export async function connect(
  connection: EngineConnection,
  template: PromptTemplate,
  host: WebLLMHost | undefined,
  hooks: { signal: AbortSignal; onLoading: () => void; onLoad: (p: LoadProgress) => void },
): Promise<Connected> {
  if (connection.kind !== 'webllm') return { engine: engineForConnection(connection, template), version: null };
  if (!host) throw new EngineError('unsupported', 'WebLLM is not available here');
  hooks.onLoading();
  return host.load(connection, hooks.onLoad, hooks.signal);
}
