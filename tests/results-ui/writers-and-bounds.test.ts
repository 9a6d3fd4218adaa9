/// <reference lib="dom" />
// The results worker (issue 17): one writer per run (delete and import-replace refused while
// the run's Web Lock is held, in any tab), imports held to what the browser can rebuild and
// read, and huge answers sent to the page only as their start.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { getRun, listRuns, openStore, type Store } from '../../src/storage/index.ts';
import { importRuns } from '../../src/storage/summaries.ts';
import { runLockName } from '../../workers/run/protocol.ts';
import type { LockManagerLike } from '../../workers/run/session.ts';
import { MAX_IMPORT_BYTES, MAX_REBUILT_TESTS, SHOWN_ANSWER_CHARS } from '../../workers/limits.ts';
import { createResultsService } from '../../workers/results/service.ts';
import { makeRun, reference, acceptAll } from './helpers.ts';

let n = 0;
const opened: Store[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

/** Web Locks as the spec says for { ifAvailable }: the callback gets null when the name is held. */
function lockManager(): LockManagerLike & { hold(name: string): () => void } {
  const held = new Set<string>();
  return {
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
    hold(name) {
      held.add(name);
      return () => held.delete(name);
    },
  };
}

async function fresh(locks: LockManagerLike | null = null) {
  const db = await openStore({ name: `writers-${++n}` });
  opened.push(db);
  return { db, api: createResultsService(async () => db, undefined, 'test', { locks }) };
}

describe('one writer per run', () => {
  it('deleting a run that is running (its lock held, e.g. by another tab) is refused with a reason; it is deleted once it stopped', async () => {
    const locks = lockManager();
    const { db, api } = await fresh(locks);
    await importRuns(db, [makeRun('a', reference)], { replace: false });
    const release = locks.hold(runLockName('a'));
    await expect(api.deleteRun('a')).rejects.toMatchObject({ code: 'running', message: expect.stringMatching(/run a is running .* pause or cancel it/) });
    expect((await getRun(db, 'a'))?.records).toHaveLength(36);
    release();
    await api.deleteRun('a');
    expect(await listRuns(db)).toEqual([]);
  });

  it('an import that would replace a running run is refused and changes nothing; a new id is imported meanwhile', async () => {
    const locks = lockManager();
    const { db, api } = await fresh(locks);
    await importRuns(db, [makeRun('a', acceptAll)], { replace: false });
    const release = locks.hold(runLockName('a'));
    const checked = await api.checkImport(JSON.stringify([makeRun('a', reference), makeRun('c', reference)]));
    if (!checked.ok) throw new Error('expected a valid file');
    await expect(api.commitImport(checked.token, true)).rejects.toMatchObject({ code: 'running' });
    expect((await getRun(db, 'a'))?.records[0]?.answer).toEqual({ q1: true, q2: true, q3: -1 });
    expect((await listRuns(db)).map((r) => r.id)).toEqual(['a']);
    release();
    await api.commitImport(checked.token, true);
    expect((await listRuns(db)).map((r) => r.id).sort()).toEqual(['a', 'c']);
    const onlyNew = await api.checkImport(JSON.stringify(makeRun('d', reference)));
    locks.hold(runLockName('a'));
    if (onlyNew.ok) await api.commitImport(onlyNew.token, false);
    expect((await listRuns(db)).map((r) => r.id).sort()).toEqual(['a', 'c', 'd']);
  });
});

describe('imports the browser can hold', () => {
  it('a run asking for 600,000 test samples is refused at once, naming the field, before any generation', async () => {
    const { db, api } = await fresh();
    const huge = makeRun('big', reference);
    // The largest test sets the generator offers: 99,996 per trace type (a multiple of 6 up to 100,000).
    huge.spec.dataset.options = { ...huge.spec.dataset.options, testPerType: 99_996 };
    const started = performance.now();
    const checked = await api.checkImport(JSON.stringify(huge));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues[0]).toMatchObject({ path: 'spec.dataset.options', message: expect.stringContaining('599,976 samples') });
    expect(checked.issues[0]?.message).toContain(MAX_REBUILT_TESTS.toLocaleString('en-US'));
    expect(await listRuns(db)).toEqual([]);
  });

  it('options the generator refuses are refused (in an export-all list, with the run\'s index)', async () => {
    const { api } = await fresh();
    const bad = makeRun('odd', reference);
    bad.spec.dataset.options = { ...bad.spec.dataset.options, testPerType: 7 };
    const checked = await api.checkImport(JSON.stringify([makeRun('ok', reference), bad]));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.issues[0]).toMatchObject({ path: '[1].spec.dataset.options', message: expect.stringContaining('multiple of 6') });
  });

  it('a file over the import size is refused unread, with its size and the limit', async () => {
    const { api } = await fresh();
    const unread = { size: MAX_IMPORT_BYTES + 1, text: () => { throw new Error('read'); } } as unknown as Blob;
    const checked = await api.checkImport(unread);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.issues[0]?.message).toMatch(/the file is 256 MB; the browser imports run files up to 256 MB/);
  });

  it('a File is read in the worker like text', async () => {
    const { api } = await fresh();
    const checked = await api.checkImport(new Blob([JSON.stringify(makeRun('f', reference))]));
    expect(checked.ok).toBe(true);
  });
});

describe('huge answers', () => {
  it('the drill-down carries only the start of a 3 MB answer, with its size; the whole is a download', async () => {
    const { db, api } = await fresh();
    const run = makeRun('h', reference);
    const big = `${'x'.repeat(3_000_000)}😀tail`;
    run.records[0]!.attempts[0]!.text = `${run.records[0]!.attempts[0]!.text}${big}`;
    run.records[0]!.attempts[0]!.reasoning = 'r'.repeat(SHOWN_ANSWER_CHARS + 5);
    await importRuns(db, [run], { replace: false });
    const sample = run.records[0]!.sample_id;
    const set = sample.includes('perturbed') || sample.startsWith('tp') ? 'perturbed' : 'canonical';
    let item = null;
    for (const s of [set, set === 'canonical' ? 'perturbed' : 'canonical'] as const) {
      const page = await api.drill('h', { set: s, cell: 'overall', query: 'q1', outcome: 'all' }, 0, 100);
      item = page.items.find((i) => i.sample_id === sample) ?? item;
    }
    expect(item).not.toBeNull();
    const a = item!.attempts[0]!;
    expect(a.text.length).toBe(SHOWN_ANSWER_CHARS);
    expect(a.text_length).toBe(run.records[0]!.attempts[0]!.text.length);
    expect(a.reasoning?.length).toBe(SHOWN_ANSWER_CHARS);
    expect(a.reasoning_length).toBe(SHOWN_ANSWER_CHARS + 5);
    const whole = await api.answerText('h', sample, 0, 'text');
    expect(await whole.text()).toBe(run.records[0]!.attempts[0]!.text);
    expect((await (await api.answerText('h', sample, 0, 'reasoning')).text()).length).toBe(SHOWN_ANSWER_CHARS + 5);
    await expect(api.answerText('h', sample, 3, 'text')).rejects.toThrow(/no attempt 4/);
  });
});
