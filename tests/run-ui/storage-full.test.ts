/// <reference lib="dom" />
// A full disk in the browser (issue 17): IDBObjectStore.put throwing Chromium's
// QuotaExceededError with an EMPTY message, injected into fake-indexeddb. The run must end
// `failed` with "storage is full: N MB used of M MB, free space and resume", the stored
// header must say failed (or, when even it cannot be written, be repaired on the next
// look), a failure at Start must be said, and a resume after freeing space loses nothing.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { generatorSource, selectSamples, testSetOptions } from '../../src/core/run/index.ts';
import { getRun, openStore, type Store } from '../../src/storage/index.ts';
import { findUnfinished } from '../../src/ui/state/run-recovery.ts';
import type { RunEvent as Event, StartRequest } from '../../workers/run/protocol.ts';
import { createRunService } from '../../workers/run/service.ts';

const SMALL = { testPerType: 12 };
const FULL = 'storage is full: 950 MB used of 1,000 MB, free space and resume';
const estimate = async () => ({ usage: 950e6, quota: 1000e6, persisted: false });

// The injection: while `failing` says so, put() throws as Chromium does when the quota is reached.
const nativePut = IDBObjectStore.prototype.put;
let failing: (store: string) => boolean = () => false;
IDBObjectStore.prototype.put = function put(this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
  if (failing(this.name)) throw new DOMException('', 'QuotaExceededError');
  return nativePut.apply(this, args);
};

let dbn = 0;
const stores: Store[] = [];
afterEach(() => {
  failing = () => false;
  for (const s of stores.splice(0)) s.close();
});

function harness() {
  const events: Event[] = [];
  const name = `storage-full-${++dbn}`;
  const open = async () => {
    const s = await openStore({ name });
    stores.push(s);
    return s;
  };
  const service = createRunService({ post: (e) => void events.push(e), openStore: open, datasetOptions: SMALL, snapshotMs: 0, appVersion: 'test', estimate });
  const finished = async (): Promise<Extract<Event, { type: 'finished' }>> => {
    for (;;) {
      const hit = events.find((e) => e.type === 'finished');
      if (hit) return hit as Extract<Event, { type: 'finished' }>;
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  return { service, events, finished, store: open };
}

const request = (limit: number): StartRequest => ({
  run: { engine: 'reference', set: 'both', limit, template_id: 'stepbench-v1' },
  dataSeed: 1, access: {}, concurrency: 1, provenance: { gpu_adapter: null, user_agent: 'vitest' },
});

async function expectedIds(limit: number): Promise<string[]> {
  const o = testSetOptions({ ...SMALL, seed: 1 });
  if (!o.ok) throw new Error(o.error.message);
  return selectSamples(await generatorSource.generated(o.value), 'both', limit).map((s) => s.id).sort();
}

/** put() fails for the records store once `after` records have been written. */
function fullAfter(after: number, stores: readonly string[] = ['records']): void {
  let written = 0;
  failing = (store) => {
    if (!stores.includes(store)) return false;
    if (store === 'records' && written < after) {
      written++;
      return false;
    }
    return store === 'records' ? true : written >= after;
  };
}

describe('a full disk during a browser run', () => {
  it('ends the run failed with the storage-full message, the header says failed, and a resume after freeing space loses nothing', async () => {
    const h = harness();
    fullAfter(5);
    const result = await h.service.start(request(24));
    expect(result.status).toBe('failed');
    const fin = await h.finished();
    expect(fin.end.status).toBe('failed');
    expect(fin.end.stop_reason).toContain(FULL);
    expect(fin.end.stop_hint).toMatch(/Delete runs .* then resume/);
    expect(fin.unsaved).toBeNull();
    const phase = h.events.filter((e) => e.type === 'phase').at(-1) as Extract<Event, { type: 'phase' }>;
    expect(phase).toMatchObject({ phase: 'failed' });
    expect(phase.message).toContain(FULL);

    const store = await h.store();
    const mid = await getRun(store, fin.runId);
    expect(mid?.status).toBe('failed');
    expect(mid?.stop_reason).toContain(FULL);
    expect(mid?.records).toHaveLength(5);

    // Space freed: the resume redoes exactly what is missing.
    failing = () => false;
    h.events.length = 0;
    await h.service.resume({ runId: fin.runId, apiKey: null, concurrency: 2 });
    expect((await h.finished()).end.status).toBe('complete');
    const done = await getRun(store, fin.runId);
    const ids = done!.records.map((r) => r.sample_id);
    expect(ids.sort()).toEqual(await expectedIds(24));
    expect(new Set(ids).size).toBe(24);
    expect(done!.records.slice(0, 5).map((r) => r.sample_id)).toEqual(mid!.records.map((r) => r.sample_id));
  });

  it('when not even the header can be written, the run still ends failed in the view, and the next look repairs the header', async () => {
    const h = harness();
    fullAfter(3, ['records', 'runs']);
    await h.service.start(request(12));
    const fin = await h.finished();
    expect(fin.end.status).toBe('failed');
    expect(fin.end.stop_reason).toContain(FULL);
    expect(fin.unsaved).toContain('storage is full');
    const phase = h.events.filter((e) => e.type === 'phase').at(-1) as Extract<Event, { type: 'phase' }>;
    expect(phase.phase).toBe('failed');
    expect(phase.message).toContain(FULL);
    const store = await h.store();
    expect((await getRun(store, fin.runId))?.status).toBe('running');

    // Still full: the repair fails quietly, the run is offered as it ended.
    const repaired: string[] = [];
    const ends = new Map([[fin.runId, fin.end]]);
    const still = await findUnfinished(store, { heldLocks: new Set(), activeRunId: null, now: 'now', unsavedEnds: ends, onRepaired: (id) => repaired.push(id) });
    expect(still.find((r) => r.id === fin.runId)).toMatchObject({ status: 'failed' });
    expect(repaired).toEqual([]);
    expect((await getRun(store, fin.runId))?.status).toBe('running');

    failing = () => false;
    const after = await findUnfinished(store, { heldLocks: new Set(), activeRunId: null, now: 'now', unsavedEnds: ends, onRepaired: (id) => repaired.push(id) });
    expect(repaired).toEqual([fin.runId]);
    const header = await getRun(store, fin.runId);
    expect(header?.status).toBe('failed');
    expect(header?.stop_reason).toContain(FULL);
    expect(after.find((r) => r.id === fin.runId)?.stop_reason).toContain(FULL);

    h.events.length = 0;
    await h.service.resume({ runId: fin.runId, apiKey: null, concurrency: 2 });
    expect((await h.finished()).end.status).toBe('complete');
    expect((await getRun(store, fin.runId))!.records.map((r) => r.sample_id).sort()).toEqual(await expectedIds(12));
  });

  it('at Start, a write that fails is said (never a silent "Failed") and nothing half-made is left running', async () => {
    const h = harness();
    failing = () => true;
    await expect(h.service.start(request(6))).rejects.toMatchObject({ message: FULL, code: 'storage_full' });
    const phase = h.events.filter((e) => e.type === 'phase').at(-1) as Extract<Event, { type: 'phase' }>;
    expect(phase).toMatchObject({ phase: 'failed', message: FULL });
    expect(phase.hint).toMatch(/free|Delete/);
    failing = () => false;
    expect(await (await h.store()).getAll('runs')).toEqual([]);
  });
});
