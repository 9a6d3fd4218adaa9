// planRun, runSpec and connectionFor: every refusal names its code and field; defaults
// come from defaults.ts; a stored spec connects the same way for a new run and a resume.
import { describe, expect, it } from 'vitest';
import { DECODING_DEFAULTS, TRANSPORT_DEFAULTS } from '../../src/core/run/defaults.ts';
import { ENGINE_KINDS } from '../../src/core/run/engine-kinds.ts';
import type { EngineSpec } from '../../src/core/run/log.ts';
import { connectionFor, planRun, runSpec, type PlanErrorCode, type RunRequest } from '../../src/core/run/plan.ts';

const openai: RunRequest = { engine: 'openai', model: 'qwen', base_url: 'http://localhost:11434/v1' };
const custom = { model_url: 'https://hf.co/me/Model-q4f16_1-MLC', model_lib_url: 'https://cdn.example/model.wasm' };

const refusals: [string, RunRequest, 'cli' | 'browser', PlanErrorCode, string][] = [
  ['an unknown engine', { engine: 'gpt' }, 'cli', 'unknown_engine', 'engine'],
  ['webllm on the command line', { engine: 'webllm', model: 'Llama' }, 'cli', 'not_here', 'engine'],
  ['openai without a URL', { engine: 'openai', model: 'm' }, 'cli', 'missing_endpoint', 'base_url'],
  ['openai with a blank URL', { engine: 'openai', model: 'm', base_url: '   ' }, 'cli', 'missing_endpoint', 'base_url'],
  ['openai with a non-http URL', { engine: 'openai', model: 'm', base_url: 'ftp://x' }, 'cli', 'bad_url', 'base_url'],
  ['openai with no URL at all', { engine: 'openai', model: 'm', base_url: 'localhost:8000' }, 'cli', 'bad_url', 'base_url'],
  ['openai without a model', { engine: 'openai', base_url: 'http://h/v1', model: ' ' }, 'browser', 'missing_model', 'model'],
  ['webllm without a model', { engine: 'webllm' }, 'browser', 'missing_model', 'model'],
  ['custom webllm, bad weights URL', { engine: 'webllm', model: 'M', custom: { ...custom, model_url: 'file:///w' } }, 'browser', 'bad_url', 'custom.model_url'],
  ['custom webllm, bad library URL', { engine: 'webllm', model: 'M', custom: { ...custom, model_lib_url: 'nope' } }, 'browser', 'bad_url', 'custom.model_lib_url'],
  ['custom webllm without a model', { engine: 'webllm', custom }, 'browser', 'missing_model', 'model'],
  ['custom webllm, a password in the weights URL', { engine: 'webllm', model: 'M', custom: { ...custom, model_url: 'https://u:p@hf.co/me/M' } }, 'browser', 'bad_url', 'custom.model_url'],
  ['custom webllm, a user in the library URL', { engine: 'webllm', model: 'M', custom: { ...custom, model_lib_url: 'https://u@cdn.example/m.wasm' } }, 'browser', 'bad_url', 'custom.model_lib_url'],
  ['an unknown set', { engine: 'reference', set: 'train' }, 'cli', 'bad_set', 'set'],
  ['limit 0', { engine: 'reference', limit: 0 }, 'cli', 'bad_value', 'limit'],
  ['limit 2.5', { engine: 'reference', limit: 2.5 }, 'cli', 'bad_value', 'limit'],
  ['an unknown template', { engine: 'reference', template_id: 'v0' }, 'cli', 'unknown_template', 'template_id'],
  ['k 0', { engine: 'reference', decoding: { k: 0 } }, 'cli', 'bad_value', 'decoding.k'],
  ['k 65', { engine: 'reference', decoding: { k: 65 } }, 'cli', 'bad_value', 'decoding.k'],
  ['k 1.5', { engine: 'reference', decoding: { k: 1.5 } }, 'cli', 'bad_value', 'decoding.k'],
  ['temperature -0.1', { engine: 'reference', decoding: { temperature: -0.1 } }, 'cli', 'bad_value', 'decoding.temperature'],
  ['temperature 2.5', { engine: 'reference', decoding: { temperature: 2.5 } }, 'cli', 'bad_value', 'decoding.temperature'],
  ['temperature NaN', { engine: 'reference', decoding: { temperature: NaN } }, 'cli', 'bad_value', 'decoding.temperature'],
  ['seed -1', { engine: 'reference', decoding: { seed: -1 } }, 'cli', 'bad_value', 'decoding.seed'],
  ['seed 0.5', { engine: 'reference', decoding: { seed: 0.5 } }, 'cli', 'bad_value', 'decoding.seed'],
  ['seed 2^31', { engine: 'reference', decoding: { seed: 2 ** 31 } }, 'cli', 'bad_value', 'decoding.seed'],
  ['max_tokens 0', { engine: 'reference', decoding: { max_tokens: 0 } }, 'cli', 'bad_value', 'decoding.max_tokens'],
  ['max_tokens 1.5', { engine: 'reference', decoding: { max_tokens: 1.5 } }, 'cli', 'bad_value', 'decoding.max_tokens'],
];

describe('planRun refuses', () => {
  it.each(refusals)('%s', (_name, request, place, code, field) => {
    const planned = planRun(request, place);
    expect(planned.ok).toBe(false);
    if (planned.ok) return;
    expect(planned.error).toMatchObject({ code, field });
    expect(planned.error.message.length).toBeGreaterThan(10);
  });

  it('says which engines exist and quotes the bad URL', () => {
    const unknown = planRun({ engine: 'gpt' }, 'cli');
    for (const kind of ENGINE_KINDS) expect(!unknown.ok && unknown.error.message).toContain(kind);
    const bad = planRun({ ...openai, base_url: 'ftp://x' }, 'cli');
    expect(!bad.ok && bad.error.message).toContain('"ftp://x"');
  });

  it('checks the engine before the set (first error wins)', () => {
    const planned = planRun({ engine: 'openai', set: 'nope' }, 'cli');
    expect(!planned.ok && planned.error.field).toBe('base_url');
  });
});

describe('planRun accepts', () => {
  it('fills the decoding defaults and temperature 0 for k = 1', () => {
    const planned = planRun({ engine: 'reference' }, 'cli');
    if (!planned.ok) throw new Error(planned.error.message);
    const { decoding, set, limit, engine, template } = planned.value;
    expect(decoding).toEqual({ ...DECODING_DEFAULTS, temperature: 0 });
    expect({ set, limit, engine }).toEqual({ set: 'both', limit: null, engine: { kind: 'reference', model: 'reference' } });
    expect(template.id).toBe('stepbench-v1');
  });

  it.each([[2, undefined, 0.3], [5, null, 0.3], [5, 0, 0], [1, 0.7, 0.7], [64, 2, 2]] as const)('k %i with temperature %s → %s', (k, temperature, want) => {
    const planned = planRun({ engine: 'reference', decoding: { k, temperature } }, 'cli');
    expect(planned.ok && planned.value.decoding).toMatchObject({ k, temperature: want });
  });

  it('keeps given decoding fields and the limit', () => {
    const planned = planRun({ engine: 'accept-all', limit: 30, set: 'perturbed', decoding: { seed: 7, max_tokens: 512, json_schema: true, thinking: false } }, 'cli');
    expect(planned.ok && planned.value).toMatchObject({ limit: 30, set: 'perturbed', decoding: { seed: 7, max_tokens: 512, json_schema: true, thinking: false, k: 1, temperature: 0 } });
  });

  it('trims the openai URL and model', () => {
    const planned = planRun({ engine: 'openai', model: ' qwen ', base_url: ' https://api.example/v1 ' }, 'cli');
    expect(planned.ok && planned.value.engine).toEqual({ kind: 'openai', model: 'qwen', base_url: 'https://api.example/v1' });
  });

  it('webllm in the browser, prebuilt and custom', () => {
    const prebuilt = planRun({ engine: 'webllm', model: 'Llama-3.2-1B' }, 'browser');
    expect(prebuilt.ok && prebuilt.value.engine).toEqual({ kind: 'webllm', model: 'Llama-3.2-1B' });
    const own = planRun({ engine: 'webllm', model: 'Model-q4f16_1-MLC', custom }, 'browser');
    expect(own.ok && own.value.engine).toEqual({ kind: 'webllm', model: 'Model-q4f16_1-MLC', details: { custom: true, ...custom } });
  });

  it('every reference kind runs in both places, with its kind as model', () => {
    for (const kind of ['reference', 'accept-all', 'answer-only']) {
      for (const place of ['cli', 'browser'] as const) {
        const planned = planRun({ engine: kind, model: 'ignored' }, place);
        expect(planned.ok && planned.value.engine).toEqual({ kind, model: kind });
      }
    }
  });
});

describe('runSpec', () => {
  it('is the plan plus the dataset, without the template, copied', () => {
    const planned = planRun({ engine: 'webllm', model: 'M', custom }, 'browser');
    if (!planned.ok) throw new Error(planned.error.message);
    const dataset = { seed: 1, options: { testPerType: 10 }, content_hash: 'fnv1a64:x' };
    const spec = runSpec(planned.value, dataset);
    expect(Object.keys(spec).sort()).toEqual(['dataset', 'decoding', 'domain', 'engine', 'limit', 'prompt', 'set']);
    expect(spec).toMatchObject({ dataset, domain: 'linear', engine: planned.value.engine, decoding: planned.value.decoding, prompt: planned.value.prompt });
    spec.engine.details!.model_url = 'changed';
    spec.decoding.k = 9;
    expect(planned.value.engine.details?.model_url).toBe(custom.model_url);
    expect(planned.value.decoding.k).toBe(1);
  });
});

describe('connectionFor', () => {
  const openaiSpec: EngineSpec = { kind: 'openai', model: 'qwen', base_url: 'http://h:1/v1' };

  it.each(['reference', 'accept-all', 'answer-only'])('%s needs nothing', (kind) => {
    expect(connectionFor({ kind, model: kind })).toEqual({ ok: true, value: { kind } });
  });

  it('openai with the transport defaults and no key', () => {
    expect(connectionFor(openaiSpec)).toEqual({
      ok: true,
      value: { kind: 'openai', baseUrl: 'http://h:1/v1', model: 'qwen', apiKey: null, timeoutMs: TRANSPORT_DEFAULTS.timeoutMs, maxRetries: TRANSPORT_DEFAULTS.maxRetries },
    });
  });

  it('access overrides the URL and the transport, and the key is trimmed', () => {
    const c = connectionFor(openaiSpec, { apiKey: '  sk-1 ', baseUrl: 'http://moved/v1', transport: { timeoutMs: 5000, maxRetries: 0 } });
    expect(c.ok && c.value).toEqual({ kind: 'openai', baseUrl: 'http://moved/v1', model: 'qwen', apiKey: 'sk-1', timeoutMs: 5000, maxRetries: 0 });
    const half = connectionFor(openaiSpec, { transport: { maxRetries: 1 } });
    expect(half.ok && half.value).toMatchObject({ timeoutMs: TRANSPORT_DEFAULTS.timeoutMs, maxRetries: 1 });
  });

  it.each([['   '], [''], [null]])('key %j is no key', (apiKey) => {
    const c = connectionFor(openaiSpec, { apiKey });
    expect(c.ok && c.value).toMatchObject({ apiKey: null });
  });

  it('openai without any URL is missing_endpoint', () => {
    const c = connectionFor({ kind: 'openai', model: 'm' });
    expect(!c.ok && c.error).toMatchObject({ code: 'missing_endpoint', field: 'base_url' });
    expect(connectionFor({ kind: 'openai', model: 'm' }, { baseUrl: 'http://given' }).ok).toBe(true);
  });

  it('webllm prebuilt and custom', () => {
    expect(connectionFor({ kind: 'webllm', model: 'M' })).toEqual({ ok: true, value: { kind: 'webllm', model: 'M', custom: null } });
    const c = connectionFor({ kind: 'webllm', model: 'M', details: { custom: true, ...custom } });
    expect(c.ok && c.value).toEqual({ kind: 'webllm', model: 'M', custom: { modelUrl: custom.model_url, modelLibUrl: custom.model_lib_url } });
    // A half-filled custom record is not a custom model (it would load nothing).
    const half = connectionFor({ kind: 'webllm', model: 'M', details: { custom: true, model_url: custom.model_url } });
    expect(half.ok && half.value).toMatchObject({ custom: null });
    const unflagged = connectionFor({ kind: 'webllm', model: 'M', details: { ...custom } });
    expect(unflagged.ok && unflagged.value).toMatchObject({ custom: null });
  });

  it('the spec of a planned run connects', () => {
    const planned = planRun(openai, 'cli');
    if (!planned.ok) throw new Error(planned.error.message);
    const c = connectionFor(planned.value.engine, { apiKey: 'k' });
    expect(c.ok && c.value).toMatchObject({ kind: 'openai', baseUrl: openai.base_url, model: 'qwen', apiKey: 'k' });
  });

  it('a deadline travels only when one was set (the adapter has the default)', () => {
    const c = connectionFor(openaiSpec, { transport: { deadlineMs: 5_000 } });
    expect(c.ok && c.value).toMatchObject({ deadlineMs: 5_000 });
    const d = connectionFor(openaiSpec);
    expect(d.ok && 'deadlineMs' in d.value).toBe(false);
  });

  it('user:pass@ in the endpoint never reaches the spec; the connection gets it from the URL typed', () => {
    const typed = 'http://ann:s3cret@127.0.0.1:8000/v1';
    const planned = planRun({ engine: 'openai', model: 'qwen', base_url: `  ${typed} ` }, 'cli');
    if (!planned.ok) throw new Error(planned.error.message);
    expect(planned.value.engine.base_url).toBe('http://127.0.0.1:8000/v1');
    expect(JSON.stringify(runSpec(planned.value, { seed: 1, options: {}, content_hash: 'h' }))).not.toMatch(/ann|s3cret/);
    const c = connectionFor(planned.value.engine, { baseUrl: typed });
    expect(c.ok && c.value).toMatchObject({ baseUrl: typed });
  });

  it('an engine kind from a newer version is unknown_engine', () => {
    expect(connectionFor({ kind: 'claude', model: 'x' })).toMatchObject({ ok: false, error: { code: 'unknown_engine', field: 'engine' } });
  });
});

describe('planRun: domains', () => {
  it('a domain takes its own template, and refuses another domain\'s', () => {
    const inequality = planRun({ engine: 'reference', domain: 'inequality' }, 'cli');
    expect(inequality.ok && inequality.value.template.id).toBe('stepbench-inequality-v1');
    expect(inequality.ok && inequality.value.domain).toBe('inequality');
    const linear = planRun({ engine: 'reference' }, 'cli');
    expect(linear.ok && linear.value.template.id).toBe('stepbench-v1');
    const mismatch = planRun({ engine: 'reference', domain: 'quadratic', template_id: 'stepbench-v1' }, 'cli');
    expect(!mismatch.ok && mismatch.error).toMatchObject({ code: 'template_domain', field: 'template_id' });
    const unknown = planRun({ engine: 'reference', domain: 'cubic' }, 'cli');
    expect(!unknown.ok && unknown.error).toMatchObject({ code: 'unknown_domain', field: 'domain' });
  });
});
