import { describe, expect, it } from 'vitest';
import { parseRunLink, runLink, runLinkQuery, withoutAutostart } from '../../src/ui/state/deeplink.ts';
import { DEFAULT_FORM, type RunForm } from '../../src/ui/state/run-form.ts';

const link = (q: string) => parseRunLink(new URLSearchParams(q));

describe('parseRunLink', () => {
  it('reads a reference run and does not start it without autostart', () => {
    const p = link('engine=reference&set=perturbed&limit=36&seed=7&k=3&temperature=0.5');
    expect(p.form).toEqual({ engine: 'reference', set: 'perturbed', limit: 36, dataSeed: 7, k: 3, temperature: 0.5 });
    expect(p.autostart).toBe(false);
    expect(p.warnings).toEqual([]);
  });

  it('starts only with autostart=1 exactly', () => {
    expect(link('engine=reference&autostart=1').autostart).toBe(true);
    expect(link('engine=reference&autostart=true').autostart).toBe(false);
    expect(link('engine=reference&autostart=0').autostart).toBe(false);
  });

  it('reads an endpoint: its URL and model', () => {
    const p = link(`engine=openai&base_url=${encodeURIComponent('http://127.0.0.1:8000/v1')}&model=gpt-oss:20b`);
    expect(p.form).toEqual({ engine: 'openai', baseUrl: 'http://127.0.0.1:8000/v1', model: 'gpt-oss:20b' });
  });

  it('reads a prebuilt WebLLM model, and a custom one by weights and library URL', () => {
    expect(link('engine=webllm&model=Qwen3-0.6B-q4f32_1-MLC').form).toEqual({ engine: 'webllm', custom: false, webllmModel: 'Qwen3-0.6B-q4f32_1-MLC' });
    const custom = link('engine=webllm&weights=https://h.co/u/M-q4f32_1-MLC&lib=https://h.co/l.wasm');
    expect(custom.form).toEqual({ engine: 'webllm', custom: true, weightsUrl: 'https://h.co/u/M-q4f32_1-MLC', libUrl: 'https://h.co/l.wasm' });
    // weights/lib alone imply WebLLM
    expect(link('weights=https://h.co/u/M&lib=https://h.co/l.wasm').form.engine).toBe('webllm');
  });

  it('reports unusable values and keeps the rest', () => {
    const p = link('engine=gpt5&set=all&limit=-3&k=0&temperature=9&seed=x&model=m');
    expect(p.form).toEqual({ model: 'm' });
    expect(p.warnings.map((w) => w.split('=')[0])).toEqual(['engine', 'set', 'seed', 'k', 'temperature', 'limit']);
  });

  it('limit=all means every sample', () => {
    expect(link('limit=all').form.limit).toBeNull();
  });

  it('ignores (and reports) an API key in a link', () => {
    const p = link('engine=openai&key=sk-secret&api_key=sk-2');
    expect(JSON.stringify(p.form)).not.toContain('sk-');
    expect(p.warnings.some((w) => w.startsWith('key:'))).toBe(true);
    expect(p.warnings.some((w) => w.startsWith('api_key:'))).toBe(true);
  });
});

describe('runLinkQuery', () => {
  const forms: Partial<RunForm>[] = [
    { engine: 'reference', limit: 36, set: 'canonical' },
    { engine: 'openai', baseUrl: 'http://localhost:11434/v1', model: 'qwen3:14b', k: 7, temperature: 0.3, concurrency: 8, thinking: 'off' },
    { engine: 'webllm', webllmModel: 'Llama-3.2-1B-Instruct-q4f32_1-MLC', limit: null, dataSeed: 3, jsonSchema: true },
    { engine: 'webllm', custom: true, weightsUrl: 'https://h.co/u/M-q4f32_1-MLC', libUrl: 'https://h.co/l.wasm', maxTokens: 512, decodeSeed: 9 },
    { engine: 'answer-only', templateId: 'stepbench-v1-think' },
  ];

  it.each(forms)('round-trips %o', (partial) => {
    const form: RunForm = { ...DEFAULT_FORM, ...partial };
    const back = { ...DEFAULT_FORM, ...parseRunLink(new URLSearchParams(runLinkQuery(form))).form };
    // Fields the engine does not use are not carried; compare the ones it does.
    const keys = Object.keys(partial) as (keyof RunForm)[];
    for (const k of keys) expect(back[k], k).toEqual(form[k]);
  });

  it('never carries the API key and adds autostart only when asked', () => {
    const form: RunForm = { ...DEFAULT_FORM, engine: 'openai', model: 'm' };
    expect(runLinkQuery(form)).not.toContain('key');
    expect(runLinkQuery(form)).not.toContain('autostart');
    expect(runLinkQuery(form, { autostart: true })).toContain('autostart=1');
  });

  it('builds a link under any base path', () => {
    const url = runLink({ origin: 'https://u.github.io', pathname: '/stepbench/' }, { ...DEFAULT_FORM, limit: 12 });
    expect(url).toBe('https://u.github.io/stepbench/#/run?engine=reference&set=both&limit=12');
  });

  it('withoutAutostart drops only autostart', () => {
    expect(withoutAutostart('#/run?engine=reference&autostart=1&limit=5')).toBe('#/run?engine=reference&limit=5');
    expect(withoutAutostart('#/run?autostart=1')).toBe('#/run');
    expect(withoutAutostart('#/run')).toBe('#/run');
  });
});
