// A link starts work on its own only when it costs nothing and runs nothing foreign
// (issue 17); everything else is described and waits for a click.
import { describe, expect, it } from 'vitest';
import { generateDataset, TEST_ONLY } from '../../src/core/dataset/index.ts';
import { selectSamples } from '../../src/core/run/select.ts';
import { parseRunLink } from '../../src/ui/state/deeplink.ts';
import { askLinkVerdict, runLinkVerdict } from '../../src/ui/state/link-consent.ts';
import { DEFAULT_FORM, FORM_MAX, selectedCount, SET_SIZE, type RunForm } from '../../src/ui/state/run-form.ts';
import { DEFAULT_ASK_FORM } from '../../src/ui/state/ask-form.ts';

const form = (values: Partial<RunForm>): RunForm => ({ ...DEFAULT_FORM, ...values });
const noKey = { savedKey: false, cachedPrebuilt: false };

describe('run and demo links', () => {
  it('the reference and baseline engines start at once', () => {
    for (const engine of ['reference', 'accept-all', 'answer-only'] as const) {
      expect(runLinkVerdict(form({ engine, limit: null, k: 64 }), noKey)).toEqual({ auto: true });
    }
  });

  it('a server with a saved key waits, and says what it would send', () => {
    const v = runLinkVerdict(form({ engine: 'openai', baseUrl: 'http://h/v1', model: 'm', limit: null, k: 64 }), { savedKey: true, cachedPrebuilt: false });
    expect(v.auto).toBe(false);
    if (v.auto) return;
    expect(v.why.join(' ')).toContain('API key');
    expect(v.action).toMatchObject({ server: 'http://h/v1', model: 'm', samples: 2 * SET_SIZE, k: 64, requests: 2 * SET_SIZE * 64, sendsKey: true, customUrls: [] });
  });

  it('any server waits, even without a saved key', () => {
    const v = runLinkVerdict(form({ engine: 'openai', baseUrl: 'http://h/v1', model: 'm', limit: 12 }), noKey);
    expect(v.auto).toBe(false);
    if (!v.auto) expect(v.action).toMatchObject({ sendsKey: false, requests: 12 });
  });

  it('WebLLM: a cached prebuilt model starts at once; an uncached one or custom URLs wait and name the URLs', () => {
    expect(runLinkVerdict(form({ engine: 'webllm', webllmModel: 'Qwen3-0.6B-q4f16_1-MLC' }), { savedKey: false, cachedPrebuilt: true })).toEqual({ auto: true });
    const uncached = runLinkVerdict(form({ engine: 'webllm', webllmModel: 'Qwen3-0.6B-q4f16_1-MLC' }), noKey);
    expect(uncached.auto).toBe(false);
    const custom = runLinkVerdict(form({ engine: 'webllm', custom: true, weightsUrl: 'https://evil.test/w/m-MLC/', libUrl: 'https://evil.test/lib.wasm' }), { savedKey: false, cachedPrebuilt: true });
    expect(custom.auto).toBe(false);
    if (!custom.auto) {
      expect(custom.action.customUrls).toEqual(['https://evil.test/w/m-MLC/', 'https://evil.test/lib.wasm']);
      expect(custom.why.join(' ')).toContain('outside WebLLM');
    }
  });

  it('the request count is the run\'s real selection × k', () => {
    const d = generateDataset({ seed: 1, ...TEST_ONLY });
    const tests = [...d.testCanonical, ...d.testPerturbed];
    for (const [set, limit] of [['both', 60], ['both', null], ['canonical', 7], ['perturbed', 5000], ['both', 2159]] as const) {
      expect(selectedCount({ set, limit }), `${set} ${limit}`).toBe(selectSamples(tests, set, limit).length);
    }
  });
});

describe('links stay within the form\'s own bounds', () => {
  it('limit, k, concurrency and max_tokens above the form\'s maximum are refused, not raised', () => {
    const p = parseRunLink(new URLSearchParams(`engine=openai&base_url=http://h&model=m&limit=${FORM_MAX.limit + 1}&k=65&concurrency=65&max_tokens=1000001`));
    expect(p.form.limit).toBeUndefined();
    expect(p.form.k).toBeUndefined();
    expect(p.form.concurrency).toBeUndefined();
    expect(p.form.maxTokens).toBeUndefined();
    expect(p.warnings.map((w) => w.split('=')[0])).toEqual(['k', 'max_tokens', 'concurrency', 'limit']);
    const ok = parseRunLink(new URLSearchParams(`limit=${FORM_MAX.limit}&k=${FORM_MAX.k}&concurrency=${FORM_MAX.concurrency}`));
    expect(ok.warnings).toEqual([]);
    expect(ok.form).toMatchObject({ limit: FORM_MAX.limit, k: FORM_MAX.k, concurrency: FORM_MAX.concurrency });
  });
});

describe('check links (ask=1)', () => {
  it('reference engines and a WebLLM model already here ask at once; a server waits', () => {
    expect(askLinkVerdict({ ...DEFAULT_ASK_FORM, engine: 'reference' }, { savedKey: true })).toEqual({ auto: true });
    expect(askLinkVerdict({ ...DEFAULT_ASK_FORM, engine: 'webllm', webllmModel: 'x' }, { savedKey: false })).toEqual({ auto: true });
    const v = askLinkVerdict({ ...DEFAULT_ASK_FORM, engine: 'openai', baseUrl: 'http://h/v1', model: 'm' }, { savedKey: true });
    expect(v.auto).toBe(false);
    if (!v.auto) expect(v.action).toMatchObject({ server: 'http://h/v1', model: 'm', requests: 1, sendsKey: true });
  });
});
