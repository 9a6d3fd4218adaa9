import { describe, expect, it } from 'vitest';
import { STEPBENCH_V1, renderTrace } from '../../src/core/protocol/index.ts';
import { completedIds, latestRecords as dedupRecords } from '../../src/core/run/index.ts';
import { runEval } from '../../src/core/run/runner.ts';
import type { SampleRecord } from '../../src/core/run/types.ts';
import { EngineError, type Engine, type GenerateRequest } from '../../src/engines/engine.ts';
import { createReferenceEngine } from '../../src/engines/reference.ts';
import { tinyDataset } from './fixtures.ts';
import { testSpec } from './spec.ts';

const samples = tinyDataset(4);

function collect(): { records: SampleRecord[]; onRecord: (r: SampleRecord) => void } {
  const records: SampleRecord[] = [];
  return { records, onRecord: (r) => { records.push(r); } };
}

/** Wraps an engine, recording requests and optionally failing on chosen calls. */
function scripted(inner: Engine, fail?: (call: number, request: GenerateRequest) => EngineError | null, delayMs = 0) {
  const requests: GenerateRequest[] = [];
  let inFlight = 0;
  const stats = { maxInFlight: 0 };
  const engine: Engine = {
    id: 'scripted',
    describe: () => inner.describe(),
    async generate(request, signal) {
      const call = requests.push(request) - 1;
      inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, inFlight);
      try {
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
        if (signal.aborted) throw new EngineError('aborted', 'stopped');
        const error = fail?.(call, request);
        if (error) throw error;
        return await inner.generate(request, signal);
      } finally {
        inFlight--;
      }
    },
  };
  return { engine, requests, stats };
}

describe('runEval with the reference engine', () => {
  it('records every sample once, all correct', async () => {
    const { records, onRecord } = collect();
    const outcome = await runEval({ samples, engine: createReferenceEngine('reference', STEPBENCH_V1), spec: testSpec(), done: new Set(), onRecord, signal: new AbortController().signal, concurrency: 3 });
    expect(outcome.status).toBe('complete');
    expect(records.map((r) => r.sample_id).sort()).toEqual(samples.map((s) => s.id).sort());
    for (const r of records) {
      expect(r.correct).toEqual({ q1: true, q2: true, q3: true });
      expect(r.attempts[0]?.parsed.ok).toBe(true);
      expect(r.engine_error).toBeNull();
    }
  });

  it('accept-all is right exactly where the gold says "correct, valid, -1"', async () => {
    const { records, onRecord } = collect();
    await runEval({ samples, engine: createReferenceEngine('accept-all', STEPBENCH_V1), spec: testSpec(), done: new Set(), onRecord, signal: new AbortController().signal, concurrency: 1 });
    const gold = new Map(samples.map((s) => [s.id, s.gold]));
    for (const r of records) {
      const g = gold.get(r.sample_id)!;
      expect(r.correct).toEqual({ q1: g.q1, q2: g.q2, q3: g.q3 === -1 });
    }
  });

  it('answer-only follows its documented rule', async () => {
    const { records, onRecord } = collect();
    await runEval({ samples, engine: createReferenceEngine('answer-only', STEPBENCH_V1), spec: testSpec(), done: new Set(), onRecord, signal: new AbortController().signal, concurrency: 2 });
    const byId = new Map(samples.map((s) => [s.id, s]));
    for (const r of records) {
      const s = byId.get(r.sample_id)!;
      expect(r.answer).toEqual({ q1: s.gold.q1, q2: s.gold.q1, q3: s.gold.q1 ? -1 : s.steps.length - 1 });
    }
  });

  it('runs k attempts with seeds seed+i and votes; skips ids already done', async () => {
    const { engine, requests } = scripted(createReferenceEngine('reference', STEPBENCH_V1));
    const { records, onRecord } = collect();
    const done = new Set(samples.slice(0, 5).map((s) => s.id));
    await runEval({ samples, engine, spec: testSpec({ k: 3, temperature: 0.3 }), done, onRecord, signal: new AbortController().signal, concurrency: 4 });
    expect(records).toHaveLength(samples.length - 5);
    expect(requests).toHaveLength((samples.length - 5) * 3);
    expect(new Set(requests.map((r) => r.seed))).toEqual(new Set([1234, 1235, 1236]));
    expect(requests.every((r) => r.temperature === 0.3)).toBe(true);
    expect(records.every((r) => r.attempts.length === 3 && r.correct.q3)).toBe(true);
  });

  it('sends the JSON schema only when the spec asks for it', async () => {
    const { engine, requests } = scripted(createReferenceEngine('reference', STEPBENCH_V1));
    await runEval({ samples: samples.slice(0, 1), engine, spec: testSpec({ json_schema: true, thinking: false, max_tokens: 256 }), done: new Set(), onRecord: () => undefined, signal: new AbortController().signal, concurrency: 1 });
    expect(requests[0]?.json_schema).toMatchObject({ required: ['final_answer_correct', 'all_steps_valid', 'first_invalid_step'] });
    expect(requests[0]).toMatchObject({ thinking: false, max_tokens: 256 });
  });

  it('never has more requests in flight than the concurrency limit', async () => {
    const { engine, stats } = scripted(createReferenceEngine('reference', STEPBENCH_V1), undefined, 5);
    await runEval({ samples, engine, spec: testSpec({ k: 2 }), done: new Set(), onRecord: () => undefined, signal: new AbortController().signal, concurrency: 3 });
    expect(stats.maxInFlight).toBe(3);
  });

  it('awaits onRecord before the worker takes more work', async () => {
    const { engine, stats } = scripted(createReferenceEngine('reference', STEPBENCH_V1));
    let saving = 0;
    let overlapped = false;
    await runEval({
      samples, engine, spec: testSpec(), done: new Set(), signal: new AbortController().signal, concurrency: 1,
      onRecord: async () => {
        saving++;
        await new Promise((r) => setTimeout(r, 1));
        if (stats.maxInFlight > 1) overlapped = true;
        saving--;
      },
    });
    expect(overlapped).toBe(false);
    expect(saving).toBe(0);
  });
});

describe('runEval failures', () => {
  it('records an engine error unscored, keeps going, and a resume redoes only that sample', async () => {
    const victim = samples[2]!.id;
    const trace = renderTrace(samples[2]!.steps);
    const { engine } = scripted(createReferenceEngine('reference', STEPBENCH_V1), (_c, req) =>
      (req.messages[1]!.content.includes(trace) ? new EngineError('http_status', '503', { status: 503, retryable: true }) : null));
    const { records, onRecord } = collect();
    const outcome = await runEval({ samples, engine, spec: testSpec(), done: new Set(), onRecord, signal: new AbortController().signal, concurrency: 1 });
    // Every sample was tried, but one got no answer: that is not a complete run.
    expect(outcome.status).toBe('failed');
    expect(outcome.stop_reason).toMatch(new RegExp(`^${samples.length - 1} of ${samples.length} scored — 1 sample got no answer from the engine \\(last: http_status 503`));
    const failed = records.filter((r) => r.engine_error !== null);
    expect(failed.map((r) => r.sample_id)).toContain(victim);
    expect(failed[0]!.engine_error).toMatch(/^http_status 503/);
    expect(failed[0]!.correct).toEqual({ q1: false, q2: false, q3: false });
    const done = completedIds(records);
    expect(done.has(victim)).toBe(false);
    const again = collect();
    await runEval({ samples, engine: createReferenceEngine('reference', STEPBENCH_V1), spec: testSpec(), done, onRecord: again.onRecord, signal: new AbortController().signal, concurrency: 1 });
    expect(again.records.map((r) => r.sample_id).sort()).toEqual(failed.map((r) => r.sample_id).sort());
    const merged = dedupRecords([...records, ...again.records]);
    expect(merged).toHaveLength(samples.length);
    expect(merged.every((r) => r.engine_error === null)).toBe(true);
  });

  it('stops the run on device loss, recording that sample as an engine error', async () => {
    const { engine } = scripted(createReferenceEngine('reference', STEPBENCH_V1), (call) => (call === 4 ? new EngineError('device_lost', 'gone') : null));
    const { records, onRecord } = collect();
    const outcome = await runEval({ samples, engine, spec: testSpec(), done: new Set(), onRecord, signal: new AbortController().signal, concurrency: 1 });
    expect(outcome.status).toBe('failed');
    expect(outcome.stop_reason).toMatch(/device_lost/);
    expect(records).toHaveLength(5);
    expect(records[4]!.engine_error).toMatch(/^device_lost/);
  });

  it('stops after too many engine errors in a row', async () => {
    const { engine, requests } = scripted(createReferenceEngine('reference', STEPBENCH_V1), () => new EngineError('network', 'refused', { retryable: true }));
    const outcome = await runEval({ samples, engine, spec: testSpec({ k: 3 }), done: new Set(), onRecord: () => undefined, signal: new AbortController().signal, concurrency: 1, maxConsecutiveErrors: 4 });
    expect(outcome.status).toBe('failed');
    // A failed sample spends no further attempts.
    expect(requests).toHaveLength(4);
  });

  it('stops when the store fails', async () => {
    const outcome = await runEval({ samples, engine: createReferenceEngine('reference', STEPBENCH_V1), spec: testSpec(), done: new Set(), onRecord: () => { throw new Error('disk full'); }, signal: new AbortController().signal, concurrency: 2 });
    expect(outcome.status).toBe('failed');
    expect(outcome.stop_reason).toMatch(/disk full/);
  });

  it('an abort mid-run pauses; resuming gives the same records as an uninterrupted run', async () => {
    const full = collect();
    await runEval({ samples, engine: createReferenceEngine('reference', STEPBENCH_V1), spec: testSpec({ k: 2 }), done: new Set(), onRecord: full.onRecord, signal: new AbortController().signal, concurrency: 3 });

    const controller = new AbortController();
    const { engine } = scripted(createReferenceEngine('reference', STEPBENCH_V1), undefined, 2);
    const first = collect();
    const outcome = await runEval({
      samples, engine, spec: testSpec({ k: 2 }), done: new Set(), signal: controller.signal, concurrency: 3,
      onRecord: (r) => { first.onRecord(r); if (first.records.length === 7) controller.abort(); },
    });
    expect(outcome.status).toBe('paused');
    expect(first.records.length).toBeGreaterThanOrEqual(7);
    expect(first.records.length).toBeLessThan(samples.length);
    const second = collect();
    await runEval({ samples, engine, spec: testSpec({ k: 2 }), done: completedIds(first.records), onRecord: second.onRecord, signal: new AbortController().signal, concurrency: 3 });
    const all = [...first.records, ...second.records];
    expect(new Set(all.map((r) => r.sample_id)).size).toBe(all.length);
    const key = (rs: SampleRecord[]) => rs.map((r) => `${r.sample_id}:${JSON.stringify(r.answer)}:${r.attempts.map((a) => a.text).join('|')}`).sort();
    expect(key(all)).toEqual(key(full.records));
  });
});

describe('overhead', () => {
  it('costs well under a millisecond per sample with an instant engine', async () => {
    const instant: Engine = { id: 'instant', describe: () => ({ kind: 'instant', model: 'x' }), generate: async () => ({ text: '{"q1": true, "q2": true, "q3": -1}', reasoning: null, prompt_tokens: null, completion_tokens: null, latency_ms: 0, finish_reason: 'stop' }) };
    const many = Array.from({ length: 40 }, (_, i) => samples.map((s) => ({ ...s, id: `${s.id}-${i}` }))).flat();
    const start = performance.now();
    await runEval({ samples: many, engine: instant, spec: testSpec(), done: new Set(), onRecord: () => undefined, signal: new AbortController().signal, concurrency: 4 });
    const perSample = (performance.now() - start) / many.length;
    console.log(`runner overhead: ${perSample.toFixed(3)} ms/sample over ${many.length} samples`);
    expect(perSample).toBeLessThan(1);
  });
});
