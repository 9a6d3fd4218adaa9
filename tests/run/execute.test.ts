// executeRun through an in-memory Recorder (a test double of the IndexedDB / run-file
// stores): the lifecycle order and the end the runner decides.
import { describe, expect, it } from 'vitest';
import { STEPBENCH_V1 } from '../../src/core/protocol/index.ts';
import { FATAL_CODES, EngineError, type Engine, type EngineErrorCode } from '../../src/core/run/engine-port.ts';
import { executeRun } from '../../src/core/run/execute.ts';
import type { RunLog } from '../../src/core/run/log.ts';
import type { Recorder, RunEnd } from '../../src/core/run/recorder.ts';
import type { SampleRecord } from '../../src/core/run/types.ts';
import { createReferenceEngine } from '../../src/engines/reference.ts';
import { tinyDataset } from './fixtures.ts';
import { testLog } from './spec.ts';

const samples = tinyDataset(2); // 12 samples

/** The store double: remembers every call in order. */
function memoryRecorder(stored: SampleRecord[] = [], failAppendAt = -1): Recorder & { calls: string[]; records: SampleRecord[]; end: RunEnd | null } {
  const calls: string[] = [];
  const records: SampleRecord[] = [];
  const self = {
    calls, records, end: null as RunEnd | null,
    async begin(): Promise<RunLog> {
      calls.push('begin');
      return { ...testLog(), records: stored };
    },
    async append(record: SampleRecord): Promise<void> {
      if (records.length === failAppendAt) throw new Error('disk full');
      calls.push(`append ${record.sample_id}`);
      records.push(record);
    },
    async finish(end: RunEnd): Promise<void> {
      calls.push('finish');
      self.end = end;
    },
  };
  return self;
}

/** The reference engine, failing where `fail` says; counts calls per sample. */
function engineFailing(fail: (call: number) => EngineError | null, onCall?: (call: number) => void): Engine & { asked: number } {
  const inner = createReferenceEngine('reference', STEPBENCH_V1);
  const engine = {
    id: 'failing', asked: 0,
    describe: () => inner.describe(),
    async generate(request: Parameters<Engine['generate']>[0], signal: AbortSignal) {
      const call = engine.asked++;
      onCall?.(call);
      const error = fail(call);
      if (error) throw error;
      return inner.generate(request, signal);
    },
  };
  return engine;
}

const run = (recorder: Recorder, engine: Engine, extra: { signal?: AbortSignal; cancelled?: () => boolean } = {}) =>
  executeRun({ recorder, samples, engine, signal: extra.signal ?? new AbortController().signal, concurrency: 1, tickMs: 0, ...(extra.cancelled ? { cancelled: extra.cancelled } : {}) });

describe('executeRun', () => {
  it('begin, one append per sample in order, then finish complete', async () => {
    const recorder = memoryRecorder();
    const begun: RunLog[] = [];
    const seen: string[] = [];
    const { end, outcome } = await executeRun({
      recorder, samples, engine: engineFailing(() => null), signal: new AbortController().signal, concurrency: 1, tickMs: 0,
      onBegin: (log) => { begun.push(log); seen.push(`onBegin after ${recorder.calls.length}`); },
      onRecord: (r) => seen.push(`onRecord ${r.sample_id} after ${recorder.calls.at(-1)}`),
    });
    expect(recorder.calls).toEqual(['begin', ...samples.map((s) => `append ${s.id}`), 'finish']);
    expect(seen[0]).toBe('onBegin after 1');
    expect(seen.slice(1)).toEqual(samples.map((s) => `onRecord ${s.id} after append ${s.id}`));
    expect(begun).toHaveLength(1);
    expect(end).toEqual({ status: 'complete', stop_reason: null, stop_hint: null });
    expect(recorder.end).toEqual(end);
    expect(outcome.progress).toMatchObject({ total: 12, done: 12, recorded: 12 });
  });

  it.each([...FATAL_CODES])('a fatal %s stops after the first sample: failed, with the cause and hint', async (code: EngineErrorCode) => {
    const recorder = memoryRecorder();
    const engine = engineFailing(() => new EngineError(code, 'it broke', { hint: 'try this' }));
    const { end } = await run(recorder, engine);
    expect(engine.asked).toBe(1);
    expect(recorder.calls).toEqual(['begin', `append ${samples[0]!.id}`, 'finish']);
    expect(recorder.records[0]?.engine_error).toBe(`${code}: it broke`);
    expect(end).toEqual({ status: 'failed', stop_reason: `${code}: it broke`, stop_hint: 'try this' });
  });

  it('the fatal codes are exactly the ones retrying cannot cure', () => {
    expect([...FATAL_CODES].sort()).toEqual(['auth', 'bad_request', 'cors', 'device_lost', 'not_found', 'not_loaded', 'unreachable', 'unsupported']);
  });

  it.each(['network', 'timeout', 'http_status', 'bad_response', 'internal'] as const)('%s on every sample does not stop at the first', async (code) => {
    const recorder = memoryRecorder();
    const engine = engineFailing(() => new EngineError(code, 'again'));
    const { end } = await executeRun({ recorder, samples: samples.slice(0, 5), engine, signal: new AbortController().signal, concurrency: 1, tickMs: 0 });
    expect(engine.asked).toBe(5);
    expect(end).toMatchObject({ status: 'failed', stop_reason: expect.stringMatching(/^0 scored — 5 samples got no answer/) });
  });

  it('retryable errors on some samples: the rest is scored, the run failed with "N of M scored"', async () => {
    const recorder = memoryRecorder();
    const engine = engineFailing((call) => (call === 2 || call === 5 ? new EngineError('http_status', 'Service Unavailable', { status: 503, retryable: true }) : null));
    const { end } = await run(recorder, engine);
    expect(recorder.records).toHaveLength(12);
    expect(recorder.records.filter((r) => r.engine_error !== null).map((r) => r.sample_id)).toEqual([samples[2]!.id, samples[5]!.id]);
    expect(end.status).toBe('failed');
    expect(end.stop_reason).toMatch(/^10 of 12 scored — 2 samples got no answer/);
    expect(end.stop_reason).toContain('http_status 503: Service Unavailable');
    expect(end.stop_hint).toContain('resume');
  });

  it('an abort is a pause; the sample in flight is not recorded', async () => {
    const controller = new AbortController();
    const recorder = memoryRecorder();
    const engine = engineFailing((call) => (call === 3 ? new EngineError('aborted', 'stopped') : null), (call) => { if (call === 3) controller.abort(); });
    const { end } = await run(recorder, engine, { signal: controller.signal });
    expect(recorder.records.map((r) => r.sample_id)).toEqual(samples.slice(0, 3).map((s) => s.id));
    expect(end).toEqual({ status: 'paused', stop_reason: 'paused by the user', stop_hint: null });
    expect(recorder.calls.at(-1)).toBe('finish');
  });

  it('an abort the user meant as cancel ends cancelled', async () => {
    const controller = new AbortController();
    const recorder = memoryRecorder();
    const engine = engineFailing((call) => (call === 1 ? new EngineError('aborted', 'stopped') : null), (call) => { if (call === 1) controller.abort(); });
    const { end } = await run(recorder, engine, { signal: controller.signal, cancelled: () => true });
    expect(end).toEqual({ status: 'cancelled', stop_reason: 'cancelled by the user', stop_hint: null });
    expect(recorder.end).toEqual(end);
  });

  it('cancelled() alone does not turn a complete or failed run into cancelled', async () => {
    const done = await run(memoryRecorder(), engineFailing(() => null), { cancelled: () => true });
    expect(done.end.status).toBe('complete');
    const broke = await run(memoryRecorder(), engineFailing(() => new EngineError('auth', 'no key')), { cancelled: () => true });
    expect(broke.end.status).toBe('failed');
  });

  it('a resume skips the completed ids and redoes the engine errors', async () => {
    const first = memoryRecorder();
    await run(first, engineFailing((call) => (call === 4 ? new EngineError('timeout', 'slow', { retryable: true }) : null)));
    const stored = first.records.slice(0, 8); // samples 0..7 recorded, 4 of them an engine error
    const again = memoryRecorder(stored);
    const engine = engineFailing(() => null);
    const { end } = await run(again, engine);
    const redone = [samples[4]!, ...samples.slice(8)].map((s) => s.id);
    expect(engine.asked).toBe(redone.length);
    expect(again.records.map((r) => r.sample_id)).toEqual(redone);
    expect(end.status).toBe('complete');
  });

  it('a store that fails to append fails the run, naming the sample', async () => {
    const recorder = memoryRecorder([], 2);
    const { end } = await run(recorder, engineFailing(() => null));
    expect(end.status).toBe('failed');
    expect(end.stop_reason).toBe(`could not save the record of ${samples[2]!.id}: disk full`);
    expect(recorder.calls.at(-1)).toBe('finish');
  });
});
