// A run spec for tests, from the default template.
import { STEPBENCH_V1 } from '../../src/core/protocol/index.ts';
import { createRunLog, promptSpec, type RunLog, type RunSpec } from '../../src/core/run/log.ts';

export function testSpec(overrides: Partial<RunSpec['decoding']> = {}, engine: RunSpec['engine'] = { kind: 'reference', model: 'reference' }): RunSpec {
  return {
    dataset: { seed: 1, options: {}, content_hash: 'test' },
    engine,
    prompt: promptSpec(STEPBENCH_V1),
    decoding: { temperature: 0, seed: 1234, max_tokens: null, k: 1, json_schema: false, thinking: null, ...overrides },
    limit: null,
    set: 'both',
  };
}

export function testLog(spec: RunSpec = testSpec(), id = 'run-test'): RunLog {
  return createRunLog({
    id, spec, now: '2026-01-01T00:00:00.000Z',
    provenance: { app_version: 'test', webllm_version: null, gpu_adapter: null, user_agent: 'vitest' },
  });
}
