import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FORM, customModelId, effectiveTemperature, estimateDownloadMB, formatMB, startRequest, validateForm, type RunForm,
} from '../../src/ui/state/run-form.ts';
import { connectionFor, planRun } from '../../src/core/run/index.ts';

const env = { apiKey: 'sk-1', gpuAdapter: null, userAgent: 'test' };
const form = (p: Partial<RunForm>): RunForm => ({ ...DEFAULT_FORM, ...p });

describe('validateForm', () => {
  it('accepts the defaults', () => {
    expect(validateForm(DEFAULT_FORM)).toEqual([]);
  });

  it.each([
    [{ engine: 'openai', baseUrl: 'localhost:8000', model: 'm' }, 'baseUrl'],
    [{ engine: 'openai', baseUrl: 'http://h:1/v1', model: '  ' }, 'model'],
    // The URL field starts empty (its example is a placeholder): an endpoint run needs one typed.
    [{ engine: 'openai', model: 'm' }, 'baseUrl'],
    [{ engine: 'openai', baseUrl: 'http://localhost:11434/v1http://127.0.0.1:8011', model: 'm' }, 'baseUrl'],
    [{ engine: 'openai', model: 'm', concurrency: 0 }, 'concurrency'],
    [{ engine: 'webllm', webllmModel: '' }, 'webllmModel'],
    [{ engine: 'webllm', custom: true, weightsUrl: 'ftp://x/y', libUrl: 'https://x/l.wasm' }, 'weightsUrl'],
    [{ engine: 'webllm', custom: true, weightsUrl: 'https://x/M', libUrl: '' }, 'libUrl'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ dataSeed: -1 }, 'dataSeed'],
    [{ temperature: 3 }, 'temperature'],
    [{ k: 0 }, 'k'],
    [{ maxTokens: 0 }, 'maxTokens'],
    [{ templateId: 'nope' }, 'templateId'],
  ] as [Partial<RunForm>, keyof RunForm][])('flags %o on %s', (p, field) => {
    expect(validateForm(form(p)).map((i) => i.field)).toContain(field);
  });
});

/** What the worker does with a start request: core's plan, then the connection. */
function connectionOfRequest(r: ReturnType<typeof startRequest>) {
  const planned = planRun(r.run, 'browser');
  if (!planned.ok) throw new Error(planned.error.message);
  const c = connectionFor(planned.value.engine, r.access);
  if (!c.ok) throw new Error(c.error.message);
  return { connection: c.value, decoding: planned.value.decoding };
}

describe('startRequest', () => {
  it('sends the API key only for an endpoint, and never stores it in the spec fields', () => {
    const r = startRequest(form({ engine: 'openai', baseUrl: ' http://h:1/v1 ', model: ' m ', concurrency: 3, timeoutS: 30 }), env);
    expect(connectionOfRequest(r).connection).toEqual({ kind: 'openai', baseUrl: 'http://h:1/v1', model: 'm', apiKey: 'sk-1', timeoutMs: 30_000, maxRetries: 4 });
    expect(r.concurrency).toBe(3);
    expect(JSON.stringify(r.run)).not.toContain('sk-1');
    const ref = startRequest(form({ engine: 'reference' }), env);
    expect(connectionOfRequest(ref).connection).toEqual({ kind: 'reference' });
    expect(ref.access.apiKey).toBeNull();
  });

  it('temperature is automatic: 0 with k = 1, 0.3 with k > 1, unless set', () => {
    expect(effectiveTemperature(form({ k: 1 }))).toBe(0);
    expect(effectiveTemperature(form({ k: 7 }))).toBe(0.3);
    expect(effectiveTemperature(form({ k: 7, temperature: 0.7 }))).toBe(0.7);
    expect(connectionOfRequest(startRequest(form({ k: 7, thinking: 'off' }), env)).decoding).toMatchObject({ temperature: 0.3, k: 7, thinking: false });
  });

  it('a custom WebLLM model is named after its weights URL', () => {
    const r = startRequest(form({ engine: 'webllm', custom: true, weightsUrl: 'https://huggingface.co/me/Tiny-q4f32_1-MLC/resolve/main/', libUrl: 'https://x/l.wasm' }), env);
    expect(connectionOfRequest(r).connection).toEqual({ kind: 'webllm', model: 'Tiny-q4f32_1-MLC', custom: { modelUrl: 'https://huggingface.co/me/Tiny-q4f32_1-MLC/resolve/main/', modelLibUrl: 'https://x/l.wasm' } });
    expect(r.concurrency).toBe(1);
    expect(customModelId('not a url')).toBe('');
  });

  it('carries the run name, trimmed; an empty name is no name', () => {
    expect(startRequest(form({ name: '  Qwen3 on the laptop ' }), env).name).toBe('Qwen3 on the laptop');
    expect(startRequest(form({ name: '  ' }), env).name).toBeNull();
  });
});

describe('model sizes', () => {
  it('estimates the download from the id', () => {
    expect(estimateDownloadMB('Llama-3.2-1B-Instruct-q4f32_1-MLC', 'q4f32_1')).toBe(575);
    expect(estimateDownloadMB('SmolLM2-135M-Instruct-q0f16-MLC', 'q0f16')).toBe(275);
    expect(estimateDownloadMB('Phi-3.5-mini-instruct-q4f16_1-MLC', 'q4f16_1')).toBeNull();
    expect(formatMB(575)).toBe('575 MB');
    expect(formatMB(4100)).toBe('4.1 GB');
  });
});
