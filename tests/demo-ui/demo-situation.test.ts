// What the demo offers before anything runs: a chosen engine is kept; without WebGPU and
// with nothing chosen it says no model can answer (never falls back to an engine that needs
// no model); with WebGPU a downloaded model is used, or one is offered for download.
import { describe, expect, it } from 'vitest';
import { demoSituation, explainsOnly } from '../../src/ui/components/demo/demo-situation.ts';
import { storyHeadline, storyRowLabel } from '../../src/ui/components/demo/story-format.ts';

const gpu = { available: true, message: 'ok' };
const none = { available: false, message: 'WebGPU is not available in this browser.' };
const rate = (k: number, n: number) => ({ k, n, rate: k / n, ci: null });

describe('demoSituation', () => {
  it('no WebGPU, nothing chosen: no model, whatever is cached, and the reason without a doubled full stop', () => {
    for (const cached of [null, [], ['Qwen3-0.6B-q4f32_1-MLC']]) {
      expect(demoSituation({ chosen: null, probe: none, cached })).toEqual({ kind: 'no-model', why: 'This browser has no usable WebGPU (WebGPU is not available in this browser), so no model can run in it.' });
    }
  });

  it('a choice (a link, a click) always stands, a model or an engine that only explains', () => {
    expect(demoSituation({ chosen: 'openai', probe: none, cached: [] })).toEqual({ kind: 'chosen', engine: 'openai' });
    expect(demoSituation({ chosen: 'reference', probe: null, cached: null })).toEqual({ kind: 'chosen', engine: 'reference' });
  });

  it('WebGPU: the first downloaded model, or a download; still checking until both answers are in', () => {
    expect(demoSituation({ chosen: null, probe: null, cached: [] })).toEqual({ kind: 'checking' });
    expect(demoSituation({ chosen: null, probe: gpu, cached: null })).toEqual({ kind: 'checking' });
    expect(demoSituation({ chosen: null, probe: gpu, cached: ['A-MLC', 'B-MLC'] })).toEqual({ kind: 'ready', model: 'A-MLC' });
    expect(demoSituation({ chosen: null, probe: gpu, cached: [] })).toEqual({ kind: 'download' });
  });
});

describe('the story of an engine that needs no model is never worded as a finding', () => {
  it('the exact checker and the baselines explain; a model finds', () => {
    expect(['reference', 'accept-all', 'answer-only'].every(explainsOnly)).toBe(true);
    expect(['openai', 'webllm', null].some(explainsOnly)).toBe(false);
    const fr = { canonical: rate(0, 20), perturbed: rate(0, 20) };
    expect(storyHeadline('reference', 'reference', fr)).toBe('Not a finding, what a perfect verifier scores: The exact checker rejected 0% of the valid textbook solutions and 0% of the valid unusual ones. A model is measured against numbers like these.');
    expect(storyHeadline('accept-all', 'accept-all', fr)).toMatch(/^Not a finding, what a verifier that never rejects scores: /);
    expect(storyRowLabel('reference', 'reference')).toBe('The exact checker: what a perfect verifier scores (not a model)');
    expect(storyHeadline('qwen3:14b', 'openai', { canonical: rate(1, 20), perturbed: rate(15, 20) })).toBe('qwen3:14b rejected 5% of the valid textbook solutions and 75% of the valid unusual ones.');
    expect(storyRowLabel('qwen3:14b', 'openai')).toBe('qwen3:14b (this run)');
    expect(storyHeadline('x', 'openai', { canonical: null, perturbed: rate(1, 2) })).toMatch(/cannot be compared/);
  });
});
