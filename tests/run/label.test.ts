import { describe, expect, it } from 'vitest';
import { distinctLabels, runLabel, runSlug } from '../../src/core/run/index.ts';

const spec = (kind: string, model: string, k = 1) => ({ engine: { kind, model }, decoding: { temperature: 0, seed: 0, max_tokens: null, k, json_schema: false, thinking: null } });

describe('run labels', () => {
  it('use the name when the run has one, else the model (or reference engine) and k', () => {
    expect(runLabel({ spec: spec('reference', 'reference') })).toBe('reference');
    expect(runLabel({ spec: spec('openai', 'qwen3:14b', 7) })).toBe('qwen3:14b (k=7)');
    expect(runLabel({ spec: spec('openai', 'qwen3:14b'), name: '  Qwen on the laptop ' })).toBe('Qwen on the laptop');
    expect(runLabel({ spec: spec('openai', 'qwen3:14b'), name: '   ' })).toBe('qwen3:14b');
    expect(runSlug({ spec: spec('openai', 'Qwen/Qwen3-14B'), name: 'a <b> run!' })).toBe('a_b_run');
  });

  it('repeated labels get a letter by position; unique ones stay as they are', () => {
    expect(distinctLabels(['reference', 'qwen', 'reference'])).toEqual(['A: reference', 'qwen', 'C: reference']);
    expect(distinctLabels(['a', 'b'])).toEqual(['a', 'b']);
  });
});
